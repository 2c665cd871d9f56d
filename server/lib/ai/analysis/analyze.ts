import { CONDITIONS } from '../knowledge/conditions';
import type { TCondition, TUrgency } from '../knowledge/types';
import { extract } from '../understanding/extract';
import { isNegated, normalise } from '../understanding/negation';
import {
  CHRONIC_CONDITIONS,
  SYMPTOMS,
  type TChronicCondition,
  type TSymptomName,
} from '../understanding/vocabulary';
import type {
  TAnalysisProfile,
  TAnalysisResult,
  TPotentialCondition,
  TRecommendedTest,
  TRiskLevel,
} from './types';

/** Tuning constants, in one place so their effect is easy to read and test. */
export const SCORING = {
  /** Share of the score that symptom overlap can give (0–1 scale before the cap). */
  symptomShare: 0.45,
  /** Feature matches add their weights, capped at this total. */
  featureCap: 0.5,
  /** Likelihood = maxLikelihood × (1 − e^(−squash × score)): monotonic, so ranks never change, and never above the cap. */
  squash: 1.5,
  /** Self-care and tests come from the leading entries: those within this share of the top score (at most 3). */
  leadingShare: 0.6,
  maxLeading: 3,
  /** A chronic condition the user already has that relates to this entry. */
  knownChronicBoost: 0.15,
  /** Feature weight kept when none of the user's symptoms belong to the condition. */
  offPictureFeatureFactor: 0.5,
  durationFitBoost: 0.04,
  durationMisfitPenalty: 0.08,
  /** The highest likelihood the engine ever reports. */
  maxLikelihood: 85,
  /** Entries below this are not listed. */
  floor: 15,
  maxConditions: 5,
} as const;

const URGENCY_RANK: Record<TUrgency, number> = { high: 0, medium: 1, low: 2 };
const SYMPTOM_SET = new Set<string>(SYMPTOMS);
const CHRONIC_SET = new Set<string>(CHRONIC_CONDITIONS);

const asList = (v: readonly string[] | string | null | undefined): string[] =>
  v == null ? [] : typeof v === 'string' ? (v.trim() ? [v] : []) : v.filter((s) => typeof s === 'string');

const featureRegexes = new Map<string, RegExp>();
function featureRe(source: string): RegExp {
  let re = featureRegexes.get(source);
  if (!re) {
    re = new RegExp(`(?<![a-z0-9'])(?:${source})(?![a-z0-9'])`, 'g');
    featureRegexes.set(source, re);
  }
  return re;
}

/** All of a feature's terms in one regular expression: a cheap first test before the negation check. */
const anyTermRegexes = new WeakMap<object, RegExp>();
function anyTerm(feature: { terms: readonly string[] }): RegExp {
  let re = anyTermRegexes.get(feature);
  if (!re) {
    re = new RegExp(`(?<![a-z0-9'])(?:${feature.terms.join('|')})(?![a-z0-9'])`);
    anyTermRegexes.set(feature, re);
  }
  return re;
}

/** True when `source` occurs in `text` at least once without being negated. */
function mentions(text: string, source: string): boolean {
  const re = featureRe(source);
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (!isNegated(text, m.index, m.index + m[0].length)) return true;
    if (m[0].length === 0) re.lastIndex++;
  }
  return false;
}

interface TFacts {
  symptoms: TSymptomName[];
  text: string;
  severity?: number;
  durationDays?: number;
  chronic: TChronicCondition[];
  age?: number;
  sex?: 'female' | 'male';
}

