import { trackFeature } from '@client/lib/analytics';
import { cn } from '@client/ui/cn';
import { EmergencyBanner, emergencyReplyKind } from '@client/ui/emergency-banner';
import { Skeleton } from '@client/ui/skeleton';
import type { TAssistantActionDto } from '@contract/chat';
import { ArrowRight, Bot, ClipboardPlus, Stethoscope, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ViewMessage } from '../hooks';

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

const ACTION_ICONS = {
  log_symptom: ClipboardPlus,
  find_practitioner: Stethoscope,
  community: Users,
} as const;

/**
 * Links from advice to actions (log this symptom, find a specialist near me;
 * docs/product/assistant.md#ai-assistant).
 */
export function ActionLinks({ actions }: { actions: readonly TAssistantActionDto[] }) {
  // Only in-app paths: the server builds them, and a link out of the app is never what they mean.
  const inApp = actions.filter((action) => action.href.startsWith('/') && !action.href.startsWith('//'));
  if (inApp.length === 0) return null;
  return (
    <ul aria-label="Suggested actions" className="mt-2 flex flex-col gap-2">
      {inApp.map((action) => {
        const Icon = ACTION_ICONS[action.kind];
        return (
          <li key={`${action.kind}-${action.href}`}>
            <Link
              href={action.href}
              onClick={() => trackFeature('ai_assistant', { action: 'action_link', kind: action.kind })}
              className={cn(
                'flex min-h-12 items-center gap-3 rounded-xl border border-teal-700 bg-white px-3 py-2 text-sm font-semibold text-teal-800',
                'hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
              )}
            >
              <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
              <span className="flex-1">{action.label}</span>
              <ArrowRight className="h-4 w-4 shrink-0" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Suggested follow-ups under the latest reply; tapping one sends it. */
export function SuggestionChips({
  suggestions,
  disabled,
  onPick,
}: {
  suggestions: readonly string[];
  disabled: boolean;
  onPick: (text: string) => void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <div className="mt-3">
      <h3 id="suggestions-title" className="sr-only">
        Suggested replies
      </h3>
      <ul aria-labelledby="suggestions-title" className="flex flex-wrap gap-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(suggestion)}
              className={cn(
                'min-h-11 rounded-full border border-slate-400 bg-white px-4 py-2 text-left text-sm font-medium text-slate-900',
                'hover:border-teal-700 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
                'disabled:cursor-not-allowed disabled:opacity-60',
              )}
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AssistantAvatar() {
  return (
    <span
      aria-hidden="true"
      className="mt-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-teal-700 text-white"
    >
      <Bot className="h-5 w-5" />
    </span>
  );
}

function MessageItem({ message, showsActions }: { message: ViewMessage; showsActions: boolean }) {
  if (message.role === 'user') {
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-teal-700 px-4 py-3 text-white">
          <span className="sr-only">You said: </span>
          <p className="whitespace-pre-wrap break-words text-[15px] leading-relaxed">{message.content}</p>
          <MessageTime timestamp={message.timestamp} className="text-right text-teal-50" />
        </div>
      </li>
    );
  }
  return (
    <li className="flex gap-2">
      <AssistantAvatar />
      <div className="min-w-0 max-w-[85%] flex-1">
        {message.isEmergency && message.content !== '' ? (
          <div className="mb-2">
            <EmergencyBanner reply={emergencyReplyKind(message.content)} />
          </div>
        ) : null}
        <div
          className={cn(
            'rounded-2xl rounded-bl-sm px-4 py-3 text-slate-900',
            message.isEmergency ? 'border border-red-700 bg-white' : 'bg-slate-100',
          )}
        >
          <span className="sr-only">Assistant said: </span>
          <p className="whitespace-pre-wrap break-words text-[15px] leading-relaxed">{message.content}</p>
          {message.status === 'stopped' ? (
            <p className="mt-2 text-xs font-medium text-slate-700">Reply stopped. It was not saved.</p>
          ) : null}
          <MessageTime timestamp={message.timestamp} className="text-slate-600" />
        </div>
        {showsActions && message.status !== 'streaming' ? <ActionLinks actions={message.actions} /> : null}
      </div>
    </li>
  );
}

/** Shown after a send until the first piece of the reply arrives. */
export function TypingIndicator() {
  return (
    <li className="flex gap-2">
      <AssistantAvatar />
      <div className="rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3">
        <span className="sr-only">The assistant is typing</span>
        <span aria-hidden="true" className="flex items-center gap-1 py-1" data-testid="typing-indicator">
          <span className="h-2 w-2 animate-bounce rounded-full bg-slate-600 motion-reduce:animate-none" />
          <span className="h-2 w-2 animate-bounce rounded-full bg-slate-600 [animation-delay:150ms] motion-reduce:animate-none" />
          <span className="h-2 w-2 animate-bounce rounded-full bg-slate-600 [animation-delay:300ms] motion-reduce:animate-none" />
        </span>
      </div>
    </li>
  );
}

export function MessageList({
  messages,
  isTyping,
  suggestions,
}: {
  messages: readonly ViewMessage[];
  isTyping: boolean;
  /** The chips under the last reply, rendered after it. */
  suggestions?: ReactNode;
}) {
  // Links to actions under the latest reply only: the same links under every earlier reply is clutter.
  const latestReplyKey = messages.findLast((message) => message.role === 'assistant')?.key;
  return (
    <ol className="flex flex-col gap-4">
      {messages.map((message) => (
        <MessageItem key={message.key} message={message} showsActions={message.key === latestReplyKey} />
      ))}
      {isTyping ? <TypingIndicator /> : null}
      {suggestions ? <li className="pl-10">{suggestions}</li> : null}
    </ol>
  );
}

export function MessageListSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true" data-testid="messages-skeleton">
      <Skeleton className="ml-auto h-12 w-3/5 rounded-2xl" />
      <div className="flex gap-2">
        <Skeleton className="h-8 w-8 rounded-full" />
        <Skeleton className="h-24 w-4/5 rounded-2xl" />
      </div>
      <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
      <div className="flex gap-2">
        <Skeleton className="h-8 w-8 rounded-full" />
        <Skeleton className="h-16 w-3/4 rounded-2xl" />
      </div>
    </div>
  );
}
