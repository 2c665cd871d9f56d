import { z } from 'zod';

/**
 * The Premium Nutrition Assistant's calls (docs/product/nutrition.md#api):
 * - POST /api/nutrition/analyze-premium (multipart: type text|image|voice, input or file)
 * - GET  /api/nutrition/history (premium or trial only; the screen shows the 5 most recent)
 * - POST /api/nutrition/transcribe (multipart: file) — a voice recording to text, shown to the
 *   person for confirmation before it is analysed (never counted against the trial)
 * - GET  /api/nutrition/capabilities — what this server can do with photos and voice
 * Numbers come from USDA SR24 (server/features/nutrition/data), never invented.
 */

export const NUTRITION_INPUT_TYPES = ['text', 'image', 'voice'] as const;
export const ZNutritionInputType = z.enum(NUTRITION_INPUT_TYPES);
export type TNutritionInputType = z.infer<typeof ZNutritionInputType>;

export const NUTRITION_LIMITS = {
  textMax: 1000,
  imageMaxBytes: 8 * 1024 * 1024,
  audioMaxBytes: 10 * 1024 * 1024,
  /** Voice recording cap. */
  recordingSeconds: 30,
  historyShown: 5,
  historyMax: 50,
} as const;

/** The nutrition assistant's texts, quoted exactly (docs/product/nutrition.md#screens). */
export const NUTRITION_MESSAGES = {
  inputRequiredTitle: 'Input Required',
  inputRequired: 'Please enter some food items to analyze.',
  imageRequiredTitle: 'Image Required',
  imageRequired: 'Please upload an image of your food.',
  recordingRequiredTitle: 'Recording Required',
  recordingRequired: 'Please record your voice describing the food.',
  analysisCompleteTitle: 'Analysis Complete',
  analysisComplete: 'Your nutrition data has been analyzed successfully.',
  analysisFailedTitle: 'Analysis Failed',
  analysisFailedFallback: 'Please try again.',
  /** The error text when the nutrition call is not OK. */
  failedToAnalyze: 'Failed to analyze nutrition',
  recordingFailedTitle: 'Recording Failed',
  recordingFailed: 'Could not access microphone. Please check permissions.',
  // Length, file, recognition and transcription messages (docs/product/nutrition.md):
  textTooLong: 'Please keep the description under 1,000 characters.',
  imageOnly: 'Please choose an image file (JPEG, PNG, WebP or AVIF).',
  imageTooLarge: 'That image is larger than 8 MB. Please choose a smaller one.',
  audioTooLarge: 'That recording is too large. Please record again (30 seconds at most).',
  nothingRecognised:
    'I couldn\'t recognise any foods in that description. Try naming each food with an amount, for example "2 eggs and a slice of whole wheat toast".',
  photoUnreadable:
    "We couldn't read a nutrition label in this photo. Try a sharper, straight-on photo, or describe the meal in words.",
  mealPhotoUnavailable:
    'This photo does not show a nutrition label we could read, and meal photos need an AI vision service this server does not have. Please describe the meal in words on the Text tab.',
  transcriptionUnavailable:
    'Voice transcription is not available here. Please type the meal on the Text tab.',
  transcriptEmpty:
    'We could not hear any words in that recording. Please try again, a little closer to the microphone.',
} as const;

export const ZNutritionTotals = z.object({
  totalCalories: z.number(),
  totalProtein: z.number(),
  totalCarbs: z.number(),
  totalFat: z.number(),
  totalFiber: z.number().nullable(),
  totalSugar: z.number().nullable(),
  totalSodium: z.number().nullable(),
});
export type TNutritionTotals = z.infer<typeof ZNutritionTotals>;

export const ZAnalysedFood = z.object({
  /** What the person wrote for this item ('2 eggs'). */
  text: z.string(),
  /** USDA SR24 NDB number, or null for values read from a label. */
  usdaId: z.string().nullable(),
  description: z.string(),
  grams: z.number().nullable(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});
export type TAnalysedFood = z.infer<typeof ZAnalysedFood>;

export const ZUnknownFood = z.object({
  text: z.string(),
  /** Close matches the person may have meant. */
  didYouMean: z.array(z.string()),
});

export const ZNutritionAnalysisResult = z.object({
  id: z.string(),
  inputType: ZNutritionInputType,
  /** Totals of the meal. */
  analysis: ZNutritionTotals,
  recommendations: z.object({
    /** Grams per day: 0.8 g per kg of body weight (default weight documented in docs/decisions.md). */
    proteinGoal: z.number(),
    suggestions: z.array(z.string()),
  }),
  items: z.array(ZAnalysedFood),
  unknown: z.array(ZUnknownFood),
  /** Plain-language notes: what could not be recognised or read. */
  notes: z.array(z.string()),
  /** Where the numbers come from: 'usda' (text, voice, described photo) or 'label' (read from the photo). */
  source: z.enum(['usda', 'label']),
  /** Label photos: the serving size as printed, when read. */
  servingSize: z.string().nullable(),
  timestamp: z.string(),
});
export type TNutritionAnalysisResult = z.infer<typeof ZNutritionAnalysisResult>;

export const ZNutritionHistoryEntry = z.object({
  id: z.string(),
  inputType: ZNutritionInputType,
  analysis: ZNutritionTotals,
  /** A short description (the text typed or transcribed, or 'Nutrition label'), decrypted for the owner. */
  summary: z.string(),
  timestamp: z.string(),
});
export type TNutritionHistoryEntry = z.infer<typeof ZNutritionHistoryEntry>;
export const ZNutritionHistory = z.array(ZNutritionHistoryEntry);

export const ZNutritionCapabilities = z.object({
  /** A configured speech-to-text endpoint; else the browser's own recognition, else typing. */
  transcription: z.boolean(),
  /** A configured vision model can describe meal photos (labels are always read offline). */
  mealPhotos: z.boolean(),
});
export type TNutritionCapabilities = z.infer<typeof ZNutritionCapabilities>;

export const ZTranscription = z.object({ transcript: z.string() });

/** Text and voice (confirmed transcript) both arrive as `input`. */
export const ZNutritionTextInput = z
  .string()
  .trim()
  .min(1, NUTRITION_MESSAGES.inputRequired)
  .max(NUTRITION_LIMITS.textMax, NUTRITION_MESSAGES.textTooLong);
