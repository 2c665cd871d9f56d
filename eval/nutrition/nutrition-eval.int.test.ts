import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseMealText } from '../../server/features/nutrition/analyse-text';
import { readUsdaFoodFile } from '../../server/features/nutrition/food-data';
import { createTestDatabase } from '../../server/test/harness';
import { CALORIE_TARGET, evaluate, formatReport, loadCases } from './evaluate';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const cases = loadCases();

describe('the labelled nutrition set (eval/nutrition/phrases.json)', () => {
  it('has at least 120 phrases, single foods and meals, with auditable references', () => {
    expect(cases.length).toBeGreaterThanOrEqual(120);
    expect(cases.some((c) => c.kind === 'meal')).toBe(true);
    expect(cases.some((c) => c.kind === 'single')).toBe(true);
  });

  it('computes every expected total from the referenced USDA foods and grams', () => {
    const foods = new Map(readUsdaFoodFile().foods.map((f) => [f[0], f]));
    for (const c of cases) {
      let kcal = 0;
      let protein = 0;
      for (const ref of c.reference) {
        const food = foods.get(ref.ndb);
        expect(food, `case ${c.id}: NDB ${ref.ndb}`).toBeDefined();
        expect(ref.description).toBe(food![2]);
        kcal += (food![3] * ref.grams) / 100;
        protein += ((food![4] ?? 0) * ref.grams) / 100;
      }
      expect(c.expected.calories, `case ${c.id}`).toBeCloseTo(kcal, 0);
      expect(c.expected.protein, `case ${c.id}`).toBeCloseTo(protein, 0);
    }
  });

  it(`meets the target: at least ${CALORIE_TARGET * 100}% within ±10% of the reference calories`, async () => {
    const { summary } = await evaluate(cases, (text) => analyseMealText(database.db, text));
    if (!summary.isTargetMet) console.log(formatReport(summary));
    expect(summary.caloriesWithin).toBeGreaterThanOrEqual(CALORIE_TARGET);
  });
});
