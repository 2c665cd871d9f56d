import { type TWeekDay, WEEKDAY_LABELS, WELLNESS_POINTS } from '../../../contract/progress';
import { addDays, mondayOf } from '../../lib/calendar';

/**
 * Consecutive days with any activity ending today, or ending yesterday while today has no activity
 * yet (a streak is not lost until a whole day passes without any). 0 when neither day is active.
 */
export function computeStreak(activeDays: ReadonlySet<string>, today: string): number {
  let day = activeDays.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (activeDays.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** Monday → Sunday of the week holding `today` (dates in the user's time zone). */
export function weekStrip(activeDays: ReadonlySet<string>, today: string): TWeekDay[] {
  const monday = mondayOf(today);
  return WEEKDAY_LABELS.map((label, index) => {
    const date = addDays(monday, index);
    return { date, label, isActive: activeDays.has(date), isToday: date === today };
  });
}

/**
 * Wellness points (docs/product/home.md#progress-streak): 10 per symptom logged, 10 per day with a check-in (more
 * check-ins the same day add nothing), 20 per recommendation tried.
 */
export function wellnessPoints(counts: {
  symptomsLogged: number;
  checkInDays: number;
  recommendationsTried: number;
}): number {
  return (
    counts.symptomsLogged * WELLNESS_POINTS.perSymptomLogged +
    counts.checkInDays * WELLNESS_POINTS.perCheckInDay +
    counts.recommendationsTried * WELLNESS_POINTS.perRecommendationTried
  );
}
