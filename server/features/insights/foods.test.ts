import { describe, expect, it } from 'vitest';
import { foodFlags, mealFlags } from './foods';

describe('food flags', () => {
  it('finds each flag in what people write and in the food table’s descriptions', () => {
    expect(foodFlags('2 slices of toast with butter').sort()).toEqual(['dairy', 'gluten']);
    expect(foodFlags('Milk, whole, 3.25% milkfat')).toEqual(['dairy']);
    expect(foodFlags('a latte')).toEqual(['dairy', 'caffeine']);
    expect(foodFlags('Beverages, coffee, brewed')).toEqual(['caffeine']);
    expect(foodFlags('glass of red wine')).toEqual(['alcohol']);
    expect(foodFlags('2 beers')).toEqual(['alcohol', 'gluten']);
    expect(foodFlags('spaghetti bolognese')).toEqual(['gluten']);
    expect(foodFlags('chocolate cookies').sort()).toEqual(['gluten', 'sugar']);
    expect(foodFlags('can of cola').sort()).toEqual(['caffeine', 'sugar']);
  });

  it('leaves out the opposite phrases and unrelated words', () => {
    expect(foodFlags('oat milk')).toEqual([]);
    expect(foodFlags('peanut butter on rice cake')).toEqual([]);
    expect(foodFlags('decaf coffee')).toEqual([]);
    expect(foodFlags('herbal tea')).toEqual([]);
    expect(foodFlags('gluten-free bread')).toEqual([]);
    expect(foodFlags('ginger ale')).toEqual([]);
    expect(foodFlags('sugar-free gum')).toEqual([]);
    expect(foodFlags('grilled salmon with rice and steamed broccoli')).toEqual([]);
    // Whole words only: 'teal', 'steak', 'alemon' are not tea or ale.
    expect(foodFlags('steak with teal salt')).toEqual([]);
  });

  it('a meal carries the flags of any of its foods', () => {
    expect([...mealFlags(['black coffee', 'scrambled eggs', 'cheddar'])].sort()).toEqual([
      'caffeine',
      'dairy',
    ]);
    expect(mealFlags([]).size).toBe(0);
  });
});