/** Gathers what the form and the free-text description say, the description read by extract(). */
export function collectFacts(profile: TAnalysisProfile, now = new Date()): TFacts {
  const cs = profile.currentSymptoms ?? {};
  const hh = profile.healthHistory ?? {};
  const pi = profile.personalInfo ?? {};
  const description = cs.symptomDescription ?? '';
  const parts = [
    description,
    ...asList(cs.triggers),
    ...asList(cs.improvingFactors).map((s) => `better ${s}`),
    ...asList(cs.worseningFactors).map((s) => `worse ${s}`),
    ...asList(hh.familyHistory).map((s) => `family history of ${s}`),
    ...asList(hh.currentMedications),
  ];
  const text = normalise(parts.filter(Boolean).join('. '));
  const fromText = extract(description, { now });
  const symptoms = SYMPTOMS.filter(
    (s) =>
      ((cs.primarySymptoms ?? []).includes(s) || fromText.primarySymptoms.includes(s)) &&
      !(fromText.negatedSymptoms.includes(s) && !(cs.primarySymptoms ?? []).includes(s)),
  );
  const sev = typeof cs.severity === 'string' ? Number.parseFloat(cs.severity) : cs.severity;
  const severity = Number.isFinite(sev) && sev != null ? Math.min(10, Math.max(1, sev)) : fromText.severity;
  const durationDays =
    cs.durationDays ??
    (cs.duration
      ? (extract(`for ${cs.duration}`, { now }).durationDays ?? extract(cs.duration, { now }).durationDays)
      : undefined) ??
    fromText.durationDays;
  const chronic = CHRONIC_CONDITIONS.filter(
    (c) => (hh.chronicConditions ?? []).includes(c) || fromText.chronicConditions.includes(c),
  );
  const g = (pi.gender ?? '').toLowerCase();
  const sex = g === 'female' ? 'female' : g === 'male' ? 'male' : undefined;
  const age = pi.age && pi.age > 0 ? pi.age : fromText.age;
  const facts: TFacts = { symptoms, text, chronic };
  if (severity !== undefined) facts.severity = severity;
  if (durationDays !== undefined) facts.durationDays = durationDays;
  if (age !== undefined) facts.age = age;
  if (sex) facts.sex = sex;
  return facts;
}

