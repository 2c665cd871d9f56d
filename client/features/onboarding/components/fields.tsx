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
        <fieldset>
          <legend className="text-sm font-medium text-ink">{legend}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {options.map((option) => {
              const checked = field.value.includes(option);
              return (
                <label
                  key={option}
                  className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${
                    checked ? 'border-brand bg-brand-soft text-brand-ink' : 'border-line-strong text-ink'
                  }`}
                >
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-brand"
                    checked={checked}
                    onChange={() =>
                      field.onChange(
                        checked ? field.value.filter((c) => c !== option) : [...field.value, option],
                      )
                    }
                  />
                  {option}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    />
  );
}
