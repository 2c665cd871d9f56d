import type { TTriageLevel } from '../../../../contract/assistant';
import type { TChronicCondition, TSymptomName } from '../understanding/vocabulary';
import type { TFindingId } from './findings';

export type TUrgency = 'high' | 'medium' | 'low';

export type TTestCategory =
  | 'Blood test'
  | 'Urine test'
  | 'Stool test'
  | 'Breath test'
  | 'Imaging'
  | 'Sleep study'
  | 'Lung function'
  | 'Heart test'
  | 'Physical exam'
  | 'Questionnaire'
  | 'Procedure'
  | 'Allergy test';

export interface TDiagnosticTest {
  name: string;
  description: string;
  category: TTestCategory;
  urgency: TUrgency;
  /** Typical US self-pay range in whole dollars (published cash prices vary by lab and region). */
  costUsd: { min: number; max: number };
}

/**
 * A phrase that moves a condition's score when the user's own words contain it.
 * `terms` are regular-expression sources matched on lower-cased text with word boundaries;
 * a negated match ("no aura") does not count. Negative weights lower the score.
 */
export interface TFeature {
  label: string;
  terms: readonly string[];
  weight: number;
}

export interface TSource {
  title: string;
  url: string;
}

export interface TCondition {
  id: string;
  name: string;
  /** One or two plain-language sentences. */
  summary: string;
  /** 0–1 per symptom choice: how typical that symptom is of the condition. */
  symptomWeights: Partial<Record<TSymptomName, number>>;
  features: readonly TFeature[];
  /** acute: days to a few weeks; chronic: months or longer; either: both are common. */
  pattern: 'acute' | 'chronic' | 'either';
  /** True when the condition usually causes no symptoms (found by screening, not by how one feels). */
  mostlySilent?: boolean;
  /** Chronic-condition choices of the guided form that make this entry more likely. */
  relatedChronic: readonly TChronicCondition[];
  /** Well-established prevalence differences, as multipliers on the score. */
  priors?: { female?: number; male?: number; minAge?: number; maxAge?: number; outsideAgeFactor?: number };
  specialties: readonly string[];
  tests: readonly TDiagnosticTest[];
  selfCare: readonly string[];
  redFlags: readonly string[];
  /** Words in a description that make this presentation urgent (the safety layer owns emergencies). */
  redFlagTerms?: readonly string[];
  sources: readonly TSource[];
  /** What the scorer and triage read (docs/assistant-knowledge.md#the-scorer). */
  clinical: TClinical;
}

export type TBodySystem =
  | 'general'
  | 'head-and-nerves'
  | 'mind-and-sleep'
  | 'eyes-ears-nose-throat'
  | 'chest-and-breathing'
  | 'heart-and-blood'
  | 'digestion'
  | 'urinary-and-sexual'
  | 'pregnancy-and-women'
  | 'skin'
  | 'bones-joints-muscles'
  | 'hormones-and-metabolism'
  | 'children'
  | 'medicines';

/**
 * Multipliers on the prior by who the person is (1 = no difference; 0.01 = almost never).
 * infant: under 1; child: 1–15; adult: 16–64; older: 65 and over.
 */
export interface TWho {
  infant?: number;
  child?: number;
  adult?: number;
  older?: number;
  female?: number;
  male?: number;
  pregnant?: number;
}

export interface TClinical {
  system: TBodySystem;
  /** Where the condition sends someone when nothing more is known (contract/assistant.ts TRIAGE_LEVELS). */
  triage: TTriageLevel;
  /**
   * Findings of the vocabulary (knowledge/findings) with their likelihood ratio: how many times
   * more often someone with this condition reports the finding than someone in primary care without it.
   */
  findings: Partial<Record<TFindingId, number>>;
  /** How common the condition is among people who bring symptoms to primary care, 1 = rare … 30 = very common. */
  prevalence: number;
  who?: TWho;
  /** Findings that make this condition more urgent when it is plausible (its red flags in the vocabulary). */
  escalate?: Partial<Record<TFindingId, TTriageLevel>>;
  /** Other names, read when matching a condition named elsewhere (the eval's gold labels, a doctor's letter). */
  synonyms?: readonly string[];
  causes: readonly string[];
}
