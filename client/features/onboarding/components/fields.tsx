import { CheckChips } from '@client/ui/chips';
import { FormField } from '@client/ui/form-field';
import { fieldClasses, Input, Textarea } from '@client/ui/input';
import { ONBOARDING_LIMITS, OPTION_LABELS } from '@contract/onboarding';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import type { ChoiceListField, OnboardingForm, TextFieldName } from '../form';

/** The questionnaire's fields, bound to its react-hook-form by name; errors come from the step's schema. */
function useField(name: TextFieldName) {
  const { register, control } = useFormContext<OnboardingForm>();
  const { errors } = useFormState({ control, name });
  return { id: `onboarding-${name}`, field: register(name), error: errors[name]?.message };
}

export function TextField({
  name,
  label,
  numeric = false,
  hint,
  max,
}: {
  name: TextFieldName;
  label: string;
  numeric?: boolean;
  hint?: string;
  max?: number;
}) {
  const { id, field, error } = useField(name);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <Input
          {...aria}
          {...field}
          inputMode={numeric ? 'numeric' : undefined}
          maxLength={max ?? (numeric ? 4 : ONBOARDING_LIMITS.shortTextMax)}
          autoComplete="off"
        />
      )}
    </FormField>
  );
}

export function LongTextField({ name, label }: { name: TextFieldName; label: string }) {
  const { id, field, error } = useField(name);
  return (
    <FormField id={id} label={label} error={error}>
      {(aria) => <Textarea {...aria} {...field} rows={2} maxLength={ONBOARDING_LIMITS.textMax} />}
    </FormField>
  );
}

export function SelectField({
  name,
  label,
  options,
}: {
  name: TextFieldName;
  label: string;
  options: readonly string[];
}) {
  const { id, field, error } = useField(name);
  return (
    <FormField id={id} label={label} error={error}>
      {(aria) => (
        <select {...aria} {...field} className={`${fieldClasses} min-h-12`}>
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {OPTION_LABELS[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Any number of choices, as checkboxes shaped like chips, under one legend. */
export function ChoiceList({
  name,
  legend,
  options,
}: {
  name: ChoiceListField;
  legend: string;
  options: readonly string[];
}) {
  const { control } = useFormContext<OnboardingForm>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <CheckChips
          legend={legend}
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
