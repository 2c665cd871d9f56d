import { errorMessage } from '@client/api/http';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { Button } from '@client/ui/button';
import { Checkbox } from '@client/ui/checkbox';
import { FormField } from '@client/ui/form-field';
import { fieldClasses, Input, Textarea } from '@client/ui/input';
import { ModalContent, ModalFormActions } from '@client/ui/modal';
import { toast } from '@client/ui/use-toast';
import {
  STORY_CONDITION_LABELS,
  STORY_CONDITIONS,
  STORY_LIMITS,
  STORY_MESSAGES,
  type TCreateStoryRequest,
  type TCreateStoryValues,
  ZCreateStoryRequest,
} from '@contract/success-stories';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useShareStory } from '../hooks';

const EMPTY: TCreateStoryRequest = {
  title: '',
  // No condition chosen yet: the select's empty option, refused with 'Please specify your condition.'
  condition: '' as TCreateStoryRequest['condition'],
  beforeSymptoms: '',
  afterImprovement: '',
  treatmentProtocol: '',
  timeline: '',
  isAnonymous: false,
};

const FIELDS = [
  'title',
  'condition',
  'beforeSymptoms',
  'afterImprovement',
  'treatmentProtocol',
  'timeline',
] as const;

/**
 * 'Share Your Success Story' (docs/product/success-stories.md#share-your-success-story): the form with
 * the contract's rules and messages. On success it closes, the form resets and both lists refetch.
 */
export function ShareStoryDialog({ onShared }: { onShared?: () => void }) {
  const [open, setOpen] = useState(false);
  const share = useShareStory();
  const form = useForm<TCreateStoryRequest, unknown, TCreateStoryValues>({
    resolver: zodResolver(ZCreateStoryRequest),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = async (values: TCreateStoryValues) => {
    try {
      await share.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      toast({
        title: STORY_MESSAGES.submitFailed,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: STORY_MESSAGES.submitted, description: STORY_MESSAGES.submittedDescription });
    form.reset(EMPTY);
    setOpen(false);
    onShared?.();
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button block>
          <PenLine className="h-5 w-5" aria-hidden="true" />
          Share Your Success Story
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title="Share Your Success Story"
        description="What helped you may help someone else. Stories are reviewed before every member can read them, with your first name and last initial, or as Anonymous."
      >
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-5">
          <FormField id="story-title" label="Title" error={errors.title?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...form.register('title')}
                maxLength={STORY_LIMITS.titleMax}
                placeholder="e.g. Getting my afternoons back"
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField id="story-condition" label="Condition" error={errors.condition?.message}>
            {(aria) => (
              <select {...aria} {...form.register('condition')} className={`${fieldClasses} min-h-12`}>
                <option value="">Choose a condition</option>
                {STORY_CONDITIONS.map((condition) => (
                  <option key={condition} value={condition}>
                    {STORY_CONDITION_LABELS[condition]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id="story-before"
            label="Symptoms before"
            hint="How you felt before things changed."
            error={errors.beforeSymptoms?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('beforeSymptoms')}
                rows={3}
                maxLength={STORY_LIMITS.textMax}
              />
            )}
          </FormField>
          <FormField
            id="story-after"
            label="Your improvement"
            hint="How you feel now."
            error={errors.afterImprovement?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('afterImprovement')}
                rows={3}
                maxLength={STORY_LIMITS.textMax}
              />
            )}
          </FormField>
          <FormField
            id="story-protocol"
            label="What worked for you"
            hint="Changes, routines or treatments. Your experience, not medical advice."
            error={errors.treatmentProtocol?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('treatmentProtocol')}
                rows={3}
                maxLength={STORY_LIMITS.textMax}
              />
            )}
          </FormField>
          <FormField id="story-timeline" label="Timeline" error={errors.timeline?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...form.register('timeline')}
                maxLength={STORY_LIMITS.timelineMax}
                placeholder="e.g. 6 months"
                autoComplete="off"
              />
            )}
          </FormField>
          <Controller
            name="isAnonymous"
            control={form.control}
            render={({ field }) => (
              <div className="flex min-h-12 items-center gap-3">
                <Checkbox
                  id="story-anonymous"
                  ref={field.ref}
                  name={field.name}
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                />
                <label htmlFor="story-anonymous" className="text-sm text-ink">
                  Share anonymously (your name is not shown)
                </label>
              </div>
            )}
          />
          <ModalFormActions submitLabel="Submit Story" busyLabel="Submitting..." isBusy={share.isPending} />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
