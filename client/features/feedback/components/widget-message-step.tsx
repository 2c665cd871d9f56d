import { FormField } from '@client/ui/form-field';
import { Input, Textarea } from '@client/ui/input';
import { FEEDBACK_LIMITS } from '@contract/feedback';
import { useFormContext, useFormState } from 'react-hook-form';
import type { WidgetDraft } from './widget-draft';

/** The widget's step 3: the message, and an email only for a reply. */
export function WidgetMessageStep() {
  const { control, register } = useFormContext<WidgetDraft>();
  const { errors } = useFormState({ control, name: ['message', 'email'] });
  return (
    <div className="space-y-5">
      <FormField id="widget-message" label="Your feedback" error={errors.message?.message}>
        {(aria) => (
          <Textarea
            {...aria}
            {...register('message')}
            rows={4}
            maxLength={FEEDBACK_LIMITS.widgetMessageMax}
            placeholder="Tell us what happened or what you'd like to see."
          />
        )}
      </FormField>
      <FormField
        id="widget-email"
        label="Email (optional)"
        hint="Only if you would like a reply."
        error={errors.email?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            {...register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={FEEDBACK_LIMITS.emailMax}
          />
        )}
      </FormField>
    </div>
  );
}
