import { cn } from '@client/ui/cn';
import { EmergencyBanner, safetyBannerFor } from '@client/ui/emergency-banner';
import type { THelpLine, TSafetyReplyKind } from '@contract/assistant';
import { Bot } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The assistant's conversation as both doors show it (docs/product/assistant.md#one-assistant-two-doors):
 * 'simple' on /chat (plain bubbles), 'full' on /ai-assistant (an avatar beside each reply, room for
 * links and suggested replies under the latest one). A reply the safety layer chose is the safety
 * banner itself, carrying the reply's words and its help lines.
 */
export type ChatVariant = 'simple' | 'full';

/** One message as the list shows it; both the stored and the streamed messages fit. */
export type ChatViewMessage = {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  /** ISO 8601; a streamed reply has none until it is stored. */
  timestamp?: string;
  isEmergency: boolean;
  replyKind?: TSafetyReplyKind | null;
  help?: readonly THelpLine[];
  /** A reply still arriving, or stopped by the person (not saved). */
  status?: 'streaming' | 'stopped';
};

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function MessageTime({ timestamp, className }: { timestamp?: string; className: string }) {
  if (!timestamp) return null;
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={timestamp} className={cn('mt-1 block text-xs', className)}>
      {timeFormat.format(date)}
    </time>
  );
}

function AssistantAvatar() {
  return (
    <span
      aria-hidden="true"
      className="mt-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand"
    >
      <Bot className="h-5 w-5" />
    </span>
  );
}

/** One message: the person's on the right in teal, the assistant's on the left in grey. */
export function MessageBubble({ message, variant }: { message: ChatViewMessage; variant: ChatVariant }) {
  const isUser = message.role === 'user';
  const text = variant === 'simple' ? 'text-sm' : 'text-[15px]';
  return (
    <div
      className={cn(
        'max-w-full rounded-2xl px-4 py-3 leading-relaxed',
        isUser ? 'bg-brand text-on-brand' : 'bg-surface-muted text-ink',
        isUser
          ? variant === 'simple'
            ? 'rounded-br-md'
            : 'rounded-br-sm'
          : variant === 'simple'
            ? 'rounded-bl-md'
            : 'rounded-bl-sm',
      )}
    >
      <span className="sr-only">{isUser ? 'You said: ' : 'Assistant said: '}</span>
      <p className={cn('break-words whitespace-pre-wrap', text)}>{message.content}</p>
      {message.status === 'stopped' ? (
        <p className="mt-2 text-xs font-medium text-ink-muted">Reply stopped. It was not saved.</p>
      ) : null}
      <MessageTime
        timestamp={message.timestamp}
        className={isUser ? 'text-right text-on-brand' : 'text-ink-muted'}
      />
    </div>
  );
}

/** Three dots while the assistant prepares its reply, announced once. */
export function TypingIndicator({ variant, label }: { variant: ChatVariant; label: string }) {
  return (
    <li className={cn('flex', variant === 'full' ? 'gap-2' : 'justify-start')}>
      {variant === 'full' ? <AssistantAvatar /> : null}
      <div
        role={variant === 'simple' ? 'status' : undefined}
        className={cn(
          'rounded-2xl bg-surface-muted px-4 py-3',
          variant === 'simple' ? 'rounded-bl-md' : 'rounded-bl-sm',
        )}
      >
        <span className="sr-only">{label}</span>
        <span aria-hidden="true" className="flex items-center gap-1 py-1" data-testid="typing-indicator">
          <span className="h-2 w-2 animate-bounce rounded-full bg-ink-muted motion-reduce:animate-none" />
          <span className="h-2 w-2 animate-bounce rounded-full bg-ink-muted [animation-delay:150ms] motion-reduce:animate-none" />
          <span className="h-2 w-2 animate-bounce rounded-full bg-ink-muted [animation-delay:300ms] motion-reduce:animate-none" />
        </span>
      </div>
    </li>
  );
}

type MessageListProps<M extends ChatViewMessage> = {
  variant: ChatVariant;
  messages: readonly M[];
  isTyping: boolean;
  /** What the typing indicator says to a screen reader. */
  typingLabel: string;
  /** Shown under a reply (links to actions under the latest one on /ai-assistant). */
  belowReply?: (message: M) => ReactNode;
  /** The last row (suggested replies). */
  footer?: ReactNode;
};

/** The conversation, oldest first, with the typing indicator while a reply is pending. */
export function MessageList<M extends ChatViewMessage>({
  variant,
  messages,
  isTyping,
  typingLabel,
  belowReply,
  footer,
}: MessageListProps<M>) {
  return (
    <ol className={variant === 'simple' ? 'space-y-3' : 'flex flex-col gap-4'}>
      {messages.map((message) => {
        if (message.role === 'user') {
          return (
            <li key={message.key} className="flex justify-end">
              <div className="max-w-[85%]">
                <MessageBubble message={message} variant={variant} />
              </div>
            </li>
          );
        }
        const banner = message.content === '' ? null : safetyBannerFor(message);
        const body = banner ? (
          <>
            <span className="sr-only">Assistant said: </span>
            <EmergencyBanner reply={banner.kind} help={banner.help} message={message.content} />
          </>
        ) : (
          <MessageBubble message={message} variant={variant} />
        );
        if (variant === 'simple') {
          return (
            <li key={message.key} className={banner ? undefined : 'flex justify-start'}>
              {banner ? body : <div className="max-w-[85%]">{body}</div>}
            </li>
          );
        }
        return (
          <li key={message.key} className="flex gap-2">
            <AssistantAvatar />
            <div className="min-w-0 max-w-[85%] flex-1">
              {body}
              {belowReply?.(message)}
            </div>
          </li>
        );
      })}
      {isTyping ? <TypingIndicator variant={variant} label={typingLabel} /> : null}
      {footer ? <li className={variant === 'full' ? 'pl-10' : undefined}>{footer}</li> : null}
    </ol>
  );
}
