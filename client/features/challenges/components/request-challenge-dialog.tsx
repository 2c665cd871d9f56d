import { ApiError, errorMessage } from '@client/api/http';
import { Button } from '@client/ui/button';
import { FormField } from '@client/ui/form-field';
import { fieldClasses, Input, Textarea } from '@client/ui/input';
import { ModalContent, ModalFormActions } from '@client/ui/modal';
import { toast } from '@client/ui/use-toast';
import { CHALLENGE_LIMITS, CHALLENGE_MESSAGES, ZChallengeRequest } from '@contract/challenges';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRequestChallenge } from '../hooks';

type FormInput = z.input<typeof ZChallengeRequest>;
type FormValues = z.output<typeof ZChallengeRequest>;

/** The lengths offered, within the contract's 7 to 60 days. */
export const REQUEST_DAY_CHOICES = [7, 14, 21, 30, 45, 60] as const;

const defaults = (): FormInput => ({ focus: '', goal: '', days: '30', note: '' });

/**
 * 'Request Custom Challenge' (docs/product/challenges.md#custom-challenge-requests): what to work on,
 * the goal, how many days and an optional note; read by our team to write new challenges.
 */
export function RequestChallengeDialog() {
  const [open, setOpen] = useState(false);
  const request = useRequestChallenge();
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(ZChallengeRequest),
    defaultValues: defaults(),
  });
  const { errors } = form.formState;
  const noteLength = String(form.watch('note') ?? '').length;

  const onOpenChange = (next: boolean) => {
    if (next) form.reset(defaults());
    setOpen(next);
  };

  const onSubmit = async (values: FormValues) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const name of ['focus', 'goal', 'days', 'note'] as const) {
          const message = error.fields[name];
          if (message) form.setError(name, { message });
        }
      }
      toast({
        title: CHALLENGE_MESSAGES.requestFailed,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: CHALLENGE_MESSAGES.requestSent, description: CHALLENGE_MESSAGES.requestSentDescription });
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="outline" block>
          <Send className="h-5 w-5" aria-hidden="true" />
          Request Custom Challenge
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title="Request Custom Challenge"
        description="Tell us what you would like a challenge to help with. We read every request and use them to write new challenges."
      >
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-5">
          <FormField id="request-focus" label="What would you like to work on?" error={errors.focus?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...form.register('focus')}
                maxLength={CHALLENGE_LIMITS.requestFocusMax}
                placeholder="e.g. Energy in the afternoons"
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField id="request-goal" label="Your goal" error={errors.goal?.message}>
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('goal')}
                rows={3}
                maxLength={CHALLENGE_LIMITS.requestGoalMax}
                placeholder="e.g. Walk to the shop and back without needing a long rest"
              />
            )}
          </FormField>
          <FormField id="request-days" label="How many days?" error={errors.days?.message}>
            {(aria) => (
              <select {...aria} {...form.register('days')} className={`${fieldClasses} min-h-12`}>
                {REQUEST_DAY_CHOICES.map((days) => (
                  <option key={days} value={String(days)}>
                    {days} days
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id="request-note"
            label="Note (optional)"
            hint={`Anything that would help, such as what your energy allows. ${noteLength}/${CHALLENGE_LIMITS.requestNoteMax}`}
            error={errors.note?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('note')}
                rows={3}
                maxLength={CHALLENGE_LIMITS.requestNoteMax}
              />
            )}
          </FormField>
          <ModalFormActions submitLabel="Send Request" busyLabel="Sending..." isBusy={request.isPending} />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
