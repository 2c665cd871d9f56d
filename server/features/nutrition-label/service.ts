import {
  NUTRITION_LABEL_CORE_FIELDS,
  NUTRITION_LABEL_LIMITS,
  NUTRITION_LABEL_MESSAGES,
  type TNutritionLabelReading,
} from '../../../contract/nutrition-label';
import { DEFAULT_PASSES, inspectImage, type PrepareOptions, prepareForOcr } from './image';
import { createOcrEngine, type OcrEngine, type OcrEngineOptions, type OcrResult } from './ocr';
import { type LabelText, parseNutritionLabelReadings } from './parser';

/**
 * Reads a nutrition-facts label photo offline (docs/product/nutrition.md#photo): checks the bytes are a real
 * image within the limits, prepares it with sharp, runs tesseract.js and parses the text.
 *
 * Errors (AppError, for the route to pass on): 400 not an image / HEIC / too small, 413 over 8 MB or
 * 40 megapixels, 429 when too many photos are already waiting. A photo that is an image but shows no
 * readable label is not an error: the reading says `isUsable: false` with a plain message.
 */

export interface NutritionLabelReader {
  read(bytes: Uint8Array, mime?: string): Promise<TNutritionLabelReading>;
  close(): Promise<void>;
  stats: OcrEngine['stats'];
}

export interface NutritionLabelReaderOptions extends OcrEngineOptions {
  /** Ways to prepare the photo, tried in turn until calories, protein, carbs and fat cross-check. */
  passes?: PrepareOptions[];
}

export function createNutritionLabelReader(options: NutritionLabelReaderOptions = {}): NutritionLabelReader {
  const engine = createOcrEngine(options);
  const passes = options.passes ?? DEFAULT_PASSES;
  return {
    // The declared type is not trusted (a browser may send application/octet-stream for a photo,
    // or image/png for anything): the bytes decide.
    async read(bytes, _mime) {
      const info = await inspectImage(bytes);
      const readings: LabelText[] = [];
      let text = '';
      let parsed = parseNutritionLabelReadings([]);
      for (const [index, prepare] of passes.entries()) {
        // Another look only for a photo that shows a label at all, and only while the four core
        // values do not yet agree with each other.
        if (index > 0 && (parsed.isCrossChecked || !looksLikeALabel(text, parsed))) break;
        let ocr: OcrResult;
        try {
          ocr = await engine.recognize(await prepareForOcr(bytes, info, prepare));
        } catch (error) {
          // A second look is a bonus: when the queue is full or it fails, the first reading stands.
          if (index === 0) throw error;
          break;
        }
        readings.push(ocr.lines.length > 0 ? ocr.lines : ocr.text);
        if (index === 0) text = ocr.text;
        parsed = parseNutritionLabelReadings(readings);
      }
      const isUsable = NUTRITION_LABEL_CORE_FIELDS.some((field) => parsed.fields[field] !== null);
      return {
        fields: parsed.fields,
        servingSize: parsed.servingSize,
        missing: parsed.missing,
        isUsable,
        message: isUsable ? null : NUTRITION_LABEL_MESSAGES.unreadable,
        rawText: text.trim().slice(0, NUTRITION_LABEL_LIMITS.rawTextMax),
      };
    },
    close: () => engine.close(),
    stats: () => engine.stats(),
  };
}

function looksLikeALabel(text: string, parsed: ReturnType<typeof parseNutritionLabelReadings>): boolean {
  return (
    Object.values(parsed.fields).some((field) => field !== null) || /nutri|facts|calor|serving/i.test(text)
  );
}

let sharedReader: NutritionLabelReader | null = null;

/** The process-wide reader: one tesseract worker for every request. */
export function readNutritionLabel(bytes: Uint8Array, mime?: string): Promise<TNutritionLabelReading> {
  sharedReader ??= createNutritionLabelReader();
  return sharedReader.read(bytes, mime);
}

/** For the app's onClose: ends the shared worker, if one was started. */
export async function closeNutritionLabelReader(): Promise<void> {
  const reader = sharedReader;
  sharedReader = null;
  await reader?.close();
}
