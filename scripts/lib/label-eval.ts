import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TNutritionLabelReading } from '../../contract/nutrition-label';
import type { LabelPhotoEntry } from '../generate-label-photos';

/** Shared by `npm run eval:labels` and the Vitest subset: reads label photos and scores them. */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const LABEL_SET_DIR = path.join(REPO_ROOT, 'eval', 'nutrition-labels');
export const CORE = ['calories', 'protein', 'carbs', 'fat'] as const;
export const EXTRA = ['fiber', 'sugars', 'sodium'] as const;
export const SCORED = [...CORE, ...EXTRA, 'servingGrams'] as const;
export type ScoredField = (typeof SCORED)[number];

export function loadLabelSet(): LabelPhotoEntry[] {
  return JSON.parse(fs.readFileSync(path.join(LABEL_SET_DIR, 'labels.json'), 'utf8')) as LabelPhotoEntry[];
}

export interface LabelResult {
  entry: LabelPhotoEntry;
  reading: TNutritionLabelReading;
  ms: number;
  correct: Record<ScoredField, boolean>;
  /** Calories, protein, carbs and fat all exactly right. */
  isExact: boolean;
}

export function score(entry: LabelPhotoEntry, reading: TNutritionLabelReading): Omit<LabelResult, 'ms'> {
  const correct = {} as Record<ScoredField, boolean>;
  for (const field of [...CORE, ...EXTRA])
    correct[field] = reading.fields[field]?.value === entry.expected[field];
  correct.servingGrams =
    (reading.servingSize?.grams ?? null) === entry.expected.servingSize.grams && reading.servingSize !== null;
  return { entry, reading, correct, isExact: CORE.every((field) => correct[field]) };
}

export async function readAll(
  read: (bytes: Uint8Array, mime: string) => Promise<TNutritionLabelReading>,
  entries: LabelPhotoEntry[],
  onResult?: (result: LabelResult) => void,
): Promise<LabelResult[]> {
  const results: LabelResult[] = [];
  for (const entry of entries) {
    const bytes = fs.readFileSync(path.join(LABEL_SET_DIR, entry.file));
    const started = performance.now();
    const reading = await read(bytes, entry.format === 'png' ? 'image/png' : 'image/jpeg');
    const result = { ...score(entry, reading), ms: performance.now() - started };
    results.push(result);
    onResult?.(result);
  }
  return results;
}

export function summarise(results: LabelResult[]) {
  const share = (n: number) => (results.length === 0 ? 0 : n / results.length);
  const perField = Object.fromEntries(
    SCORED.map((field) => [field, share(results.filter((r) => r.correct[field]).length)]),
  ) as Record<ScoredField, number>;
  // Calibration: a wrong number should carry a lower confidence than a right one.
  const core = results.flatMap((r) =>
    CORE.map((field) => ({ field: r.reading.fields[field], isCorrect: r.correct[field] })),
  );
  const read = core.filter((c) => c.field !== null);
  const wrong = read.filter((c) => !c.isCorrect);
  const right = read.filter((c) => c.isCorrect);
  const mean = (list: typeof read) =>
    list.length === 0 ? 0 : list.reduce((sum, c) => sum + (c.field?.confidence ?? 0), 0) / list.length;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    count: results.length,
    exact: share(results.filter((r) => r.isExact).length),
    perField,
    ms: { p50: at(0.5), p95: at(0.95), max: times[times.length - 1] ?? 0 },
    core: {
      values: core.length,
      missing: core.length - read.length,
      wrong: wrong.length,
      meanConfidenceRight: mean(right),
      meanConfidenceWrong: mean(wrong),
      /** How well "confidence < 0.8: please check" would flag the misreads. */
      wrongBelow08: wrong.filter((c) => (c.field?.confidence ?? 0) < 0.8).length,
      rightBelow08: right.filter((c) => (c.field?.confidence ?? 0) < 0.8).length,
    },
  };
}
