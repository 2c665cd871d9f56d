import { PSM } from 'tesseract.js';
import {
  DEFAULT_PASSES,
  DEFAULT_PREPARE,
  type PrepareOptions,
} from '../server/features/nutrition-label/image';
import { createNutritionLabelReader } from '../server/features/nutrition-label/service';
import { CORE, EXTRA, type LabelResult, loadLabelSet, readAll, summarise } from './lib/label-eval';

/**
 * `npm run eval:labels` (docs/product/nutrition.md#measured-quality): reads every generated label photo in
 * eval/nutrition-labels/ (scripts/generate-label-photos.ts) and prints the share read exactly per field and
 * overall (calories, protein, carbs and fat all right). Exits 1 below 90 % overall.
 *
 *   --compare        also score the pre-processing variants (docs/decisions.md#nutrition)
 *   --second-passes  only the alternatives for the second look
 *   --only a,b       only these files (label-01.jpg,…)
 *   --verbose        print every photo's misreads with its OCR text
 */

const TARGET = 0.9;
const args = process.argv.slice(2);
const isVerbose = args.includes('--verbose');
const only = args.includes('--only') ? (args[args.indexOf('--only') + 1] ?? '').split(',') : null;

const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(8);

function describeMiss(result: LabelResult): string {
  const wrong = [...CORE, ...EXTRA]
    .filter((field) => !result.correct[field])
    .map((field) => `${field} ${result.reading.fields[field]?.value ?? '—'}≠${result.entry.expected[field]}`);
  return wrong.join(', ');
}

async function scoreVariant(name: string, passes: PrepareOptions[], pageSegMode: PSM) {
  const reader = createNutritionLabelReader({ passes, pageSegMode });
  const entries = loadLabelSet().filter((entry) => !only || only.includes(entry.file));
  try {
    // Start the worker first so its one-off start-up does not count against the first photo.
    const started = performance.now();
    await reader.read(await blankLabel(), 'image/png');
    const startupMs = performance.now() - started;
    const results = await readAll(reader.read, entries, (result) => {
      if (isVerbose && !result.isExact) {
        console.log(
          `  ${result.entry.file} (${result.entry.layout}, ${result.entry.font} ${result.entry.fontSize}px): ${describeMiss(result)}`,
        );
        console.log(`    ${result.reading.rawText.replace(/\n+/g, ' ⏎ ').slice(0, 600)}`);
      }
    });
    return { name, results, summary: summarise(results), startupMs };
  } finally {
    await reader.close();
  }
}

/** A white image: warms the worker up (and proves an unreadable photo gets the plain message). */
async function blankLabel(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 200, height: 200, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
}

function printSummary(v: Awaited<ReturnType<typeof scoreVariant>>) {
  const s = v.summary;
  const fields = Object.entries(s.perField)
    .map(([field, share]) => `${field} ${pct(share).trim()}`)
    .join(' · ');
  console.log(
    `${v.name.padEnd(34)} exact ${pct(s.exact)} | ${fields} | p50 ${s.ms.p50.toFixed(0)} ms, p95 ${s.ms.p95.toFixed(0)} ms (worker start ${v.startupMs.toFixed(0)} ms)`,
  );
}

async function main() {
  const variants: Array<[string, PrepareOptions[], PSM]> = [['default', DEFAULT_PASSES, PSM.SINGLE_BLOCK]];
  if (args.includes('--compare')) {
    const none: PrepareOptions = {
      minShortSide: 0,
      maxLongSide: 100_000,
      normalise: false,
      clahe: false,
      sharpen: false,
      deskew: false,
      threshold: null,
    };
    const one = (
      name: string,
      prepare: PrepareOptions,
      psm = PSM.SINGLE_BLOCK,
    ): [string, PrepareOptions[], PSM] => [name, [prepare], psm];
    variants.push(
      one('1 pass: grey only (no scaling)', none),
      one('1 pass: grey + normalise', { ...none, normalise: true }),
      one('1 pass: + upscale to 1000, no deskew', { ...DEFAULT_PREPARE, deskew: false }),
      one('1 pass: + deskew (first pass)', DEFAULT_PREPARE),
      one('1 pass: same, auto page layout (PSM 3)', DEFAULT_PREPARE, PSM.AUTO),
      one('1 pass: same, PSM 4 (single column)', DEFAULT_PREPARE, PSM.SINGLE_COLUMN),
      one('1 pass: upscale to 700', { ...DEFAULT_PREPARE, minShortSide: 700 }),
      one('1 pass: upscale to 1400', { ...DEFAULT_PREPARE, minShortSide: 1400 }),
      one('1 pass: 1000 + threshold 128', { ...DEFAULT_PREPARE, threshold: 128 }),
      one('1 pass: 1000 + sharpen', { ...DEFAULT_PREPARE, sharpen: true }),
      one('1 pass: 1000 + CLAHE', { ...DEFAULT_PREPARE, clahe: true }),
      one('1 pass: 1400 + CLAHE', { ...DEFAULT_PREPARE, minShortSide: 1400, clahe: true }),
    );
  }
  if (args.includes('--compare') || args.includes('--second-passes')) {
    variants.splice(
      1,
      0,
      [
        '2 passes: second 1400',
        [DEFAULT_PREPARE, { ...DEFAULT_PREPARE, minShortSide: 1400 }],
        PSM.SINGLE_BLOCK,
      ],
      [
        '2 passes: second 1400 + CLAHE',
        [DEFAULT_PREPARE, { ...DEFAULT_PREPARE, minShortSide: 1400, clahe: true }],
        PSM.SINGLE_BLOCK,
      ],
    );
  }
  const outcomes = [];
  for (const [name, prepare, psm] of variants) {
    const outcome = await scoreVariant(name, prepare, psm);
    printSummary(outcome);
    outcomes.push(outcome);
  }
  const main = outcomes[0]!;
  const missed = main.results.filter((r) => !r.isExact);
  if (missed.length > 0 && !isVerbose) {
    console.log(`\nNot read exactly (${missed.length}):`);
    for (const r of missed)
      console.log(
        `  ${r.entry.file} (${r.entry.layout}, ${r.entry.font} ${r.entry.fontSize}px): ${describeMiss(r)}`,
      );
  }
  const c = main.summary.core;
  console.log(
    `\nCore values (4 per photo): ${c.values - c.missing - c.wrong} right, ${c.missing} not read, ${c.wrong} wrong; mean confidence ${c.meanConfidenceRight.toFixed(2)} when right, ${c.meanConfidenceWrong.toFixed(2)} when wrong; below 0.8: ${c.wrongBelow08} of the wrong, ${c.rightBelow08} of the right`,
  );
  console.log('');
  console.log(
    `Label photos read exactly (calories, protein, carbs and fat): ${pct(main.summary.exact).trim()} of ${main.summary.count} (target ≥ ${TARGET * 100} %)`,
  );
  console.log(main.summary.exact >= TARGET ? 'MEETS TARGET' : 'BELOW TARGET');
  process.exitCode = main.summary.exact >= TARGET ? 0 : 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
