import { MessageList } from '@client/features/assistant-chat';
import { trackFeature } from '@client/lib/analytics';
import { cn } from '@client/ui/cn';
import { Skeleton } from '@client/ui/skeleton';
import type { TAssistantActionDto } from '@contract/chat';
import { ArrowRight, ClipboardPlus, Stethoscope, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ViewMessage } from '../hooks';

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
                'flex min-h-12 items-center gap-3 rounded-xl border border-brand bg-surface-raised px-3 py-2 text-sm font-semibold text-brand-ink',
                'hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
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
                'min-h-11 rounded-full border border-line-strong bg-surface-raised px-4 py-2 text-left text-sm font-medium text-ink',
                'hover:border-brand hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
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

/** The conversation in the full look; links to actions under the latest reply only. */
export function AssistantMessageList({
  messages,
  isTyping,
  suggestions,
}: {
  messages: readonly ViewMessage[];
  isTyping: boolean;
  /** The chips under the last reply, rendered after it. */
  suggestions?: ReactNode;
}) {
  // The same links under every earlier reply would be clutter.
  const latestReplyKey = messages.findLast((message) => message.role === 'assistant')?.key;
  return (
    <MessageList
      variant="full"
      messages={messages}
      isTyping={isTyping}
      typingLabel="The assistant is typing"
      belowReply={(message) =>
        message.key === latestReplyKey && message.status !== 'streaming' ? (
          <ActionLinks actions={message.actions} />
        ) : null
      }
      footer={suggestions}
    />
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
