import { MessageList } from '@client/features/assistant-chat';
import { Button } from '@client/ui/button';
import { Skeleton } from '@client/ui/skeleton';
import type { TChatMessage } from '@contract/chat';
import { Bot } from 'lucide-react';

export function ChatMessagesSkeleton() {
  return (
    <div role="status" className="space-y-3 px-4">
      <span className="sr-only">Loading the conversation...</span>
      <Skeleton className="ml-auto h-12 w-2/3 rounded-2xl" />
      <Skeleton className="h-20 w-4/5 rounded-2xl" />
    </div>
  );
}

export function ChatMessagesError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-4 rounded-2xl border border-bad bg-bad-soft p-4 text-sm text-bad">
      <p>The conversation could not be loaded.</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        Try Again
      </Button>
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
