import {
  EXERCISE_DIFFICULTY_LABELS,
  EXERCISE_LIMITS,
  EXERCISE_MESSAGES,
  type TExerciseDifficulty,
  type TExerciseRecommendations,
  type TExerciseType,
  type TWorkout,
} from '../../../contract/exercise';

/**
 * The recommendation rules (docs/product/exercise.md#recommendations), pure so they are tested with
 * known inputs: how the person has been lately (check-ins, strong pain), their listed conditions and
 * what they did and how it felt decide which workouts come first, each with its reason in plain words.
 */

export type RecommendInput = {
  workouts: readonly TWorkout[];
  now: Date;
  /** The calendar day of an instant in the person's time zone. */
  dayOf: (instant: Date) => string;
  /** Check-ins of the last 7 days, any order. Scores 1–10. */
  checkIns: readonly { energy: number; fatigueLevel: number; createdAt: Date }[];
  /** Symptoms of the last 3 days (name and severity 1–10). */
  symptoms: readonly { symptomName: string; severity: number; createdAt: Date }[];
  /** The medical conditions listed in the profile. */
  conditions: readonly string[];
  /** Completions of the last 28 days. */
  history: readonly {
    workoutId: string;
    workoutType: TExerciseType;
    feeling: number | null;
    completedAt: Date;
  }[];
};

