import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

export const fieldClasses = cn(
  'block w-full rounded-xl border border-slate-400 bg-white px-3 text-base text-slate-900',
  'placeholder:text-slate-500 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-offset-1',
  'focus-visible:outline-teal-700 aria-[invalid=true]:border-red-700 disabled:bg-slate-100',
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
