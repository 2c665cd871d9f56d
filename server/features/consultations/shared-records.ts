import type { TSharedRecords } from '../../../contract/practice';

/**
 * The records a patient shares with a consultation request, taken when it is sent
 * (docs/product/practice.md#consultation-requests): pure summaries of what the symptoms and
 * health-metrics areas return. No free text: names, counts, severities and scores only.
 */

/** Days of records a request shares (today and the 29 days before, in the patient's time zone). */
export const SHARED_DAYS = 30;
/** Symptoms listed by name, most frequent first. */
export const TOP_SYMPTOMS = 5;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Symptoms of the window: how many entries, and the most frequent names with their average severity. */
export function summariseSymptoms(
  entries: readonly { symptomName: string; severity: number }[],
): NonNullable<TSharedRecords['symptoms']> {
  const byName = new Map<string, { name: string; count: number; total: number }>();
  for (const entry of entries) {
    const name = entry.symptomName.trim();
    const key = name.toLocaleLowerCase('en-US');
    const seen = byName.get(key) ?? { name, count: 0, total: 0 };
    seen.count += 1;
    seen.total += entry.severity;
    byName.set(key, seen);
  }
  const top = [...byName.values()]
    .map((s) => ({ name: s.name, count: s.count, averageSeverity: round1(s.total / s.count) }))
    .sort(
      (a, b) => b.count - a.count || b.averageSeverity - a.averageSeverity || a.name.localeCompare(b.name),
    )
    .slice(0, TOP_SYMPTOMS);
  return { days: SHARED_DAYS, entries: entries.length, top };
}

/** The scores a check-in holds, by the key the shared records use. */
export const CHECK_IN_SCORES = [
  'mood',
  'energy',
  'stress',
  'fatigueLevel',
  'mentalClarity',
  'digestion',
  'sleepHours',
] as const;
type Score = (typeof CHECK_IN_SCORES)[number];

/**
 * Check-ins of the window: how many, and each score's average over them (each day's average weighted
 * by that day's number of check-ins). Scores are out of 10, `sleepHours` in hours; no average without
 * a check-in.
 */
export function summariseCheckIns(
  days: readonly ({ checkIns: number } & Record<Score, number>)[],
): NonNullable<TSharedRecords['checkIns']> {
  const count = days.reduce((sum, d) => sum + d.checkIns, 0);
  const averages: Record<string, number> = {};
  if (count > 0) {
    for (const score of CHECK_IN_SCORES) {
      averages[score] = round1(days.reduce((sum, d) => sum + d[score] * d.checkIns, 0) / count);
    }
  }
  return { days: SHARED_DAYS, count, averages };
}

/** The insights a patient shares: the title and sentence of each, one per line; null when there is none. */
export function summariseInsights(
  insights: readonly { title: string; description: string }[],
): string | null {
  const lines = insights.map((i) => `${i.title}: ${i.description}`.trim());
  return lines.length > 0 ? lines.join('\n') : null;
}
