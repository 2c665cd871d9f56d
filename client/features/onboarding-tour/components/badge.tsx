import { cn } from '@client/ui/cn';
import type { HTMLAttributes } from 'react';
import type { TBadgeVariant } from '../form';

const variants: Record<TBadgeVariant | 'outline', string> = {
  destructive: 'bg-bad text-on-bad',
  default: 'bg-brand text-on-brand',
  secondary: 'bg-surface-muted text-ink',
  outline: 'border border-line-strong text-ink',
};

/** A small label (likelihood, urgency, category); AA contrast in every variant. */
export function Badge({
  variant = 'default',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: TBadgeVariant | 'outline' }) {
  return (
    <span
      data-variant={variant}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
