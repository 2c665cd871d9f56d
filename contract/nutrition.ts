import { z } from 'zod';

/**
 * The USDA analysis of a meal description (docs/product/nutrition.md#text): `analyseMealText(db, text)` in
 * server/features/nutrition/analyse-text.ts returns a `TMealTextAnalysis`. The HTTP call and the
 * screen's messages live in contract/nutrition-analysis.ts. Numbers come from USDA SR24
 * (server/features/nutrition/data/README.md); nothing is estimated for a food the data does not hold.
 */
export const MEAL_TEXT_LIMITS = {
  /** Characters read from a description (the endpoint refuses longer input before this). */
  textMax: 2000,
  /** Most items analysed from one description. */
  itemsMax: 20,
  /** Close matches offered for a food that was not found. */
  suggestionsMax: 3,
  /** Grams above which one item is not taken as part of a meal ('999999 eggs'). */
  itemGramsMax: 5000,
} as const;

/** The honest answer for a food the USDA data does not hold. */
export function unknownFoodMessage(text: string, suggestions: readonly string[]): string {
  const base = `I couldn't find "${text}"`;
  if (suggestions.length === 0) return `${base}.`;
  const quoted = suggestions.map((s) => `"${s}"`);
  const list = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : quoted[0];
  return `${base} — did you mean ${list}?`;
}

/** The answer for an amount too large to be part of one meal. */
export function amountTooLargeMessage(text: string): string {
  return `I couldn't count "${text}": that amount is more than one meal would hold.`;
}

/** Totals of a meal, rounded for display (kcal and mg to whole numbers, grams to 0.1). */
export const ZMealTextTotals = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  /** Sums over the items whose USDA entry reports the nutrient (an item's null counts as 0). */
  fiber: z.number(),
  sugar: z.number(),
  sodium: z.number(),
});
export type TMealTextTotals = z.infer<typeof ZMealTextTotals>;

export const ZMealTextItem = z.object({
  /** The item as the person wrote it ('2 eggs'). */
  text: z.string(),
  /** USDA NDB number, five digits ('01123'). */
  usdaId: z.string().regex(/^\d{5}$/),
  description: z.string(),
  foodGroup: z.string(),
  quantity: z.number(),
  /** How the amount was read: '2 × large (50 g)', '150 g', '1 × cup (default 240 ml)'. */
  portion: z.string(),
  grams: z.number(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fiber: z.number().nullable(),
  sugar: z.number().nullable(),
  sodium: z.number().nullable(),
});
export type TMealTextItem = z.infer<typeof ZMealTextItem>;

export const ZMealTextSuggestion = z.object({ usdaId: z.string(), description: z.string() });

export const ZMealTextUnknown = z.object({
  /** The item as written ('a cup of green tea'). */
  text: z.string(),
  /** The food name that was looked up ('green tea'). */
  food: z.string(),
  /** `I couldn't find "quinoa bake" — did you mean …?` */
  message: z.string(),
  suggestions: z.array(ZMealTextSuggestion).max(MEAL_TEXT_LIMITS.suggestionsMax),
});
export type TMealTextUnknown = z.infer<typeof ZMealTextUnknown>;

export const ZMealTextAnalysis = z.object({
  items: z.array(ZMealTextItem),
  unknown: z.array(ZMealTextUnknown),
  totals: ZMealTextTotals,
});
export type TMealTextAnalysis = z.infer<typeof ZMealTextAnalysis>;
