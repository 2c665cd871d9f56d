import { cn } from '@client/ui/cn';
import { Check } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

export type ChipOption<V extends string> = V | { value: V; label: string };

type ChipsProps<V extends string> = {
  /** The group's accessible name: 'Filter by topic'. */
  label: string;
  options: readonly ChipOption<V>[];
  /** The chosen value; null is 'All'. */
  value: V | null;
  onChange: (value: V | null) => void;
  /** Offers an 'All' chip first (value null) with this label. */
  allLabel?: string;
  /** A click on the chosen chip goes back to 'All'. */
  isDeselectable?: boolean;
  /** One row that scrolls sideways (the default), or rows that wrap. */
  layout?: 'scroll' | 'wrap';
  /** Set while the options load; `trailing` can hold their placeholders. */
  isBusy?: boolean;
  trailing?: ReactNode;
  className?: string;
};

const choiceValue = <V extends string>(option: ChipOption<V>) =>
  typeof option === 'string' ? option : option.value;
const choiceLabel = <V extends string>(option: ChipOption<V>) =>
  typeof option === 'string' ? option : option.label;

/**
 * A single choice among chips, with radio-group semantics: Tab enters on the chosen chip, the arrow
 * keys (and Home, End) move the choice, and the chosen chip is filled and carries a check mark, so the
 * choice never rests on colour alone. Labels never break inside a word: the row scrolls or wraps.
 */
export function Chips<V extends string>({
  label,
  options,
  value,
  onChange,
  allLabel,
  isDeselectable = false,
  layout = 'scroll',
  isBusy,
  trailing,
  className,
}: ChipsProps<V>) {
  const choices: { value: V | null; label: string }[] = [
    ...(allLabel === undefined ? [] : [{ value: null, label: allLabel }]),
    ...options.map((option) => ({ value: choiceValue(option), label: choiceLabel(option) })),
  ];
  const checkedIndex = choices.findIndex((choice) => choice.value === value);
  const rowRef = useRef<HTMLDivElement>(null);

  // Keeps the chosen chip in view in a scrolling row (a link may choose the last one). Only the row
  // scrolls, sideways: the page stays where it is even when the row is below the fold.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chip moves when the choice or the list changes.
  useEffect(() => {
    const row = rowRef.current;
    if (layout !== 'scroll' || !row) return;
    const checked = row.querySelector<HTMLElement>('[aria-checked="true"]');
    if (!checked) return;
    const rowBox = row.getBoundingClientRect();
    const chipBox = checked.getBoundingClientRect();
    const margin = 16;
    if (chipBox.left < rowBox.left + margin) row.scrollLeft -= rowBox.left + margin - chipBox.left;
    else if (chipBox.right > rowBox.right - margin) row.scrollLeft += chipBox.right - (rowBox.right - margin);
  }, [value, choices.length, layout]);

  const choose = (index: number) => {
    const choice = choices[index];
    if (!choice) return;
    onChange(choice.value);
    rowRef.current?.querySelectorAll<HTMLElement>('[role="radio"]')[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = choices.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div
      ref={rowRef}
      role="radiogroup"
      aria-label={label}
      aria-busy={isBusy || undefined}
      className={cn(
        'flex gap-2',
        layout === 'scroll' ? '-mx-4 snap-x overflow-x-auto scroll-px-4 px-4 pb-2' : 'flex-wrap',
        className,
      )}
    >
      {choices.map((choice, index) => {
        const isChecked = index === checkedIndex;
        // Tab lands on the chosen chip, or the first when none is chosen.
        const isTabStop = checkedIndex === -1 ? index === 0 : isChecked;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a native radio cannot be clicked again to clear the choice (isDeselectable), and a hidden input under a label is hard to style and to point at.
          <button
            key={choice.value ?? ''}
            type="button"
            role="radio"
            aria-checked={isChecked}
            tabIndex={isTabStop ? 0 : -1}
            onClick={() => onChange(isChecked && isDeselectable ? null : choice.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'inline-flex min-h-11 shrink-0 snap-start items-center gap-1.5 rounded-pill border px-3.5 text-sm font-medium whitespace-nowrap',
              'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
              isChecked
                ? 'border-brand bg-brand font-semibold text-on-brand hover:bg-brand-strong'
                : 'border-line-strong bg-surface-raised text-ink hover:bg-surface-muted',
            )}
          >
            {isChecked ? <Check className="-ml-1 h-4 w-4 shrink-0" aria-hidden="true" /> : null}
            {choice.label}
          </button>
        );
      })}
      {trailing}
    </div>
  );
}

/**
 * Any number of choices, as checkboxes shaped like chips under one legend (conditions, symptoms).
 * The chosen chips are tinted and their box is ticked; the values come back in the options' order.
 */
export function CheckChips({
  id,
  legend,
  options,
  value,
  onChange,
  onBlur,
}: {
  id?: string;
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (values: string[]) => void;
  onBlur?: () => void;
}) {
  return (
    <fieldset id={id}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label
              key={option}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                checked ? 'border-brand bg-brand-soft text-brand-ink' : 'border-line-strong text-ink',
              )}
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand"
                checked={checked}
                onBlur={onBlur}
                onChange={() =>
                  onChange(
                    checked
                      ? value.filter((chosen) => chosen !== option)
                      : options.filter((o) => o === option || value.includes(o)),
                  )
                }
              />
              {option}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
