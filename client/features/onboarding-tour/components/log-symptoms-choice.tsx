import { Checkbox } from '@client/ui/checkbox';
import type { TCreateSymptomRequest } from '@contract/symptoms';

/** On the last step: whether the symptoms of step 1 also go to the person's symptom log (unticked at first). */
export function LogSymptomsChoice({
  symptoms,
  checked,
  onCheckedChange,
}: {
  symptoms: TCreateSymptomRequest[];
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="mt-6 rounded-xl border border-line bg-surface p-4">
      <label htmlFor="tour-log-symptoms" className="flex min-h-12 cursor-pointer items-start gap-3">
        <Checkbox
          id="tour-log-symptoms"
          className="mt-0.5"
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          aria-describedby="tour-log-symptoms-list"
        />
        <span className="text-sm font-semibold text-ink">Add these symptoms to my symptom log</span>
      </label>
      <p id="tour-log-symptoms-list" className="mt-1 pl-9 text-sm text-ink-muted">
        {symptoms.map((symptom) => symptom.symptomName).join(', ')}, severity {symptoms[0]?.severity}
        /10. You can edit or delete them in the symptom tracker.
      </p>
    </div>
  );
}