interface TScored {
  condition: TCondition;
  score: number;
  reasons: string[];
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Scores one condition against the facts; every step that moves the score leaves a reason. */
export function scoreCondition(condition: TCondition, facts: TFacts): TScored {
  const reasons: string[] = [];
  const weights = condition.symptomWeights;
  const weightOf = (s: TSymptomName) => weights[s] ?? 0;
  const present = facts.symptoms;
  let score = 0;

  if (present.length > 0) {
    const matched = present.filter((s) => weightOf(s) > 0);
    const total = Object.values(weights).reduce((a, b) => a + (b ?? 0), 0);
    // How much of what you feel this condition explains, and how much of its usual picture you have.
    const explained = present.reduce((a, s) => a + weightOf(s), 0) / present.length;
    const coverage = total > 0 ? matched.reduce((a, s) => a + weightOf(s), 0) / Math.min(total, 3) : 0;
    const overlap = 0.6 * explained + 0.4 * Math.min(1, coverage);
    score += SCORING.symptomShare * overlap;
    const strong = matched.filter((s) => weightOf(s) >= 0.6).map((s) => s.toLowerCase());
    const weak = matched.filter((s) => weightOf(s) < 0.6).map((s) => s.toLowerCase());
    if (strong.length)
      reasons.push(
        `${cap(list(strong))} ${strong.length > 1 ? 'are' : 'is'} typical of ${condition.name.toLowerCase()}.`,
      );
    if (weak.length) reasons.push(`${cap(list(weak))} can also occur with it.`);
    const unexplained = present.filter((s) => weightOf(s) === 0).map((s) => s.toLowerCase());
    if (unexplained.length && matched.length)
      reasons.push(`It does not usually explain ${list(unexplained)}.`);
  }

  let featureScore = 0;
  for (const feature of condition.features) {
    if (!anyTerm(feature).test(facts.text)) continue;
    if (!feature.terms.some((t) => mentions(facts.text, t))) continue;
    featureScore += feature.weight;
    reasons.push(
      feature.weight > 0
        ? `You mentioned ${feature.label}, which points to it.`
        : `You mentioned ${feature.label}.`,
    );
  }
  // Features distinguish between conditions that fit what you feel; with no overlap at all they count half.
  const noOverlap = present.length > 0 && !present.some((s) => weightOf(s) > 0);
  if (noOverlap && featureScore > 0) featureScore *= SCORING.offPictureFeatureFactor;
  score += Math.max(-0.3, Math.min(SCORING.featureCap, featureScore));

  const related = condition.relatedChronic.filter((c) => facts.chronic.includes(c));
  if (related.length && score > 0) {
    score += SCORING.knownChronicBoost;
    reasons.push(`You told us you have ${list(related.map((c) => c.toLowerCase()))}, which is related.`);
  }

  const days = facts.durationDays;
  if (days !== undefined && score > 0) {
    if (condition.pattern === 'chronic' && days >= 28) {
      score += SCORING.durationFitBoost;
      reasons.push('It usually lasts for weeks to months, as yours has.');
    } else if (condition.pattern === 'chronic' && days < 7) {
      score -= SCORING.durationMisfitPenalty;
      reasons.push('It is usually long-lasting, and yours is recent.');
    } else if (condition.pattern === 'acute' && days > 90) {
      score -= SCORING.durationMisfitPenalty;
      reasons.push('It is usually short-lived, and yours has lasted months.');
    }
  }

  const p = condition.priors;
  if (p && score > 0) {
    let factor = 1;
    if (facts.sex === 'female' && p.female) factor *= p.female;
    if (facts.sex === 'male' && p.male) factor *= p.male;
    if (facts.sex === 'female' && (p.female ?? 1) > 1.1) reasons.push('It is more common in women.');
    if (facts.sex === 'male' && (p.male ?? 1) > 1.1) reasons.push('It is more common in men.');
    if (facts.age !== undefined && p.outsideAgeFactor !== undefined) {
      const outside =
        (p.minAge !== undefined && facts.age < p.minAge) || (p.maxAge !== undefined && facts.age > p.maxAge);
      if (outside) {
        factor *= p.outsideAgeFactor;
        reasons.push('It is less common at your age.');
      }
    }
    score *= factor;
  }

  if (condition.mostlySilent) {
    reasons.push('It usually causes no symptoms, so only a check-up or blood test can find it.');
  }
  return { condition, score, reasons };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function toLikelihood(score: number): number {
  if (score <= 0) return 0;
  return Math.round(SCORING.maxLikelihood * (1 - Math.exp(-SCORING.squash * score)));
}

/** The entries close enough to the top to drive advice and tests. */
function leading(top: TScored[]): TScored[] {
  const best = top[0]?.score ?? 0;
  return top.filter((s) => s.score >= SCORING.leadingShare * best).slice(0, SCORING.maxLeading);
}

function rank(facts: TFacts): TScored[] {
  return CONDITIONS.map((c) => scoreCondition(c, facts))
    .filter((s) => toLikelihood(s.score) >= SCORING.floor)
    .sort((a, b) => b.score - a.score || a.condition.id.localeCompare(b.condition.id))
    .slice(0, SCORING.maxConditions);
}

function riskLevel(facts: TFacts, top: TScored[]): TRiskLevel {
  const redFlag = top.some((s) => (s.condition.redFlagTerms ?? []).some((t) => mentions(facts.text, t)));
  const chestOrBreath =
    facts.symptoms.includes('Chest Pain') || facts.symptoms.includes('Shortness of Breath');
  const sev = facts.severity ?? 0;
  if (redFlag || sev >= 8 || (chestOrBreath && sev >= 6)) return 'high';
  if (sev >= 5 || (facts.durationDays ?? 0) >= 14 || chestOrBreath) return 'moderate';
  return 'low';
}

const CLINICIAN_ADVICE =
  'See a clinician (your primary care physician is a good start) to talk these symptoms through; this analysis is not a diagnosis.';

function recommendations(facts: TFacts, top: TScored[], risk: TRiskLevel): string[] {
  const out: string[] = [];
  if (risk === 'high')
    out.push(
      'Because of how severe or concerning this sounds, arrange to see a clinician within the next day.',
    );
  out.push(CLINICIAN_ADVICE);
  const seen = new Set(out);
  // Round-robin over the top conditions so the first few tips cover each of them.
  const pools = top.map((s) => [...s.condition.selfCare]);
  for (let i = 0; out.length < 10 && pools.some((p) => p.length > i); i++) {
    for (const pool of pools) {
      const tip = pool[i];
      if (tip && !seen.has(tip) && out.length < 10) {
        seen.add(tip);
        out.push(tip);
      }
    }
  }
  const flag = top.flatMap((s) => s.condition.redFlags).find((r) => !seen.has(r));
  if (flag) out.push(`Seek care urgently if: ${flag.charAt(0).toLowerCase()}${flag.slice(1)}`);
  if (top.length === 0 && facts.symptoms.length === 0)
    out.push('Tell us more about your symptoms (what, since when, how bad) for a more useful analysis.');
  return out;
}

function specialties(top: TScored[]): string[] {
  const out: string[] = [];
  for (const s of top) for (const sp of s.condition.specialties) if (!out.includes(sp)) out.push(sp);
  if (!out.includes('Primary Care Physician')) out.unshift('Primary Care Physician');
  return out.slice(0, 6);
}

export function formatCost({ min, max }: { min: number; max: number }): string {
  if (max === 0) return 'Free';
  const $ = (n: number) => `$${n.toLocaleString('en-US')}`;
  return min === max ? $(min) : `${$(min)}–${$(max)}`;
}

function tests(top: TScored[]): TRecommendedTest[] {
  const byName = new Map<string, TRecommendedTest & { order: number }>();
  let order = 0;
  for (const s of top) {
    for (const t of s.condition.tests) {
      const existing = byName.get(t.name);
      if (existing) {
        if (URGENCY_RANK[t.urgency] < URGENCY_RANK[existing.urgency]) existing.urgency = t.urgency;
        if (!existing.forConditions.includes(s.condition.name)) existing.forConditions.push(s.condition.name);
        continue;
      }
      byName.set(t.name, {
        name: t.name,
        description: t.description,
        category: t.category,
        urgency: t.urgency,
        estimatedCost: formatCost(t.costUsd),
        costUsd: { ...t.costUsd },
        forConditions: [s.condition.name],
        order: order++,
      });
    }
  }
  return [...byName.values()]
    .sort((a, b) => URGENCY_RANK[a.urgency] - URGENCY_RANK[b.urgency] || a.order - b.order)
    .map(({ order: _order, ...t }) => t);
}

export interface TAnalyzeOptions {
  /** Reference instant for relative durations ("since Monday") in the description; defaults to now. */
  now?: Date;
}

/**
 * The analysis result for the guided form's values
 * (docs/assistant-knowledge.md#3-scoring--analysisanalyzets). Pure and deterministic.
 */
export function analyze(profile: TAnalysisProfile, options: TAnalyzeOptions = {}): TAnalysisResult {
  const facts = collectFacts(profile, options.now);
  const top = rank(facts);
  const risk = riskLevel(facts, top);
  const potentialConditions: TPotentialCondition[] = top.map((s) => ({
    name: s.condition.name,
    likelihood: toLikelihood(s.score),
    conditionId: s.condition.id,
    reasons: s.reasons,
  }));
  return {
    potentialConditions,
    recommendations: recommendations(facts, leading(top), risk),
    recommendedSpecialties: specialties(leading(top)),
    riskLevel: risk,
    tests: tests(leading(top)),
  };
}

export function recommendedTests(
  profile: TAnalysisProfile,
  options: TAnalyzeOptions = {},
): TRecommendedTest[] {
  return tests(leading(rank(collectFacts(profile, options.now))));
}

export function recommendedSpecialties(profile: TAnalysisProfile, options: TAnalyzeOptions = {}): string[] {
  return specialties(leading(rank(collectFacts(profile, options.now))));
}

/** Whether a string is one of the product's symptom or chronic-condition choices. */
export const isSpecSymptom = (s: string): s is TSymptomName => SYMPTOM_SET.has(s);
export const isSpecChronic = (s: string): s is TChronicCondition => CHRONIC_SET.has(s);
