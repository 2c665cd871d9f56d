import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

export const fieldClasses = cn(
  'block w-full rounded-xl border border-line-strong bg-surface-raised px-3 text-base text-ink',
  'placeholder:text-ink-muted focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-1',
  'focus-visible:outline-focus aria-[invalid=true]:border-bad disabled:bg-surface-muted',
);

export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(fieldClasses, 'min-h-12', className)} {...props} />;
}

export function Textarea({
  className,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea ref={ref} className={cn(fieldClasses, 'min-h-24 py-2', className)} {...props} />;
}
