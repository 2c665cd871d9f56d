import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TMealTextAnalysis } from '../../contract/nutrition';

/** The labelled set (eval/nutrition/README.md explains how references were chosen). */
export const PHRASES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'phrases.json');

/**
 * At least 90% of phrases within ±10% of the reference calories (docs/product/nutrition.md#measured-quality).
 */
export const CALORIE_TARGET = 0.9;
/** Within ±10%, or within an absolute slack for near-zero references (a cup of tea is 2 kcal). */
export const TOLERANCE = { relative: 0.1, kcal: 5, proteinG: 1 } as const;

export type EvalCase = {
  id: number;
  text: string;
  kind: 'single' | 'meal';
  expected: { calories: number; protein: number };
  reference: Array<{ ndb: string; grams: number; note: string; description: string }>;
};

export type CaseResult = {
  case: EvalCase;
  calories: number;
  protein: number;
  calorieError: number;
  proteinError: number;
  isCaloriesOk: boolean;
  isProteinOk: boolean;
  analysis: TMealTextAnalysis;
};

export type EvalSummary = {
  count: number;
  caloriesWithin: number;
  proteinWithin: number;
  medianCalorieError: number;
  medianProteinError: number;
  misses: CaseResult[];
  isTargetMet: boolean;
};

export function loadCases(file = PHRASES_FILE): EvalCase[] {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { cases: EvalCase[] }).cases;
}

/** Relative error against the reference; 0 when both are 0, 1 when only the reference is 0. */
export function relativeError(actual: number, expected: number): number {
  if (expected === 0) return actual === 0 ? 0 : 1;
  return Math.abs(actual - expected) / expected;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function scoreCase(c: EvalCase, analysis: TMealTextAnalysis): CaseResult {
  const calories = analysis.totals.calories;
  const protein = analysis.totals.protein;
  const calorieError = relativeError(calories, c.expected.calories);
  const proteinError = relativeError(protein, c.expected.protein);
  return {
    case: c,
    calories,
    protein,
    calorieError,
    proteinError,
    isCaloriesOk:
      calorieError <= TOLERANCE.relative || Math.abs(calories - c.expected.calories) <= TOLERANCE.kcal,
    isProteinOk:
      proteinError <= TOLERANCE.relative || Math.abs(protein - c.expected.protein) <= TOLERANCE.proteinG,
    analysis,
  };
}

export async function evaluate(
  cases: EvalCase[],
  analyse: (text: string) => Promise<TMealTextAnalysis>,
): Promise<{ results: CaseResult[]; summary: EvalSummary }> {
  const results: CaseResult[] = [];
  for (const c of cases) results.push(scoreCase(c, await analyse(c.text)));
  const count = results.length;
  const caloriesWithin = results.filter((r) => r.isCaloriesOk).length / count;
  return {
    results,
    summary: {
      count,
      caloriesWithin,
      proteinWithin: results.filter((r) => r.isProteinOk).length / count,
      medianCalorieError: median(results.map((r) => r.calorieError)),
      medianProteinError: median(results.map((r) => r.proteinError)),
      misses: results.filter((r) => !r.isCaloriesOk || !r.isProteinOk),
      isTargetMet: caloriesWithin >= CALORIE_TARGET,
    },
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatReport(summary: EvalSummary): string {
  const lines = [
    `Nutrition eval: ${summary.count} phrases`,
    `  calories within ±10%: ${pct(summary.caloriesWithin)} (target ≥ ${pct(CALORIE_TARGET)})`,
    `  protein within ±10%:  ${pct(summary.proteinWithin)}`,
    `  median error: calories ${pct(summary.medianCalorieError)}, protein ${pct(summary.medianProteinError)}`,
  ];
  if (summary.misses.length > 0) {
    lines.push(`  misses (${summary.misses.length}):`);
    for (const miss of summary.misses) {
      const what = [
        miss.isCaloriesOk
          ? ''
          : `calories ${miss.calories} vs ${miss.case.expected.calories} (${pct(miss.calorieError)})`,
        miss.isProteinOk
          ? ''
          : `protein ${miss.protein} vs ${miss.case.expected.protein} (${pct(miss.proteinError)})`,
      ]
        .filter(Boolean)
        .join('; ');
      const found = miss.analysis.items.map((i) => `${i.usdaId} ${i.grams} g`).join(', ');
      const unknown = miss.analysis.unknown.map((u) => `?"${u.text}"`).join(', ');
      const expected = miss.case.reference.map((r) => `${r.ndb} ${r.grams} g`).join(', ');
      lines.push(`    #${miss.case.id} "${miss.case.text}": ${what}`);
      lines.push(`        got [${[found, unknown].filter(Boolean).join(', ')}] expected [${expected}]`);
    }
  }
  lines.push(summary.isTargetMet ? 'Target met.' : 'Target NOT met.');
  return lines.join('\n');
}
