import { FOOD_FLAGS, mealFlags, type TFoodFlag } from './foods';

/**
 * The daily series behind the insights (docs/product/insights.md#daily-series), built from what the
 * areas return for a window of calendar days in the person's time zone. Pure: no I/O.
 */

/** How a series' values read, for the sentences and the comparison rules. */
export type SeriesKind =
  /** A 1–10 check-in score (or a derived score out of 10). */
  | 'score'
  /** Hours slept. */
  | 'sleep_hours'
  /** A symptom's highest severity of the day, 0 on a tracked day without it. */
  | 'severity'
  /** 1 when a food was eaten that day, 0 on a day with meals without it. */
  | 'binary'
  /** An amount (kcal, g, ml): continuous. */
  | 'amount'
  /** An activity amount (hours fasted, minutes of exercise), 0 on days without. */
  | 'activity';

export type SeriesGroup =
  | 'checkin'
  | 'derived'
  | 'symptom'
  | 'symptom_count'
  | 'food'
  | 'nutrition'
  | 'water'
  | 'fasting'
  | 'exercise';

export type DaySeries = {
  key: string;
  label: string;
  unit: string;
  kind: SeriesKind;
  group: SeriesGroup;
  /** Whether a higher value is better for the person; null when neither (food, amounts). */
  higherIsBetter: boolean | null;
  /** One value per day of the window, null where nothing was logged. */
  values: (number | null)[];
  /** For sentences: the noun ('fatigue', 'headache', 'dairy'). */
  noun: string;
};

export type CheckInDay = {
  date: string;
  mood: number;
  energy: number;
  stress: number;
  fatigueLevel: number;
  mentalClarity: number;
  digestion: number;
  sleepHours: number;
};
export type SymptomEntry = { symptomName: string; severity: number; date: string; hour: number };
export type MealEntry = { date: string; calories: number; protein: number; foods: string[] };

export type SeriesInputs = {
  /** Every calendar day of the window, oldest first. */
  days: readonly string[];
  checkIns: readonly CheckInDay[];
  symptoms: readonly SymptomEntry[];
  meals: readonly MealEntry[];
  /** ml per day. */
  water: ReadonlyMap<string, number>;
  /** Hours fasted per day (fasts ending that day). */
  fasting: ReadonlyMap<string, number>;
  /** Minutes of exercise completed per day. */
  exercise: ReadonlyMap<string, number>;
};

/** Hours of sleep that count as a full 10 on the 'Sleep' score. */
export const FULL_SLEEP_HOURS = 8;

/** Sleep out of 10: hours slept against 8 hours, capped at 10. */
export const sleepScore = (hours: number): number =>
  Math.min(hours, FULL_SLEEP_HOURS) * (10 / FULL_SLEEP_HOURS);

/**
 * 'Overall' out of 10: the average of mood, energy, mental clarity, digestion, sleep out of 10, and
 * stress and fatigue turned around (11 − score), so that higher is better for every part.
 */
export const overallScore = (day: CheckInDay): number =>
  (day.mood +
    day.energy +
    day.mentalClarity +
    day.digestion +
    sleepScore(day.sleepHours) +
    (11 - day.stress) +
    (11 - day.fatigueLevel)) /
  7;

const FOOD_NOUN: Record<TFoodFlag, string> = {
  dairy: 'dairy',
  caffeine: 'caffeine',
  alcohol: 'alcohol',
  gluten: 'gluten',
  sugar: 'sugary food or drink',
};
const FOOD_LABEL: Record<TFoodFlag, string> = {
  dairy: 'Dairy',
  caffeine: 'Caffeine',
  alcohol: 'Alcohol',
  gluten: 'Gluten',
  sugar: 'Sugar',
};

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A symptom's key: its name folded to lower case, spaces as dashes ('Joint Pain' → 'joint-pain'). */
export const symptomKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

