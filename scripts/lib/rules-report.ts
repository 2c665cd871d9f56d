import { EMERGENCY_TRIAGE_LEVELS } from '../../contract/assistant';
import type { TCorpusEntry } from '../../server/lib/ai/safety/classifier/corpus';
import { RED_FLAG_RULES } from '../../server/lib/ai/safety/red-flags';
import type { TRuleFindings } from '../../server/lib/ai/safety/rules';

/**
 * How the safety rules alone do on the labelled corpus (docs/assistant-safety.md#measured-figures):
 * recall on the urgent lines (emergency and crisis) per red-flag category, and false alarms on the
 * harmless look-alikes ('neither') per kind of look-alike and per rule that fired. A line counts as
 * caught when the rules find a red flag at an emergency level (`isEmergency`), whatever its category;
 * `sameCategory` counts the catches that also name the line's own category.
 */

export type TTally = { cases: number; hits: number };
export type TRulesReport = {
  urgent: TTally;
  crisis: TTally;
  neither: TTally;
  /** Urgent lines per red-flag category; `sameCategory` caught with that category among the found. */
  byCategory: Record<string, TTally & { sameCategory: number }>;
  /** False alarms per kind of look-alike. */
  byNeither: Record<string, TTally>;
  /** False alarms per rule id (a line may count for several rules). */
  alarmsByRule: Record<string, number>;
  /** Urgent lines the rules missed, and look-alikes they flagged, for reading. */
  misses: { text: string; category: string }[];
  alarms: { text: string; category: string; rules: string[] }[];
};

const URGENT_RULES = new Set(
  RED_FLAG_RULES.filter((r) => EMERGENCY_TRIAGE_LEVELS.includes(r.triage)).map((r) => r.id),
);

export function rulesReport(
  lines: readonly TCorpusEntry[],
  assess: (text: string) => TRuleFindings,
): TRulesReport {
  const report: TRulesReport = {
    urgent: { cases: 0, hits: 0 },
    crisis: { cases: 0, hits: 0 },
    neither: { cases: 0, hits: 0 },
    byCategory: {},
    byNeither: {},
    alarmsByRule: {},
    misses: [],
    alarms: [],
  };
  for (const line of lines) {
    const found = assess(line.text);
    const hit = found.isEmergency ? 1 : 0;
    if (line.label === 'neither') {
      report.neither.cases++;
      report.neither.hits += hit;
      const tally = report.byNeither[line.category] ?? { cases: 0, hits: 0 };
      report.byNeither[line.category] = tally;
      tally.cases++;
      tally.hits += hit;
      if (hit) {
        const urgentRules = found.ruleIds.filter((id) => URGENT_RULES.has(id));
        for (const id of urgentRules) report.alarmsByRule[id] = (report.alarmsByRule[id] ?? 0) + 1;
        report.alarms.push({ text: line.text, category: line.category, rules: urgentRules });
      }
      continue;
    }
    report.urgent.cases++;
    report.urgent.hits += hit;
    if (line.label === 'crisis') {
      report.crisis.cases++;
      report.crisis.hits += hit;
    }
    const tally = report.byCategory[line.category] ?? { cases: 0, hits: 0, sameCategory: 0 };
    report.byCategory[line.category] = tally;
    tally.cases++;
    tally.hits += hit;
    if (hit && found.urgentCategories.includes(line.category as never)) tally.sameCategory++;
    if (!hit) report.misses.push({ text: line.text, category: line.category });
  }
  return report;
}

const pct = (t: TTally) =>
  t.cases === 0 ? '   -  ' : `${((t.hits / t.cases) * 100).toFixed(1).padStart(5)} %`;

/** The report as a plain-text table. */
export function formatRulesReport(report: TRulesReport): string {
  const out: string[] = [];
  out.push(
    `urgent recall   ${pct(report.urgent)}  (${report.urgent.hits}/${report.urgent.cases})`,
    `crisis recall   ${pct(report.crisis)}  (${report.crisis.hits}/${report.crisis.cases})`,
    `false alarms    ${pct(report.neither)}  (${report.neither.hits}/${report.neither.cases} look-alikes)`,
    '',
    'recall per category                 lines  caught   recall  same category',
  );
  for (const [category, t] of Object.entries(report.byCategory).sort((a, b) => a[0].localeCompare(b[0]))) {
    out.push(
      `  ${category.padEnd(32)} ${String(t.cases).padStart(6)} ${String(t.hits).padStart(7)}  ${pct(t)}  ${String(t.sameCategory).padStart(6)}`,
    );
  }
  out.push('', 'false alarms per look-alike         lines  alarms     rate');
  for (const [category, t] of Object.entries(report.byNeither).sort((a, b) => a[0].localeCompare(b[0]))) {
    out.push(
      `  ${category.padEnd(32)} ${String(t.cases).padStart(6)} ${String(t.hits).padStart(7)}  ${pct(t)}`,
    );
  }
  const byRule = Object.entries(report.alarmsByRule).sort((a, b) => b[1] - a[1]);
  if (byRule.length > 0) {
    out.push('', 'false alarms per rule');
    for (const [id, n] of byRule) out.push(`  ${id.padEnd(40)} ${String(n).padStart(5)}`);
  }
  return out.join('\n');
}
