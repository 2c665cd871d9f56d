import { GOAL_CHOICES } from '@contract/onboarding';
import { ChoiceList, LongTextField, TextField } from './fields';

/** Step 5, Wellness Goals: goals, timeline, preferences. */
export function GoalsStep() {
  return (
    <div className="space-y-5">
      <ChoiceList name="primaryGoals" legend="Primary goals (choose any)" options={GOAL_CHOICES} />
      <TextField name="timeline" label="Timeline (optional)" hint="e.g. 3 months" />
      <LongTextField name="preferences" label="Preferences (optional)" />
    </div>
  );
}