export function buildSeries(input: SeriesInputs): DaySeries[] {
  const { days } = input;
  const index = new Map(days.map((day, i) => [day, i]));
  const empty = () => days.map(() => null as number | null);

  // Check-ins.
  const checkIn = new Map(input.checkIns.map((c) => [c.date, c]));
  const fromCheckIn = (pick: (c: CheckInDay) => number) =>
    days.map((day) => {
      const c = checkIn.get(day);
      return c ? r1(pick(c)) : null;
    });
  const series: DaySeries[] = [
    score(
      'mood',
      'Mood',
      'checkin',
      true,
      fromCheckIn((c) => c.mood),
    ),
    score(
      'energy',
      'Energy',
      'checkin',
      true,
      fromCheckIn((c) => c.energy),
    ),
    score(
      'stress',
      'Stress',
      'checkin',
      false,
      fromCheckIn((c) => c.stress),
    ),
    score(
      'fatigue',
      'Fatigue',
      'checkin',
      false,
      fromCheckIn((c) => c.fatigueLevel),
    ),
    score(
      'clarity',
      'Mental clarity',
      'checkin',
      true,
      fromCheckIn((c) => c.mentalClarity),
    ),
    score(
      'digestion',
      'Digestion',
      'checkin',
      true,
      fromCheckIn((c) => c.digestion),
    ),
    {
      key: 'sleep_hours',
      label: 'Hours slept',
      unit: 'h',
      kind: 'sleep_hours',
      group: 'checkin',
      higherIsBetter: true,
      values: fromCheckIn((c) => c.sleepHours),
      noun: 'sleep',
    },
    score(
      'sleep',
      'Sleep',
      'derived',
      true,
      fromCheckIn((c) => sleepScore(c.sleepHours)),
    ),
    score('overall', 'Overall', 'derived', true, fromCheckIn(overallScore)),
  ];

  // Symptoms: a day is tracked when it has a check-in or any symptom; on a tracked day a symptom not
  // logged is 0 (severity) and 0 times.
  const tracked = days.map((day) => checkIn.has(day));
  for (const s of input.symptoms) {
    const i = index.get(s.date);
    if (i !== undefined) tracked[i] = true;
  }
  const byName = new Map<string, { label: string; severity: (number | null)[]; count: (number | null)[] }>();
  for (const s of input.symptoms) {
    const i = index.get(s.date);
    if (i === undefined) continue;
    const key = symptomKey(s.symptomName);
    if (key === '') continue;
    let entry = byName.get(key);
    if (!entry) {
      entry = {
        label: s.symptomName.trim(),
        severity: tracked.map((t) => (t ? 0 : null)),
        count: tracked.map((t) => (t ? 0 : null)),
      };
      byName.set(key, entry);
    }
    entry.severity[i] = Math.max(entry.severity[i] ?? 0, s.severity);
    entry.count[i] = (entry.count[i] ?? 0) + 1;
  }
  for (const [key, entry] of [...byName.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    const noun = entry.label.toLowerCase();
    series.push({
      key: `symptom:${key}`,
      label: entry.label,
      unit: '/10',
      kind: 'severity',
      group: 'symptom',
      higherIsBetter: false,
      values: entry.severity,
      noun,
    });
    series.push({
      key: `symptom_count:${key}`,
      label: `${entry.label} (times logged)`,
      unit: 'times',
      kind: 'activity',
      group: 'symptom_count',
      higherIsBetter: false,
      values: entry.count,
      noun,
    });
  }

  // Meals: totals per day and the food flags, on days with at least one meal.
  if (input.meals.length > 0) {
    const calories = empty();
    const protein = empty();
    const flags = new Map<TFoodFlag, (number | null)[]>(FOOD_FLAGS.map((f) => [f, empty()]));
    for (const meal of input.meals) {
      const i = index.get(meal.date);
      if (i === undefined) continue;
      calories[i] = (calories[i] ?? 0) + meal.calories;
      protein[i] = (protein[i] ?? 0) + meal.protein;
      const present = mealFlags(meal.foods);
      for (const flag of FOOD_FLAGS) {
        const values = flags.get(flag) as (number | null)[];
        values[i] = Math.max(values[i] ?? 0, present.has(flag) ? 1 : 0);
      }
    }
    for (const flag of FOOD_FLAGS) {
      series.push({
        key: `food:${flag}`,
        label: FOOD_LABEL[flag],
        unit: 'yes/no',
        kind: 'binary',
        group: 'food',
        higherIsBetter: null,
        values: flags.get(flag) as (number | null)[],
        noun: FOOD_NOUN[flag],
      });
    }
    series.push({
      key: 'calories',
      label: 'Calories',
      unit: 'kcal',
      kind: 'amount',
      group: 'nutrition',
      higherIsBetter: null,
      values: calories.map((v) => (v === null ? null : Math.round(v))),
      noun: 'calories',
    });
    series.push({
      key: 'protein',
      label: 'Protein',
      unit: 'g',
      kind: 'amount',
      group: 'nutrition',
      higherIsBetter: null,
      values: protein.map((v) => (v === null ? null : r1(v))),
      noun: 'protein',
    });
  }

  if (input.water.size > 0) {
    series.push({
      key: 'water',
      label: 'Water',
      unit: 'ml',
      kind: 'amount',
      group: 'water',
      higherIsBetter: null,
      values: days.map((day) => input.water.get(day) ?? null),
      noun: 'water',
    });
  }
  // Fasting and exercise: once the person uses them in the window, a day without is 0.
  if (input.fasting.size > 0) {
    series.push({
      key: 'fasting',
      label: 'Fasting',
      unit: 'h',
      kind: 'activity',
      group: 'fasting',
      higherIsBetter: null,
      values: days.map((day) => r1(input.fasting.get(day) ?? 0)),
      noun: 'fasting',
    });
  }
  if (input.exercise.size > 0) {
    series.push({
      key: 'exercise',
      label: 'Exercise',
      unit: 'min',
      kind: 'activity',
      group: 'exercise',
      higherIsBetter: null,
      values: days.map((day) => input.exercise.get(day) ?? 0),
      noun: 'exercise',
    });
  }
  return series;
}

function score(
  key: string,
  label: string,
  group: SeriesGroup,
  higherIsBetter: boolean,
  values: (number | null)[],
): DaySeries {
  return { key, label, unit: '/10', kind: 'score', group, higherIsBetter, values, noun: label.toLowerCase() };
}
