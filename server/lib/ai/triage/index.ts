import { moreUrgentTriage } from '../../../../common/assistant';
import { TRIAGE_LEVELS, type TTriageLevel } from '../../../../contract/assistant';
import { rankConditions, type TPicture, type TRanked } from '../analysis/score';
import type { TAnalysisProfile, TAnalysisResult } from '../analysis/types';
import { FINDING_IDS, FINDINGS, type TFindingId } from '../knowledge/findings';
import { readFindings } from '../knowledge/findings/read';

export type { TPicture } from '../analysis/score';

/** Tuning of triage, chosen on the development vignettes (docs/assistant-knowledge.md#triage). */
export const TRIAGE = {
  /** A condition counts as plausible from this probability on. */
  plausibleFloor: 0.12,
  /** The leading condition is always plausible. */
  maxPlausible: 5,
} as const;

export interface TTriageResult {
  level: TTriageLevel;
  ranked: TRanked[];
  plausible: TRanked[];
  reasons: string[];
}

const rank = (l: TTriageLevel) => TRIAGE_LEVELS.indexOf(l);
const oneUp = (l: TTriageLevel): TTriageLevel => TRIAGE_LEVELS[Math.max(0, rank(l) - 1)] ?? l;

/**
 * Risk modifiers of the whole picture: each moves a non-emergency level one step up. A known
 * condition or context that the leading condition itself lists (COPD for a COPD flare, pregnancy for
 * pregnancy sickness) is part of that condition, not an extra risk, and does not count.
 */
function riskModifiers(picture: TPicture, leading: TRanked | undefined): string[] {
  const listed = leading?.condition.clinical.findings ?? {};
  const who = leading?.condition.clinical.who ?? {};
  const has = (id: TFindingId) => picture.present.has(id) && listed[id] === undefined;
  const out: string[] = [];
  if (picture.age !== undefined && picture.age < 0.25) out.push('a baby under 3 months');
  // A long-standing condition of old age (dementia, Parkinson's) is not made urgent by age itself.
  const ofOldAge = leading?.condition.pattern === 'chronic' && (who.older ?? 1) >= 2;
  if (picture.age !== undefined && picture.age > 75 && !ofOldAge) out.push('being over 75');
  if ((picture.pregnant || has('pregnant')) && (who.pregnant ?? 1) < 2 && listed.pregnant === undefined)
    out.push('pregnancy');
  if (has('diabetes_known')) out.push('diabetes');
  if (has('blood_thinner')) out.push('taking a blood thinner');
  if (has('recent_immobility')) out.push('a recent operation or long journey');
  if (has('immunosuppressed')) out.push('a weakened immune system');
  if (has('lung_disease_known')) out.push('a long-term lung condition');
  if (has('heart_disease_known')) out.push('a heart condition');
  return out;
}

/**
 * Urgency from the whole picture: the most urgent plausible condition, raised by the red flags of
 * the plausible conditions and by risk modifiers; never self-care while a plausible condition needs a doctor.
 */
export function triage(picture: TPicture): TTriageResult {
  const ranked = rankConditions(picture);
  const plausible = ranked
    .slice(0, TRIAGE.maxPlausible)
    .filter((r, i) => i === 0 || r.probability >= TRIAGE.plausibleFloor);
  const reasons: string[] = [];
  let level: TTriageLevel = 'self_care';
  for (const r of plausible) {
    const cl = r.condition.clinical;
    level = moreUrgentTriage(level, cl.triage);
    for (const [id, to] of Object.entries(cl.escalate ?? {}) as [TFindingId, TTriageLevel][]) {
      if (picture.present.has(id) && rank(to) < rank(level)) {
        level = to;
        reasons.push(
          `Because of what you describe, ${r.condition.name.toLowerCase()} needs ${to.replace(/_/g, ' ')} care.`,
        );
      }
    }
  }
  const modifiers = riskModifiers(picture, plausible[0]);
  if (modifiers.length && rank(level) >= rank('consultation_24')) {
    const raised = oneUp(level);
    if (raised !== level) reasons.push(`Raised one step because of ${modifiers.join(', ')}.`);
    level = rank(raised) < rank('consultation_24') ? 'consultation_24' : raised;
  }
  const infantFever = picture.age !== undefined && picture.age < 0.25 && picture.present.has('fever');
  if (infantFever) level = moreUrgentTriage(level, 'emergency');
  return { level, ranked, plausible, reasons };
}

