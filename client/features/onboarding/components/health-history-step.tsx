import { CHRONIC_CONDITION_CHOICES, ONBOARDING_LIMITS } from '@contract/onboarding';
import { ChoiceList, LongTextField, TextField } from './fields';

/** Step 2, Health History: conditions (choices and own words), medications, allergies, family history. */
export function HealthHistoryStep() {
  return (
    <div className="space-y-5">
      <ChoiceList
        name="chronicConditions"
        legend="Chronic conditions (choose any)"
        options={CHRONIC_CONDITION_CHOICES}
      />
      <TextField
        name="otherConditions"
        label="Other conditions (optional)"
        hint="Separate with commas"
        max={ONBOARDING_LIMITS.textMax}
      />
      <LongTextField name="medications" label="Current medications (optional)" />
      <LongTextField name="allergies" label="Allergies (optional)" />
      <LongTextField name="familyHistory" label="Family history (optional)" />
    </div>
  );
}
