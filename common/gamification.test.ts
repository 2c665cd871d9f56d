import { describe, expect, it } from 'vitest';
import { ZLevel } from '../contract/gamification';
import { addDays } from './calendar';
import {
  chooseWeeklyActivities,
  countStreak,
  LEVEL_TITLES,
  levelFromXp,
  streakMissedOnlyYesterday,
  WEEKLY_ACTIVITIES,
  WEEKLY_CHALLENGE,
  weeklyActivityProgress,
  XP_TABLE,
  xpAtLevelStart,
  xpForDay,
  xpForDays,
  xpForNextLevel,
} from './gamification';

describe('XP with daily caps', () => {
  it('gives nothing for a day without activity', () => {
    expect(xpForDay({})).toBe(0);
  });

  it('counts each activity up to its daily cap only', () => {
    expect(xpForDay({ symptom: 1 })).toBe(XP_TABLE.symptom.xp);
    expect(xpForDay({ symptom: 3 })).toBe(3 * XP_TABLE.symptom.xp);
    // Forty symptoms in a day earn what three do: logging cannot be farmed.
    expect(xpForDay({ symptom: 40 })).toBe(XP_TABLE.symptom.dailyCap * XP_TABLE.symptom.xp);
    expect(xpForDay({ checkIn: 9 })).toBe(XP_TABLE.checkIn.xp);
  });

  it('adds different activities of one day, each capped on its own', () => {
    expect(xpForDay({ checkIn: 2, workout: 5, chat: 12 })).toBe(
      XP_TABLE.checkIn.xp + XP_TABLE.workout.dailyCap * XP_TABLE.workout.xp + XP_TABLE.chat.xp,
    );
  });

  it('caps per day, not over the whole period', () => {
    expect(xpForDays([{ symptom: 10 }, { symptom: 10 }])).toBe(
      2 * XP_TABLE.symptom.dailyCap * XP_TABLE.symptom.xp,
    );
  });

  it('ignores negative or fractional counts', () => {
    expect(xpForDay({ symptom: -4, meal: 1.7 })).toBe(XP_TABLE.meal.xp);
  });

  it('has a positive XP and cap for every activity', () => {
    for (const rule of Object.values(XP_TABLE)) {
      expect(rule.xp).toBeGreaterThan(0);
      expect(rule.dailyCap).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('levels', () => {
  it('starts at level 1 with 0 XP', () => {
    expect(levelFromXp(0)).toEqual({
      currentLevel: 1,
      currentXP: 0,
      xpToNext: 100,
      totalXP: 0,
      title: 'Newcomer',
      perks: ['One streak freeze every week', 'A new weekly challenge every Monday'],
    });
  });

  it('moves up exactly at each threshold', () => {
    expect(levelFromXp(99)).toMatchObject({ currentLevel: 1, currentXP: 99, xpToNext: 1 });
    expect(levelFromXp(100)).toMatchObject({
      currentLevel: 2,
      currentXP: 0,
      xpToNext: 150,
      title: 'Explorer',
    });
    expect(levelFromXp(249)).toMatchObject({ currentLevel: 2, currentXP: 149, xpToNext: 1 });
    expect(levelFromXp(250)).toMatchObject({ currentLevel: 3, currentXP: 0 });
    expect(xpAtLevelStart(5)).toBe(100 + 150 + 200 + 250);
    expect(levelFromXp(xpAtLevelStart(5))).toMatchObject({ currentLevel: 5, title: 'Pathfinder' });
  });

  it('is consistent for every XP total: inside the level plus what is left is the level’s size', () => {
    for (let xp = 0; xp < 20_000; xp += 37) {
      const level = levelFromXp(xp);
      expect(ZLevel.parse(level)).toEqual(level);
      expect(level.currentXP + level.xpToNext).toBe(xpForNextLevel(level.currentLevel));
      expect(xpAtLevelStart(level.currentLevel) + level.currentXP).toBe(xp);
    }
  });

  it('keeps the last title beyond the table and adds perks with the level', () => {
    expect(levelFromXp(1_000_000).title).toBe(LEVEL_TITLES.at(-1));
    expect(levelFromXp(xpAtLevelStart(3)).perks).toContain('The Steady Starter title');
    expect(levelFromXp(xpAtLevelStart(2)).perks).not.toContain('The Steady Starter title');
    expect(levelFromXp(xpAtLevelStart(10)).perks).toHaveLength(2 + 9 + 2);
  });
});

describe('streaks', () => {
  const today = '2026-03-10';
  const run = (from: string, days: number) => Array.from({ length: days }, (_, i) => addDays(from, i));

  it('is zero without activity', () => {
    expect(countStreak([], [], today)).toEqual({ current: 0, longest: 0, lastActivity: null });
  });

  it('counts a run ending today, or yesterday while today is still open', () => {
    expect(countStreak(run('2026-03-06', 5), [], today)).toMatchObject({ current: 5, longest: 5 });
    expect(countStreak(run('2026-03-06', 4), [], today)).toMatchObject({
      current: 4,
      lastActivity: '2026-03-09',
    });
  });

  it('ends the current streak after a missed day but keeps the longest', () => {
    const days = [...run('2026-02-01', 9), ...run('2026-03-05', 3)];
    expect(countStreak(days, [], today)).toEqual({ current: 0, longest: 9, lastActivity: '2026-03-07' });
  });

  it('bridges a frozen day without counting it', () => {
    const days = [...run('2026-03-03', 4), ...run('2026-03-08', 3)]; // 2026-03-07 missed
    expect(countStreak(days, [], today)).toMatchObject({ current: 3, longest: 4 });
    expect(countStreak(days, ['2026-03-07'], today)).toMatchObject({ current: 7, longest: 7 });
  });

  it('does not count future days', () => {
    expect(countStreak(['2026-03-11'], [], today)).toEqual({ current: 0, longest: 0, lastActivity: null });
  });

  it('crosses month and year ends as plain days', () => {
    expect(countStreak(run('2025-12-30', 4), [], '2026-01-02').current).toBe(4);
    expect(countStreak(run('2024-02-27', 4), [], '2024-03-01').current).toBe(4);
  });

  it('offers a freeze only when exactly yesterday was missed', () => {
    const active = new Set(run('2026-03-05', 4)); // up to 03-08; 03-09 missed
    expect(streakMissedOnlyYesterday(active, new Set(), today)).toBe(true);
    // Two days missed: too late.
    expect(streakMissedOnlyYesterday(active, new Set(), '2026-03-11')).toBe(false);
    // Yesterday active: nothing to keep.
    expect(streakMissedOnlyYesterday(new Set(run('2026-03-05', 5)), new Set(), today)).toBe(false);
    // Yesterday already frozen.
    expect(streakMissedOnlyYesterday(active, new Set(['2026-03-09']), today)).toBe(false);
    // No streak at all.
    expect(streakMissedOnlyYesterday(new Set(), new Set(), today)).toBe(false);
  });
});

describe('the weekly challenge', () => {
  it('chooses 5 different activities, the same for the same week and person', () => {
    const a = chooseWeeklyActivities('2026-03-09', 'user-1');
    expect(a).toHaveLength(WEEKLY_CHALLENGE.activities);
    expect(new Set(a.map((x) => x.id)).size).toBe(5);
    expect(new Set(a.map((x) => x.theme)).size).toBe(5);
    expect(chooseWeeklyActivities('2026-03-09', 'user-1')).toEqual(a);
  });

  it('varies between weeks and people', () => {
    const picks = new Set<string>();
    for (let week = 0; week < 10; week++) {
      for (const user of ['a', 'b', 'c']) {
        picks.add(
          chooseWeeklyActivities(addDays('2026-01-05', 7 * week), user)
            .map((x) => x.id)
            .join(','),
        );
      }
    }
    expect(picks.size).toBeGreaterThan(5);
  });

  it('picks from the pool it is given (no premium activities for a free plan)', () => {
    const free = WEEKLY_ACTIVITIES.filter((x) => !x.premium);
    for (let week = 0; week < 8; week++) {
      const chosen = chooseWeeklyActivities(addDays('2026-01-05', 7 * week), 'u', free);
      expect(chosen).toHaveLength(5);
      expect(chosen.every((x) => !x.premium)).toBe(true);
    }
  });

  it('measures days or counts, up to the target', () => {
    const days = WEEKLY_ACTIVITIES.find((x) => x.id === 'symptoms-3-days');
    const count = WEEKLY_ACTIVITIES.find((x) => x.id === 'workouts-2');
    if (!days || !count) throw new Error('catalogue changed');
    expect(weeklyActivityProgress(days, [{ symptom: 4 }, {}, { symptom: 1 }])).toBe(2);
    expect(
      weeklyActivityProgress(days, [{ symptom: 1 }, { symptom: 1 }, { symptom: 1 }, { symptom: 1 }]),
    ).toBe(3);
    expect(weeklyActivityProgress(count, [{ workout: 1 }])).toBe(1);
    expect(weeklyActivityProgress(count, [{ workout: 5 }])).toBe(2);
  });
});
