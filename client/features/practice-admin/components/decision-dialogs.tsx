import { errorMessage } from '@client/api/http';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { Button } from '@client/ui/button';
import { FormField } from '@client/ui/form-field';
import { Textarea } from '@client/ui/input';
import { ModalContent, ModalFormActions } from '@client/ui/modal';
import { toast } from '@client/ui/use-toast';
import { PRACTICE_LIMITS, PRACTICE_MESSAGES, ZRejectApplicationRequest } from '@contract/practice';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useDecideApplication } from '../hooks';

const failed = (error: unknown) =>
  toast({
    title: PRACTICE_MESSAGES.decisionFailed,
    description: errorMessage(error) ?? 'Please check your connection and try again.',
    variant: 'destructive',
  });

/** 'Approve' with a confirmation: the profile goes live in the directory and the practitioner is emailed. */
export function ApproveDialog({ id, name, isLive }: { id: string; name: string; isLive: boolean }) {
  const [open, setOpen] = useState(false);
  const decide = useDecideApplication();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await decide.mutateAsync({ id, decision: 'approve' });
    } catch (error) {
      failed(error);
      setOpen(false);
      return;
    }
    toast({
      title: PRACTICE_MESSAGES.applicationApproved,
      description: PRACTICE_MESSAGES.applicationApprovedDescription,
    });
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button className="flex-1">
          <Check className="h-5 w-5" aria-hidden="true" />
          Approve<span className="sr-only">: {name}</span>
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title={`Approve ${name}?`}
        description={
          isLive
            ? 'This edit replaces the profile patients see in the directory now. We email the practitioner that it is live.'
            : 'The profile becomes visible in the directory, marked verified. We email the practitioner a link to their public page.'
        }
        size="sm"
      >
        <form noValidate onSubmit={onSubmit} className="mt-5">
          <ModalFormActions submitLabel="Approve" busyLabel="Approving..." isBusy={decide.isPending} />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}

type RejectValues = z.input<typeof ZRejectApplicationRequest>;

/** 'Reject' with the reason the practitioner will read by email and on their profile screen. */
export function RejectDialog({ id, name, isLive }: { id: string; name: string; isLive: boolean }) {
  const [open, setOpen] = useState(false);
  const decide = useDecideApplication();
  const fieldId = useId();
  const form = useForm<RejectValues, unknown, z.output<typeof ZRejectApplicationRequest>>({
    resolver: zodResolver(ZRejectApplicationRequest),
    defaultValues: { reason: '' },
  });

  const onOpenChange = (next: boolean) => {
    if (next) form.reset({ reason: '' });
    setOpen(next);
  };

  const onSubmit = async ({ reason }: { reason: string }) => {
    try {
      await decide.mutateAsync({ id, decision: 'reject', reason });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['reason'] as const);
      failed(error);
      return;
    }
    toast({
      title: PRACTICE_MESSAGES.applicationRejected,
      description: PRACTICE_MESSAGES.applicationRejectedDescription,
    });
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className="flex-1">
          <X className="h-5 w-5" aria-hidden="true" />
          Reject<span className="sr-only">: {name}</span>
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title={`Reject ${name}?`}
        description={
          isLive
            ? 'Their approved profile stays in the directory as it is. We email them your reason.'
            : 'The profile stays out of the directory. We email the practitioner your reason so they can fix it.'
        }
      >
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-4">
          <FormField
            id={fieldId}
            label="Reason"
            hint="What to change, in a few words: the practitioner reads it by email and on their profile."
            error={form.formState.errors.reason?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('reason')}
                rows={4}
                maxLength={PRACTICE_LIMITS.rejectionReasonMax}
              />
            )}
          </FormField>
          <ModalFormActions submitLabel="Reject" busyLabel="Rejecting..." isBusy={decide.isPending} />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
