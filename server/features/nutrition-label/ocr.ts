import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { AppError } from '../../lib/errors';
import type { OcrLine } from './parser';

/**
 * One tesseract.js worker, created on first use and reused: starting one costs about half a second
 * and ~60 MB, recognising a label a few hundred milliseconds. Jobs run one at a time through a short
 * queue; past `maxQueued` waiting photos the caller is told to try again rather than piling up work.
 *
 * Fully offline: the English LSTM model comes from the `@tesseract.js-data/eng` package
 * (4.0.0_best_int, the integer-quantised "best" model: more accurate than "fast", about as quick).
 * Without `langPath` tesseract.js would fetch the model from a CDN.
 */

export interface OcrResult {
  text: string;
  lines: OcrLine[];
  /** Mean word confidence, 0–100. */
  confidence: number;
}

export interface OcrEngine {
  recognize(image: Buffer): Promise<OcrResult>;
  /** Waits for queued photos, then ends the worker (the next recognize() would start a new one).
   * Call from the app's onClose. */
  close(): Promise<void>;
  /** For tests and the benchmark. */
  stats(): { isWorkerAlive: boolean; workersStarted: number; queued: number };
}

export interface OcrEngineOptions {
  maxQueued?: number;
  timeoutMs?: number;
  /** Tesseract page segmentation: a label is one block of rows (PSM 6) — measured against auto (3). */
  pageSegMode?: PSM;
  /** Straighten a photo taken at a slight angle (tesseract measures the text lines' slope first). */
  rotateAuto?: boolean;
}

const require = createRequire(import.meta.url);
export const ENG_LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

export const OCR_BUSY_MESSAGE = 'Too many photos are being read right now. Please try again in a moment.';

export function createOcrEngine(options: OcrEngineOptions = {}): OcrEngine {
  const maxQueued = options.maxQueued ?? 8;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const pageSegMode = options.pageSegMode ?? PSM.SINGLE_BLOCK;
  const rotateAuto = options.rotateAuto ?? false;
  let worker: Promise<Worker> | null = null;
  let workersStarted = 0;
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;

  const startWorker = async (): Promise<Worker> => {
    workersStarted++;
    const created = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: ENG_LANG_PATH,
      gzip: true,
      cacheMethod: 'none',
      // A failed job rejects its promise; without this tesseract.js also throws it at top level.
      errorHandler: () => {},
    });
    await created.setParameters({
      tessedit_pageseg_mode: pageSegMode,
      // Prepared images carry no DPI; labels photographed at arm's length are roughly this.
      user_defined_dpi: '300',
      preserve_interword_spaces: '0',
      // Tesseract's diagnostics ('Detected 12 diacritics', 'Image too small to scale!!') are not
      // errors; keep them out of the server log.
      debug_file: '/dev/null',
    });
    return created;
  };

  const getWorker = () => {
    if (!worker) {
      worker = startWorker();
      // A worker that failed to start is not kept: the next photo tries again.
      worker.catch(() => {
        worker = null;
      });
    }
    return worker;
  };

  const discardWorker = async () => {
    const current = worker;
    worker = null;
    if (current) await current.then((w) => w.terminate()).catch(() => {});
  };

  const run = async (image: Buffer): Promise<OcrResult> => {
    const current = await getWorker();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`OCR took longer than ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const { data } = await Promise.race([
        current.recognize(image, { rotateAuto }, { text: true, blocks: true }),
        timeout,
      ]);
      const lines: OcrLine[] = [];
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          for (const line of paragraph.lines)
            lines.push({ text: line.text.trim(), confidence: line.confidence });
        }
      }
      return { text: data.text, lines, confidence: data.confidence };
    } catch (error) {
      // A worker that failed or hung is replaced rather than trusted with the next photo.
      await discardWorker();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    recognize(image) {
      if (queued >= maxQueued) {
        return Promise.reject(
          new AppError('RATE_LIMITED', OCR_BUSY_MESSAGE, { headers: { 'retry-after': '5' } }),
        );
      }
      queued++;
      const job = tail.then(() => run(image));
      tail = job.then(
        () => undefined,
        () => undefined,
      );
      return job.finally(() => {
        queued--;
      });
    },
    async close() {
      await tail;
      await discardWorker();
    },
    stats: () => ({ isWorkerAlive: worker !== null, workersStarted, queued }),
  };
}
