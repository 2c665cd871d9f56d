import { RED_FLAG_CATEGORIES, TRIAGE_LEVELS, type TTriageLevel } from '../../contract/assistant';
import type {
  TConditionCase,
  TEvalCase,
  TExtractionCase,
  TLookAlikeCase,
  TNumberOrRange,
  TRedFlagCase,
} from './cases';

/**
 * The assistant eval's scoring (docs/assistant-knowledge.md#5-measured-quality--npm-run-evalassistant), pure:
 * the engine is passed in, so the metrics are unit-tested with a fake engine and the runner
 * (scripts/eval-assistant.ts) and the build's test (assistant-eval.test.ts) score the real one.
 */

/** What the eval needs from an assistant engine. */
export interface TEvalEngine {
  safety(
    message: string,
    history: readonly string[],
  ): { triage: TTriageLevel; categories: readonly string[] };
  extract(message: string): {
    primarySymptoms: readonly string[];
    severity?: number;
    durationDays?: number;
    triggers: readonly string[];
  };
  /** Condition ids, best first. */
  rankConditions(profile: TConditionCase['profile']): readonly string[];
}

export const TARGETS = {
  redFlagRecall: 1,
  falseAlarmRateMax: 0.05,
  symptomF1: 0.9,
  negationErrorsMax: 0,
  conditionTop3: 0.85,
} as const;

export type TCounts = { tp: number; fp: number; fn: number };
export type TPrf = TCounts & { precision: number; recall: number; f1: number };

export type TFailure = { id: string; kind: TEvalCase['kind']; what: string; expected: string; got: string };

export type TEvalReport = {
  counts: Record<TEvalCase['kind'], number>;
  extraction: {
    symptoms: TPrf;
    severity: TPrf;
    durationDays: TPrf;
    triggers: TPrf;
    /** Micro-average over the four fields. */
    overall: TPrf;
    negationErrors: number;
    negationChecks: number;
  };
  redFlags: {
    cases: number;
    caught: number;
    /** Any red flag found, whatever its category or level. */
    detected: number;
    recall: number;
    perCategory: Record<string, { cases: number; caught: number; recall: number }>;
  };
  lookAlikes: {
    cases: number;
    falseAlarms: number;
    falseAlarmRate: number;
    /** Categories that fired on look-alikes, with how often. */
    perCategory: Record<string, number>;
  };
  conditions: { cases: number; top1: number; top3: number; top1Rate: number; top3Rate: number };
  failures: TFailure[];
};

export function prf(c: TCounts): TPrf {
  const precision = c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { ...c, precision, recall, f1 };
}

const add = (a: TCounts, b: TCounts): TCounts => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn });
const ZERO: TCounts = { tp: 0, fp: 0, fn: 0 };

export function inRange(value: number, expected: TNumberOrRange): boolean {
  return typeof expected === 'number' ? value === expected : value >= expected[0] && value <= expected[1];
}

const showRange = (expected: TNumberOrRange | null) =>
  expected === null
    ? 'none'
    : typeof expected === 'number'
      ? String(expected)
      : `${expected[0]}–${expected[1]}`;
const showList = (items: readonly string[]) => (items.length === 0 ? '[]' : `[${items.join(', ')}]`);

/** One scalar field: a right value is a TP; a wrong one is both an FP and an FN; a missing one an FN. */
export function scoreScalar(got: number | undefined, expected: TNumberOrRange | null): TCounts {
  if (expected === null) return got === undefined ? ZERO : { tp: 0, fp: 1, fn: 0 };
  if (got === undefined) return { tp: 0, fp: 0, fn: 1 };
  return inRange(got, expected) ? { tp: 1, fp: 0, fn: 0 } : { tp: 0, fp: 1, fn: 1 };
}

/** Set overlap of symptom names (the 16 choices). */
export function scoreSet(got: readonly string[], expected: readonly string[]): TCounts {
  const want = new Set(expected);
  const have = new Set(got);
  let tp = 0;
  for (const s of have) if (want.has(s)) tp++;
  return { tp, fp: have.size - tp, fn: want.size - tp };
}

