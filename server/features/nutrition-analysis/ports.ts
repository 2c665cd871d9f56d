import type { TNutritionLabelReading } from '../../../contract/nutrition-label';
import type { Db } from '../../db/client';
import type { MediaAI } from '../../lib/ai/providers/types';
import { AppError } from '../../lib/errors';
import { scrubAudio, scrubImage } from '../../lib/media-scrub';
import { analyseMealText } from '../nutrition';
import type { NutritionPorts, TLabelReading } from './service';

/**
 * Connects the analyser to the areas that do the work: USDA lookup (server/features/nutrition),
 * label OCR (server/features/nutrition-label), the optional remote vision/speech model
 * (server/lib/ai/providers), the person's consent (profile), weight (onboarding) and plan
 * (subscription).
 */

const MEAL_PHOTO_PROMPT =
  'List the foods and drinks visible in this meal photo with an estimated amount for each, in plain words, comma separated, ' +
  'for example: "2 scrambled eggs, 1 slice of whole wheat toast, 1 cup of coffee with milk". ' +
  'Use household amounts (cups, slices, pieces, grams). Answer with the list only. If there is no food, answer "none".';

const CORE = ['calories', 'protein', 'carbs', 'fat'] as const;
const CORE_LABEL: Record<(typeof CORE)[number], string> = {
  calories: 'calories',
  protein: 'protein',
  carbs: 'carbohydrate',
  fat: 'fat',
};

/** Below this OCR confidence a value is shown with 'please check' (correct values average 0.96, wrong ones 0.76). */
export const LABEL_CHECK_BELOW = 0.8;

/** The OCR reading in the analyser's shape; a partial reading explains what was and wasn't read. */
export function toLabelReading(reading: TNutritionLabelReading): TLabelReading | null {
  if (!reading.isUsable) return null;
  const value = (key: keyof TNutritionLabelReading['fields']) => reading.fields[key]?.value ?? null;
  const unread = CORE.filter((key) => reading.fields[key] === null);
  const read = CORE.filter((key) => reading.fields[key] !== null);
  return {
    calories: value('calories'),
    protein: value('protein'),
    carbs: value('carbs'),
    fat: value('fat'),
    fiber: value('fiber'),
    sugar: value('sugars'),
    sodium: value('sodium'),
    servingSize: reading.servingSize?.text ?? null,
    uncertain: CORE.filter((k) => (reading.fields[k]?.confidence ?? 1) < LABEL_CHECK_BELOW).map(
      (k) => CORE_LABEL[k],
    ),
    missing: reading.missing.filter((m) => !(CORE as readonly string[]).includes(m)).map(String),
    partial:
      unread.length > 0
        ? `We read ${read.map((k) => `${CORE_LABEL[k]} (${reading.fields[k]?.value}${reading.fields[k]?.unit === 'kcal' ? '' : ` ${reading.fields[k]?.unit}`})`).join(', ')} but not ${unread.map((k) => CORE_LABEL[k]).join(', ')} from this label. Try a sharper, straight-on photo of the whole Nutrition Facts panel, or describe the food on the Text tab.`
        : null,
  };
}

/** Said when a recording's format cannot be cleaned of its metadata before transcription. */
export const RECORDING_FORMAT_REFUSED =
  'This recording format cannot be sent for transcription. Please record again in the app, or type the meal on the Text tab.';

export function createNutritionPorts(deps: {
  db: Db;
  readLabel: (bytes: Uint8Array, mime?: string) => Promise<TNutritionLabelReading>;
  media: MediaAI;
  remoteConfigured: boolean;
  allowRemote: (userId: string) => Promise<boolean>;
  weightKg: NutritionPorts['weightKg'];
  subscription: NutritionPorts['subscription'];
}): NutritionPorts {
  return {
    async analyseText(text) {
      const result = await analyseMealText(deps.db, text);
      return {
        items: result.items.map((item) => ({
          text: item.text,
          usdaId: item.usdaId,
          description: item.description,
          grams: item.grams,
          calories: item.calories,
          protein: item.protein,
          carbs: item.carbs,
          fat: item.fat,
          fiber: item.fiber,
          sugar: item.sugar,
          sodium: item.sodium,
        })),
        unknown: result.unknown.map((u) => ({
          text: u.text,
          didYouMean: u.suggestions.map((s) => s.description),
        })),
      };
    },
    async readLabel(bytes) {
      return toLabelReading(await deps.readLabel(bytes));
    },
    remoteConfigured: deps.remoteConfigured,
    allowRemote: deps.allowRemote,
    // Only re-encoded photos and cleaned recordings leave the server (docs/data-protection.md#photos-and-recordings-sent-to-an-ai-service).
    async describeMealPhoto(bytes) {
      const photo = await scrubImage(bytes);
      if (!photo.ok) return null;
      const answer = await deps.media.describeImage(photo.bytes, photo.mime, MEAL_PHOTO_PROMPT);
      if (!answer || /^\s*none\.?\s*$/i.test(answer)) return null;
      return answer.replace(/\s+/g, ' ').trim().slice(0, 500);
    },
    async transcribe(bytes) {
      const recording = scrubAudio(bytes);
      if (!recording.ok) {
        throw new AppError('VALIDATION_FAILED', RECORDING_FORMAT_REFUSED, {
          fields: { file: RECORDING_FORMAT_REFUSED },
        });
      }
      return deps.media.transcribe(recording.bytes, recording.mime);
    },
    weightKg: deps.weightKg,
    subscription: deps.subscription,
  };
}
