import { describe, expect, it } from 'vitest';
import { slopeSentence, sparseTicks, trendTone } from './present';

describe('trendTone', () => {
  it('reads a rise as good where higher is better and as bad where it is worse', () => {
    expect(trendTone({ trend: 'up', higherIsBetter: true })).toBe('good');
    expect(trendTone({ trend: 'up', higherIsBetter: false })).toBe('bad');
    expect(trendTone({ trend: 'down', higherIsBetter: true })).toBe('bad');
    expect(trendTone({ trend: 'down', higherIsBetter: false })).toBe('good');
    expect(trendTone({ trend: 'flat', higherIsBetter: true })).toBe('neutral');
    expect(trendTone({ trend: null, higherIsBetter: true })).toBe('neutral');
  });
});

describe('slopeSentence', () => {
  it('gives the slope and its interval per week', () => {
    expect(
      slopeSentence({ label: 'Stress', trend: 'down', slope: { perDay: -0.1, low: -0.2, high: -0.05 } }),
    ).toBe('Falling by about −0.7 points a week (95 % interval −1.4 to −0.35 a week).');
    expect(
      slopeSentence({ label: 'Sleep', trend: 'flat', slope: { perDay: 0.01, low: -0.02, high: 0.04 } }),
    ).toBe('No clear change in sleep: the 95 % interval −0.14 to +0.28 a week includes no change.');
    expect(slopeSentence({ label: 'Mood', trend: null, slope: null })).toBeNull();
  });
});

describe('sparseTicks', () => {
  it('labels about 6 days evenly, always the last', () => {
    const labels = Array.from({ length: 30 }, (_, i) => `d${i + 1}`);
    const ticks = sparseTicks(labels);
    expect(ticks.filter(Boolean).length).toBeLessThanOrEqual(6);
    expect(ticks.at(-1)).toBe('d30');
    expect(sparseTicks(['a', 'b'])).toEqual(['a', 'b']);
  });
});