/** The analysis' risk level as a triage step. */
const RISK_TRIAGE: Record<TAnalysisResult['riskLevel'], TTriageLevel> = {
  high: 'consultation_24',
  moderate: 'consultation',
  low: 'self_care',
};

/**
 * The urgency told to the person: the most urgent of the safety layer's, the analysis' risk and the
 * whole-picture triage. The chat and the guided analysis both use it, so the same facts get the same
 * urgency through either door (docs/assistant-knowledge.md#triage).
 */
export function overallUrgency(
  safetyTriage: TTriageLevel,
  analysis: Pick<TAnalysisResult, 'riskLevel' | 'triage'> | null,
): TTriageLevel {
  if (!analysis) return safetyTriage;
  return moreUrgentTriage(moreUrgentTriage(safetyTriage, RISK_TRIAGE[analysis.riskLevel]), analysis.triage);
}

const UNIT_DAYS: Record<string, number> = { hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 };
const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  few: 3,
  couple: 2,
  several: 4,
};

/** Days in a duration such as "6 weeks", "2 years" or "a few days"; undefined when it cannot be read. */
export function durationDays(duration: string | null | undefined): number | undefined {
  const m =
    /(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|few|couple|several)\s*(?:of\s*)?(hour|day|week|month|year)s?/i.exec(
      duration ?? '',
    );
  if (!m?.[1] || !m[2]) return undefined;
  const n = Number.parseFloat(m[1]);
  const count = Number.isFinite(n) ? n : (WORD_NUMBERS[m[1].toLowerCase()] ?? 1);
  return count * (UNIT_DAYS[m[2].toLowerCase()] ?? 1);
}

const INFANT_AGE =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]?(days?|weeks?|wks?|months?|mos?)[- ]old\b/i;
const SMALL_NUMBERS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/**
 * A baby's age in years from the words ("my 7 month old", "a 5-week-old"), when the age given is
 * under a year or unknown: ages are kept in whole years, and a 5-week-old and a 7-month-old differ in
 * what is urgent (docs/assistant-knowledge.md#triage).
 */
export function infantAge(text: string, age: number | undefined): number | undefined {
  if (age !== undefined && age >= 1) return age;
  const m = INFANT_AGE.exec(text);
  if (!m?.[1] || !m[2]) return age;
  const n = /^\d/.test(m[1]) ? Number(m[1]) : SMALL_NUMBERS.indexOf(m[1].toLowerCase());
  const unit = m[2].toLowerCase();
  const years = unit.startsWith('d') ? n / 365 : unit.startsWith('w') ? (n * 7) / 365 : n / 12;
  return years < 1 ? years : age;
}

/** The guided form's values as a picture: the description, medicines and history read as findings, ticked symptoms added. */
export function pictureFromProfile(profile: TAnalysisProfile): TPicture {
  const cs = profile.currentSymptoms ?? {};
  const hh = profile.healthHistory ?? {};
  const asList = (v: readonly string[] | string | null | undefined) =>
    v == null ? [] : typeof v === 'string' ? [v] : [...v];
  const asText = (v: readonly string[] | string | null | undefined) =>
    v == null ? '' : typeof v === 'string' ? v : v.join(', ');
  const text = [
    cs.symptomDescription ?? '',
    asText(cs.triggers),
    asText(cs.worseningFactors) && `worse with ${asText(cs.worseningFactors)}`,
    asText(hh.currentMedications),
    asText(hh.chronicConditions),
    asText(hh.familyHistory) && `family history of ${asText(hh.familyHistory)}`,
  ]
    .filter(Boolean)
    .join('. ');
  const { present, absent } = readFindings(text);
  // The form's duration field gives the course: months or years, or the last few days.
  const days = cs.durationDays ?? durationDays(cs.duration);
  if (days !== undefined && days >= 28) present.add('long_standing');
  if (days !== undefined && days <= 3) present.add('recent_onset');
  for (const s of cs.primarySymptoms ?? []) {
    const id = FINDING_IDS.find((f) => FINDINGS[f].symptom === s && !FINDINGS[f].implies);
    if (id) {
      present.add(id);
      absent.delete(id);
    }
  }
  const g = (profile.personalInfo?.gender ?? '').toLowerCase();
  const picture: TPicture = { present, absent, pregnant: present.has('pregnant') };
  const given = profile.personalInfo?.age;
  const age = infantAge(text, given != null && given >= 0 ? given : undefined);
  if (age !== undefined) picture.age = age;
  if (g === 'female' || g === 'male') picture.sex = g;
  const chronic = asList(hh.chronicConditions);
  if (chronic.length) picture.chronic = chronic;
  return picture;
}
