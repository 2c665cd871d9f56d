import type { Database } from '../../server/db/client';
import { analyseMealText } from '../../server/features/nutrition/analyse-text';
import { ensureUsdaFoods } from '../../server/features/nutrition/food-data';

/**
 * Text analysis of a 3-item meal, p95 ≤ 20 ms server time (benchmark only;
 * docs/operations.md#performance-budgets).
 */
export const NUTRITION_TEXT_TARGET_P95_MS = 20;

const MEALS = [
  '2 eggs and a slice of whole wheat toast, coffee with milk',
  '150g grilled chicken breast, 1 cup of brown rice and steamed broccoli',
  'a bowl of oatmeal with blueberries, a banana and a glass of orange juice',
  'a tuna sandwich, an apple and a can of coke',
];

export type NutritionTextTimings = { runs: number; p50Ms: number; p95Ms: number; maxMs: number };

/** Times analyseMealText in this process against the server's database (USDA data loaded first). */
export async function measureNutritionText(database: Database, runs = 400): Promise<NutritionTextTimings> {
  await ensureUsdaFoods(database.pool);
  for (let i = 0; i < 40; i++) await analyseMealText(database.db, MEALS[i % MEALS.length]!);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await analyseMealText(database.db, MEALS[i % MEALS.length]!);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 100) / 100;
  return { runs, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}

export function formatNutritionText(t: NutritionTextTimings): string {
  const met = t.p95Ms <= NUTRITION_TEXT_TARGET_P95_MS ? 'met' : 'missed';
  return `Nutrition text analysis (3-item meal, ${t.runs} runs): p50 ${t.p50Ms} ms, p95 ${t.p95Ms} ms, max ${t.maxMs} ms — target p95 ≤ ${NUTRITION_TEXT_TARGET_P95_MS} ms (${met})`;
}
