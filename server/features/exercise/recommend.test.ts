import { describe, expect, it } from 'vitest';
import { EXERCISE_MESSAGES } from '../../../contract/exercise';
import { findWorkout, WORKOUTS } from './catalogue';
import { type RecommendInput, recommend } from './recommend';

const NOW = new Date('2026-11-24T18:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const input = (over: Partial<RecommendInput> = {}): RecommendInput => ({
  workouts: WORKOUTS,
  now: NOW,
  dayOf: (instant) => instant.toISOString().slice(0, 10),
  checkIns: [],
  symptoms: [],
  conditions: [],
  history: [],
  ...over,
});
const checkIn = (hours: number, energy: number, fatigueLevel: number) => ({
  energy,
  fatigueLevel,
  createdAt: hoursAgo(hours),
});
const done = (workoutId: string, hours: number, feeling: number | null) => ({
  workoutId,
  workoutType: findWorkout(workoutId)?.type ?? 'cardio',
  feeling,
  completedAt: hoursAgo(hours),
});
const workoutsOf = (result: ReturnType<typeof recommend>) =>
  result.picks.map((p) => findWorkout(p.workoutId));

describe('recommend', () => {
  it('gives a new person three beginner workouts of different types with the reason Start gently', () => {
    const result = recommend(input());
    expect(result.basis).toBe('new');
    expect(result.picks).toHaveLength(3);
    const picked = workoutsOf(result);
    expect(picked.map((w) => w?.difficulty)).toEqual(['beginner', 'beginner', 'beginner']);
    expect(new Set(picked.map((w) => w?.type)).size).toBe(3);
    expect(result.picks.map((p) => p.reason)).toEqual([
      EXERCISE_MESSAGES.startGently,
      EXERCISE_MESSAGES.startGently,
      EXERCISE_MESSAGES.startGently,
    ]);
  });

  it('offers gentle mobility and breathing, lying or seated, after a high-fatigue check-in', () => {
    const result = recommend(input({ checkIns: [checkIn(5, 5, 8), checkIn(30, 7, 3)] }));
    expect(result.basis).toBe('low');
    expect(result.picks.length).toBeGreaterThan(0);
    for (const w of workoutsOf(result)) {
      expect(w?.difficulty).toBe('beginner');
      expect(['flexibility', 'mindfulness']).toContain(w?.type);
      expect(w?.position).not.toBe('standing');
    }
    expect(result.picks[0]?.reason).toMatch(
      /^Your latest check-in shows high fatigue \(8\/10\), so this is gentle/,
    );
  });

  it('counts low energy and strong pain as a low day too', () => {
    expect(recommend(input({ checkIns: [checkIn(2, 2, 4)] })).picks[0]?.reason).toMatch(
      /low energy \(2\/10\)/,
    );
    const pain = recommend(
      input({ symptoms: [{ symptomName: 'Back pain', severity: 8, createdAt: hoursAgo(10) }] }),
    );
    expect(pain.basis).toBe('low');
    expect(pain.picks[0]?.reason).toMatch(/^You logged strong back pain recently/);
    // Mild pain does not.
    expect(
      recommend(input({ symptoms: [{ symptomName: 'Back pain', severity: 4, createdAt: hoursAgo(10) }] }))
        .basis,
    ).toBe('new');
  });

  it('progresses one step from what went well after three good days', () => {
    const result = recommend(
      input({
        checkIns: [checkIn(2, 7, 3), checkIn(26, 8, 2), checkIn(50, 6, 4)],
        history: [done('chair-yoga', 30, 4)],
      }),
    );
    expect(result.basis).toBe('good');
    expect(result.picks[0]).toEqual({
      workoutId: 'chair-yoga-flow',
      reason: 'Your energy has been good for 3 days and Chair Yoga went well, so this is one step up.',
    });
  });

  it('needs three good days, not two, to progress', () => {
    const result = recommend(
      input({ checkIns: [checkIn(2, 7, 3), checkIn(26, 8, 2)], history: [done('chair-yoga', 30, 4)] }),
    );
    expect(result.basis).toBe('steady');
    expect(result.picks.map((p) => p.workoutId)).not.toContain('chair-yoga-flow');
    expect(workoutsOf(result).every((w) => w?.difficulty === 'beginner')).toBe(true);
  });

  it('leaves out a workout that felt worse, and its next step', () => {
    const result = recommend(
      input({
        checkIns: [checkIn(2, 7, 3), checkIn(26, 8, 2), checkIn(50, 6, 4)],
        history: [done('chair-yoga', 30, 1), done('pacing-walk-5', 40, 4)],
      }),
    );
    const ids = result.picks.map((p) => p.workoutId);
    expect(ids).not.toContain('chair-yoga');
    expect(ids).not.toContain('chair-yoga-flow');
    expect(ids[0]).toBe('pacing-walk-10');
  });

  it('varies types, putting types not done this week first', () => {
    const result = recommend(
      input({
        checkIns: [checkIn(2, 5, 5)],
        history: [done('chair-yoga', 20, 3), done('stretching-in-bed', 40, 3)],
      }),
    );
    expect(result.basis).toBe('steady');
    const types = workoutsOf(result).map((w) => w?.type);
    expect(new Set(types).size).toBe(3);
    expect(types).not.toContain('flexibility');
  });

  it('keeps advanced workouts out with a listed fatigue condition, and standing ones out with POTS', () => {
    const good = {
      checkIns: [checkIn(2, 7, 3), checkIn(26, 8, 2), checkIn(50, 6, 4)],
      history: [done('chair-yoga-flow', 30, 4), done('interval-walk', 50, 4)],
    };
    const withoutCondition = recommend(input(good)).picks.map((p) => p.workoutId);
    expect(withoutCondition).toContain('brisk-walk');
    const fibro = recommend(input({ ...good, conditions: ['Fibromyalgia'] }));
    expect(workoutsOf(fibro).some((w) => w?.difficulty === 'advanced')).toBe(false);
    expect(fibro.picks[0]?.reason).toMatch(/Kept gentle with your Fibromyalgia in mind\.$/);
    const pots = recommend(input({ conditions: ['POTS'] }));
    expect(pots.picks.length).toBe(3);
    expect(workoutsOf(pots).some((w) => w?.position === 'standing')).toBe(false);
  });
});
