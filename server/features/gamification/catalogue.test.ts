import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_PAGE_CATEGORIES, ZAchievement } from '../../../contract/gamification';
import { ACHIEVEMENTS, metAchievements, progressOf } from './catalogue';
import type { AchievementMetrics } from './facts';

const zero: AchievementMetrics = {
  symptoms: 0,
  checkIns: 0,
  checkInDays: 0,
  meals: 0,
  workouts: 0,
  waterGoalDays: 0,
  waterGoalRun: 0,
  fasts: 0,
  chatDays: 0,
  posts: 0,
  comments: 0,
  engagedPosts: 0,
  symptomsStreak: 0,
  chatStreak: 0,
  exerciseStreak: 0,
  nutritionStreak: 0,
  anyStreak: 0,
  kindsTried: 0,
  challenges: 0,
  wellnessChallengesJoined: 0,
  wellnessChallengesCompleted: 0,
  level: 1,
};

describe('the achievement catalogue', () => {
  it('has at least 24 achievements with unique ids, in every page category', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    for (const category of ACHIEVEMENT_PAGE_CATEGORIES) {
      expect(ACHIEVEMENTS.filter((a) => a.pageCategory === category).length, category).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  it('uses the points scale and fits the achievements page’s contract', () => {
    for (const a of ACHIEVEMENTS) {
      expect([50, 200, 250, 300, 500, 1000]).toContain(a.points);
      expect(a.target).toBeGreaterThanOrEqual(1);
      expect(a.requirements.length).toBeGreaterThan(0);
      ZAchievement.parse({
        id: a.id,
        title: a.title,
        description: a.description,
        color: a.color,
        type: a.type,
        rarity: a.rarity,
        requirements: a.requirements,
        metadata: { category: a.pageCategory, points: a.points, level: a.level },
      });
    }
  });

  it('meets nothing for a new person, and a first for one activity', () => {
    expect(metAchievements(zero)).toEqual([]);
    expect(metAchievements({ ...zero, symptoms: 1 })).toEqual(['first-symptom']);
    expect(metAchievements({ ...zero, level: 5 })).toContain('level-5');
  });

  it('caps progress at the target and keeps level achievements locked at level 1', () => {
    const level5 = ACHIEVEMENTS.find((a) => a.id === 'level-5');
    const meals = ACHIEVEMENTS.find((a) => a.id === 'meals-10');
    if (!level5 || !meals) throw new Error('catalogue changed');
    expect(progressOf(level5, zero)).toEqual({ current: 0, target: 5 });
    expect(progressOf(level5, { ...zero, level: 3 })).toEqual({ current: 3, target: 5 });
    expect(progressOf(meals, { ...zero, meals: 40 })).toEqual({ current: 10, target: 10 });
  });

  it('is listed in docs/product/achievements.md, every id and title', () => {
    const doc = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../docs/product/achievements.md'),
      'utf8',
    );
    for (const a of ACHIEVEMENTS) {
      expect(doc, a.id).toContain(`\`${a.id}\``);
      expect(doc, a.id).toContain(a.title);
    }
  });
});
