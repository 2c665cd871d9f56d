import { emergencyReplyKind } from '@client/lib/emergency';
import { Button } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { EmergencyBanner } from '@client/ui/emergency-banner';
import { Skeleton } from '@client/ui/skeleton';
import type { TChatMessage } from '@contract/chat';
import { Bot } from 'lucide-react';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

function formatTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

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
    <div role="alert" className="mx-4 rounded-2xl border border-red-700 bg-red-50 p-4 text-sm text-red-800">
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
    <div className="mx-4 flex gap-3 rounded-2xl bg-teal-50 p-4 text-slate-900">
      <Bot className="mt-0.5 h-6 w-6 shrink-0 text-teal-800" aria-hidden="true" />
      <p className="text-sm leading-relaxed">{text}</p>
    </div>
  );
}

/** Three dots while the assistant prepares its reply, announced once. */
function TypingIndicator() {
  return (
    <li className="flex justify-start">
      <div role="status" className="rounded-2xl rounded-bl-md bg-slate-100 px-4 py-3">
        <span className="sr-only">The assistant is typing...</span>
        <span aria-hidden="true" className="flex gap-1">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="h-2 w-2 animate-bounce rounded-full bg-slate-600"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
      </div>
    </li>
  );
}

type ChatMessageListProps = {
  messages: TChatMessage[];
  isTyping: boolean;
};

/**
 * The conversation, oldest first. role="log" is a polite live region: a new reply is read out when it
 * arrives, without interrupting. An emergency reply is the emergency banner itself.
 */
export function ChatMessageList({ messages, isTyping }: ChatMessageListProps) {
  return (
    <div role="log" aria-live="polite" aria-label="Conversation" className="px-4">
      <ol className="space-y-3">
        {messages.map((message) => {
          const isUser = message.role === 'user';
          if (!isUser && message.isEmergency) {
            return (
              <li key={message.id}>
                <EmergencyBanner reply={emergencyReplyKind(message.content)} message={message.content} />
              </li>
            );
          }
          return (
            <li key={message.id} className={cn('flex', isUser ? 'justify-end' : 'justify-start')}>
              <div
                className={cn(
                  'max-w-[85%] rounded-2xl px-4 py-3 text-sm leading-relaxed',
                  isUser
                    ? 'rounded-br-md bg-teal-700 text-white'
                    : 'rounded-bl-md bg-slate-100 text-slate-900',
                )}
              >
                <p className="sr-only">{isUser ? 'You said:' : 'Assistant said:'}</p>
                <p className="break-words whitespace-pre-line">{message.content}</p>
                <p className={cn('mt-1 text-xs', isUser ? 'text-teal-50' : 'text-slate-700')}>
                  <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>
                </p>
              </div>
            </li>
          );
        })}
        {isTyping ? <TypingIndicator /> : null}
      </ol>
    </div>
  );
}
