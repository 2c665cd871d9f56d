import { errorMessage } from '@client/api/http';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { buttonClasses } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { FieldError, FormField } from '@client/ui/form-field';
import { Textarea } from '@client/ui/input';
import { ModalContent, ModalFormActions } from '@client/ui/modal';
import { toast } from '@client/ui/use-toast';
import type { TPost } from '@contract/community';
import {
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  POST_REPORT_REASON_LABELS,
  POST_REPORT_REASONS,
  ZReportPostRequest,
} from '@contract/moderation';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useReportPost } from '../hooks';

type ReportValues = z.input<typeof ZReportPostRequest>;
type ReportOutput = z.output<typeof ZReportPostRequest>;

/**
 * 'Report' on someone else's post: why (one reason) and an optional detail, for the moderators
 * (docs/product/community.md#reports-and-hidden-posts). After it the button reads 'Reported'.
 */
export function ReportPostDialog({ post }: { post: TPost }) {
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const report = useReportPost();
  const reasonErrorId = useId();
  const detailId = useId();
  const form = useForm<ReportValues, unknown, ReportOutput>({
    resolver: zodResolver(ZReportPostRequest),
    defaultValues: { detail: '' },
  });

  if (reported) {
    return (
      <span className="inline-flex min-h-12 items-center gap-1.5 px-3 text-sm font-medium text-ink-muted">
        <Flag className="h-4 w-4" aria-hidden="true" />
        Reported
      </span>
    );
  }

  const onOpenChange = (next: boolean) => {
    if (next) form.reset({ detail: '' });
    setOpen(next);
  };

  const onSubmit = async (values: ReportOutput) => {
    try {
      await report.mutateAsync({
        postId: post.id,
        reason: values.reason,
        detail: values.detail || undefined,
      });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['reason', 'detail'] as const);
      toast({
        title: MODERATION_MESSAGES.reportFailed,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: MODERATION_MESSAGES.reported });
    setOpen(false);
    setReported(true);
  };

  const reasonError = form.formState.errors.reason?.message;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        className={cn(
          buttonClasses({ variant: 'ghost', size: 'compact' }),
          'gap-1.5 font-medium whitespace-nowrap',
        )}
      >
        <Flag className="h-4 w-4" aria-hidden="true" />
        Report<span className="sr-only"> post by {post.authorName}</span>
      </Dialog.Trigger>
      <ModalContent
        title="Report this post"
        description="Tell the moderators what is wrong. The author is not told who reported it."
      >
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-4">
          <fieldset aria-describedby={reasonError ? reasonErrorId : undefined}>
            <legend className="text-sm font-medium text-ink">Reason</legend>
            <div className="mt-2 space-y-1">
              {POST_REPORT_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-ink hover:bg-surface-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
                >
                  <input
                    type="radio"
                    value={value}
                    {...form.register('reason')}
                    className="h-4 w-4 accent-brand"
                  />
                  {POST_REPORT_REASON_LABELS[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <FieldError id={reasonErrorId} message={reasonError} />
          <FormField
            id={detailId}
            label="Anything to add (optional)"
            hint={`Up to ${MODERATION_LIMITS.reportDetailMax} characters.`}
            error={form.formState.errors.detail?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('detail')}
                rows={3}
                maxLength={MODERATION_LIMITS.reportDetailMax}
              />
            )}
          </FormField>
          <ModalFormActions submitLabel="Send Report" busyLabel="Sending..." isBusy={report.isPending} />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
