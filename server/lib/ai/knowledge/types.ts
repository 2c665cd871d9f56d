import type { TChronicCondition, TSymptomName } from '../understanding/vocabulary';

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
}
