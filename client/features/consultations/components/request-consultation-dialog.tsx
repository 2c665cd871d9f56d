import { ApiError, errorMessage } from '@client/api/http';
import { browserTimeZone } from '@client/lib/dates';
import { Button } from '@client/ui/button';
import { Checkbox } from '@client/ui/checkbox';
import { FormField } from '@client/ui/form-field';
import { Textarea } from '@client/ui/input';
import { ModalContent, ModalFormActions } from '@client/ui/modal';
import { toast } from '@client/ui/use-toast';
import {
  PRACTICE_LIMITS,
  PRACTICE_MESSAGES,
  type TConsultationRequestInput,
  ZConsultationRequestInput,
} from '@contract/practice';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSendConsultationRequest } from '../hooks';
import { CONSULTATION_TEXT } from '../status';

type FormInput = z.input<typeof ZConsultationRequestInput>;
type FormValues = z.output<typeof ZConsultationRequestInput>;

const SHARES = [
  { key: 'symptoms', label: CONSULTATION_TEXT.shareSymptoms, hint: CONSULTATION_TEXT.shareSymptomsHint },
  { key: 'checkIns', label: CONSULTATION_TEXT.shareCheckIns, hint: CONSULTATION_TEXT.shareCheckInsHint },
  { key: 'insights', label: CONSULTATION_TEXT.shareInsights, hint: CONSULTATION_TEXT.shareInsightsHint },
] as const;

const MODE_LABELS = { video: 'Video', in_person: 'In person' } as const;

type Props = {
  practitionerId: string;
  practitionerName: string;
  availableForVideo: boolean;
};

/**
 * 'Request a consultation' (docs/product/practice.md#consultation-requests): the reason, when the
 * patient could meet, video or in person, and what of their last 30 days they share.
 */
export function RequestConsultationDialog({ practitionerId, practitionerName, availableForVideo }: Props) {
  const [open, setOpen] = useState(false);
  const send = useSendConsultationRequest(practitionerId);
  const defaults = (): FormInput => ({
    reason: '',
    preferredTimes: '',
    mode: availableForVideo ? 'video' : 'in_person',
    share: { symptoms: false, checkIns: false, insights: false },
    timeZone: browserTimeZone(),
  });
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(ZConsultationRequestInput),
    defaultValues: defaults(),
  });
  const { errors } = form.formState;
  const reasonLength = (form.watch('reason') ?? '').length;

  const onOpenChange = (next: boolean) => {
    if (next) form.reset(defaults());
    setOpen(next);
  };

  const onSubmit = async (values: FormValues) => {
    try {
      await send.mutateAsync(values as TConsultationRequestInput);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const { reason, preferredTimes } = error.fields;
        if (reason) form.setError('reason', { message: reason });
        if (preferredTimes) form.setError('preferredTimes', { message: preferredTimes });
      }
      toast({
        title: PRACTICE_MESSAGES.requestFailed,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: PRACTICE_MESSAGES.requestSent, description: PRACTICE_MESSAGES.requestSentDescription });
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button block>
          <CalendarPlus className="h-5 w-5" aria-hidden="true" />
          {CONSULTATION_TEXT.request}
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title={CONSULTATION_TEXT.request}
        description={`${practitionerName}'s answer reaches you by email and shows on this page.`}
      >
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-5">
          <FormField
            id="consultation-reason"
            label="What would you like help with?"
            hint={`${reasonLength}/${PRACTICE_LIMITS.requestReasonMax}`}
            error={errors.reason?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('reason')}
                rows={4}
                maxLength={PRACTICE_LIMITS.requestReasonMax}
              />
            )}
          </FormField>

          <FormField
            id="consultation-times"
            label="Preferred times"
            hint="Days and times that suit you, e.g. weekday mornings."
            error={errors.preferredTimes?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('preferredTimes')}
                rows={2}
                maxLength={PRACTICE_LIMITS.requestTimesMax}
              />
            )}
          </FormField>

          <fieldset aria-describedby={availableForVideo ? undefined : 'consultation-mode-note'}>
            <legend className="text-sm font-medium text-ink">How would you like to meet?</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {(['video', 'in_person'] as const).map((mode) => {
                const disabled = mode === 'video' && !availableForVideo;
                return (
                  <label
                    key={mode}
                    className={
                      disabled
                        ? 'flex min-h-12 items-center gap-3 rounded-lg border border-line px-3 text-sm text-ink-muted opacity-70'
                        : 'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 text-sm text-ink hover:bg-surface-muted has-[:checked]:border-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus'
                    }
                  >
                    <input
                      type="radio"
                      value={mode}
                      disabled={disabled}
                      {...form.register('mode')}
                      className="h-4 w-4 accent-brand"
                    />
                    {MODE_LABELS[mode]}
                  </label>
                );
              })}
            </div>
            {availableForVideo ? null : (
              <p id="consultation-mode-note" className="mt-2 text-sm text-ink-muted">
                {CONSULTATION_TEXT.noVideo}
              </p>
            )}
          </fieldset>

          <fieldset>
            <legend className="text-sm font-medium text-ink">{CONSULTATION_TEXT.shareLegend}</legend>
            <div className="mt-2 space-y-2">
              {SHARES.map(({ key, label, hint }) => (
                <Controller
                  key={key}
                  control={form.control}
                  name={`share.${key}`}
                  render={({ field }) => (
                    <div className="flex items-start gap-3 py-1">
                      <Checkbox
                        id={`consultation-share-${key}`}
                        checked={Boolean(field.value)}
                        onCheckedChange={(checked) => field.onChange(checked === true)}
                        onBlur={field.onBlur}
                        aria-describedby={`consultation-share-${key}-hint`}
                        className="mt-0.5"
                      />
                      <div className="min-w-0">
                        <label htmlFor={`consultation-share-${key}`} className="text-sm font-medium text-ink">
                          {label}
                        </label>
                        <p id={`consultation-share-${key}-hint`} className="text-sm text-ink-muted">
                          {hint}
                        </p>
                      </div>
                    </div>
                  )}
                />
              ))}
            </div>
          </fieldset>

          <p className="text-sm text-ink-muted">{CONSULTATION_TEXT.priority}</p>

          <ModalFormActions submitLabel="Send Request" busyLabel="Sending..." isBusy={send.isPending} />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
