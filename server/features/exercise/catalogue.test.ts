import { describe, expect, it } from 'vitest';
import { EXERCISE_DIFFICULTIES, EXERCISE_TYPES, ZWorkout } from '../../../contract/exercise';
import { findWorkout, WORKOUTS } from './catalogue';

const RANK = { beginner: 0, intermediate: 1, advanced: 2 } as const;
const everyText = (w: (typeof WORKOUTS)[number]) =>
  [w.title, w.description, ...w.steps.map((s) => s.instruction), ...w.benefits, ...w.contraindications].join(
    ' ',
  );

describe('the workout catalogue', () => {
  it('has at least 30 workouts with unique ids, each valid against the contract', () => {
    expect(WORKOUTS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(WORKOUTS.map((w) => w.id)).size).toBe(WORKOUTS.length);
    for (const w of WORKOUTS) expect(ZWorkout.safeParse(w).success, w.id).toBe(true);
  });

  it('covers every type at every difficulty, with gentle options lying down and seated', () => {
    for (const type of EXERCISE_TYPES) {
      for (const difficulty of EXERCISE_DIFFICULTIES) {
        expect(
          WORKOUTS.some((w) => w.type === type && w.difficulty === difficulty),
          `${type} ${difficulty}`,
        ).toBe(true);
      }
    }
    const gentle = WORKOUTS.filter((w) => w.difficulty === 'beginner' && w.position !== 'standing');
    expect(gentle.length).toBeGreaterThanOrEqual(10);
    expect(WORKOUTS.filter((w) => w.position === 'lying').length).toBeGreaterThanOrEqual(5);
  });

  it('gives every workout steps whose minutes add up to its duration, benefits and a plausible MET', () => {
    expect(WORKOUTS.length).toBeGreaterThan(0);
    for (const w of WORKOUTS) {
      expect(w.steps.length, w.id).toBeGreaterThanOrEqual(3);
      expect(
        w.steps.reduce((sum, s) => sum + s.minutes, 0),
        w.id,
      ).toBe(w.duration);
      for (const step of w.steps) expect(step.instruction.length, w.id).toBeGreaterThan(10);
      expect(w.benefits.length, w.id).toBeGreaterThan(0);
      expect(w.met, w.id).toBeGreaterThanOrEqual(1);
      expect(w.met, w.id).toBeLessThanOrEqual(6);
    }
  });

  it('gives every workout its contraindications as Skip if / Stop if, with the red-flag line', () => {
    expect(WORKOUTS.length).toBeGreaterThan(0);
    for (const w of WORKOUTS) {
      expect(w.contraindications.length, w.id).toBeGreaterThanOrEqual(2);
      for (const line of w.contraindications) expect(line, w.id).toMatch(/^(Skip if|Stop if) /);
      expect(w.contraindications.join(' '), w.id).toMatch(/chest pain.*dizz.*shortness of breath/);
    }
  });

  it('promises no cure', () => {
    expect(WORKOUTS.length).toBeGreaterThan(0);
    for (const w of WORKOUTS)
      expect(everyText(w), w.id).not.toMatch(/\b(cure[sd]?|heals?|treats?|reverses?|guarantee[sd]?)\b/i);
  });

  it('links each next step to an existing workout of the same type, one level up or the same', () => {
    const withNext = WORKOUTS.filter((w) => w.nextStepId !== null);
    expect(withNext.length).toBeGreaterThanOrEqual(15);
    for (const w of withNext) {
      const next = findWorkout(w.nextStepId ?? '');
      expect(next, w.id).toBeDefined();
      expect(next?.type, w.id).toBe(w.type);
      expect(RANK[next?.difficulty ?? 'beginner'] - RANK[w.difficulty], w.id).toBeGreaterThanOrEqual(0);
      expect(RANK[next?.difficulty ?? 'beginner'] - RANK[w.difficulty], w.id).toBeLessThanOrEqual(1);
    }
  });
});
