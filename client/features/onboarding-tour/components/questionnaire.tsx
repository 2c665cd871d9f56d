import { CheckChips } from '@client/ui/chips';
import { FormField } from '@client/ui/form-field';
import { fieldClasses, Input, Textarea } from '@client/ui/input';
import { severityBand } from '@common/symptoms';
import { CHRONIC_CONDITION_CHOICES } from '@contract/onboarding';
import { SYMPTOM_CHOICES } from '@contract/symptoms';
import { type Control, Controller, type UseFormReturn } from 'react-hook-form';
import {
  GUIDED_GENDER_LABELS,
  GUIDED_GENDERS,
  GUIDED_LIMITS,
  type GuidedFormInput,
  type TGuidedProfile,
} from '../form';

export type GuidedForm = UseFormReturn<GuidedFormInput, unknown, TGuidedProfile>;

/** Control ids: `guided-<field>`, so errors and the chat's fill-ins can find them. */
export const fieldId = (name: keyof GuidedFormInput) => `guided-${name}`;

/** The guided form, validated on Next (docs/product/onboarding.md#guided-tour). */
export function Questionnaire({ form }: { form: GuidedForm }) {
  const { register, formState, watch, control } = form;
  const { errors } = formState;
  const severity = Number(watch('severity') ?? GUIDED_LIMITS.severityDefault);
  const band = severityBand(severity);

  const text = (
    name: keyof GuidedFormInput,
    label: string,
    options: { hint?: string; max?: number; inputMode?: 'numeric'; autoComplete?: string } = {},
  ) => (
    <FormField id={fieldId(name)} label={label} hint={options.hint} error={errors[name]?.message}>
      {(aria) => (
        <Input
          {...aria}
          {...register(name)}
          inputMode={options.inputMode}
          maxLength={options.max ?? GUIDED_LIMITS.listTextMax}
          autoComplete={options.autoComplete ?? 'off'}
        />
      )}
    </FormField>
  );
  const longText = (name: keyof GuidedFormInput, label: string, hint?: string, max?: number) => (
    <FormField id={fieldId(name)} label={label} hint={hint} error={errors[name]?.message}>
      {(aria) => (
        <Textarea {...aria} {...register(name)} rows={3} maxLength={max ?? GUIDED_LIMITS.listTextMax} />
      )}
    </FormField>
  );

  return (
    <div className="space-y-6">
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-ink">About you</legend>
        {text('age', 'Age', { hint: 'Whole years, 1–120', max: 3, inputMode: 'numeric' })}
        <FormField id={fieldId('gender')} label="Gender" error={errors.gender?.message}>
          {(aria) => (
            <select {...aria} {...register('gender')} className={`${fieldClasses} min-h-12`}>
              {GUIDED_GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {GUIDED_GENDER_LABELS[gender]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {text('city', 'City', { max: GUIDED_LIMITS.cityMax, autoComplete: 'address-level2' })}
        <div className="grid grid-cols-2 gap-3">
          {text('state', 'State', { max: GUIDED_LIMITS.stateMax, autoComplete: 'address-level1' })}
          {text('zipCode', 'ZIP code', {
            max: GUIDED_LIMITS.zipMax,
            inputMode: 'numeric',
            autoComplete: 'postal-code',
          })}
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-ink">Health history</legend>
        <ChoiceGroup
          control={control}
          name="chronicConditions"
          legend="Chronic conditions (choose any)"
          choices={CHRONIC_CONDITION_CHOICES}
        />
        {text('currentMedications', 'Current medications (optional)', { hint: 'Separate with commas' })}
        {text('allergies', 'Allergies (optional)', { hint: 'Separate with commas' })}
        {text('familyHistory', 'Family history (optional)', {
          hint: 'Conditions that run in your family, separated with commas',
        })}
        {text('previousSurgeries', 'Previous surgeries (optional)', { hint: 'Separate with commas' })}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-ink">Current symptoms</legend>
        <ChoiceGroup
          control={control}
          name="primarySymptoms"
          legend="Primary symptoms (choose any)"
          choices={SYMPTOM_CHOICES}
        />
        {longText(
          'symptomDescription',
          'Describe your symptoms',
          'What you feel, when it happens and how it affects your day (at least 10 characters).',
          GUIDED_LIMITS.descriptionMax,
        )}
        <FormField
          id={fieldId('severity')}
          label={
            <span className="flex items-center justify-between">
              <span>Severity (1–10)</span>
              <span aria-hidden="true" className="font-semibold text-ink">
                {severity} – {band.label}
              </span>
            </span>
          }
          hint="1–3 Mild, 4–6 Moderate, 7–10 Severe"
          error={errors.severity?.message}
        >
          {(aria) => (
            <input
              {...aria}
              {...register('severity', { valueAsNumber: true })}
              type="range"
              min={GUIDED_LIMITS.severityMin}
              max={GUIDED_LIMITS.severityMax}
              step={1}
              aria-valuetext={`${severity}, ${band.label}`}
              className="block h-12 w-full cursor-pointer accent-brand"
            />
          )}
        </FormField>
        {text('duration', 'How long have you had them?', {
          hint: 'For example 3 days or 2 months',
          max: GUIDED_LIMITS.durationMax,
        })}
        {text('triggers', 'Triggers (optional)', { hint: 'Separate with commas, e.g. stress, dairy' })}
        {text('improvingFactors', 'What makes them better? (optional)', { hint: 'Separate with commas' })}
        {text('worseningFactors', 'What makes them worse? (optional)', { hint: 'Separate with commas' })}
      </fieldset>
    </div>
  );
}

/** Checkbox chips for one of the fixed choice lists (conditions, symptoms). */
function ChoiceGroup({
  control,
  name,
  legend,
  choices,
}: {
  control: Control<GuidedFormInput, unknown, TGuidedProfile>;
  name: 'chronicConditions' | 'primarySymptoms';
  legend: string;
  choices: readonly string[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CheckChips
          id={fieldId(name)}
          legend={legend}
          options={choices}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
