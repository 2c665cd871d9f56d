import { ALCOHOL_LEVELS, DIETS, EXERCISE_LEVELS, SMOKING_STATUSES } from '@contract/onboarding';
import { SelectField, TextField } from './fields';

/** Step 3, Lifestyle & Habits: diet, exercise, sleep, stress, smoking, alcohol. */
export function LifestyleStep() {
  return (
    <div className="space-y-5">
      <SelectField name="diet" label="Diet" options={DIETS} />
      <SelectField name="exerciseLevel" label="Exercise level" options={EXERCISE_LEVELS} />
      <TextField name="sleepHours" label="Sleep hours per night" numeric hint="1–24" />
      <TextField name="stressLevel" label="Stress level" numeric hint="1 (calm) to 10 (very stressed)" />
      <SelectField name="smokingStatus" label="Smoking" options={SMOKING_STATUSES} />
      <SelectField name="alcoholConsumption" label="Alcohol" options={ALCOHOL_LEVELS} />
    </div>
  );
}
