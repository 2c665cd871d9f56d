import { ApiError, errorMessage } from '@client/api/http';
import { Button } from '@client/ui/button';
import { FormField } from '@client/ui/form-field';
import { Input, Textarea } from '@client/ui/input';
import { ModalContent, ModalFormActions } from '@client/ui/modal';
import { toast } from '@client/ui/use-toast';
import { PRACTICE_LIMITS, type TIncomingConsultationRequest } from '@contract/practice';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { acceptForm, DASHBOARD_TEXT, toDateTimeLocal, ZDeclineForm } from '../format';
import { useAcceptRequest, useDeclineRequest } from '../hooks';

type Request = Pick<TIncomingConsultationRequest, 'id' | 'patientName'>;

const failed = (error: unknown) =>
  toast({
    title: DASHBOARD_TEXT.answerFailed,
    description: errorMessage(error) ?? DASHBOARD_TEXT.answerFailedDescription,
    variant: 'destructive',
  });

/** Accept: a proposed time in the future and an optional note (docs/product/practice.md#dashboard). */
export function AcceptDialog({ request }: { request: Request }) {
  const [open, setOpen] = useState(false);
  const accept = useAcceptRequest();
  const schema = useMemo(() => acceptForm(), []);
  type Input = z.input<typeof schema>;
  type Values = z.output<typeof schema>;
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { proposedTime: '', note: '' },
  });
  const { errors } = form.formState;
  const noteLength = (form.watch('note') ?? '').length;

  const onOpenChange = (next: boolean) => {
    if (next) form.reset({ proposedTime: '', note: '' });
    setOpen(next);
  };

  const onSubmit = async (values: Values) => {
    try {
      await accept.mutateAsync({ id: request.id, input: values });
    } catch (error) {
      if (error instanceof ApiError && error.fields?.proposedTime) {
        form.setError('proposedTime', { message: error.fields.proposedTime });
      }
      failed(error);
      if (error instanceof ApiError && error.status === 409) setOpen(false);
      return;
    }
    toast({ title: DASHBOARD_TEXT.accepted, description: DASHBOARD_TEXT.acceptedDescription });
    setOpen(false);
  };

  const idBase = `accept-${request.id}`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button className="flex-1" aria-label={`Accept the request of ${request.patientName}`}>
          Accept
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title="Accept request"
        description={`${request.patientName} will see the time you propose and your note.`}
      >
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-5">
          <FormField id={`${idBase}-time`} label="Proposed time" error={errors.proposedTime?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...form.register('proposedTime')}
                type="datetime-local"
                min={toDateTimeLocal(new Date())}
              />
            )}
          </FormField>
          <FormField
            id={`${idBase}-note`}
            label="Note (optional)"
            hint={`For example how you will meet or what to bring. ${noteLength}/${PRACTICE_LIMITS.requestNoteMax}`}
            error={errors.note?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('note')}
                rows={3}
                maxLength={PRACTICE_LIMITS.requestNoteMax}
              />
            )}
          </FormField>
          <ModalFormActions submitLabel="Accept Request" busyLabel="Accepting..." isBusy={accept.isPending} />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}

/** Decline, with an optional note to the patient. */
export function DeclineDialog({ request }: { request: Request }) {
  const [open, setOpen] = useState(false);
  const decline = useDeclineRequest();
  const form = useForm<z.input<typeof ZDeclineForm>, unknown, z.output<typeof ZDeclineForm>>({
    resolver: zodResolver(ZDeclineForm),
    defaultValues: { note: '' },
  });
  const { errors } = form.formState;
  const noteLength = (form.watch('note') ?? '').length;

  const onOpenChange = (next: boolean) => {
    if (next) form.reset({ note: '' });
    setOpen(next);
  };

  const onSubmit = async (values: z.output<typeof ZDeclineForm>) => {
    try {
      await decline.mutateAsync({ id: request.id, input: values });
    } catch (error) {
      failed(error);
      if (error instanceof ApiError && error.status === 409) setOpen(false);
      return;
    }
    toast({ title: DASHBOARD_TEXT.declined, description: DASHBOARD_TEXT.declinedDescription });
    setOpen(false);
  };

  const idBase = `decline-${request.id}`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button
          variant="outline"
          className="flex-1"
          aria-label={`Decline the request of ${request.patientName}`}
        >
          Decline
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title="Decline request"
        description={`${request.patientName} will be told you cannot take this request.`}
        size="sm"
      >
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-5">
          <FormField
            id={`${idBase}-note`}
            label="Note (optional)"
            hint={`For example another practitioner to try. ${noteLength}/${PRACTICE_LIMITS.requestNoteMax}`}
            error={errors.note?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('note')}
                rows={3}
                maxLength={PRACTICE_LIMITS.requestNoteMax}
              />
            )}
          </FormField>
          <ModalFormActions
            submitLabel="Decline Request"
            busyLabel="Declining..."
            isBusy={decline.isPending}
          />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
