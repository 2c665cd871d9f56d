import { cn } from '@client/ui/cn';
import { FieldError } from '@client/ui/form-field';
import { ratingLabel } from '@common/feedback';
import { Star } from 'lucide-react';
import { type ReactNode, type Ref, useState } from 'react';

const STARS = [1, 2, 3, 4, 5] as const;

type StarRatingProps = {
  /** The radio group's name; also the prefix of its ids. */
  name: string;
  /** The question, rendered as the fieldset's legend. */
  legend: ReactNode;
  legendClassName?: string;
  value: number | null | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string;
  /** Shows the word for the chosen rating (5 Excellent! … 1 Poor) beside the stars. */
  showWords?: boolean;
  size?: 'md' | 'lg';
  isRequired?: boolean;
  /** Receives the first star's input, so a form can focus the group on an error. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * Five stars as a native radio group: Tab reaches the group, arrow keys move and choose, each star
 * is labelled ('4 stars, Good'), and the chosen value is announced like any radio button.
 */
export function StarRating({
  name,
  legend,
  legendClassName,
  value,
  onChange,
  onBlur,
  error,
  showWords = false,
  size = 'md',
  isRequired = false,
  inputRef,
}: StarRatingProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const errorId = error ? `${name}-error` : undefined;
  const wordsId = `${name}-words`;
  const chosenWords = value ? ratingLabel(value) : undefined;

  return (
    <fieldset aria-describedby={errorId} className="min-w-0">
      <legend className={cn('mb-1 text-sm font-medium text-ink', legendClassName)}>
        {legend}
        {isRequired ? <span className="sr-only"> (required)</span> : null}
      </legend>
      <div className="flex flex-wrap items-center gap-x-3">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only previews; the radios carry the input. */}
        <div className="flex" onMouseLeave={() => setHovered(null)}>
          {STARS.map((star) => {
            const isFilled = star <= shown;
            const words = ratingLabel(star);
            return (
              <label
                key={star}
                onMouseEnter={() => setHovered(star)}
                className={cn(
                  'relative inline-flex cursor-pointer items-center justify-center rounded-lg',
                  size === 'lg' ? 'h-14 w-14' : 'h-12 w-12',
                  'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-focus',
                )}
              >
                <input
                  ref={star === 1 ? inputRef : undefined}
                  type="radio"
                  name={name}
                  value={star}
                  checked={value === star}
                  onChange={() => onChange(star)}
                  onBlur={onBlur}
                  required={isRequired}
                  aria-invalid={error ? true : undefined}
                  aria-label={`${star} ${star === 1 ? 'star' : 'stars'}${showWords && words ? `, ${words}` : ''}`}
                  className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-lg opacity-0"
                />
                <Star
                  aria-hidden="true"
                  strokeWidth={1.75}
                  className={cn(
                    'pointer-events-none transition-colors',
                    size === 'lg' ? 'h-10 w-10' : 'h-8 w-8',
                    isFilled ? 'fill-accent text-accent' : 'fill-transparent text-ink-muted',
                  )}
                />
              </label>
            );
          })}
        </div>
        {showWords ? (
          <p id={wordsId} aria-hidden="true" className="min-w-20 text-sm font-semibold text-ink">
            {(hovered ? ratingLabel(hovered) : chosenWords) ?? ''}
          </p>
        ) : null}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
