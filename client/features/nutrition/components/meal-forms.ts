import { NUTRITION_LIMITS, NUTRITION_MESSAGES, ZNutritionTextInput } from '@contract/nutrition-analysis';
import { z } from 'zod';
import type { TAnalyseInput } from '../analysis-api';

/**
 * The analyser's three input forms and what they validate before a request is sent
 * (docs/product/nutrition.md#screens). The words typed or heard are the contract's `input` field;
 * a photo is checked for type and size here, the server checks its bytes again.
 */

/** Each form hands its request up; `onSuccess` runs once the analysis is back (the form clears). */
export type MealFormProps = {
  pending: boolean;
  onAnalyse: (request: TAnalyseInput, onSuccess?: () => void) => void;
};

/** The Text tab: the contract's input rules (required, at most 1,000 characters). */
export const ZMealTextForm = z.object({ input: ZNutritionTextInput });
export type TMealTextFormInput = z.input<typeof ZMealTextForm>;
export type TMealTextForm = z.output<typeof ZMealTextForm>;

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** The Photo tab: one image file of at most 8 MB. */
export const ZMealPhotoForm = z.object({
  file: z
    .custom<File>(isFile, { error: NUTRITION_MESSAGES.imageRequired })
    .refine((file) => file.type.startsWith('image/'), { error: NUTRITION_MESSAGES.imageOnly, abort: true })
    .refine((file) => file.size <= NUTRITION_LIMITS.imageMaxBytes, {
      error: NUTRITION_MESSAGES.imageTooLarge,
    }),
});
export type TMealPhotoFormInput = z.input<typeof ZMealPhotoForm>;
export type TMealPhotoForm = z.output<typeof ZMealPhotoForm>;

/**
 * The Voice tab: a finished recording and what was heard. Nothing recorded, or nothing heard, asks
 * for a recording; the words then follow the contract's input rules.
 */
export const ZMealVoiceForm = z
  .object({ recorded: z.boolean(), input: z.string() })
  .refine((value) => value.recorded && value.input.trim() !== '', {
    error: NUTRITION_MESSAGES.recordingRequired,
    path: ['input'],
  })
  .pipe(z.object({ recorded: z.literal(true), input: ZNutritionTextInput }));
export type TMealVoiceFormInput = z.input<typeof ZMealVoiceForm>;
export type TMealVoiceForm = z.output<typeof ZMealVoiceForm>;
