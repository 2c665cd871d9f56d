import { describe, expect, it } from 'vitest';
import {
  chooseTips,
  discountPercent,
  matchTerm,
  normaliseText,
  type SearchableProduct,
  searchProducts,
  searchScore,
  type TipRule,
  tipReasonText,
} from './shop';

const product = (name: string, overrides: Partial<SearchableProduct> = {}): SearchableProduct => ({
  name,
  brand: 'Acme',
  description: '',
  tags: [],
  categoryLabel: 'Sleep',
  isRecommended: false,
  ...overrides,
});

describe('normaliseText', () => {
  it('drops case, accents and punctuation', () => {
    expect(normaliseText('  Crème-Brûlée,  THÉ! ')).toBe('creme brulee the');
  });
});

describe('discountPercent', () => {
  it('is the whole percent off a higher was-price, else null', () => {
    expect(discountPercent(7500, 10000)).toBe(25);
    expect(discountPercent(2999, 3999)).toBe(25);
    expect(discountPercent(1000, null)).toBeNull();
    expect(discountPercent(1000, 1000)).toBeNull();
    expect(discountPercent(1000, 900)).toBeNull();
  });
});

describe('searchProducts', () => {
  const heatPad = product('XL heating pad', { brand: 'Sunbeam', categoryLabel: 'Pain relief aids' });
  const mask = product('Sleep mask', { brand: 'Manta', description: 'Blocks light during a migraine.' });
  const journal = product('Five Minute Journal', { tags: ['headache', 'mood'], categoryLabel: 'Journals' });
  const wrap = product('Back wrap', { description: 'A heat wrap for the lower back.', isRecommended: true });
  const all = [mask, journal, heatPad, wrap];

  it('ranks a match in the name above one in the description', () => {
    expect(searchProducts(all, 'heat')).toEqual([heatPad, wrap]);
  });

  it('ignores case and accents in the query', () => {
    expect(searchProducts(all, 'HÉATING')).toEqual([heatPad]);
    expect(searchProducts(all, 'mánta')).toEqual([mask]);
  });

  it('needs every word of the query to match somewhere', () => {
    expect(searchProducts(all, 'sleep migraine')).toEqual([mask]);
    expect(searchProducts(all, 'sleep heating')).toEqual([]);
  });

  it('finds tags and category names, and a plural finds the singular', () => {
    expect(searchProducts(all, 'headaches')).toEqual([journal]);
    expect(searchProducts(all, 'pain relief')).toEqual([heatPad]);
  });

  it('keeps our picks first, then the catalogue order, when the query does not decide', () => {
    expect(searchProducts(all, '')).toEqual([wrap, mask, journal, heatPad]);
    expect(searchProducts(all, '   ')).toEqual([wrap, mask, journal, heatPad]);
  });

  it('scores an exact word above a word it only starts', () => {
    const exact = searchScore(product('Pad'), 'pad');
    const prefix = searchScore(product('Padded'), 'pad');
    expect(exact).not.toBeNull();
    expect(prefix).not.toBeNull();
    expect(exact as number).toBeGreaterThan(prefix as number);
    expect(searchScore(product('Pad'), 'zebra')).toBeNull();
  });
});

describe('tips', () => {
  const rule = (id: string, matches: Record<string, string>, isGeneral = false): TipRule => ({
    id,
    matches,
    isGeneral,
    category: null,
  });
  const rules = [
    rule('headache-diary', { headache: 'headaches', migraine: 'migraines' }),
    rule('dark-room', { migraine: 'migraines', headache: 'headaches' }),
    rule('gentle-heat', { 'joint pain': 'joint pain', arthritis: 'arthritis' }),
    rule('thyroid', { thyroid: 'a thyroid condition' }),
    rule('water', {}, true),
    rule('wake-time', { sleep: 'sleep problems' }, true),
  ];

  it('matches a word at the start of a word of the symptom, in any case or accent', () => {
    expect(matchTerm(rules[0] as TipRule, 'Headache')).toBe('headaches');
    expect(matchTerm(rules[0] as TipRule, 'MIGRAINES')).toBe('migraines');
    expect(matchTerm(rules[2] as TipRule, 'Joint Pain')).toBe('joint pain');
    expect(matchTerm(rules[3] as TipRule, 'Hypothyroid')).toBeNull();
    expect(matchTerm(rules[3] as TipRule, 'Thyroïd Issues')).toBe('a thyroid condition');
  });

  it('says why a tip is shown', () => {
    expect(tipReasonText({ kind: 'symptom', label: 'headaches' })).toBe(
      'Because you logged headaches this month',
    );
    expect(tipReasonText({ kind: 'condition', label: 'arthritis' })).toBe(
      'Because your profile lists arthritis',
    );
  });

  it('gives only general tips, without reasons, when nothing is logged', () => {
    const chosen = chooseTips(rules, { symptoms: [], conditions: [] }, 3);
    expect(chosen.map((c) => [c.rule.id, c.reason])).toEqual([
      ['water', null],
      ['wake-time', null],
    ]);
  });

  it('takes one tip per symptom first, the most often logged symptom first, then conditions', () => {
    const chosen = chooseTips(
      rules,
      { symptoms: ['Joint Pain', 'Headache', 'Headache'], conditions: ['Thyroid Issues'] },
      3,
    );
    expect(chosen.map((c) => [c.rule.id, c.reason])).toEqual([
      ['headache-diary', { kind: 'symptom', label: 'headaches' }],
      ['gentle-heat', { kind: 'symptom', label: 'joint pain' }],
      ['thyroid', { kind: 'condition', label: 'a thyroid condition' }],
    ]);
  });

  it('adds a symptom’s further tips, then general ones, up to the limit, each tip once', () => {
    const chosen = chooseTips(rules, { symptoms: ['Migraine', 'Migraine'], conditions: [] }, 4);
    expect(chosen.map((c) => [c.rule.id, c.reason?.kind ?? null])).toEqual([
      ['headache-diary', 'symptom'],
      ['dark-room', 'symptom'],
      ['water', null],
      ['wake-time', null],
    ]);
  });

  it('shows nothing personal for symptoms no tip is about', () => {
    const chosen = chooseTips(rules, { symptoms: ['Chest Pain', 'Shortness of Breath'], conditions: [] }, 3);
    expect(chosen.every((c) => c.reason === null)).toBe(true);
  });
});
