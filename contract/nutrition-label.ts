import { z } from 'zod';

/**
 * A nutrition-facts label photo (docs/product/nutrition.md#photo) read offline (tesseract.js) and parsed into
 * calories, protein, carbs and fat (fibre, sugars and sodium when present) and the serving size.
 * docs/decisions.md#nutrition explains the limits and the confidence figures.
 */

/** 8 MB is a full-resolution phone JPEG with room to spare; 40 megapixels covers 48 MP sensors'
 * default 12 MP output and most 24–40 MP cameras while refusing decompression bombs. */
export const NUTRITION_LABEL_LIMITS = {
  maxBytes: 8 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** Below this on the short side there is no label text to read. */
  minSidePx: 64,
  rawTextMax: 5000,
  servingTextMax: 100,
} as const;

/** Formats decided from the file's own bytes (sharp's metadata), never from its name or declared type. */
export const NUTRITION_LABEL_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type TNutritionLabelFormat = (typeof NUTRITION_LABEL_FORMATS)[number];

export const NUTRITION_LABEL_FIELDS = [
  'calories',
  'protein',
  'carbs',
  'fat',
  'fiber',
  'sugars',
  'sodium',
] as const;
export type TNutritionLabelFieldName = (typeof NUTRITION_LABEL_FIELDS)[number];
/** The four the analysis needs; a reading is usable when at least one of them was read. */
export const NUTRITION_LABEL_CORE_FIELDS = ['calories', 'protein', 'carbs', 'fat'] as const;

/** Units as printed on US labels: calories in kcal, sodium in mg, the rest in grams. */
export const NUTRITION_LABEL_UNITS = {
  calories: 'kcal',
  protein: 'g',
  carbs: 'g',
  fat: 'g',
  fiber: 'g',
  sugars: 'g',
  sodium: 'mg',
} as const satisfies Record<TNutritionLabelFieldName, string>;

export const NUTRITION_LABEL_MESSAGES = {
  unreadable:
    "We couldn't read a nutrition label in this photo. Try a sharper, straight-on photo, or describe the meal in words.",
  notAnImage: 'Only image files can be read. Please choose a JPEG, PNG or WebP photo.',
  heicUnsupported:
    'HEIC photos cannot be read here yet. Please choose a JPEG or PNG (most phones can share one).',
  tooLarge: 'This photo is larger than 8 MB. Please choose a smaller photo.',
  tooManyPixels: 'This photo has more than 40 megapixels. Please choose a smaller photo.',
  tooSmall: 'This photo is too small to read. Please take a closer photo of the label.',
} as const;

export const ZNutritionLabelField = z.object({
  value: z.number().nonnegative(),
  unit: z.enum(['kcal', 'g', 'mg']),
  /** 0–1: OCR certainty of the line times how cleanly the number parsed and whether it cross-checks
   * (% Daily Value, calories ≈ 4·protein + 4·carbs + 9·fat). */
  confidence: z.number().min(0).max(1),
});
export type TNutritionLabelField = z.infer<typeof ZNutritionLabelField>;

export const ZNutritionLabelFields = z.object({
  calories: ZNutritionLabelField.nullable(),
  protein: ZNutritionLabelField.nullable(),
  carbs: ZNutritionLabelField.nullable(),
  fat: ZNutritionLabelField.nullable(),
  fiber: ZNutritionLabelField.nullable(),
  sugars: ZNutritionLabelField.nullable(),
  sodium: ZNutritionLabelField.nullable(),
});
export type TNutritionLabelFields = z.infer<typeof ZNutritionLabelFields>;

export const ZServingSize = z.object({
  /** As printed after "Serving size", e.g. "2/3 cup (55g)". */
  text: z.string().max(NUTRITION_LABEL_LIMITS.servingTextMax),
  /** Grams when the label gives them ("(55g)"); null for volumes only ("1 cup (240mL)"). */
  grams: z.number().positive().nullable(),
  confidence: z.number().min(0).max(1),
});
export type TServingSize = z.infer<typeof ZServingSize>;

export const ZNutritionLabelMissing = z.enum([...NUTRITION_LABEL_FIELDS, 'servingSize']);

export const ZNutritionLabelReading = z.object({
  /** Per serving. For dual-column labels the per-serving column is read, not the per-container one. */
  fields: ZNutritionLabelFields,
  servingSize: ZServingSize.nullable(),
  /** What could not be read, in field order. */
  missing: z.array(ZNutritionLabelMissing),
  /** True when at least one of calories, protein, carbs and fat was read. */
  isUsable: z.boolean(),
  /** A plain explanation for the person when nothing usable was read; null otherwise. */
  message: z.string().nullable(),
  rawText: z.string().max(NUTRITION_LABEL_LIMITS.rawTextMax),
});
export type TNutritionLabelReading = z.infer<typeof ZNutritionLabelReading>;
