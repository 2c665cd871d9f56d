import { CONDITIONS } from '../knowledge/conditions';
import { FINDINGS, type TFindingId } from '../knowledge/findings';
import type { TCondition } from '../knowledge/types';

/** Who the person is and what they report (docs/assistant-knowledge.md#the-scorer). */
export interface TPicture {
  age?: number;
  sex?: 'female' | 'male';
  pregnant?: boolean;
  present: ReadonlySet<TFindingId>;
  absent: ReadonlySet<TFindingId>;
  /** Long-term conditions the person says they already have (the guided form's choices). */
  chronic?: readonly string[];
}

export interface TRanked {
  condition: TCondition;
  /** Share of the belief among all conditions, 0–1. */
  probability: number;
  logScore: number;
  reasons: string[];
}

/** Tuning of the scorer, chosen on the development vignettes. */
export const SCORER = {
  /** Cost (log) of a present finding a condition does not list, by the finding's kind. */
  unexplained: { generic: 0.5, specific: 1.6 },
  /** How much a listed finding that is explicitly absent counts against (share of its log ratio). */
  absentWeight: 0.8,
  /** Extra belief kept for "none of these": spreads probability when nothing fits well. */
  otherLogScore: 0,
  /** Likelihood ratio for a condition related to a long-term condition the person already has. */
  knownChronic: 3,
  /**
   * Likelihood ratio of the course when a condition does not list it: symptoms for months or years
   * fit a long-standing condition and count against a short illness, and a start in the last few days
   * the other way round (knowledge/types.ts TCondition.pattern).
   */
  course: {
    long_standing: { acute: 0.4, either: 1, chronic: 2.5 },
    recent_onset: { acute: 1.5, either: 1, chronic: 0.5 },
  },
} as const;

function ageBand(age: number | undefined): 'infant' | 'child' | 'adult' | 'older' | undefined {
  if (age === undefined) return undefined;
  if (age < 1) return 'infant';
  if (age < 16) return 'child';
  if (age < 65) return 'adult';
  return 'older';
}

/** log prior × fit: prevalence and who the person is, then each finding's likelihood ratio. */
export function scoreOne(condition: TCondition, picture: TPicture): { logScore: number; reasons: string[] } {
  const cl = condition.clinical;
  const reasons: string[] = [];
  let s = Math.log(cl.prevalence);
  const who = cl.who ?? {};
  const band = ageBand(picture.age);
  const w = band ? who[band] : undefined;
  if (w !== undefined) {
    s += Math.log(w);
    if (w >= 2) reasons.push('It is more common at your age.');
    if (w <= 0.3) reasons.push('It is uncommon at your age.');
  }
  const bySex = picture.sex ? who[picture.sex] : undefined;
  if (bySex !== undefined) s += Math.log(bySex);
  if (picture.pregnant && who.pregnant !== undefined) s += Math.log(who.pregnant);
  const listed = cl.findings;
  const fits: string[] = [];
  const misses: string[] = [];
  for (const id of picture.present) {
    const lr =
      listed[id] ??
      (id === 'long_standing' || id === 'recent_onset' ? SCORER.course[id][condition.pattern] : undefined);
    const def = FINDINGS[id];
    if (lr !== undefined) {
      s += Math.log(lr);
      if (lr >= 2) fits.push(def.label);
      else if (lr < 1) misses.push(def.label);
      continue;
    }
    const kind = def.kind ?? 'specific';
    if (kind === 'context') continue;
    // A narrower finding whose broader one is listed costs nothing: the broader one carries it.
    if ((def.implies ?? []).some((b) => listed[b as TFindingId] !== undefined)) continue;
    s -= SCORER.unexplained[kind];
    if (kind === 'specific') misses.push(def.label);
  }
  for (const id of picture.absent) {
    const lr = listed[id];
    if (lr !== undefined && lr > 1) {
      s -= SCORER.absentWeight * Math.log(lr);
      if (lr >= 4) misses.push(`no ${FINDINGS[id].label.replace(/^(a|an) /, '')}`);
    }
  }
  const related = condition.relatedChronic.filter((c) => picture.chronic?.includes(c));
  if (related.length) {
    s += Math.log(SCORER.knownChronic);
    reasons.push(`You told us you have ${list(related.map((c) => c.toLowerCase()))}, which is related.`);
  }
  if (fits.length) reasons.unshift(`It fits ${list(fits.slice(0, 4))}.`);
  if (misses.length) reasons.push(`It does not usually explain ${list(misses.slice(0, 3))}.`);
  return { logScore: s, reasons };
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Every condition ranked by belief given the picture; probabilities sum to 1 with "something else". */
export function rankConditions(picture: TPicture, conditions: readonly TCondition[] = CONDITIONS): TRanked[] {
  const scored = conditions.map((condition) => ({ condition, ...scoreOne(condition, picture) }));
  const max = Math.max(SCORER.otherLogScore, ...scored.map((s) => s.logScore));
  const total =
    Math.exp(SCORER.otherLogScore - max) + scored.reduce((a, s) => a + Math.exp(s.logScore - max), 0);
  return scored
    .map((s) => ({ ...s, probability: Math.exp(s.logScore - max) / total }))
    .sort((a, b) => b.logScore - a.logScore || a.condition.id.localeCompare(b.condition.id));
}
