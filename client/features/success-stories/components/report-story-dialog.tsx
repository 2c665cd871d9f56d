import { errorMessage } from '@client/api/http';
import { buttonClasses } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { FieldError } from '@client/ui/form-field';
import { ModalContent, ModalFormActions } from '@client/ui/modal';
import { toast } from '@client/ui/use-toast';
import {
  STORY_MESSAGES,
  STORY_REPORT_REASON_LABELS,
  STORY_REPORT_REASONS,
  type TStoryReportReason,
  type TSuccessStory,
} from '@contract/success-stories';
import * as Dialog from '@radix-ui/react-dialog';
import { Flag } from 'lucide-react';
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
      <ModalContent
        title="Report this story"
        description="Tell us what is wrong. Stories reported by several members are hidden until we have reviewed them."
        size="sm"
      >
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
          <ModalFormActions submitLabel="Send Report" busyLabel="Sending..." isBusy={report.isPending} />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
