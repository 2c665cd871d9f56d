import { describe, expect, it } from 'vitest';
import { COMPOUND_FOOD_NAMES } from './aliases';
import { parseItem, parseNumber, splitMeal } from './parse-quantity';

const split = (text: string) => splitMeal(text, { compounds: COMPOUND_FOOD_NAMES });

describe('splitMeal', () => {
  it('splits a meal on commas, "and" and "with", marking what follows "with" as an addition', () => {
    expect(split('2 eggs and a slice of whole wheat toast, coffee with milk')).toEqual([
      { text: '2 eggs', isAddition: false },
      { text: 'a slice of whole wheat toast', isAddition: false },
      { text: 'coffee', isAddition: false },
      { text: 'milk', isAddition: true },
    ]);
  });

  it('splits on semicolons, new lines, "plus", "&", "+" and "on"', () => {
    expect(split('rice; beans\nsalsa plus cheese & chips + soda').map((p) => p.text)).toEqual([
      'rice',
      'beans',
      'salsa',
      'cheese',
      'chips',
      'soda',
    ]);
    expect(split('2 tbsp peanut butter on toast').map((p) => p.text)).toEqual([
      '2 tbsp peanut butter',
      'toast',
    ]);
  });

  it('keeps compound food names and "one and a half" whole', () => {
    expect(split('mac and cheese with a coke').map((p) => p.text)).toEqual(['mac and cheese', 'a coke']);
    expect(split('one and a half cups of milk').map((p) => p.text)).toEqual(['one and a half cups of milk']);
  });

  it('reads a pasted list with bullets', () => {
    expect(split('- 2 eggs\n• toast\n* 1 cup of coffee').map((p) => p.text)).toEqual([
      '2 eggs',
      'toast',
      '1 cup of coffee',
    ]);
  });

  it('drops a label before a colon and empty or punctuation-only parts', () => {
    expect(split('Breakfast: 2 eggs, , toast.').map((p) => p.text)).toEqual(['2 eggs', 'toast']);
  });
});

describe('parseNumber', () => {
  it.each([
    ['2', 2],
    ['1.5', 1.5],
    ['.5', 0.5],
    ['1/2', 0.5],
    ['1 1/2', 1.5],
    ['2-3', 2.5],
    ['abc', null],
    ['1/0', null],
  ])('reads %s as %s', (token, value) => {
    expect(parseNumber(token)).toBe(value);
  });
});

