import { z } from 'zod';

/**
 * The health assistant's shared vocabulary (issue 4 §2): the five triage steps, the red-flag
 * categories of the safety layer, the not-medical-advice disclaimer and the fixed emergency replies.
 * The safety layer itself lives in server/lib/ai/safety/.
 */

/** Most urgent first; the index is the urgency rank (0 = call an ambulance now). */
export const TRIAGE_LEVELS = [
  'emergency_ambulance',
  'emergency',
  'consultation_24',
  'consultation',
  'self_care',
] as const;
export const ZTriageLevel = z.enum(TRIAGE_LEVELS);
export type TTriageLevel = z.infer<typeof ZTriageLevel>;

/** Levels at which the assistant answers with fixed emergency text instead of a generated reply. */
export const EMERGENCY_TRIAGE_LEVELS: readonly TTriageLevel[] = ['emergency_ambulance', 'emergency'];

/** The more urgent of two levels. */
export function moreUrgentTriage(a: TTriageLevel, b: TTriageLevel): TTriageLevel {
  return TRIAGE_LEVELS.indexOf(a) <= TRIAGE_LEVELS.indexOf(b) ? a : b;
}

/**
 * Red-flag categories, each backed by public triage guidance (NHS 'When to call 999', NHS 111,
 * MedlinePlus 'Recognizing medical emergencies', 988lifeline.org); the catalogue in
 * server/lib/ai/safety/red-flags.ts cites the page for every entry.
 */
export const RED_FLAG_CATEGORIES = [
  'heart_attack',
  'chest_pain',
  'stroke',
  'severe_breathing',
  'shortness_of_breath',
  'anaphylaxis',
  'thunderclap_headache',
  'vomiting_blood',
  'coughing_blood',
  'fainting_chest_pain',
  'fainting',
  'unconscious',
  'sudden_confusion',
  'seizure',
  'severe_bleeding',
  'meningitis_signs',
  'sepsis_signs',
  'pregnancy_pain_or_bleeding',
  'overdose',
  'suicidal_thoughts',
  'self_harm',
] as const;
export const ZRedFlagCategory = z.enum(RED_FLAG_CATEGORIES);
export type TRedFlagCategory = z.infer<typeof ZRedFlagCategory>;

/** Mental-health crisis categories: answered with the 988 Suicide & Crisis Lifeline. */
export const CRISIS_CATEGORIES: readonly TRedFlagCategory[] = ['suicidal_thoughts', 'self_harm'];

/** Spec 001: the chat shows a disclaimer that it is not medical advice. */
export const ASSISTANT_DISCLAIMER =
  'This assistant offers general wellness information, not medical advice. It cannot diagnose conditions. In an emergency call 911.';

/** Fixed reply for a physical emergency (never generated). */
export const EMERGENCY_REPLY =
  'What you describe can be a sign of a medical emergency. Call 911 now, or have someone take you to the nearest emergency room. Do not drive yourself. If you are outside the US, call your local emergency number.';

/** Fixed reply for suicidal thoughts or self-harm (never generated). */
export const CRISIS_REPLY =
  "I'm really sorry you're going through this, and I'm glad you told me. You don't have to face it alone: call or text 988 to reach the 988 Suicide & Crisis Lifeline, free and confidential, any time of day or night (or chat at 988lifeline.org). If you are in immediate danger, have hurt yourself or have taken something, call 911 now.";

/** Fixed reply when a mental-health crisis and a physical emergency come together. */
export const COMBINED_EMERGENCY_REPLY =
  'Call 911 now: what you describe needs emergency help. Do not wait and do not drive yourself. When you are safe, you can also call or text 988 to reach the 988 Suicide & Crisis Lifeline, free and confidential, any time of day or night.';

/** Shown beside the assistant's own reply when a lesser red flag (consultation_24) is found. */
export const URGENT_ADVICE_NOTE =
  'Some of what you describe should be checked by a doctor within 24 hours. Please contact your doctor, an urgent care clinic or a nurse line today, and call 911 if it gets worse.';

export const ZSafetyResult = z.object({
  /** True when the triage is emergency_ambulance or emergency: the reply is the fixed text. */
  isEmergency: z.boolean(),
  /** The most urgent level found; self_care when no red flag (the analysis may raise it). */
  triage: ZTriageLevel,
  /** Red-flag categories found, most urgent first. */
  categories: z.array(ZRedFlagCategory),
  /** The words of the (normalised) message that matched, for the audit log. */
  matchedPhrases: z.array(z.string()),
  /** The fixed reply to send instead of any generated text, or null. */
  reply: z.string().nullable(),
});
export type TSafetyResult = z.infer<typeof ZSafetyResult>;
