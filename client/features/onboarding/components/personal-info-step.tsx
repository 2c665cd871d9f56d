import { GENDERS, ONBOARDING_LIMITS, type TMeasurementSystem } from '@contract/onboarding';
import { useFormContext, useWatch } from 'react-hook-form';
import type { OnboardingForm } from '../form';
import { FeetInchesField } from './feet-inches-field';
import { SelectField, TextField } from './fields';
import { UnitChoice } from './unit-choice';

/** Step 1, Personal Information: age, units, weight and height in those units, gender. */
export function PersonalInfoStep({ onUnitsChange }: { onUnitsChange: (units: TMeasurementSystem) => void }) {
  const { control } = useFormContext<OnboardingForm>();
  const units = useWatch({ control, name: 'units' });
  return (
    <div className="space-y-5">
      <TextField name="age" label="Age" numeric hint="Whole years, 1–120" />
      <UnitChoice value={units} onChange={onUnitsChange} />
      {units === 'us' ? (
        <>
          <TextField
            name="weight"
            label="Weight (lbs)"
            numeric
            hint={`${ONBOARDING_LIMITS.weightMin}–${ONBOARDING_LIMITS.weightMax} lbs`}
          />
          <FeetInchesField />
        </>
      ) : (
        <>
          <TextField
            name="weight"
            label="Weight (kg)"
            numeric
            hint={`${ONBOARDING_LIMITS.weightKgMin}–${ONBOARDING_LIMITS.weightKgMax} kg`}
          />
          <TextField
            name="height"
            label="Height (cm)"
            numeric
            hint={`${ONBOARDING_LIMITS.heightMin}–${ONBOARDING_LIMITS.heightMax} cm`}
          />
        </>
      )}
      <SelectField name="gender" label="Gender" options={GENDERS} />
    </div>
  );
}
