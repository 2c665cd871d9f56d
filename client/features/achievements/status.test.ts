import { describe, expect, it } from 'vitest';
import { achievementTab, groupByTab } from './status';
import { achievementOf } from './testing';

describe('achievement status', () => {
  it('is earned with earnedAt, in progress with progress only, otherwise locked', () => {
    expect(achievementTab(achievementOf({ id: 'a', earnedAt: '2026-11-20T10:00:00Z' }))).toBe('Earned');
    expect(
      achievementTab(
        achievementOf({ id: 'b', earnedAt: '2026-11-20T10:00:00Z', progress: { current: 5, target: 5 } }),
      ),
    ).toBe('Earned');
    expect(achievementTab(achievementOf({ id: 'c', progress: { current: 0, target: 5 } }))).toBe(
      'In Progress',
    );
    expect(achievementTab(achievementOf({ id: 'd' }))).toBe('Locked');
  });

  it('filters by category and orders newest earned and closest to done first', () => {
    const list = [
      achievementOf({ id: 'old', earnedAt: '2026-10-01T10:00:00Z' }),
      achievementOf({ id: 'new', earnedAt: '2026-11-01T10:00:00Z' }),
      achievementOf({ id: 'half', progress: { current: 1, target: 2 } }),
      achievementOf({ id: 'most', progress: { current: 9, target: 10 } }),
      achievementOf({
        id: 'meal',
        progress: { current: 1, target: 3 },
        metadata: { category: 'Nutrition', points: 100 },
      }),
      achievementOf({ id: 'locked', metadata: { category: 'Community', points: 300 } }),
    ];
    const all = groupByTab(list, null);
    expect(all.Earned.map((a) => a.id)).toEqual(['new', 'old']);
    expect(all['In Progress'].map((a) => a.id)).toEqual(['most', 'half', 'meal']);
    expect(all.Locked.map((a) => a.id)).toEqual(['locked']);
    const nutrition = groupByTab(list, 'Nutrition');
    expect([nutrition.Earned.length, nutrition['In Progress'].length, nutrition.Locked.length]).toEqual([
      0, 1, 0,
    ]);
  });
});
