import type { TChronicCondition, TGender, TSymptomName } from './vocabulary';

/** What one message says, keyed by the guided form's field names. */
export interface TExtracted {
  primarySymptoms: TSymptomName[];
  /** Symptom choices the message explicitly denies ("no headache", "not dizzy anymore"). */
  negatedSymptoms: TSymptomName[];
  severity?: number;
  duration?: string;
  durationDays?: number;
  triggers: string[];
  improvingFactors: string[];
  worseningFactors: string[];
  chronicConditions: TChronicCondition[];
  currentMedications: string[];
  allergies: string[];
  age?: number;
  gender?: TGender;
  city?: string;
  /** Two-letter USPS code. */
  state?: string;
  zipCode?: string;
}

export interface TExtractOptions {
  /** Reference instant for relative durations ("since Monday"); defaults to the current time. */
  now?: Date;
}
