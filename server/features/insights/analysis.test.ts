import { describe, expect, it } from 'vitest';
import { correlate, earlyWarnings, findPatterns, needsOf, summarise, type Window } from './analysis';
import {
  buildSeries,
  type CheckInDay,
  type DaySeries,
  overallScore,
  type SymptomEntry,
  sleepScore,
} from './series';
import { seededRandom } from './testing';

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function windowOf(periodDays: number, windowDays = 2 * periodDays): Window {
  const first = addDays('2026-06-15', 1 - windowDays);
  return {
    days: Array.from({ length: windowDays }, (_, i) => addDays(first, i)),
    periodStart: windowDays - periodDays,
    periodDays,
  };
}

const scoreSeries = (values: (number | null)[], higherIsBetter = true): DaySeries => ({
  key: 'mood',
  label: 'Mood',
  unit: '/10',
  kind: 'score',
  group: 'checkin',
  higherIsBetter,
  values,
  noun: 'mood',
});

describe('scores out of 10', () => {
  it('maps sleep hours and the overall score as documented', () => {
    expect(sleepScore(8)).toBe(10);
    expect(sleepScore(10)).toBe(10);
    expect(sleepScore(6)).toBe(7.5);
    const day: CheckInDay = {
      date: '2026-06-01',
      mood: 8,
      energy: 6,
      stress: 3,
      fatigueLevel: 5,
      mentalClarity: 7,
      digestion: 9,
      sleepHours: 6,
    };
    // (8 + 6 + 7 + 9 + 7.5 + 8 + 6) / 7
    expect(overallScore(day)).toBeCloseTo(51.5 / 7, 10);
  });
});

describe('summaries', () => {
  it('a steady rise of 0.1 a day is a trend up, with averages and the change against the period before', () => {
    const window = windowOf(30);
    const values = window.days.map((_, i) => 3 + i * 0.1);
    const summary = summarise(scoreSeries(values), window, 'mood');
    // Current: days 30..59 → 6.0..8.9, average 7.45 → 7.5 (rounded); previous 3.0..5.9 → 4.45 → 4.5.
    expect(summary.current).toBe(7.5);
    expect(summary.previous).toBe(4.5);
    expect(summary.changePercent).toBe(67);
    expect(summary.trend).toBe('up');
    expect(summary.slope?.perDay).toBeCloseTo(0.1, 3);
    expect(summary.days).toBe(30);
  });

  it('noise around a level is flat; a fall in stress is down (and good)', () => {
    const window = windowOf(30);
    const noisy = window.days.map((_, i) => 5 + (i % 2 === 0 ? 1 : -1));
    expect(summarise(scoreSeries(noisy), window, 'mood').trend).toBe('flat');
    const falling = window.days.map((_, i) => 9 - i * 0.1);
    const stress = summarise(scoreSeries(falling, false), window, 'stress');
    expect(stress.trend).toBe('down');
    expect(stress.higherIsBetter).toBe(false);
  });

  it('with too few days gives no trend and says how many more are needed', () => {
    const window = windowOf(7);
    const values = window.days.map((_, i) => (i >= 12 ? 6 : null));
    const summary = summarise(scoreSeries(values), window, 'energy');
    expect(summary.days).toBe(2);
    expect(summary.trend).toBeNull();
    expect(summary.slope).toBeNull();
    expect(summary.insights).toEqual(['Log 3 more days to see your energy trend.']);
  });
});

