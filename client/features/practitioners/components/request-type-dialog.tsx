import { ApiError, errorMessage } from '@client/api/http';
import { Button } from '@client/ui/button';
import { FormField } from '@client/ui/form-field';
import { fieldClasses, Input, Textarea } from '@client/ui/input';
import { ModalContent, ModalFormActions } from '@client/ui/modal';
import { toast } from '@client/ui/use-toast';
import {
  PRACTITIONER_LIMITS,
  PRACTITIONER_MESSAGES,
  PRACTITIONER_SPECIALTIES,
  type TPractitionerSpecialty,
  ZPractitionerTypeRequest,
} from '@contract/practitioners';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useRequestPractitionerType } from '../hooks';

export const OTHER_SPECIALTY = 'Other';

/** The dialog's form: a listed specialty or 'Other' with free text, and an optional note (the contract's rules). */
export const ZRequestTypeForm = z
  .object({
    choice: z.string(),
    other: z.string(),
    note: ZPractitionerTypeRequest.shape.note,
  })
  .superRefine((values, ctx) => {
    if (!values.choice) {
      ctx.addIssue({
        code: 'custom',
        path: ['choice'],
        message: PRACTITIONER_MESSAGES.requestSpecialtyRequired,
      });
      return;
    }
    if (values.choice !== OTHER_SPECIALTY) return;
    const other = ZPractitionerTypeRequest.shape.specialty.safeParse(values.other);
    if (!other.success) {
      ctx.addIssue({ code: 'custom', path: ['other'], message: other.error.issues[0]?.message ?? '' });
    }
  })
  .transform((values) => ({
    specialty: values.choice === OTHER_SPECIALTY ? values.other.trim() : values.choice,
    note: values.note,
  }));
type RequestTypeFormInput = z.input<typeof ZRequestTypeForm>;
type RequestTypeFormValues = z.output<typeof ZRequestTypeForm>;

type RequestTypeDialogProps = {
  /** Preselected when the page is filtered by a specialty. */
  defaultSpecialty: TPractitionerSpecialty | null;
};

/**
 * 'Request Practitioner Type' (docs/product/practitioners.md#request-a-practitioner-type): a short form whose
 * requests reach admins.
 */
export function RequestTypeDialog({ defaultSpecialty }: RequestTypeDialogProps) {
  const [open, setOpen] = useState(false);
  const request = useRequestPractitionerType();
  const defaults = (): RequestTypeFormInput => ({ choice: defaultSpecialty ?? '', other: '', note: '' });
  const form = useForm<RequestTypeFormInput, unknown, RequestTypeFormValues>({
    resolver: zodResolver(ZRequestTypeForm),
    defaultValues: defaults(),
  });
  const { errors } = form.formState;
  const choice = form.watch('choice');
  const noteLength = (form.watch('note') ?? '').length;

  const onOpenChange = (next: boolean) => {
    if (next) form.reset(defaults());
    setOpen(next);
  };

  const onSubmit = async (values: RequestTypeFormValues) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const { specialty, note } = error.fields;
        if (specialty) form.setError(choice === OTHER_SPECIALTY ? 'other' : 'choice', { message: specialty });
        if (note) form.setError('note', { message: note });
      }
      toast({
        title: PRACTITIONER_MESSAGES.requestFailed,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: PRACTITIONER_MESSAGES.requestSent,
      description: PRACTITIONER_MESSAGES.requestSentDescription,
    });
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="outline" block>
          <Send className="h-5 w-5" aria-hidden="true" />
          Request Practitioner Type
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title="Request Practitioner Type"
        description="Tell us which kind of practitioner you'd like to find near you, and we'll look for them."
      >
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-5">
          <FormField id="request-specialty" label="Specialty" error={errors.choice?.message}>
            {(aria) => (
              <select {...aria} {...form.register('choice')} className={`${fieldClasses} min-h-12`}>
                <option value="">Choose a specialty</option>
                {PRACTITIONER_SPECIALTIES.map((specialty) => (
                  <option key={specialty} value={specialty}>
                    {specialty}
                  </option>
                ))}
                <option value={OTHER_SPECIALTY}>Other</option>
              </select>
            )}
          </FormField>

          {choice === OTHER_SPECIALTY ? (
            <FormField id="request-other" label="Other specialty" error={errors.other?.message}>
              {(aria) => (
                <Input
                  {...aria}
                  {...form.register('other')}
                  maxLength={PRACTITIONER_LIMITS.requestSpecialtyMax}
                  placeholder="e.g. Physical Therapist"
                  autoComplete="off"
                />
              )}
            </FormField>
          ) : null}

          <FormField
            id="request-note"
            label="Note (optional)"
            hint={`Anything that would help, such as languages or times that suit you. ${noteLength}/${PRACTITIONER_LIMITS.requestNoteMax}`}
            error={errors.note?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('note')}
                rows={4}
                maxLength={PRACTITIONER_LIMITS.requestNoteMax}
              />
            )}
          </FormField>

          <ModalFormActions submitLabel="Send Request" busyLabel="Sending..." isBusy={request.isPending} />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
