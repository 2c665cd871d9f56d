import { AB_MESSAGES, type TExperiment } from '@contract/ab-testing';
import { describe, expect, it } from 'vitest';
import {
  availableActions,
  describeDifference,
  formatAverageValue,
  formatPValue,
  formatRate,
  overviewCounts,
  recentExperiments,
  significanceLabel,
  weightShare,
} from './format';

function experiment(overrides: Partial<TExperiment>): TExperiment {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    key: 'landing_cta',
    name: 'Landing call to action',
    description: '',
    isActive: true,
    status: 'active',
    variants: [
      { id: 'control', name: 'Control', weight: 50, isControl: true, config: {} },
      { id: 'b', name: 'Variant B', weight: 50, isControl: false, config: {} },
    ],
    metrics: { primary: 'signup', kind: 'conversion' },
    minSamplePerVariant: 100,
    participants: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    pausedAt: null,
    endedAt: null,
    ...overrides,
  };
}

describe('the overview', () => {
  it('counts experiments by state and adds up their participants', () => {
    const list = [
      experiment({ status: 'active', participants: 120 }),
      experiment({ status: 'active', participants: 5 }),
      experiment({ status: 'paused', participants: 30 }),
      experiment({ status: 'ended', participants: 1000 }),
    ];
    expect(overviewCounts(list)).toEqual({ active: 2, paused: 1, ended: 1, participants: 1155 });
    expect(overviewCounts([])).toEqual({ active: 0, paused: 0, ended: 0, participants: 0 });
  });

  it('lists the five newest experiments, newest first', () => {
    const list = Array.from({ length: 7 }, (_, day) =>
      experiment({ name: `Day ${day + 1}`, createdAt: `2026-11-0${day + 1}T09:00:00.000Z` }),
    );
    expect(recentExperiments(list).map((e) => e.name)).toEqual(['Day 7', 'Day 6', 'Day 5', 'Day 4', 'Day 3']);
    expect(recentExperiments(list, 7)).toHaveLength(7);
  });
});

describe('the actions', () => {
  it('offers Pause and End while active, Resume and End while paused, nothing once ended', () => {
    expect(availableActions('active')).toEqual(['pause', 'end']);
    expect(availableActions('paused')).toEqual(['resume', 'end']);
    expect(availableActions('ended')).toEqual([]);
  });
});

describe('the results in words', () => {
  it('labels significance: Calculating... without a verdict, else Significant or Not Significant', () => {
    expect(significanceLabel({})).toBe(AB_MESSAGES.calculating);
    expect(significanceLabel({ statisticalSignificance: undefined })).toBe('Calculating...');
    expect(significanceLabel({ statisticalSignificance: true })).toBe('Significant');
    expect(significanceLabel({ statisticalSignificance: false })).toBe('Not Significant');
  });

  it('says where the difference with the control lies, in percentage points', () => {
    expect(describeDifference({ low: 1.234, high: 3.4 })).toBe(
      'Between 1.2 and 3.4 points higher than the control (95% confidence).',
    );
    expect(describeDifference({ low: -3.4, high: -1.25 })).toBe(
      'Between 1.3 and 3.4 points lower than the control (95% confidence).',
    );
    expect(describeDifference({ low: -1, high: 2.5 })).toBe(
      'Between 1.0 point lower and 2.5 points higher than the control (95% confidence), so the difference may be zero.',
    );
    expect(describeDifference({ low: 0, high: 0 })).toBe('No difference from the control (95% confidence).');
  });

  it('writes rates, values, p-values and weight shares as the screen shows them', () => {
    expect(formatRate(12.345)).toBe('12.3%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatAverageValue(null)).toBe('No values recorded');
    expect(formatAverageValue(42.456)).toBe('42.46');
    expect(formatPValue(0.0321)).toBe('p = 0.032');
    expect(formatPValue(0.0004)).toBe('p < 0.001');
    const variants = [
      { id: 'a', name: 'A', weight: 1, isControl: true, config: {} },
      { id: 'b', name: 'B', weight: 3, isControl: false, config: {} },
    ];
    expect(variants.map((v) => weightShare(v, variants))).toEqual(['25%', '75%']);
  });
});
