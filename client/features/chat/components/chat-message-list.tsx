import { MessageList } from '@client/features/assistant-chat';
import { Skeleton } from '@client/ui/skeleton';
import type { TChatMessage } from '@contract/chat';
import { Bot } from 'lucide-react';

/** Shaped like a question and its answer, for the loading state. */
export function ChatMessagesSkeleton() {
  return (
    <div className="space-y-3 px-4">
      <Skeleton className="ml-auto h-12 w-2/3 rounded-2xl" />
      <Skeleton className="h-20 w-4/5 rounded-2xl" />
    </div>
  );
}

/** Welcome text when the conversation is empty (docs/product/assistant.md#chat). */
export function ChatWelcome({ text }: { text: string }) {
  return (
    <div className="mx-4 flex gap-3 rounded-2xl bg-brand-soft p-4 text-ink">
      <Bot className="mt-0.5 h-6 w-6 shrink-0 text-brand-ink" aria-hidden="true" />
      <p className="text-sm leading-relaxed">{text}</p>
    </div>
  );
}

type ChatMessageListProps = {
  messages: TChatMessage[];
  isTyping: boolean;
};

/**
 * The conversation, oldest first, in the shared assistant look. role="log" is a polite live region: a
 * new reply is read out when it arrives, without interrupting. A safety reply is the safety banner itself.
 */
export function ChatMessageList({ messages, isTyping }: ChatMessageListProps) {
  return (
    <div role="log" aria-live="polite" aria-label="Conversation" className="px-4">
      <MessageList
        variant="simple"
        messages={messages.map((message) => ({ ...message, key: message.id }))}
        isTyping={isTyping}
        typingLabel="The assistant is typing..."
      />
    </div>
  );
}
