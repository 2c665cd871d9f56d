import { cn } from '@client/ui/cn';
import { Sparkles } from 'lucide-react';

/** Three everyday ways to start, in the words people use (the engine understands them). */
export const EXAMPLE_PROMPTS = [
  "I've had a headache for 3 days and it gets worse with bright light",
  "I feel exhausted all the time, even after a full night's sleep",
  'My stomach hurts after I eat dairy',
] as const;

/** A conversation with no messages yet: what the assistant does and three prompts to tap. */
export function AssistantEmptyState({
  disabled,
  onPick,
}: {
  disabled: boolean;
  onPick: (prompt: string) => void;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-line-strong px-4 py-6">
      <Sparkles className="mx-auto h-10 w-10 text-brand-ink" aria-hidden="true" />
      <h2 className="mt-3 text-center text-lg font-semibold text-ink">Start a conversation</h2>
      <p className="mt-1 text-center text-sm text-ink-muted">
        Tell the assistant how you feel in your own words. It asks what it needs to know and suggests next
        steps. Try one of these:
      </p>
      <ul className="mt-4 flex flex-col gap-2">
        {EXAMPLE_PROMPTS.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(prompt)}
              className={cn(
                'min-h-12 w-full rounded-xl border border-line bg-surface-raised px-4 py-2 text-left text-sm font-medium text-ink',
                'hover:border-brand hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                'disabled:cursor-not-allowed disabled:opacity-60',
              )}
            >
              “{prompt}”
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
