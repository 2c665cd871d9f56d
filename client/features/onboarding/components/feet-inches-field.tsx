import { FormField } from '@client/ui/form-field';
import { Input } from '@client/ui/input';
import { useFormContext, useFormState } from 'react-hook-form';
import type { OnboardingForm } from '../form';

/** Height in feet and inches: two whole-number boxes under one legend, each with its own error. */
export function FeetInchesField() {
  const { register, control } = useFormContext<OnboardingForm>();
  const { errors } = useFormState({ control, name: ['heightFeet', 'heightInches'] });
  const hintId = 'onboarding-height-us-hint';
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-sm font-medium text-ink">Height</legend>
      <p id={hintId} className="text-sm text-ink-muted">
        3 ft 4 in to 8 ft 2 in
      </p>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <FormField id="onboarding-heightFeet" label="Feet" error={errors.heightFeet?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...register('heightFeet')}
              inputMode="numeric"
              maxLength={2}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField id="onboarding-heightInches" label="Inches" error={errors.heightInches?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...register('heightInches')}
              inputMode="numeric"
              maxLength={2}
              autoComplete="off"
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