/**
 * Triggers are free text ("after dairy", "bright light"): an expected entry `a|b` is found when some
 * extracted trigger contains one of its words; an extracted trigger that names no expected entry is
 * an FP.
 */
export function scoreTriggers(got: readonly string[], expected: readonly string[]): TCounts {
  const alternatives = expected.map((e) => e.toLowerCase().split('|'));
  const lowered = got.map((g) => g.toLowerCase());
  const names = (trigger: string, alts: readonly string[]) => alts.some((a) => trigger.includes(a));
  const tp = alternatives.filter((alts) => lowered.some((g) => names(g, alts))).length;
  const fp = lowered.filter((g) => !alternatives.some((alts) => names(g, alts))).length;
  return { tp, fp, fn: alternatives.length - tp };
}

const rank = (level: TTriageLevel) => TRIAGE_LEVELS.indexOf(level);

export function evaluate(cases: readonly TEvalCase[], engine: TEvalEngine): TEvalReport {
  const failures: TFailure[] = [];
  const fail = (c: TEvalCase, what: string, expected: string, got: string) =>
    failures.push({ id: c.id, kind: c.kind, what, expected, got });
  const counts = { extraction: 0, red_flag: 0, look_alike: 0, condition: 0 };
  for (const c of cases) counts[c.kind]++;

  // Extraction --------------------------------------------------------------------------------
  let symptoms = ZERO;
  let severity = ZERO;
  let durationDays = ZERO;
  let triggers = ZERO;
  let negationErrors = 0;
  let negationChecks = 0;
  for (const c of cases.filter((x): x is TExtractionCase => x.kind === 'extraction')) {
    const got = engine.extract(c.message);
    const s = scoreSet(got.primarySymptoms, c.expect.primarySymptoms);
    symptoms = add(symptoms, s);
    if (s.fp > 0 || s.fn > 0) {
      fail(c, 'symptoms', showList(c.expect.primarySymptoms), showList(got.primarySymptoms));
    }
    for (const denied of c.expect.negated ?? []) {
      negationChecks++;
      if (got.primarySymptoms.includes(denied)) {
        negationErrors++;
        fail(c, 'negation', `not ${denied}`, showList(got.primarySymptoms));
      }
    }
    if (c.expect.severity !== undefined) {
      const r = scoreScalar(got.severity, c.expect.severity);
      severity = add(severity, r);
      if (r.tp === 0 && (r.fp > 0 || r.fn > 0)) {
        fail(c, 'severity', showRange(c.expect.severity), String(got.severity ?? 'none'));
      }
    }
    if (c.expect.durationDays !== undefined) {
      const r = scoreScalar(got.durationDays, c.expect.durationDays);
      durationDays = add(durationDays, r);
      if (r.tp === 0 && (r.fp > 0 || r.fn > 0)) {
        fail(c, 'durationDays', showRange(c.expect.durationDays), String(got.durationDays ?? 'none'));
      }
    }
    if (c.expect.triggers !== undefined) {
      const r = scoreTriggers(got.triggers, c.expect.triggers);
      triggers = add(triggers, r);
      if (r.fp > 0 || r.fn > 0) fail(c, 'triggers', showList(c.expect.triggers), showList(got.triggers));
    }
  }
  const overall = [symptoms, severity, durationDays, triggers].reduce(add, ZERO);

  // Red flags ---------------------------------------------------------------------------------
  const perCategory: Record<string, { cases: number; caught: number; recall: number }> = {};
  let caught = 0;
  let detected = 0;
  const redFlagCases = cases.filter((x): x is TRedFlagCase => x.kind === 'red_flag');
  for (const c of redFlagCases) {
    const got = engine.safety(c.message, c.history ?? []);
    const primary = c.expect.categories[0]!;
    perCategory[primary] ??= { cases: 0, caught: 0, recall: 0 };
    perCategory[primary].cases++;
    if (got.categories.length > 0) detected++;
    const hasCategory = c.expect.categories.some((cat) => got.categories.includes(cat));
    const urgentEnough = rank(got.triage) <= rank(c.expect.triage);
    if (hasCategory && urgentEnough) {
      caught++;
      perCategory[primary].caught++;
    } else {
      fail(
        c,
        'red flag',
        `${c.expect.categories.join(' or ')} at ${c.expect.triage} or more urgent`,
        got.categories.length === 0 ? 'no red flag' : `${got.categories.join(', ')} at ${got.triage}`,
      );
    }
  }
  for (const entry of Object.values(perCategory)) entry.recall = entry.caught / entry.cases;
  const orderedPerCategory = Object.fromEntries(
    Object.entries(perCategory).sort(
      ([a], [b]) =>
        RED_FLAG_CATEGORIES.indexOf(a as (typeof RED_FLAG_CATEGORIES)[number]) -
        RED_FLAG_CATEGORIES.indexOf(b as (typeof RED_FLAG_CATEGORIES)[number]),
    ),
  );

  // Look-alikes -------------------------------------------------------------------------------
  let falseAlarms = 0;
  const falseCategories: Record<string, number> = {};
  const lookAlikes = cases.filter((x): x is TLookAlikeCase => x.kind === 'look_alike');
  for (const c of lookAlikes) {
    const got = engine.safety(c.message, c.history ?? []);
    const allowed = c.expect.maxTriage ?? 'self_care';
    if (rank(got.triage) < rank(allowed)) {
      falseAlarms++;
      for (const cat of got.categories) falseCategories[cat] = (falseCategories[cat] ?? 0) + 1;
      fail(c, 'false alarm', `no red flag above ${allowed}`, `${got.categories.join(', ')} at ${got.triage}`);
    }
  }

  // Conditions --------------------------------------------------------------------------------
  let top1 = 0;
  let top3 = 0;
  const conditionCases = cases.filter((x): x is TConditionCase => x.kind === 'condition');
  for (const c of conditionCases) {
    const ranked = engine.rankConditions(c.profile);
    const accepted = new Set([c.expect.conditionId, ...(c.expect.alsoAccept ?? [])]);
    const isTop1 = ranked[0] !== undefined && accepted.has(ranked[0]);
    const isTop3 = ranked.slice(0, 3).some((id) => accepted.has(id));
    if (isTop1) top1++;
    if (isTop3) top3++;
    if (!isTop1) {
      fail(
        c,
        isTop3 ? 'condition (top-3 only)' : 'condition',
        c.expect.conditionId,
        showList(ranked.slice(0, 3)),
      );
    }
  }

  const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);
  return {
    counts,
    extraction: {
      symptoms: prf(symptoms),
      severity: prf(severity),
      durationDays: prf(durationDays),
      triggers: prf(triggers),
      overall: prf(overall),
      negationErrors,
      negationChecks,
    },
    redFlags: {
      cases: redFlagCases.length,
      caught,
      detected,
      recall: ratio(caught, redFlagCases.length),
      perCategory: orderedPerCategory,
    },
    lookAlikes: {
      cases: lookAlikes.length,
      falseAlarms,
      falseAlarmRate: lookAlikes.length === 0 ? 0 : falseAlarms / lookAlikes.length,
      perCategory: falseCategories,
    },
    conditions: {
      cases: conditionCases.length,
      top1,
      top3,
      top1Rate: ratio(top1, conditionCases.length),
      top3Rate: ratio(top3, conditionCases.length),
    },
    failures,
  };
}

