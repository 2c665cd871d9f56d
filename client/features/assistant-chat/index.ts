// The assistant's shared conversation pieces, used by /chat and /ai-assistant
// (docs/product/assistant.md#one-assistant-two-doors).
export { COUNT_SHOWN_FROM, Composer } from './components/composer';
export {
  type ChatVariant,
  type ChatViewMessage,
  MessageBubble,
  MessageList,
  TypingIndicator,
} from './components/message-list';
