import type { TTriageLevel } from '../../../../contract/assistant';
import type { TDiagnosticTest, TTestCategory, TUrgency } from '../knowledge/types';

/** The guided form's values. Every field is optional: the engine works with what it gets. */
export interface TAnalysisProfile {
  personalInfo?: {
    age?: number | null;
    gender?: string | null;
    location?: { city?: string | null; state?: string | null; zipCode?: string | null } | null;
  } | null;
  healthHistory?: {
    chronicConditions?: readonly string[] | null;
    currentMedications?: readonly string[] | string | null;
    allergies?: readonly string[] | string | null;
    familyHistory?: readonly string[] | string | null;
    previousSurgeries?: readonly string[] | string | null;
  } | null;
  currentSymptoms?: {
    primarySymptoms?: readonly string[] | null;
    symptomDescription?: string | null;
    severity?: number | string | null;
    duration?: string | null;
    durationDays?: number | null;
    triggers?: readonly string[] | string | null;
    improvingFactors?: readonly string[] | string | null;
    worseningFactors?: readonly string[] | string | null;
  } | null;
}

export type TRiskLevel = 'low' | 'moderate' | 'high';

export interface TPotentialCondition {
  name: string;
  /** 0–100; a transparent match score, not a probability of diagnosis. */
  likelihood: number;
  conditionId: string;
  reasons: string[];
}

export interface TRecommendedTest {
  name: string;
  description: string;
  category: TTestCategory;
  urgency: TUrgency;
  /** Display text of the typical US cash price, e.g. "$25–$80" or "Free". */
  estimatedCost: string;
  costUsd: TDiagnosticTest['costUsd'];
  /** Names of the conditions the test helps confirm or rule out. */
  forConditions: string[];
}

export interface TAnalysisResult {
  potentialConditions: TPotentialCondition[];
  recommendations: string[];
  recommendedSpecialties: string[];
  riskLevel: TRiskLevel;
  tests: TRecommendedTest[];
  /** Urgency from the whole picture, from the same ranking as the list (triage/index.ts). */
  triage: TTriageLevel;
}
