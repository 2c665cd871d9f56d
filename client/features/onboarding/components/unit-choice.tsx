import {
  MEASUREMENT_SYSTEM_LABELS,
  MEASUREMENT_SYSTEMS,
  type TMeasurementSystem,
} from '@contract/onboarding';

/**
 * 'Units': a segmented control built from native radio buttons, so arrow keys move the choice and a
 * screen reader announces the group and the selected option.
 */
export function UnitChoice({
  value,
  onChange,
}: {
  value: TMeasurementSystem;
  onChange: (units: TMeasurementSystem) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">Units</legend>
      <div className="mt-2 grid grid-cols-2 gap-1 rounded-xl border border-line-strong p-1">
        {MEASUREMENT_SYSTEMS.map((units) => {
          const checked = value === units;
          return (
            <label
              key={units}
              className={`relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${
                checked ? 'bg-brand text-on-brand' : 'text-ink'
              }`}
            >
              <input
                type="radio"
                name="onboarding-units"
                value={units}
                checked={checked}
                onChange={() => onChange(units)}
                // Covers the whole segment, unseen: the label is what shows.
                className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-lg opacity-0"
              />
              {MEASUREMENT_SYSTEM_LABELS[units]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
