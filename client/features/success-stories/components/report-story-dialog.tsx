import { errorMessage } from '@client/api/http';
import { Button, buttonClasses } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { FieldError } from '@client/ui/form-field';
import { toast } from '@client/ui/use-toast';
import {
  STORY_MESSAGES,
  STORY_REPORT_REASON_LABELS,
  STORY_REPORT_REASONS,
  type TStoryReportReason,
  type TSuccessStory,
} from '@contract/success-stories';
import * as Dialog from '@radix-ui/react-dialog';
import { Flag, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useReportStory } from '../hooks';

/**
 * 'Report' on someone else's story: a small dialog with the reasons; one report per member
 * (docs/product/success-stories.md#report). After it the button reads 'Reported'.
 */
export function ReportStoryDialog({ story }: { story: TSuccessStory }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<TStoryReportReason | null>(null);
  const [error, setError] = useState<string | undefined>();
  const report = useReportStory();
  const errorId = useId();

  if (story.reportedByMe) {
    return (
      <span className="ml-auto inline-flex min-h-12 items-center gap-1.5 px-3 text-sm font-medium text-ink-muted">
        <Flag className="h-4 w-4" aria-hidden="true" />
        Reported
      </span>
    );
  }

  const onOpenChange = (next: boolean) => {
    if (next) {
      setReason(null);
      setError(undefined);
    }
    setOpen(next);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(STORY_MESSAGES.reportReasonRequired);
      return;
    }
    try {
      await report.mutateAsync({ id: story.id, reason });
    } catch (failure) {
      toast({
        title: STORY_MESSAGES.reportFailed,
        description: errorMessage(failure) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: STORY_MESSAGES.reported });
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={cn(buttonClasses({ variant: 'ghost' }), 'ml-auto gap-1.5 px-3 font-medium')}>
        <Flag className="h-4 w-4" aria-hidden="true" />
        Report<span className="sr-only">: {story.title}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-scrim" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface-raised p-5 shadow-overlay focus:outline-none">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-ink">Report this story</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close" className="-mt-2 -mr-2">
                <X className="h-5 w-5" aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">
            Tell us what is wrong. Stories reported by several members are hidden until we have reviewed them.
          </Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
            <fieldset aria-describedby={error ? errorId : undefined}>
              <legend className="text-sm font-medium text-ink">Reason</legend>
              <div className="mt-2 space-y-1">
                {STORY_REPORT_REASONS.map((value) => (
                  <label
                    key={value}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-ink hover:bg-surface-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
                  >
                    <input
                      type="radio"
                      name="reason"
                      value={value}
                      checked={reason === value}
                      onChange={() => {
                        setReason(value);
                        setError(undefined);
                      }}
                      className="h-4 w-4 accent-brand"
                    />
                    {STORY_REPORT_REASON_LABELS[value]}
                  </label>
                ))}
              </div>
            </fieldset>
            <FieldError id={errorId} message={error} />
            <div className="flex gap-3">
              <Button type="submit" className="flex-1" disabled={report.isPending}>
                {report.isPending ? 'Sending...' : 'Send Report'}
              </Button>
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