/** The eval's targets the report misses, as readable lines (empty when all are met). */
export function missedTargets(report: TEvalReport): string[] {
  const missed: string[] = [];
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  if (report.redFlags.recall < TARGETS.redFlagRecall) {
    missed.push(`red-flag recall ${pct(report.redFlags.recall)} < ${pct(TARGETS.redFlagRecall)}`);
  }
  if (report.lookAlikes.falseAlarmRate > TARGETS.falseAlarmRateMax) {
    missed.push(
      `false-alarm rate ${pct(report.lookAlikes.falseAlarmRate)} > ${pct(TARGETS.falseAlarmRateMax)}`,
    );
  }
  if (report.extraction.symptoms.f1 < TARGETS.symptomF1) {
    missed.push(`symptom extraction F1 ${report.extraction.symptoms.f1.toFixed(3)} < ${TARGETS.symptomF1}`);
  }
  if (report.extraction.negationErrors > TARGETS.negationErrorsMax) {
    missed.push(`negation errors ${report.extraction.negationErrors} > ${TARGETS.negationErrorsMax}`);
  }
  if (report.conditions.top3Rate < TARGETS.conditionTop3) {
    missed.push(
      `top-3 condition accuracy ${pct(report.conditions.top3Rate)} < ${pct(TARGETS.conditionTop3)}`,
    );
  }
  return missed;
}

