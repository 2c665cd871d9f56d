import { cn } from './cn';

/**
 * A tab of a segmented tab bar (Radix Tabs.Trigger inside a `bg-surface-muted` list): equal widths,
 * one line, a 48 px touch target, the raised look when active (docs/design.md).
 */
export const TAB_CLASSES = cn(
  'min-h-12 flex-1 rounded-lg px-1 text-sm font-semibold whitespace-nowrap text-ink-muted',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'data-[state=active]:bg-surface-raised data-[state=active]:text-brand-ink data-[state=active]:shadow-raised',
);
