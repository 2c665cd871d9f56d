import { Controller, useFormContext } from 'react-hook-form';
import { StarRating } from './star-rating';
import type { WidgetDraft } from './widget-draft';

/** The widget's step 1: how the experience was, in stars (nothing chosen at first). */
export function WidgetRatingStep() {
  const { control } = useFormContext<WidgetDraft>();
  return (
    <Controller
      name="rating"
      control={control}
      render={({ field, fieldState }) => (
        <StarRating
          name="widget-rating"
          legend="How would you rate your experience?"
          legendClassName="text-base"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          size="lg"
          showWords
          isRequired
        />
      )}
    />
  );
}
