import { cn } from './cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      className={cn('h-6 w-6 animate-spin text-brand-ink', className)}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A centred spinner with visible text, announced politely. */
export function LoadingState({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex flex-col items-center justify-center gap-3 py-16', className)}>
      <Spinner className="h-8 w-8" />
      <p className="text-sm font-medium text-ink-muted">{label}</p>
    </div>
  );
}
