import { describe, expect, it } from 'vitest';
import { FOOD_ALIASES } from './aliases';
import { readUsdaFoodFile } from './food-data';
import { findMeasure } from './portions';

const foods = new Map(readUsdaFoodFile().foods.map((f) => [f[0], f]));

describe('FOOD_ALIASES', () => {
  it('has a few hundred everyday words', () => {
    expect(Object.keys(FOOD_ALIASES).length).toBeGreaterThanOrEqual(250);
  });

  it.each(Object.entries(FOOD_ALIASES))('"%s" points at USDA foods that exist', (_word, alias) => {
    const ids = [alias.ndb, ...Object.values(alias.cooking ?? {}), ...(alias.parts ?? []).map((p) => p.ndb)];
    for (const id of ids) expect(foods.has(id!), `NDB ${id}`).toBe(true);
  });

  it.each(Object.entries(FOOD_ALIASES).filter(([, a]) => a.unit && !a.grams && !a.parts))(
    '"%s" names a household measure its food has',
    (_word, alias) => {
      const measures = foods.get(alias.ndb)![11].map(([amount, name, grams]) => ({ amount, name, grams }));
      expect(findMeasure(measures, alias.unit!), `${alias.ndb} ${alias.unit}`).not.toBeNull();
    },
  );

  it('maps the documented examples to the everyday form', () => {
    const description = (word: string) => foods.get(FOOD_ALIASES[word]!.ndb)![2];
    expect(description('toast')).toBe('Bread, white, commercially prepared, toasted');
    expect(description('whole wheat toast')).toBe('Bread, whole-wheat, commercially prepared, toasted');
    expect(description('oatmeal')).toMatch(/^Cereals, oats, regular and quick, .*cooked with water/);
    expect(description('egg')).toBe('Egg, whole, raw, fresh');
    expect(foods.get(FOOD_ALIASES.egg!.cooking!.boiled!)![2]).toBe('Egg, whole, cooked, hard-boiled');
    expect(description('rice')).toBe('Rice, white, long-grain, regular, cooked');
    expect(description('milk')).toMatch(/^Milk, reduced fat, fluid, 2% milkfat/);
    expect(description('chicken breast')).toBe(
      'Chicken, broilers or fryers, breast, meat only, cooked, roasted',
    );
    expect(description('banana')).toBe('Bananas, raw');
    expect(description('apple')).toBe('Apples, raw, with skin');
    expect(description('coffee')).toBe('Coffee, brewed from grounds, prepared with tap water');
  });
});
