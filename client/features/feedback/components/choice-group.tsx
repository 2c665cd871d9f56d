import { cn } from '@client/ui/cn';

/** One choice of a few, as labelled radio buttons in a grid (the widget's type and priority). */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  columns,
}: {
  name: string;
  legend: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  columns: 2 | 3;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className={cn('grid gap-2', columns === 2 ? 'grid-cols-2' : 'grid-cols-3')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-medium',
              'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus',
              value === option.value
                ? 'border-brand bg-brand-soft text-brand-ink'
                : 'border-line-strong text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-5 w-5 shrink-0 accent-brand"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