/** The report as plain text for the terminal. */
export function formatReport(report: TEvalReport): string {
  const lines: string[] = [];
  const pct = (x: number) => `${(x * 100).toFixed(1).padStart(5)} %`;
  const f3 = (x: number) => x.toFixed(3);
  const c = report.counts;
  lines.push(
    `Assistant eval: ${c.extraction + c.red_flag + c.look_alike + c.condition} cases ` +
      `(${c.extraction} extraction, ${c.red_flag} red flags, ${c.look_alike} look-alikes, ${c.condition} conditions)`,
    '',
    'Extraction               precision  recall     F1    tp   fp   fn',
  );
  const row = (name: string, m: TPrf) =>
    `  ${name.padEnd(22)} ${f3(m.precision).padStart(9)} ${f3(m.recall).padStart(7)} ${f3(m.f1).padStart(6)} ${String(m.tp).padStart(5)} ${String(m.fp).padStart(4)} ${String(m.fn).padStart(4)}`;
  const e = report.extraction;
  lines.push(
    row('primarySymptoms', e.symptoms),
    row('severity', e.severity),
    row('durationDays', e.durationDays),
    row('triggers', e.triggers),
    row('overall (micro)', e.overall),
    `  negation errors: ${e.negationErrors} of ${e.negationChecks} denied symptoms`,
    '',
    `Red flags: recall ${pct(report.redFlags.recall)} (${report.redFlags.caught}/${report.redFlags.cases} with the right category and triage; ${report.redFlags.detected} flagged at all)`,
  );
  for (const [category, m] of Object.entries(report.redFlags.perCategory)) {
    lines.push(`  ${category.padEnd(28)} ${pct(m.recall)}  (${m.caught}/${m.cases})`);
  }
  const la = report.lookAlikes;
  lines.push(
    '',
    `Look-alikes: false-alarm rate ${pct(la.falseAlarmRate)} (${la.falseAlarms}/${la.cases})`,
    ...Object.entries(la.perCategory).map(([cat, n]) => `  ${cat.padEnd(28)} ${n} false alarm(s)`),
    '',
    `Conditions: top-1 ${pct(report.conditions.top1Rate)} (${report.conditions.top1}/${report.conditions.cases}), top-3 ${pct(report.conditions.top3Rate)} (${report.conditions.top3}/${report.conditions.cases})`,
    '',
  );
  if (report.failures.length === 0) lines.push('Failures: none');
  else {
    lines.push(`Failures (${report.failures.length}):`);
    for (const f of report.failures) {
      lines.push(`  ${f.id.padEnd(9)} ${f.what.padEnd(22)} expected ${f.expected}; got ${f.got}`);
    }
  }
  lines.push('');
  const missed = missedTargets(report);
  lines.push(
    `Targets: red-flag recall ${pct(TARGETS.redFlagRecall)}, false alarms ≤ ${pct(TARGETS.falseAlarmRateMax)}, ` +
      `symptom F1 ≥ ${TARGETS.symptomF1}, negation errors ${TARGETS.negationErrorsMax}, top-3 ≥ ${pct(TARGETS.conditionTop3)}`,
  );
  lines.push(missed.length === 0 ? 'ALL TARGETS MET' : `TARGETS MISSED: ${missed.join('; ')}`);
  return lines.join('\n');
}
