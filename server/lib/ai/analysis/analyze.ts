import { TRIAGE_LEVELS, type TTriageLevel } from '../../../../contract/assistant';
import { FINDINGS } from '../knowledge/findings';
import type { TCondition, TUrgency } from '../knowledge/types';
import { pictureFromProfile, type TTriageResult, triage } from '../triage';
import { extract } from '../understanding/extract';
import { isNegated, normalise } from '../understanding/negation';
import {
  CHRONIC_CONDITIONS,
  SYMPTOMS,
  type TChronicCondition,
  type TSymptomName,
} from '../understanding/vocabulary';
import type { TPicture, TRanked } from './score';
import type {
  TAnalysisProfile,
  TAnalysisResult,
  TPotentialCondition,
  TRecommendedTest,
  TRiskLevel,
} from './types';

/** Tuning of the list, in one place so its effect is easy to read and test. */
export const SCORING = {
  /** The highest likelihood the list ever shows: the analysis is never a diagnosis. */
  maxLikelihood: 85,
  /** Entries whose share of the belief is below this (in %) are not listed. */
  floor: 5,
  maxConditions: 5,
  /** Self-care and tests come from the leading entries: those within this share of the top belief (at most 3). */
  leadingShare: 0.3,
  maxLeading: 3,
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
  /** Share of the belief among all conditions, 0–1 (analysis/score.ts). */
  probability: number;
  reasons: string[];
}

const toLikelihood = (probability: number) => Math.min(SCORING.maxLikelihood, Math.round(100 * probability));

/** The entries close enough to the top to drive advice and tests. */
function leading(top: TScored[]): TScored[] {
  const best = top[0]?.probability ?? 0;
  return top.filter((s) => s.probability >= SCORING.leadingShare * best).slice(0, SCORING.maxLeading);
}

/** A condition is listed only when something the person reports points to it, not on its prior alone. */
function supported(r: TRanked, picture: TPicture): boolean {
  const listed = r.condition.clinical.findings;
  for (const id of picture.present) {
    const lr = listed[id];
    if (lr !== undefined && lr >= 2 && FINDINGS[id].kind !== 'context') return true;
  }
  return false;
}

/** The same ranking and urgency as triage() (docs/assistant-knowledge.md#triage), so list and urgency agree. */
function assess(profile: TAnalysisProfile): { top: TScored[]; triage: TTriageResult } {
  const picture = pictureFromProfile(profile);
  const t = triage(picture);
  const top = t.ranked
    .filter((r) => supported(r, picture) && toLikelihood(r.probability) >= SCORING.floor)
    .slice(0, SCORING.maxConditions)
    .map((r) => ({ condition: r.condition, probability: r.probability, reasons: r.reasons }));
  return { top, triage: t };
}

/** Risk from severity, duration and warning words, never below what the whole-picture urgency says. */
function riskLevel(facts: TFacts, top: TScored[], level: TTriageLevel): TRiskLevel {
  if (TRIAGE_LEVELS.indexOf(level) <= TRIAGE_LEVELS.indexOf('consultation_24')) return 'high';
  const redFlag = top.some((s) => (s.condition.redFlagTerms ?? []).some((t) => mentions(facts.text, t)));
  const chestOrBreath =
    facts.symptoms.includes('Chest Pain') || facts.symptoms.includes('Shortness of Breath');
  const sev = facts.severity ?? 0;
  if (redFlag || sev >= 8 || (chestOrBreath && sev >= 6)) return 'high';
  if (sev >= 5 || (facts.durationDays ?? 0) >= 14 || chestOrBreath || level === 'consultation')
    return 'moderate';
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
  const { top, triage: t } = assess(profile);
  const risk = riskLevel(facts, top, t.level);
  const potentialConditions: TPotentialCondition[] = top.map((s) => ({
    name: s.condition.name,
    likelihood: toLikelihood(s.probability),
    conditionId: s.condition.id,
    reasons: s.reasons,
  }));
  return {
    potentialConditions,
    recommendations: recommendations(facts, leading(top), risk),
    recommendedSpecialties: specialties(leading(top)),
    riskLevel: risk,
    tests: tests(leading(top)),
    triage: t.level,
  };
}

export function recommendedTests(
  profile: TAnalysisProfile,
  _options: TAnalyzeOptions = {},
): TRecommendedTest[] {
  return tests(leading(assess(profile).top));
}

export function recommendedSpecialties(profile: TAnalysisProfile, _options: TAnalyzeOptions = {}): string[] {
  return specialties(leading(assess(profile).top));
}

/** Whether a string is one of the product's symptom or chronic-condition choices. */
export const isSpecSymptom = (s: string): s is TSymptomName => SYMPTOM_SET.has(s);
export const isSpecChronic = (s: string): s is TChronicCondition => CHRONIC_SET.has(s);
