import { EXERCISE_FEELINGS, EXERCISE_LIMITS } from '../contract/exercise';
import { addDays } from './calendar';

/** Exercise figures shared by the server and the client (docs/product/exercise.md). */

/**
 * Estimated calories of an activity: MET × body weight (kg) × hours, rounded to a whole number. A
 * weight that is not a positive number falls back to the default weight.
 */
export function estimateCalories(met: number, weightKg: number, minutes: number): number {
  const kg = Number.isFinite(weightKg) && weightKg > 0 ? weightKg : EXERCISE_LIMITS.defaultWeightKg;
  if (!Number.isFinite(met) || met <= 0 || !Number.isFinite(minutes) || minutes <= 0) return 0;
  return Math.round(met * kg * (minutes / 60));
}

/** A workout done `times` this week toward its weekly target: 0–100. */
export function planProgressPercent(
  times: number,
  target: number = EXERCISE_LIMITS.planWeeklyTarget,
): number {
  if (target <= 0 || times <= 0) return 0;
  return Math.min(100, Math.round((times / target) * 100));
}

/** 1 → 'Much worse' … 5 → 'Much better'; '' for anything else. */
export function feelingLabel(feeling: number | null | undefined): string {
  return EXERCISE_FEELINGS.find((option) => option.value === feeling)?.label ?? '';
}

/** Seconds as 'm:ss' (a timer), e.g. 65 → '1:05'; negative counts as 0. */
export function formatTimer(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, '0')}`;
}

/** Minutes a timer reached, for the completion form: at least 1, at most the limit, rounded. */
export function timerMinutes(seconds: number): number {
  const minutes = Math.round(Math.max(0, seconds) / 60);
  return Math.min(EXERCISE_LIMITS.durationMax, Math.max(EXERCISE_LIMITS.durationMin, minutes));
}

/**
 * Weeks in a row with at least one active day, counted back from the week starting `thisMonday`
 * (YYYY-MM-DD). This week, while it has no workout yet, does not break the streak: the count then
 * starts from last week. `activeMondays` are the Mondays of weeks with a workout.
 */
export function weekStreak(activeMondays: ReadonlySet<string>, thisMonday: string): number {
  const back = (monday: string, weeks: number) => addDays(monday, -7 * weeks);
  let week = activeMondays.has(thisMonday) ? thisMonday : back(thisMonday, 1);
  let streak = 0;
  while (activeMondays.has(week)) {
    streak += 1;
    week = back(week, 1);
  }
  return streak;
}

/** Difference this week vs last in plain words: '+2 vs last week', 'same as last week'. */
export function compareWithLastWeek(thisWeek: number, lastWeek: number): string {
  const diff = thisWeek - lastWeek;
  if (diff === 0) return 'same as last week';
  return `${diff > 0 ? '+' : '−'}${Math.abs(diff)} vs last week`;
}