describe('parseItem', () => {
  it.each([
    ['2 eggs', 2, null, 'eggs'],
    ['a banana', 1, null, 'banana'],
    ['an apple', 1, null, 'apple'],
    ['half an avocado', 0.5, null, 'avocado'],
    ['half a cup of rice', 0.5, 'cup', 'rice'],
    ['a couple of eggs', 2, null, 'eggs'],
    ['a few strawberries', 3, null, 'strawberries'],
    ['a dozen almonds', 12, null, 'almonds'],
    ['two slices of bread', 2, 'slice', 'bread'],
    ['1.5 cups of orange juice', 1.5, 'cup', 'orange juice'],
    ['1 1/2 cups milk', 1.5, 'cup', 'milk'],
    ['one and a half cups of milk', 1.5, 'cup', 'milk'],
    ['1/2 cup cottage cheese', 0.5, 'cup', 'cottage cheese'],
    ['½ cup oatmeal', 0.5, 'cup', 'oatmeal'],
    ['150g chicken breast', 150, 'g', 'chicken breast'],
    ['0.5 kg potatoes', 0.5, 'kg', 'potatoes'],
    ['8 oz steak', 8, 'oz', 'steak'],
    ['1 lb ground beef', 1, 'lb', 'ground beef'],
    ['250ml milk', 250, 'ml', 'milk'],
    ['2 l water', 2, 'l', 'water'],
    ['2 tbsp peanut butter', 2, 'tbsp', 'peanut butter'],
    ['a teaspoon of sugar', 1, 'tsp', 'sugar'],
    ['a piece of cake', 1, 'piece', 'cake'],
    ['a can of coke', 1, 'can', 'coke'],
    ['a bowl of oatmeal', 1, 'bowl', 'oatmeal'],
    ['a glass of milk', 1, 'glass', 'milk'],
    ['a handful of almonds', 1, 'handful', 'almonds'],
  ])('reads "%s" as %s × %s of %s', (text, quantity, unit, food) => {
    const item = parseItem(text);
    expect(item.quantity).toBe(quantity);
    expect(item.unit).toBe(unit);
    expect(item.food).toBe(food);
  });

  it('reads sizes, alone and before a unit', () => {
    expect(parseItem('a medium banana')).toMatchObject({
      quantity: 1,
      size: 'medium',
      unit: null,
      food: 'banana',
    });
    expect(parseItem('a large bowl of soup')).toMatchObject({ size: 'large', unit: 'bowl', food: 'soup' });
    expect(parseItem('2 small apples')).toMatchObject({ quantity: 2, size: 'small', food: 'apples' });
    expect(parseItem('an extra large egg')).toMatchObject({ size: 'extra large', food: 'egg' });
  });

  it('takes cooking words out of the name and records them', () => {
    expect(parseItem('two boiled eggs')).toMatchObject({ quantity: 2, cooking: ['boiled'], food: 'eggs' });
    expect(parseItem('grilled chicken breast')).toMatchObject({
      cooking: ['grilled'],
      food: 'chicken breast',
    });
    expect(parseItem('3 scrambled eggs')).toMatchObject({ cooking: ['scrambled'], food: 'eggs' });
    expect(parseItem('hard-boiled egg')).toMatchObject({ cooking: ['hard-boiled'], food: 'egg' });
    expect(parseItem('fried, baked, roasted, steamed, raw, toasted carrots').cooking).toEqual([
      'fried',
      'baked',
      'roasted',
      'steamed',
      'raw',
      'toasted',
    ]);
  });

  it('reads a unit word after the food as the unit, unless the whole name is a known food', () => {
    expect(parseItem('a large pizza slice')).toMatchObject({ size: 'large', unit: 'slice', food: 'pizza' });
    expect(parseItem('3 chicken pieces')).toMatchObject({ quantity: 3, unit: 'piece', food: 'chicken' });
    expect(parseItem('a salmon fillet', false, { knownFoods: new Set(['salmon fillet']) })).toMatchObject({
      unit: null,
      food: 'salmon fillet',
    });
    expect(parseItem('peanut butter cup')).toMatchObject({ unit: null, food: 'peanut butter cup' });
  });

  it('keeps the name with its cooking words for dishes named by them', () => {
    expect(parseItem('roast beef')).toMatchObject({ name: 'roast beef', food: 'beef', cooking: ['roasted'] });
    expect(parseItem('2 cups of fried rice')).toMatchObject({ name: 'fried rice', food: 'rice' });
  });

  it('leaves nothing to look up for filler words alone', () => {
    expect(parseItem('it').food).toBe('');
    expect(parseItem('a a a').food).toBe('');
    expect(parseItem('this').food).toBe('');
  });

  it('marks a missing quantity as implied (one of the food’s usual portion)', () => {
    expect(parseItem('coffee')).toMatchObject({
      quantity: 1,
      isQuantityImplied: true,
      unit: null,
      food: 'coffee',
    });
    expect(parseItem('some rice')).toMatchObject({ quantity: 1, isQuantityImplied: true, food: 'rice' });
    expect(parseItem('an egg').isQuantityImplied).toBe(false);
  });

  it('does not read a unit word as a unit when nothing follows it, nor a bare "l" or "g" without a number', () => {
    expect(parseItem('a cup')).toMatchObject({ unit: null, food: 'cup' });
    expect(parseItem('g fuel')).toMatchObject({ unit: null, food: 'g fuel' });
  });
});
