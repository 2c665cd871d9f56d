import fs from 'node:fs';
import path from 'node:path';
import { createNutritionLabelReader } from '../../server/features/nutrition-label/service';
import { LABEL_SET_DIR, loadLabelSet } from './label-eval';

/** A nutrition-label photo read in ≤ 3 s (benchmark only; accuracy is `npm run eval:labels`). */
export const LABEL_PHOTO_TARGET_MS = 3000;

export type LabelPhotoTimings = {
  photos: number;
  workerStartMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** CPU this process spent per photo (main thread and the tesseract worker thread). */
  cpuMsPerPhoto: number;
};

/**
 * Reads every generated label photo once on one warm worker, as the server does, after timing the
 * worker's one-off start (model load) separately.
 */
export async function measureLabelPhoto(): Promise<LabelPhotoTimings> {
  const reader = createNutritionLabelReader();
  const photos = loadLabelSet().map((entry) => fs.readFileSync(path.join(LABEL_SET_DIR, entry.file)));
  try {
    const startStarted = performance.now();
    await reader.read(photos[0]!, 'image/jpeg');
    const workerStartMs = performance.now() - startStarted;
    const times: number[] = [];
    const cpuBefore = process.cpuUsage();
    for (const photo of photos) {
      const started = performance.now();
      await reader.read(photo, 'image/jpeg');
      times.push(performance.now() - started);
    }
    const cpu = process.cpuUsage(cpuBefore);
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
    return {
      photos: photos.length,
      workerStartMs: Math.round(workerStartMs),
      p50Ms: at(0.5),
      p95Ms: at(0.95),
      maxMs: at(1),
      cpuMsPerPhoto: Math.round((cpu.user + cpu.system) / 1000 / photos.length),
    };
  } finally {
    await reader.close();
  }
}

export function formatLabelPhoto(t: LabelPhotoTimings): string {
  const met = t.p95Ms <= LABEL_PHOTO_TARGET_MS ? 'met' : 'missed';
  return `Nutrition label photo (${t.photos} photos, one warm worker): p50 ${t.p50Ms} ms, p95 ${t.p95Ms} ms, max ${t.maxMs} ms, CPU ${t.cpuMsPerPhoto} ms/photo; first photo with worker start ${t.workerStartMs} ms — target p95 ≤ ${LABEL_PHOTO_TARGET_MS} ms (${met})`;
}

// `node --import tsx scripts/lib/nutrition-label-bench.ts`: this line alone, without the HTTP bench.
if (import.meta.url === `file://${process.argv[1]}`) {
  measureLabelPhoto().then((t) => console.log(formatLabelPhoto(t)));
}
