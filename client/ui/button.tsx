import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'inverse';
export type ButtonSize = 'md' | 'lg' | 'icon' | 'compact';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-on-brand hover:bg-brand-strong active:bg-brand-strong',
  secondary: 'bg-brand-soft text-brand-ink hover:bg-brand-tint',
  outline: 'border border-line bg-surface-raised text-ink hover:bg-surface',
  ghost: 'text-ink-muted hover:bg-surface-muted hover:text-ink',
  destructive: 'bg-bad text-on-bad hover:bg-bad-strong',
  /** On the deep brand band (`bg-brand-deep`), in both schemes. */
  inverse: 'bg-on-brand-deep text-brand-deep hover:bg-on-brand-deep-muted',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-12 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-2 text-base',
  icon: 'h-12 w-12',
  /** Full height, narrow sides: a labelled button in a crowded top bar. */
  compact: 'min-h-12 px-2 text-sm',
};

/** Button styling, also for links that look like buttons (wouter <Link className={buttonClasses()}>). */
export function buttonClasses(options: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean } = {}) {
  const { variant = 'primary', size = 'md', block = false } = options;
  return cn(
    // Should a label ever wrap, it stays centred, balanced and clear of the edges.
    'inline-flex items-center justify-center gap-2 rounded-control text-center leading-tight font-semibold text-balance transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2',
    variant === 'inverse' ? 'focus-visible:outline-on-brand-deep' : 'focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    block && 'w-full',
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
};

export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonClasses({ variant, size, block }), className)} {...props} />;
}