/** 60 days of independent random check-ins, symptoms, meals and water. */
function randomHistory(seed: number, periodDays = 60) {
  const random = seededRandom(seed);
  const score = () => 1 + Math.floor(random() * 10);
  const window = windowOf(periodDays);
  const checkIns: CheckInDay[] = [];
  const symptoms: SymptomEntry[] = [];
  const meals: { date: string; calories: number; protein: number; foods: string[] }[] = [];
  const water = new Map<string, number>();
  for (const date of window.days.slice(window.periodStart)) {
    checkIns.push({
      date,
      mood: score(),
      energy: score(),
      stress: score(),
      fatigueLevel: score(),
      mentalClarity: score(),
      digestion: score(),
      sleepHours: 4 + Math.floor(random() * 10) * 0.5,
    });
    for (const name of ['Headache', 'Nausea', 'Bloating'])
      if (random() < 0.4)
        symptoms.push({ symptomName: name, severity: score(), date, hour: Math.floor(random() * 24) });
    meals.push({
      date,
      calories: 400 + Math.floor(random() * 800),
      protein: 10 + Math.floor(random() * 40),
      foods: ['milk', 'coffee', 'wine', 'toast', 'cake'].filter(() => random() < 0.4),
    });
    water.set(date, 500 + Math.floor(random() * 1500));
  }
  const all = buildSeries({
    days: window.days,
    checkIns,
    symptoms,
    meals,
    water,
    fasting: new Map(),
    exercise: new Map(),
  });
  return { window, all, symptoms };
}

describe('correlations', () => {
  it('finds a built lagged effect with its size, and keeps false findings near the 5 % control on random data', () => {
    // Fatigue 3 points higher the day after a night of 5 hours.
    const random = seededRandom(7);
    const window = windowOf(60);
    const short = window.days.map(() => random() < 0.5);
    const checkIns: CheckInDay[] = window.days.slice(window.periodStart - 1).map((date, k) => {
      const i = window.periodStart - 1 + k;
      return {
        date,
        mood: 6,
        energy: 1 + Math.floor(random() * 10),
        stress: 1 + Math.floor(random() * 10),
        fatigueLevel: 3 + (short[i - 1] ? 3 : 0) + Math.floor(random() * 3),
        mentalClarity: 6,
        digestion: 6,
        sleepHours: short[i] ? 5 : 8,
      };
    });
    const all = buildSeries({
      days: window.days,
      checkIns,
      symptoms: [],
      meals: [],
      water: new Map(),
      fasting: new Map(),
      exercise: new Map(),
    });
    const found = correlate(all, window).correlations;
    const sleep = found.find((c) => c.from.key === 'sleep_hours' && c.to.key === 'fatigue');
    expect(sleep?.lagDays).toBe(1);
    expect(sleep?.sentence).toMatch(
      /^On days after you slept 5 hours or less, your fatigue was [23](\.\d)? points higher than on other days \(60 days of data\)\.$/,
    );

    // 100 random histories: each runs hundreds of tests, so without control nearly every one would
    // show a 'finding' at p < 0.05; with Benjamini–Yekutieli about 1 in 100 does (Benjamini–Hochberg,
    // which assumes independent tests, let about 7 in 100 through).
    let withFinding = 0;
    let minTests = Number.POSITIVE_INFINITY;
    for (let seed = 100; seed < 200; seed++) {
      const history = randomHistory(seed);
      const result = correlate(history.all, history.window);
      minTests = Math.min(minTests, result.tests);
      if (result.correlations.length > 0) withFinding++;
    }
    expect(minTests).toBeGreaterThan(300);
    expect(withFinding).toBeLessThanOrEqual(3);
  });

  it('needs 7 days on each side: 20 days with only 5 short nights give no test of sleep', () => {
    const window = windowOf(20);
    const checkIns: CheckInDay[] = window.days.map((date, i) => ({
      date,
      mood: 6,
      energy: 6,
      stress: 5,
      fatigueLevel: i % 4 === 1 ? 9 : 3,
      mentalClarity: 6,
      digestion: 6,
      sleepHours: i % 4 === 0 ? 5 : 8,
    }));
    const all = buildSeries({
      days: window.days,
      checkIns,
      symptoms: [],
      meals: [],
      water: new Map(),
      fasting: new Map(),
      exercise: new Map(),
    });
    const result = correlate(all, window);
    expect(result.correlations.filter((c) => c.from.key === 'sleep_hours')).toEqual([]);
  });
});

