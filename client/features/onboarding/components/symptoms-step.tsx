import { ONBOARDING_LIMITS, SYMPTOM_CHOICES } from '@contract/onboarding';
import { ChoiceList, LongTextField, TextField } from './fields';

/** Step 4, Current Symptoms: symptoms (choices and own words), severity, duration, triggers. */
export function SymptomsStep() {
  return (
    <div className="space-y-5">
      <ChoiceList name="primarySymptoms" legend="Primary symptoms (choose any)" options={SYMPTOM_CHOICES} />
      <TextField
        name="otherSymptoms"
        label="Other symptoms (optional)"
        hint="Separate with commas"
        max={ONBOARDING_LIMITS.textMax}
      />
      <TextField name="symptomSeverity" label="Overall severity" numeric hint="1 (mild) to 10 (severe)" />
      <TextField name="symptomDuration" label="How long have you had them? (optional)" />
      <LongTextField name="triggers" label="Known triggers (optional)" />
    </div>
  );
}
