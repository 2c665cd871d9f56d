import { describe, expect, it } from 'vitest';
import { XP_TABLE } from '../../../common/gamification';
import {
  type ActivityFacts,
  activityXp,
  addTo,
  type FrozenDays,
  longestRun,
  metricsOf,
  streaksOf,
} from './facts';

const noFreezes = (): FrozenDays => ({
  symptoms: new Set(),
  chat: new Set(),
  exercise: new Set(),
  nutrition: new Set(),
});

describe('XP from per-day facts', () => {
  it('adds a streak day for each day that follows an active day of the same type', () => {
    const facts: ActivityFacts = new Map();
    addTo(facts, '2026-03-01', 'workout', 1);
    addTo(facts, '2026-03-02', 'workout', 1);
    addTo(facts, '2026-03-03', 'symptom', 1); // a different type: no continuation
    const xp = activityXp(facts, noFreezes(), '2026-03-10');
    expect(xp).toBe(2 * XP_TABLE.workout.xp + XP_TABLE.symptom.xp + XP_TABLE.streakDay.xp);
  });

  it('counts a frozen yesterday as continuing, and leaves out days after today', () => {
    const facts: ActivityFacts = new Map();
    addTo(facts, '2026-03-01', 'chat', 4);
    addTo(facts, '2026-03-03', 'chat', 1);
    addTo(facts, '2026-03-20', 'chat', 1);
    const frozen = noFreezes();
    frozen.chat.add('2026-03-02');
    expect(activityXp(facts, frozen, '2026-03-10')).toBe(2 * XP_TABLE.chat.xp + XP_TABLE.streakDay.xp);
  });

  it('counts nutrition streak days from meals or water, and the longest water-goal run', () => {
    const facts: ActivityFacts = new Map();
    addTo(facts, '2026-03-01', 'meal', 1);
    addTo(facts, '2026-03-02', 'waterMl', 250);
    for (const day of ['2026-03-02', '2026-03-03', '2026-03-05']) addTo(facts, day, 'waterGoal', 1);
    const streaks = streaksOf(facts, noFreezes(), '2026-03-03');
    expect(streaks.nutrition).toMatchObject({ current: 2, longest: 2 });
    expect(longestRun(facts, (d) => d.waterGoal > 0)).toBe(2);
    const metrics = metricsOf(facts, streaks, 0, 1, { joined: 2, completed: 1 });
    expect(metrics).toMatchObject({
      meals: 1,
      waterGoalDays: 3,
      waterGoalRun: 2,
      kindsTried: 2,
      wellnessChallengesJoined: 2,
      wellnessChallengesCompleted: 1,
    });
  });
});
