import { cn } from '@client/ui/cn';
import { Skeleton } from '@client/ui/skeleton';
import type { TChatSessionSummary } from '@contract/chat';
import { ChevronDown, MessagesSquare } from 'lucide-react';
import { useId, useRef, useState } from 'react';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function when(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString() ? timeFormat.format(date) : dateFormat.format(date);
}

type ConversationListProps = {
  sessions: readonly TChatSessionSummary[];
  currentSessionId: string | null;
  isLoading: boolean;
  disabled: boolean;
  onOpen: (sessionId: string) => void;
};

/**
 * Previous conversations, newest first. Collapsed by default on the phone-width screen so the
 * conversation itself stays in view; the current one is marked.
 */
export function ConversationList({
  sessions,
  currentSessionId,
  isLoading,
  disabled,
  onOpen,
}: ConversationListProps) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const count = sessions.length;
  return (
    <section aria-labelledby={`${listId}-title`} className="px-4">
      <h2 id={`${listId}-title`} className="sr-only">
        Your conversations
      </h2>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className={cn(
          'flex min-h-12 w-full items-center gap-2 rounded-xl border border-line bg-surface-raised px-4 text-left text-sm font-semibold text-ink',
          'hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        )}
      >
        <MessagesSquare className="h-5 w-5 text-brand-ink" aria-hidden="true" />
        <span className="flex-1">Previous conversations{isLoading ? '' : ` (${count})`}</span>
        <ChevronDown
          className={cn('h-5 w-5 transition-transform', isOpen && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div id={listId} hidden={!isOpen} className="mt-2">
        {isLoading ? (
          <div className="space-y-2" aria-hidden="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : count === 0 ? (
          <p className="rounded-xl border border-dashed border-line-strong px-4 py-3 text-sm text-ink-muted">
            No earlier conversations yet. Your conversations are saved here.
          </p>
        ) : (
          <ul className="space-y-2">
            {sessions.map((session) => {
              const isCurrent = session.sessionId === currentSessionId;
              return (
                <li key={session.sessionId}>
                  <button
                    type="button"
                    disabled={disabled}
                    aria-current={isCurrent ? 'true' : undefined}
                    onClick={() => {
                      onOpen(session.sessionId);
                      setIsOpen(false);
                      // The list closes under the focus: give it to the toggle that reopens it.
                      toggleRef.current?.focus();
                    }}
                    className={cn(
                      'flex min-h-14 w-full flex-col items-start rounded-xl border px-4 py-2 text-left',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                      'disabled:cursor-not-allowed disabled:opacity-60',
                      isCurrent
                        ? 'border-brand bg-brand-soft'
                        : 'border-line bg-surface-raised hover:bg-surface',
                    )}
                  >
                    <span className="line-clamp-1 text-sm font-semibold text-ink">
                      {session.title || 'Conversation'}
                    </span>
                    <span className="text-xs text-ink-muted">
                      {when(session.updatedAt)} · {session.messageCount}{' '}
                      {session.messageCount === 1 ? 'message' : 'messages'}
                      {isCurrent ? ' · open' : ''}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
