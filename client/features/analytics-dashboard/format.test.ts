import { describe, expect, it } from 'vitest';
import { dayPoints, featureLabel, shortDay, sparseTicks, wholePercent } from './format';

describe('analytics dashboard formats', () => {
  it('labels days and features in words', () => {
    expect(shortDay('2026-03-01')).toBe('Mar 1');
    expect(shortDay('2025-12-31')).toBe('Dec 31');
    expect(featureLabel('water_tracking')).toBe('Water tracking');
    expect(featureLabel('ai_assistant')).toBe('AI assistant');
  });

  it('turns a daily series into chart points', () => {
    expect(dayPoints([{ date: '2026-03-11', count: 4 }])).toEqual([{ label: 'Mar 11', value: 4 }]);
  });
});

describe('sparseTicks and wholePercent', () => {
  it('keeps one label in every n, away from both ends', () => {
    expect(sparseTicks(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 3)).toEqual(['', '', 'c', '', '', 'f', '']);
    expect(sparseTicks(['a', 'b', 'c', 'd', 'e'], 5)).toEqual(['', '', 'c', '', '']);
  });

  it('rounds a retention percent to a whole number', () => {
    expect(wholePercent(85.7)).toBe('86%');
    expect(wholePercent(null)).toBe('–');
  });
});
