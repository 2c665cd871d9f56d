import { describe, expect, it } from 'vitest';
import { singular, toTsQuery } from './food-search';

describe('toTsQuery', () => {
  it('ANDs the words, splits hyphenated ones and drops punctuation and one-letter words', () => {
    expect(toTsQuery(['whole-wheat', 'toast'])).toBe('whole & wheat & toast');
    expect(toTsQuery(["kellogg's", 'corn', 'flakes'])).toBe('kelloggs & corn & flakes');
    expect(toTsQuery(['a', 'x', '(egg)'])).toBe('egg');
    expect(toTsQuery(['quinoa', 'bake'], 'or')).toBe('quinoa | bake');
    expect(toTsQuery(["');", 'drop', 'table!'])).toBe('drop & table');
  });
});

describe('singular', () => {
  it.each([
    ['eggs', 'egg'],
    ['berries', 'berry'],
    ['tomatoes', 'tomato'],
    ['glasses', 'glass'],
    ['peaches', 'peach'],
    ['hummus', 'hummus'],
    ['couscous', 'couscous'],
    ['asparagus', 'asparagus'],
    ['rice', 'rice'],
  ])('%s → %s', (plural, one) => {
    expect(singular(plural)).toBe(one);
  });
});
