import { z } from 'zod';

/**
 * The health assistant's shared vocabulary (docs/assistant-safety.md): the five triage steps, the red-flag
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

/** The chat shows a disclaimer that it is not medical advice (docs/product/assistant.md#screens). */
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

// ---------------------------------------------------------------------------------------------
// The health chat and the guided onboarding's four calls
// (docs/product/assistant.md#health-chat-and-guided-tour).
// ---------------------------------------------------------------------------------------------

export const ASSISTANT_LIMITS = {
  messageMax: 2000,
  historyMax: 50,
  chatPerUserPerMinute: 60,
  guidedPerUserPerMinute: 30,
  doctorsMax: 6,
} as const;

export const ASSISTANT_MESSAGES = {
  messageRequired: 'Please type a message.',
  messageTooLong: `Please keep your message under ${ASSISTANT_LIMITS.messageMax} characters.`,
  historyTooLong: `The conversation can carry at most ${ASSISTANT_LIMITS.historyMax} earlier messages.`,
  rateLimited: 'You are sending requests too quickly. Please wait a moment and try again.',
  zipRequired: 'Please enter a 5-digit ZIP code.',
} as const;

export const ZChatTurn = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(ASSISTANT_LIMITS.messageMax * 4),
});

export const ZHealthChatRequest = z.object({
  message: z
    .string()
    .trim()
    .min(1, ASSISTANT_MESSAGES.messageRequired)
    .max(ASSISTANT_LIMITS.messageMax, ASSISTANT_MESSAGES.messageTooLong),
  chatHistory: z
    .array(ZChatTurn)
    .max(ASSISTANT_LIMITS.historyMax, ASSISTANT_MESSAGES.historyTooLong)
    .default([]),
  stage: z.literal('health_collection').default('health_collection'),
});
export type THealthChatRequest = z.infer<typeof ZHealthChatRequest>;

/** What the chat understood, with the guided form's field names; empty fields are left out. */
export const ZExtractedData = z.object({
  primarySymptoms: z.array(z.string()).optional(),
  severity: z.number().optional(),
  duration: z.string().optional(),
  durationDays: z.number().optional(),
  triggers: z.array(z.string()).optional(),
  improvingFactors: z.array(z.string()).optional(),
  worseningFactors: z.array(z.string()).optional(),
  chronicConditions: z.array(z.string()).optional(),
  currentMedications: z.array(z.string()).optional(),
  allergies: z.array(z.string()).optional(),
  age: z.number().optional(),
  gender: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zipCode: z.string().optional(),
});
export type TExtractedData = z.infer<typeof ZExtractedData>;

export const ZHealthChatResponse = z.object({
  response: z.string(),
  extractedData: ZExtractedData,
  triage: ZTriageLevel,
  isEmergency: z.boolean(),
  disclaimer: z.string(),
});
export type THealthChatResponse = z.infer<typeof ZHealthChatResponse>;

const zList = z.array(z.string().trim().max(200)).max(50).default([]);
const zText = z.string().max(ASSISTANT_LIMITS.messageMax).default('');

/** The guided onboarding payload; lenient where the client sends defaults (age 0, empty strings). */
export const ZGuidedProfile = z.object({
  personalInfo: z
    .object({
      age: z.coerce.number().int().min(0).max(120).default(0),
      gender: z.enum(['male', 'female', 'other', 'prefer_not_to_say', '']).default(''),
      location: z
        .object({
          city: z.string().trim().max(100).default(''),
          state: z.string().trim().max(50).default(''),
          zipCode: z.string().trim().max(10).default(''),
        })
        .default({ city: '', state: '', zipCode: '' }),
    })
    .default({ age: 0, gender: '', location: { city: '', state: '', zipCode: '' } }),
  healthHistory: z
    .object({
      chronicConditions: zList,
      currentMedications: zList,
      allergies: zList,
      familyHistory: zList,
      previousSurgeries: zList,
    })
    .default({
      chronicConditions: [],
      currentMedications: [],
      allergies: [],
      familyHistory: [],
      previousSurgeries: [],
    }),
  currentSymptoms: z.object({
    primarySymptoms: zList,
    symptomDescription: zText,
    severity: z.coerce.number().int().min(1).max(10).default(5),
    duration: z.string().trim().max(100).default(''),
    triggers: zList,
    improvingFactors: zList,
    worseningFactors: zList,
  }),
});
export type TGuidedProfile = z.infer<typeof ZGuidedProfile>;

export const ZAnalyzeSymptomsResponse = z.object({
  potentialConditions: z.array(
    z.object({ name: z.string(), likelihood: z.number().min(0).max(100), reasons: z.array(z.string()) }),
  ),
  recommendations: z.array(z.string()),
  recommendedSpecialties: z.array(z.string()),
  riskLevel: z.enum(['low', 'moderate', 'high']),
  triage: ZTriageLevel,
  disclaimer: z.string(),
});
export type TAnalyzeSymptomsResponse = z.infer<typeof ZAnalyzeSymptomsResponse>;

export const ZRecommendedTestsResponse = z.object({
  tests: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      category: z.string(),
      urgency: z.string(),
      estimatedCost: z.string(),
    }),
  ),
  disclaimer: z.string(),
});
export type TRecommendedTestsResponse = z.infer<typeof ZRecommendedTestsResponse>;

export const ZFindDoctorsRequest = z.object({
  location: z.object({
    zipCode: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, ASSISTANT_MESSAGES.zipRequired),
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(50).optional(),
  }),
  specialties: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
});
export type TFindDoctorsRequest = z.infer<typeof ZFindDoctorsRequest>;

export const ZFindDoctorsResponse = z.object({
  doctors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      specialty: z.string(),
      distance: z.number().nullable(),
      rating: z.number(),
      reviews: z.number(),
      acceptingPatients: z.boolean(),
    }),
  ),
});
export type TFindDoctorsResponse = z.infer<typeof ZFindDoctorsResponse>;

export const ZRecommendCommunitiesResponse = z.object({
  communities: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      memberCount: z.number().int(),
      activity: z.string(),
      category: z.string(),
      moderated: z.boolean(),
    }),
  ),
});
export type TRecommendCommunitiesResponse = z.infer<typeof ZRecommendCommunitiesResponse>;