describe('patterns', () => {
  it('finds a weekday effect, a time of day and a symptom cluster that were built in', () => {
    const random = seededRandom(11);
    const window = windowOf(90);
    const checkIns: CheckInDay[] = [];
    const symptoms: SymptomEntry[] = [];
    for (const date of window.days.slice(window.periodStart)) {
      const monday = new Date(`${date}T00:00:00Z`).getUTCDay() === 1;
      checkIns.push({
        date,
        mood: 6,
        energy: monday ? 2 + Math.floor(random() * 2) : 6 + Math.floor(random() * 3),
        stress: 1 + Math.floor(random() * 10),
        fatigueLevel: 1 + Math.floor(random() * 10),
        mentalClarity: 6,
        digestion: 6,
        sleepHours: 7,
      });
      if (random() < 0.35) {
        symptoms.push({ symptomName: 'Migraine', severity: 7, date, hour: 7 });
        symptoms.push({ symptomName: 'Nausea', severity: 5, date, hour: 8 });
      }
    }
    const all = buildSeries({
      days: window.days,
      checkIns,
      symptoms,
      meals: [],
      water: new Map(),
      fasting: new Map(),
      exercise: new Map(),
    });
    const { patterns } = findPatterns(all, symptoms, window);
    const weekday = patterns.find((p) => p.id === 'pattern:day_of_week:energy');
    expect(weekday?.description).toMatch(/lowest on Mondays/);
    expect(weekday?.bars.map((b) => b.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const morning = patterns.find((p) => p.id === 'pattern:time_of_day:migraine');
    expect(morning?.description).toMatch(
      /^100 % of your migraine entries \(\d+ of \d+\) were logged in the morning/,
    );
    const cluster = patterns.find((p) => p.type === 'symptom_cluster');
    expect(cluster?.title).toBe('Migraine and nausea often come together');
    expect(patterns.some((p) => p.id.includes('stress') || p.id.includes('fatigue'))).toBe(false);
  });
});

describe('early warnings', () => {
  it('flags 3 days beyond the person’s own baseline in the bad direction, sized by how far', () => {
    const values: (number | null)[] = [];
    for (let i = 0; i < 30; i++) values.push(i % 3 === 0 ? 3 : 2);
    values.push(8, 9, 9);
    const stress: DaySeries = {
      ...scoreSeries(values, false),
      key: 'stress',
      label: 'Stress',
      noun: 'stress',
    };
    const { warnings } = earlyWarnings([stress]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.title).toBe('Stress higher than usual');
    expect(warnings[0]?.severity).toBe('high');
    expect(warnings[0]?.links.map((l) => l.href)).toEqual(['/chat', '/practitioners']);
    // Good news is not a warning: low stress.
    const calm = [...values.slice(0, 30), 1, 1, 1];
    expect(earlyWarnings([{ ...stress, values: calm }]).warnings).toEqual([]);
    // Too short a baseline: nothing.
    expect(earlyWarnings([{ ...stress, values: values.slice(20) }]).warnings).toEqual([]);
  });
});

describe('needs', () => {
  it('says what each part still needs', () => {
    expect(
      needsOf({
        checkInDays: 3,
        periodDays: 30,
        anyData: true,
        predictive: true,
        correlationTests: 0,
        warningWindowDays: 3,
        baselineDays: 0,
      }),
    ).toEqual([
      'Log 2 more days to see your mood, energy, sleep and stress trends.',
      'Log 11 more days to see your sleep and fatigue pattern.',
      'Log 18 more days to see your day-of-week pattern.',
      'Log 14 more days so that your insights can tell when something is unusual for you.',
    ]);
    expect(
      needsOf({
        checkInDays: 3,
        periodDays: 7,
        anyData: true,
        predictive: false,
        correlationTests: 0,
        warningWindowDays: 3,
        baselineDays: 0,
      }),
    ).toEqual(['Log 2 more days to see your mood, energy, sleep and stress trends.']);
  });
});
