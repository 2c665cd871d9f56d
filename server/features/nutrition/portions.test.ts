import { describe, expect, it } from 'vitest';
import type { FoodMeasure } from '../../db/schema/nutrition';
import { parseItem } from './parse-quantity';
import { countableMeasure, densityOf, findMeasure, naturalMeasure, resolvePortion } from './portions';

// Measures as USDA SR24 lists them (NDB 01123 egg, 18069 white bread, 01079 2% milk, 09316 strawberries).
const EGG: FoodMeasure[] = [
  { amount: 1, name: 'cup (4.86 large eggs)', grams: 243 },
  { amount: 1, name: 'extra large', grams: 56 },
  { amount: 1, name: 'jumbo', grams: 63 },
  { amount: 1, name: 'large', grams: 50 },
  { amount: 1, name: 'medium', grams: 44 },
  { amount: 1, name: 'small', grams: 38 },
];
const BREAD: FoodMeasure[] = [
  { amount: 1, name: 'slice, large', grams: 30 },
  { amount: 1, name: 'oz', grams: 28.35 },
  { amount: 1, name: 'slice', grams: 25 },
];
const MILK: FoodMeasure[] = [
  { amount: 1, name: 'cup', grams: 244 },
  { amount: 1, name: 'fl oz', grams: 30.5 },
];
const STRAWBERRIES: FoodMeasure[] = [
  { amount: 1, name: 'cup, whole', grams: 144 },
  { amount: 1, name: 'medium (1-1/4" dia)', grams: 12 },
];
const PEAS: FoodMeasure[] = [{ amount: 0.5, name: 'cup', grams: 80 }];

describe('findMeasure', () => {
  it('prefers the plain measure over large, thin or small ones', () => {
    expect(findMeasure(BREAD, 'slice')?.grams).toBe(25);
  });
  it('matches on "amount name" and on a whole word inside the name', () => {
    expect(findMeasure(PEAS, '0.5 cup')?.grams).toBe(80);
    expect(
      findMeasure([{ amount: 1, name: 'doughnut medium (3-1/4" dia)', grams: 54 }], 'medium')?.grams,
    ).toBe(54);
    expect(findMeasure(EGG, 'bowl')).toBeNull();
  });
});

describe('resolvePortion', () => {
  const grams = (text: string, measures: FoodMeasure[], alias?: Parameters<typeof resolvePortion>[2]) =>
    resolvePortion(measures, parseItem(text), alias).grams;

  it('converts weights directly', () => {
    expect(grams('150 g chicken', EGG)).toBe(150);
    expect(grams('0.5 kg chicken', EGG)).toBe(500);
    expect(grams('2 oz chicken', EGG)).toBeCloseTo(56.7);
    expect(grams('1 lb chicken', EGG)).toBeCloseTo(453.6);
  });

  it("uses the food's own household measure for a unit", () => {
    expect(grams('2 slices of bread', BREAD)).toBe(50);
    expect(grams('1 1/2 cups of milk', MILK)).toBe(366);
    // A measure listed for half a cup still gives a cup's weight per cup.
    expect(grams('1 cup peas', PEAS)).toBe(160);
  });

  it('converts volumes through the food’s density, and assumes 1 g/ml without one', () => {
    expect(grams('250 ml milk', MILK)).toBeCloseTo(250 * (244 / 236.6), 1);
    expect(grams('a tbsp of milk', MILK)).toBeCloseTo(15 * (244 / 236.6), 1);
    expect(densityOf(EGG.slice(1))).toEqual({ gPerMl: 1, isAssumed: true });
    expect(grams('a glass of water', [])).toBe(240);
  });

  it('uses the documented defaults when the food lacks the unit', () => {
    expect(grams('a handful of almonds', [])).toBe(30);
    expect(grams('a slice of ham', [])).toBe(30);
    expect(grams('a bowl of soup', [])).toBe(360);
    expect(grams('a can of soda', [])).toBe(355);
  });

  it('scales a container by its size word', () => {
    expect(grams('a large glass of water', [])).toBeCloseTo(240 * 1.3);
  });

  it('reads sizes from the food’s measures, or between small and large', () => {
    expect(grams('2 large eggs', EGG)).toBe(100);
    expect(grams('a small egg', EGG)).toBe(38);
    expect(
      grams('a medium thing', [
        { amount: 1, name: 'small', grams: 100 },
        { amount: 1, name: 'large', grams: 200 },
      ]),
    ).toBe(150);
  });

  it('gives a bare count the alias unit, else the natural measure, else 100 g', () => {
    expect(grams('2 eggs', EGG, { ndb: '01123', unit: 'large' })).toBe(100);
    expect(grams('strawberries', STRAWBERRIES)).toBe(12);
    expect(naturalMeasure(STRAWBERRIES)?.grams).toBe(12);
    expect(grams('mystery', [])).toBe(100);
  });

  it('counts things, not cups, for "a few" or "a dozen"', () => {
    const alias = { ndb: '09316', unit: 'cup, whole' };
    expect(
      resolvePortion(STRAWBERRIES, parseItem('a few strawberries'), alias, { foodName: 'strawberries' })
        .grams,
    ).toBe(36);
    expect(countableMeasure([{ amount: 50, name: 'raisins', grams: 26 }], 'raisins')?.grams).toBe(26);
  });

  it('portions an addition by its alias, and by what it is added to', () => {
    const milk = { ndb: '01079', unit: 'cup', addition: 30, additionTo: { 'Breakfast Cereals': 122 } };
    const added = parseItem('milk', true);
    expect(resolvePortion(MILK, added, milk).grams).toBe(30);
    expect(resolvePortion(MILK, added, milk, { baseFoodGroup: 'Breakfast Cereals' }).grams).toBe(122);
    // An explicit amount wins over the addition default.
    expect(resolvePortion(MILK, parseItem('a cup of milk', true), milk).grams).toBe(244);
  });

  it("honours an alias's own meaning of a unit", () => {
    const wine = { ndb: '14096', units: { glass: 'serving 5 fl oz' } };
    const measures = [
      { amount: 1, name: 'fl oz', grams: 29.4 },
      { amount: 1, name: 'serving 5 fl oz', grams: 147 },
    ];
    expect(resolvePortion(measures, parseItem('2 glasses of wine'), wine).grams).toBe(294);
    expect(
      resolvePortion([], parseItem('a square of chocolate'), { ndb: '19904', units: { square: 10 } }).grams,
    ).toBe(10);
  });
});