export type RecommendResult = {
  basis: TExerciseRecommendations['basis'];
  picks: { workoutId: string; reason: string }[];
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const RANK: Record<TExerciseDifficulty, number> = { beginner: 0, intermediate: 1, advanced: 2 };

/** Recent check-ins that call for gentleness: fatigue at or above, or energy at or below. */
export const LOW_FATIGUE_FROM = 7;
export const LOW_ENERGY_UP_TO = 3;
/** Symptoms this strong (1–10) whose name says pain count like a low day. */
export const STRONG_PAIN_FROM = 7;
/** 'Good energy' needs this many days with check-ins in the last week, each this good. */
export const GOOD_DAYS = 3;
export const GOOD_ENERGY_FROM = 6;
export const GOOD_FATIGUE_UP_TO = 5;

const PAIN_WORDS = /pain|ache|migraine|cramp|sore|arthritis|fibro/i;
/** Conditions where the advanced workouts are left out (graded, gentle activity is the advice). */
const GENTLE_CONDITIONS =
  /fatigue|\bme\b|cfs|fibromyalgia|long covid|pots|lupus|arthritis|chronic pain|ehlers|hypermobil|multiple sclerosis/i;
/** Conditions where standing workouts are left out (dizziness on standing). */
const NO_STANDING_CONDITIONS = /pots|orthostatic|dysautonomia/i;

const average = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

export function recommend(input: RecommendInput): RecommendResult {
  const nowMs = input.now.getTime();
  const max = EXERCISE_LIMITS.recommendationsMax;
  const byId = new Map(input.workouts.map((w) => [w.id, w]));

  // What felt worse lately is left out, and so is its next step.
  const feltWorse = new Set(
    input.history
      .filter(
        (h) =>
          h.feeling !== null &&
          h.feeling <= 2 &&
          nowMs - h.completedAt.getTime() <= EXERCISE_LIMITS.feltWorseDays * DAY_MS,
      )
      .map((h) => h.workoutId),
  );
  const gentleCondition = input.conditions.find((c) => GENTLE_CONDITIONS.test(c));
  const noStandingCondition = input.conditions.find((c) => NO_STANDING_CONDITIONS.test(c));
  const allowed = (w: TWorkout) =>
    !feltWorse.has(w.id) &&
    !(gentleCondition && w.difficulty === 'advanced') &&
    !(noStandingCondition && w.position === 'standing');
  const conditionNote = noStandingCondition
    ? ` Seated or lying, with your ${noStandingCondition} in mind.`
    : gentleCondition
      ? ` Kept gentle with your ${gentleCondition} in mind.`
      : '';

  // Types done least in the last 7 days come first, so the picks vary.
  const typeCount = new Map<TExerciseType, number>();
  for (const h of input.history) {
    if (nowMs - h.completedAt.getTime() <= 7 * DAY_MS) {
      typeCount.set(h.workoutType, (typeCount.get(h.workoutType) ?? 0) + 1);
    }
  }
  const varied = (pool: readonly TWorkout[]): TWorkout[] => {
    const sorted = [...pool].sort(
      (a, b) => (typeCount.get(a.type) ?? 0) - (typeCount.get(b.type) ?? 0) || a.duration - b.duration,
    );
    const picked: TWorkout[] = [];
    const types = new Set<TExerciseType>();
    for (const w of sorted) {
      if (picked.length < max && !types.has(w.type)) {
        picked.push(w);
        types.add(w.type);
      }
    }
    for (const w of sorted) if (picked.length < max && !picked.includes(w)) picked.push(w);
    return picked;
  };

  // How the person has been: the last 3 days for a low day, the last week for a good run.
  const recent = input.checkIns.filter((c) => nowMs - c.createdAt.getTime() <= 7 * DAY_MS);
  const lastThreeDays = recent.filter((c) => nowMs - c.createdAt.getTime() <= 3 * DAY_MS);
  const latest = [...lastThreeDays].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const strongPain = input.symptoms.find(
    (s) =>
      s.severity >= STRONG_PAIN_FROM &&
      PAIN_WORDS.test(s.symptomName) &&
      nowMs - s.createdAt.getTime() <= 3 * DAY_MS,
  );
  const lowWhy = latest
    ? latest.fatigueLevel >= LOW_FATIGUE_FROM
      ? `high fatigue (${latest.fatigueLevel}/10)`
      : latest.energy <= LOW_ENERGY_UP_TO
        ? `low energy (${latest.energy}/10)`
        : null
    : null;

  if (lowWhy || strongPain) {
    const why = lowWhy
      ? `Your latest check-in shows ${lowWhy}`
      : `You logged strong ${strongPain?.symptomName.toLowerCase()} recently`;
    const pool = input.workouts.filter(
      (w) =>
        allowed(w) &&
        w.difficulty === 'beginner' &&
        (w.type === 'flexibility' || w.type === 'mindfulness') &&
        w.position !== 'standing',
    );
    return {
      basis: 'low',
      picks: varied(pool).map((w) => ({
        workoutId: w.id,
        reason: `${why}, so this is gentle ${w.type === 'mindfulness' ? 'breathing and rest' : 'mobility'} you can do ${w.position === 'lying' ? 'lying down' : 'sitting'}.`,
      })),
    };
  }

  if (recent.length === 0 && input.history.length === 0) {
    const pool = input.workouts.filter((w) => allowed(w) && w.difficulty === 'beginner');
    return {
      basis: 'new',
      picks: varied(pool).map((w) => ({
        workoutId: w.id,
        reason: conditionNote
          ? `${EXERCISE_MESSAGES.startGently}.${conditionNote}`
          : EXERCISE_MESSAGES.startGently,
      })),
    };
  }

  // The level the person knows: the hardest workout of the last 28 days that did not feel worse.
  const doneWell = input.history.filter((h) => h.feeling === null || h.feeling >= 3);
  const level = doneWell.reduce<TExerciseDifficulty>((best, h) => {
    const d = byId.get(h.workoutId)?.difficulty;
    return d && RANK[d] > RANK[best] ? d : best;
  }, 'beginner');
  const atLevel = (w: TWorkout) => allowed(w) && w.difficulty === level;

  // Good energy: the last GOOD_DAYS days with a check-in, each good on average.
  const byDay = new Map<string, { energy: number; fatigueLevel: number }[]>();
  for (const c of recent) {
    const day = input.dayOf(c.createdAt);
    byDay.set(day, [...(byDay.get(day) ?? []), c]);
  }
  const lastDays = [...byDay.keys()].sort().reverse().slice(0, GOOD_DAYS);
  const isGood =
    lastDays.length === GOOD_DAYS &&
    lastDays.every((day) => {
      const list = byDay.get(day) ?? [];
      return (
        average(list.map((c) => c.energy)) >= GOOD_ENERGY_FROM &&
        average(list.map((c) => c.fatigueLevel)) <= GOOD_FATIGUE_UP_TO
      );
    });

  if (isGood) {
    const picks: { workoutId: string; reason: string }[] = [];
    // One step up from what went well (feeling said, at least 'about the same'), newest first.
    const wentWell = [...input.history]
      .filter((h) => h.feeling !== null && h.feeling >= 3)
      .sort((a, b) => b.completedAt.getTime() - a.completedAt.getTime());
    for (const h of wentWell) {
      const done = byId.get(h.workoutId);
      const next = done?.nextStepId ? byId.get(done.nextStepId) : undefined;
      if (!done || !next || !allowed(next) || picks.some((p) => p.workoutId === next.id)) continue;
      if (picks.length >= max) break;
      picks.push({
        workoutId: next.id,
        reason: `Your energy has been good for ${GOOD_DAYS} days and ${done.title} went well, so this is one step up.${conditionNote}`,
      });
    }
    for (const w of varied(
      input.workouts.filter((w) => atLevel(w) && !picks.some((p) => p.workoutId === w.id)),
    )) {
      if (picks.length >= max) break;
      picks.push({
        workoutId: w.id,
        reason: `Your energy has been good for ${GOOD_DAYS} days: a ${EXERCISE_DIFFICULTY_LABELS[level].toLowerCase()} ${w.type} session to build on.${conditionNote}`,
      });
    }
    return { basis: 'good', picks };
  }

  const why =
    recent.length === 0
      ? 'At the level of your recent workouts; a check-in helps tailor these.'
      : 'Your recent check-ins look steady, so this stays at a level you know.';
  return {
    basis: 'steady',
    picks: varied(input.workouts.filter(atLevel)).map((w) => ({
      workoutId: w.id,
      reason: `${why}${conditionNote}`,
    })),
  };
}
