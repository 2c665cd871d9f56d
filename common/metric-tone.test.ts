import { describe, expect, it } from 'vitest';
import { METRIC_DIRECTION, metricTone, type TMetricKey } from './metric-tone';

describe('metricTone', () => {
  it('reads a high stress, pain, fatigue or severity as bad and a low one as good', () => {
    for (const metric of ['stress', 'pain', 'fatigueLevel', 'severity'] as const) {
      expect(metricTone(metric, 7), `${metric} 7`).toBe('bad');
      expect(metricTone(metric, 10), `${metric} 10`).toBe('bad');
      expect(metricTone(metric, 5), `${metric} 5`).toBe('watch');
      expect(metricTone(metric, 3), `${metric} 3`).toBe('good');
      expect(metricTone(metric, 1), `${metric} 1`).toBe('good');
    }
  });

  it('reads a high mood, energy, clarity, digestion, sleep or overall score as good and a low one as bad', () => {
    for (const metric of ['mood', 'energy', 'mentalClarity', 'digestion', 'sleepScore', 'overall'] as const) {
      expect(metricTone(metric, 7), `${metric} 7`).toBe('good');
      expect(metricTone(metric, 10), `${metric} 10`).toBe('good');
      expect(metricTone(metric, 4), `${metric} 4`).toBe('watch');
      expect(metricTone(metric, 6), `${metric} 6`).toBe('watch');
      expect(metricTone(metric, 3), `${metric} 3`).toBe('bad');
    }
  });

  it('gives stress 7/10 the opposite tone of energy 7/10', () => {
    expect(metricTone('stress', 7)).toBe('bad');
    expect(metricTone('energy', 7)).toBe('good');
  });

  it('reads hours of sleep against a healthy band, not as more-is-better', () => {
    expect(metricTone('sleepHours', 4.5)).toBe('bad');
    expect(metricTone('sleepHours', 5)).toBe('watch');
    expect(metricTone('sleepHours', 6.5)).toBe('watch');
    expect(metricTone('sleepHours', 7)).toBe('good');
    expect(metricTone('sleepHours', 9)).toBe('good');
    expect(metricTone('sleepHours', 11)).toBe('watch');
  });

  it('is neutral for a missing, non-numeric or out-of-range value', () => {
    expect(metricTone('stress', null)).toBe('neutral');
    expect(metricTone('mood', undefined)).toBe('neutral');
    expect(metricTone('energy', Number.NaN)).toBe('neutral');
    expect(metricTone('stress', 0)).toBe('neutral');
    expect(metricTone('mood', 11)).toBe('neutral');
    expect(metricTone('sleepHours', 25)).toBe('neutral');
  });

  it('has a direction for every metric, and each tone on each scale', () => {
    const metrics = Object.keys(METRIC_DIRECTION) as TMetricKey[];
    expect(metrics.length).toBeGreaterThan(0);
    for (const metric of metrics) {
      const values = metric === 'sleepHours' ? [3, 6, 8] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
      expect(new Set(values.map((value) => metricTone(metric, value))), metric).toEqual(
        new Set(['good', 'watch', 'bad']),
      );
    }
  });
});
