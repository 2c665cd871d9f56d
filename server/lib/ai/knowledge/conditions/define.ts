import type { TTriageLevel } from '../../../../../contract/assistant';
import type { TSymptomName } from '../../understanding/vocabulary';
import { FINDINGS, type TFindingId } from '../findings';
import type { TBodySystem, TCondition, TDiagnosticTest, TSource, TWho } from '../types';
import { SPECIALTIES } from './core';

export const S = {
  ...SPECIALTIES,
  surgeon: 'General Surgeon',
  gyn: 'Gynaecologist',
  uro: 'Urologist',
  eye: 'Ophthalmologist',
  paed: 'Paediatrician',
  ed: 'Emergency Department',
  sexual: 'Sexual Health Clinic',
  midwife: 'Midwife or Maternity Unit',
  pharm: 'Pharmacist',
  dentist: 'Dentist',
  podiatry: 'Podiatrist',
  geri: 'Geriatrician',
  id: 'Infectious Disease Specialist',
} as const;

/** Source pages: the sites' own condition pages (no invented addresses). */
export const nhs = (slug: string, title: string): TSource => ({
  title: `NHS: ${title}`,
  url: `https://www.nhs.uk/conditions/${slug}/`,
});
export const nhsPage = (path: string, title: string): TSource => ({
  title: `NHS: ${title}`,
  url: `https://www.nhs.uk/${path}/`,
});
export const medline = (slug: string, title: string): TSource => ({
  title: `MedlinePlus: ${title}`,
  url: `https://medlineplus.gov/${slug}.html`,
});
export const cdc = (path: string, title: string): TSource => ({
  title: `CDC: ${title}`,
  url: `https://www.cdc.gov/${path}/`,
});

export interface TConditionSpec {
  id: string;
  name: string;
  system: TBodySystem;
  triage: TTriageLevel;
  summary: string;
  /** finding → likelihood ratio (types.ts TClinical.findings). */
  f: Partial<Record<TFindingId, number>>;
  /** prevalence, 1 = rare … 30 = very common. */
  p: number;
  who?: TWho;
  escalate?: Partial<Record<TFindingId, TTriageLevel>>;
  synonyms?: readonly string[];
  pattern?: 'acute' | 'chronic' | 'either';
  causes: readonly string[];
  help: readonly string[];
  flags: readonly string[];
  tests?: readonly TDiagnosticTest[];
  doctors: readonly string[];
  sources: readonly TSource[];
}

/** The guided form's symptom choices that a condition's findings belong to, weighted by how telling they are. */
function symptomWeights(f: TConditionSpec['f']): Partial<Record<TSymptomName, number>> {
  const out: Partial<Record<TSymptomName, number>> = {};
  for (const [id, lr] of Object.entries(f) as [TFindingId, number][]) {
    const symptom = FINDINGS[id].symptom;
    if (!symptom) continue;
    const w = Math.min(1, Math.max(0.2, Math.log(lr) / Math.log(8)));
    out[symptom] = Math.max(out[symptom] ?? 0, Math.round(w * 10) / 10);
  }
  return out;
}

/** A condition of the knowledge base from its compact description. */
export function condition(spec: TConditionSpec): TCondition {
  const clinical: TCondition['clinical'] = {
    system: spec.system,
    triage: spec.triage,
    findings: spec.f,
    prevalence: spec.p,
    causes: spec.causes,
  };
  if (spec.who) clinical.who = spec.who;
  if (spec.escalate) clinical.escalate = spec.escalate;
  if (spec.synonyms) clinical.synonyms = spec.synonyms;
  return {
    id: spec.id,
    name: spec.name,
    summary: spec.summary,
    symptomWeights: symptomWeights(spec.f),
    features: [],
    pattern: spec.pattern ?? 'acute',
    relatedChronic: [],
    specialties: spec.doctors,
    tests: spec.tests ?? [],
    selfCare: spec.help,
    redFlags: spec.flags,
    sources: spec.sources,
    clinical,
  };
}
