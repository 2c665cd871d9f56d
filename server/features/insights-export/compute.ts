import { olsSlope } from '../../../common/stats';

/**
 * The pure part of the insights export (docs/product/insights.md#export-and-the-doctor-summary): the
 * day-by-day table of the CSV and the doctor summary's symptom and check-in figures, from rows the other
 * areas' services return. No I/O.
 */

/** One local day's check-in count and averages (health-metrics `dailyAveragesBetween`). */
export type DayCheckIns = {
  date: string;
  checkIns: number;
  mood: number;
  energy: number;
  stress: number;
  fatigueLevel: number;
  mentalClarity: number;
  digestion: number;
  sleepHours: number;
};

export type SymptomEntry = { symptomName: string; severity: number; date: string; at: Date };

export type ExportInput = {
  /** Every calendar day of the period, oldest first. */
  dates: string[];
  checkIns: DayCheckIns[];
  symptoms: SymptomEntry[];
  meals: { date: string; calories: number; protein: number }[];
  waterMl: Map<string, number>;
  fasts: { date: string; hours: number }[];
  exercise: { date: string; minutes: number }[];
};

export type Cell = string | number | null;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The score columns of a check-in, in the order the CSV and the summary show them. */
const SCORES = [
  { key: 'mood', label: 'Mood' },
  { key: 'energy', label: 'Energy' },
  { key: 'stress', label: 'Stress' },
  { key: 'fatigueLevel', label: 'Fatigue' },
  { key: 'mentalClarity', label: 'Mental clarity' },
  { key: 'digestion', label: 'Digestion' },
] as const;

/** Symptom names as logged, grouped without regard to case or surrounding spaces; the first spelling wins. */
function symptomNames(entries: SymptomEntry[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of entries) {
    const key = entry.symptomName.trim().toLowerCase();
    if (!names.has(key)) names.set(key, entry.symptomName.trim());
  }
  return names;
}

const symptomKey = (name: string) => name.trim().toLowerCase();

/**
 * The CSV's header and one row per calendar day: check-in count and averages (out of 10), sleep hours,
 * per symptom name its count and highest severity, meals with their calories and protein, water in ml,
 * hours of fasts finished that day and minutes of exercise. A cell is empty where nothing was logged.
 */
export function exportTable(input: ExportInput): { header: string[]; rows: Cell[][] } {
  const names = [...symptomNames(input.symptoms).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const header = [
    'Date',
    'Check-ins',
    ...SCORES.map((s) => `${s.label} (average out of 10)`),
    'Sleep (hours)',
    ...names.flatMap(([, name]) => [`${name}: times logged`, `${name}: highest severity (1-10)`]),
    'Meals analysed',
    'Calories (kcal)',
    'Protein (g)',
    'Water (ml)',
    'Fasting (hours, fasts finished that day)',
    'Exercise (minutes)',
  ];
  const checkInsByDate = new Map(input.checkIns.map((row) => [row.date, row]));
  const rows = input.dates.map((date): Cell[] => {
    const checkIn = checkInsByDate.get(date);
    const symptoms = input.symptoms.filter((s) => s.date === date);
    const meals = input.meals.filter((m) => m.date === date);
    const fasting = input.fasts.filter((f) => f.date === date);
    const exercise = input.exercise.filter((e) => e.date === date);
    return [
      date,
      checkIn?.checkIns ?? 0,
      ...SCORES.map((s) => (checkIn ? round1(checkIn[s.key]) : null)),
      checkIn ? round1(checkIn.sleepHours) : null,
      ...names.flatMap(([key]) => {
        const ofName = symptoms.filter((s) => symptomKey(s.symptomName) === key);
        return ofName.length === 0 ? [0, null] : [ofName.length, Math.max(...ofName.map((s) => s.severity))];
      }),
      meals.length,
      meals.length ? Math.round(meals.reduce((sum, m) => sum + m.calories, 0)) : null,
      meals.length ? round1(meals.reduce((sum, m) => sum + m.protein, 0)) : null,
      input.waterMl.get(date) ?? null,
      fasting.length ? round1(fasting.reduce((sum, f) => sum + f.hours, 0)) : null,
      exercise.length ? exercise.reduce((sum, e) => sum + e.minutes, 0) : null,
    ];
  });
  return { header, rows };
}

/**
 * The direction of a least-squares line through (x, y) with its 95 % confidence interval (the
 * insights' own fit, common/stats.ts): 'flat' when the interval includes 0; null with fewer than 3
 * points or when every x is the same.
 */
export function slopeDirection(points: { x: number; y: number }[]): 'up' | 'down' | 'flat' | null {
  const fit = olsSlope(
    points.map((p) => p.x),
    points.map((p) => p.y),
  );
  if (!fit) return null;
  if (fit.low <= 0 && fit.high >= 0) return 'flat';
  return fit.slope > 0 ? 'up' : 'down';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Per symptom name: how often, the average severity and its trend over the period; most frequent first. */
export function symptomSummary(entries: SymptomEntry[]) {
  const names = symptomNames(entries);
  return [...names.entries()]
    .map(([key, name]) => {
      const ofName = entries.filter((e) => symptomKey(e.symptomName) === key);
      const average = ofName.reduce((s, e) => s + e.severity, 0) / ofName.length;
      return {
        name,
        count: ofName.length,
        averageSeverity: round1(average),
        trend: slopeDirection(ofName.map((e) => ({ x: e.at.getTime() / DAY_MS, y: e.severity }))),
      };
    })
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * The period's check-in averages: each day's average weighted by that day's number of check-ins, so a
 * day with three check-ins counts three times; null when there was none. Scores out of 10, sleep in hours.
 */
export function checkInAverages(days: DayCheckIns[]) {
  const total = days.reduce((s, d) => s + d.checkIns, 0);
  const average = (pick: (d: DayCheckIns) => number) =>
    total === 0 ? null : round1(days.reduce((s, d) => s + pick(d) * d.checkIns, 0) / total);
  return [
    ...SCORES.map((s) => ({ label: s.label, value: average((d) => d[s.key]), unit: '/10' })),
    { label: 'Sleep', value: average((d) => d.sleepHours), unit: 'hours' },
  ];
}
