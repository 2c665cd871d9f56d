import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMealTextAnalysis } from '../../../contract/nutrition';
import { createTestDatabase } from '../../test/harness';
import { analyseMealText } from './analyse-text';
import { ensureUsdaFoods } from './food-data';
import { foodSearchRepository } from './food-search';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('USDA food data', () => {
  it('is loaded once per data version: all 8,857 foods, and a second load changes nothing', async () => {
    const { rows } = await database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM nutrition_foods',
    );
    expect(rows[0]!.n).toBe(8857);
    const again = await ensureUsdaFoods(database.pool);
    expect(again).toMatchObject({ loaded: false, foodCount: 8857 });
  });

  it('reloads in one transaction when the version differs, and concurrent starts load it once', async () => {
    await database.pool.query("UPDATE nutrition_food_dataset SET version = 'old'");
    const results = await Promise.all([ensureUsdaFoods(database.pool), ensureUsdaFoods(database.pool)]);
    expect(results.filter((r) => r.loaded)).toHaveLength(1);
    const { rows } = await database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM nutrition_foods',
    );
    expect(rows[0]!.n).toBe(8857);
  });

  it('keeps nutrients per 100 g and household measures as USDA gives them', async () => {
    const [egg] = await foodSearchRepository.byIds(database.db, ['01123']);
    expect(egg).toMatchObject({
      description: 'Egg, whole, raw, fresh',
      kcal: 143,
      foodGroup: 'Dairy and Egg Products',
    });
    expect(egg!.proteinG).toBeCloseTo(12.56);
    expect(egg!.measures).toContainEqual({ amount: 1, name: 'large', grams: 50 });
  });
});

describe('food search ranking', () => {
  const top = async (query: string, prefer = '') =>
    (await foodSearchRepository.search(database.db, query.split(' '), { prefer, limit: 1 }))[0]?.description;

  it.each([
    ['banana', 'Bananas, raw'],
    ['apple', 'Apples, raw, with skin'],
    ['broccoli', 'Broccoli, raw'],
    ['butter', 'Butter, salted'],
    ['strawberries', 'Strawberries, raw'],
    ['cheddar cheese', 'Cheese, cheddar'],
    ['quinoa', 'Quinoa, cooked'],
    ['kale', 'Kale, raw'],
  ])('ranks the everyday form first for "%s"', async (query, expected) => {
    expect(await top(query)).toBe(expected);
  });

  it('prefers the cooking method the person named', async () => {
    expect(await top('broccoli', '\\m(boiled|cooked)\\M')).toBe(
      'Broccoli, cooked, boiled, drained, without salt',
    );
    expect(await top('cod', '\\m(baked|roasted|dry heat)\\M')).toMatch(/^Fish, cod, .*cooked, dry heat$/);
  });

  it('does not answer with another kind of product or a food that only borrows the name', async () => {
    expect(await top('sardines')).toMatch(/^Fish, sardine, /);
    expect(await top('peanuts')).toMatch(/^Peanuts, /);
    expect(await top('orange')).toMatch(/^Oranges, raw/);
    expect(await top('meatloaf')).toBeUndefined();
    expect(await top('vegetarian meatloaf')).toBe('Vegetarian meatloaf or patties');
  });

  it('ranks generic foods above branded, baby and fast-food ones', async () => {
    const rows = await foodSearchRepository.search(database.db, ['chicken', 'nuggets'], { limit: 3 });
    expect(rows.length).toBeGreaterThan(0);
    const [first] = await foodSearchRepository.search(database.db, ['peas'], { limit: 1 });
    expect(first!.foodGroup).not.toBe('Baby Foods');
  });
});

describe('analyseMealText', () => {
  it('itemises "2 eggs and a slice of whole wheat toast, coffee with milk" with USDA ids and grams', async () => {
    const result = await analyseMealText(
      database.db,
      '2 eggs and a slice of whole wheat toast, coffee with milk',
    );
    expect(ZMealTextAnalysis.parse(result)).toEqual(result);
    expect(result.items.map((i) => [i.usdaId, i.grams])).toEqual([
      ['01123', 100],
      ['18076', 25],
      ['14209', 237],
      ['01079', 30],
    ]);
    // 2 × 50 g egg (143 kcal/100 g) + 25 g toast (306) + 237 g coffee (1) + 30 g 2% milk (50)
    expect(result.totals.calories).toBe(Math.round(143 + 76.5 + 2.37 + 15));
    const protein = result.items.reduce((sum, item) => sum + item.protein, 0);
    expect(result.totals.protein).toBeCloseTo(protein, 0);
    expect(result.unknown).toEqual([]);
  });

  it('uses cooking words to pick the USDA entry', async () => {
    const result = await analyseMealText(database.db, 'two boiled eggs, 3 scrambled eggs, a fried egg');
    expect(result.items.map((i) => i.usdaId)).toEqual(['01129', '01132', '01128']);
  });

  it('reads grams, household units and sizes', async () => {
    const result = await analyseMealText(
      database.db,
      '150g grilled chicken breast, 1 1/2 cups of rice, a large apple',
    );
    expect(result.items.map((i) => [i.usdaId, i.grams])).toEqual([
      ['05064', 150],
      ['20045', 237],
      ['09003', 223],
    ]);
  });

  it('answers honestly for a food it cannot find, with close matches and no numbers', async () => {
    const result = await analyseMealText(database.db, 'quinoa bake');
    expect(result.items).toEqual([]);
    expect(result.totals.calories).toBe(0);
    expect(result.unknown).toHaveLength(1);
    expect(result.unknown[0]!.message).toMatch(
      /^I couldn't find "quinoa bake" — did you mean "Quinoa, cooked"/,
    );
    expect(result.unknown[0]!.suggestions.map((s) => s.usdaId)).toContain('20137');
  });

  it('analyses what it can and lists the rest', async () => {
    const result = await analyseMealText(database.db, 'a banana and a blorfwich');
    expect(result.items.map((i) => i.usdaId)).toEqual(['09040']);
    expect(result.unknown.map((u) => u.text)).toEqual(['a blorfwich']);
    expect(result.totals.calories).toBe(105);
  });

  it('finds dishes named by a cooking word', async () => {
    const result = await analyseMealText(database.db, 'roast beef, fried rice and a baked potato');
    expect(result.items.map((i) => i.usdaId)).toEqual(['13880', '36602', '11674']);
  });

  it('does not count an amount no meal holds', async () => {
    const result = await analyseMealText(database.db, '999999 eggs and a banana');
    expect(result.items.map((i) => i.usdaId)).toEqual(['09040']);
    expect(result.unknown[0]!.message).toBe(
      'I couldn\'t count "999999 eggs": that amount is more than one meal would hold.',
    );
  });

  it('ignores stray words that are not foods', async () => {
    const result = await analyseMealText(database.db, 'a banana with, and');
    expect(result.items.map((i) => i.usdaId)).toEqual(['09040']);
    expect(result.unknown).toEqual([]);
  });

  it('records a dish as its USDA ingredients', async () => {
    const result = await analyseMealText(database.db, 'a tuna sandwich');
    expect(result.items.map((i) => i.usdaId)).toEqual(['15121', '18069', '04025']);
  });

  it('returns nothing for empty text', async () => {
    expect(await analyseMealText(database.db, '  ')).toEqual({
      items: [],
      unknown: [],
      totals: { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 },
    });
  });
});
