import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';

/**
 * The app's modal panel (docs/design.md#ui-kit), inside a Radix `Dialog.Root`: the scrim, a centred
 * card at most 90 % of the screen high that scrolls, its title with a Close button, an optional
 * description under it, then the content. Focus is trapped and Escape closes, as Radix does.
 */
export function ModalContent({
  title,
  description,
  size = 'md',
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** `sm` for short questions, `md` for forms. */
  size?: 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-scrim" />
      <Dialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-surface-raised p-5 shadow-overlay focus:outline-none',
          size === 'sm' ? 'max-w-sm' : 'max-w-md',
        )}
      >
        <div className="flex items-start justify-between gap-3">
          <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Close" className="-mt-2 -mr-2">
              <X className="h-5 w-5" aria-hidden="true" />
            </Button>
          </Dialog.Close>
        </div>
        {description ? (
          <Dialog.Description className="mt-1 text-sm text-ink-muted">{description}</Dialog.Description>
        ) : null}
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/**
 * The foot of a form in a modal: the submit button, wide, with its busy label while the request runs
 * (disabled then, so a double click sends once), and Cancel, which closes the dialog.
 */
export function ModalFormActions({
  submitLabel,
  busyLabel,
  isBusy,
}: {
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
}) {
  return (
    <div className="flex gap-3">
      <Button type="submit" className="flex-1" disabled={isBusy}>
        {isBusy ? busyLabel : submitLabel}
      </Button>
      <Dialog.Close asChild>
        <Button variant="outline">Cancel</Button>
      </Dialog.Close>
    </div>
  );
}
