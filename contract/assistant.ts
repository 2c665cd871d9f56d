import { z } from 'zod';
import { ZIP_MESSAGES, ZUsZipCode } from './zip';

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
  'choking',
  'thunderclap_headache',
  'vomiting_blood',
  'coughing_blood',
  'fainting_chest_pain',
  'fainting',
  'unconscious',
  'sudden_confusion',
  'seizure',
  'severe_bleeding',
  'blood_clot',
  'head_injury',
  'meningitis_signs',
  'sepsis_signs',
  'diabetic_emergency',
  'heat_stroke',
  'hypothermia',
  'carbon_monoxide',
  'burns',
  'poisoning',
  'overdose',
  'infant_emergency',
  'pregnancy_pain_or_bleeding',
  'pregnancy_warning_signs',
  'testicular_torsion',
  'acute_abdomen',
  'sudden_vision_loss',
  'spinal_emergency',
  'other_emergency',
  'intentional_overdose',
  'harm_to_others',
  'domestic_violence',
  'suicidal_thoughts',
  'self_harm',
  'intrusive_thoughts_baby',
] as const;
export const ZRedFlagCategory = z.enum(RED_FLAG_CATEGORIES);
export type TRedFlagCategory = z.infer<typeof ZRedFlagCategory>;

/**
 * The kinds of crisis, each with its own fixed reply (988, and 911 or the domestic violence hotline
 * where the message calls for it), in the order the safety layer prefers them when several fit.
 */
export const CRISIS_KINDS = [
  'intentional_overdose',
  'harm_to_others',
  'domestic_violence',
  'suicidal_thoughts',
  'self_harm',
  'intrusive_thoughts_baby',
] as const satisfies readonly TRedFlagCategory[];
export type TCrisisKind = (typeof CRISIS_KINDS)[number];
export const CRISIS_CATEGORIES: readonly TRedFlagCategory[] = CRISIS_KINDS;

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

/** Fixed reply for an overdose taken on purpose: the body needs 911 now, the person needs 988 too. */
export const INTENTIONAL_OVERDOSE_REPLY =
  "Please call 911 now, even if you feel fine: some medicines cause serious harm hours after they are taken, and treatment works best early. If you can, tell them what was taken and how much, and unlock the door. I'm really glad you told me. If part of you wanted to die, you don't have to carry that alone: once help is on the way, call or text 988 to reach the 988 Suicide & Crisis Lifeline, any time of day or night.";

/** Fixed reply when someone may harm another person: safety first, then help for the one with the thoughts. */
export const HARM_TO_OTHERS_REPLY =
  'If anyone is in danger right now, call 911. If these are your own thoughts or urges, thank you for saying them out loud: that is a strong first step. Put distance between you and the person and anything that could be used to hurt them, and call or text 988 to talk with a trained counselor now, free and confidential, any time of day or night.';

/** The National Domestic Violence Hotline, shown with the domestic violence reply and banner. */
export const DOMESTIC_VIOLENCE_HOTLINE = {
  phone: '1-800-799-7233',
  text: 'START to 88788',
  web: 'thehotline.org',
} as const;

/** Fixed reply when the person is being hurt or threatened at home. */
export const DOMESTIC_VIOLENCE_REPLY =
  "I'm sorry this is happening to you. It is not your fault. If you are in danger right now, call 911. The National Domestic Violence Hotline can help you plan how to stay safe, free and confidential, any time: call 1-800-799-7233, text START to 88788, or chat at thehotline.org. If it is not safe to talk, you can text or use the online chat, and clear this conversation afterwards.";

/** Fixed reply for a parent frightened by thoughts of harming their baby: calm, urgent, not alarmist. */
export const INTRUSIVE_THOUGHTS_REPLY =
  'Thank you for telling me. Unwanted thoughts like these are more common after a baby than people say, and having them does not mean you want to act on them or that you are a bad parent. They are a sign you need support, and help works. Please speak to your doctor, midwife or health visitor today and ask for a same-day appointment, and call or text 988 any time to talk to someone now. If you ever feel you might act on the thoughts, put the baby somewhere safe like the crib, step away, and call 911.';

/**
 * Fixed reply when a message mentions something that could be serious (a baby, a pregnancy, a
 * danger sign, a reading it cannot place) but the assistant could not tell what is happening: it
 * says so and shows how to get urgent help, instead of guessing (docs/assistant-safety.md).
 */
export const UNCERTAIN_REPLY =
  "I want to be careful here: I'm not sure I understood what is happening, and it may be serious. If someone is very unwell, hard to wake, struggling to breathe, bleeding heavily or getting worse quickly, call 911 now. Otherwise, please call your doctor or a nurse line today. If you can, tell me more in your own words: who it is, what you see, and since when.";

/** Shown beside the assistant's own reply when a lesser red flag (consultation_24) is found. */
export const URGENT_ADVICE_NOTE =
  'Some of what you describe should be checked by a doctor within 24 hours. Please contact your doctor, an urgent care clinic or a nurse line today, and call 911 if it gets worse.';

/**
 * The note before a reply when the whole picture points to a condition that needs emergency care
 * although no red flag fired (docs/assistant-knowledge.md#triage).
 */
export const URGENT_CARE_NOTE =
  'What you describe can be a sign of something that needs to be seen urgently. Please go to an emergency department or urgent care now, and call 911 if it gets worse or you feel very unwell.';

/** The help a fixed reply offers: 911, the 988 Lifeline, the domestic violence hotline. */
export const HELP_LINES = ['911', '988', 'dv_hotline'] as const;
export const ZHelpLine = z.enum(HELP_LINES);
export type THelpLine = z.infer<typeof ZHelpLine>;

/** Which fixed reply the safety layer chose; the client shows the matching banner. */
export const SAFETY_REPLY_KINDS = [
  'emergency',
  'crisis',
  'combined',
  'intentional_overdose',
  'harm_to_others',
  'domestic_violence',
  'intrusive_thoughts_baby',
  'uncertain',
] as const;
export const ZSafetyReplyKind = z.enum(SAFETY_REPLY_KINDS);
export type TSafetyReplyKind = z.infer<typeof ZSafetyReplyKind>;

/** Each fixed reply with the help lines it offers, in the order the banner shows them. */
export const SAFETY_REPLIES: Readonly<
  Record<TSafetyReplyKind, { text: string; help: readonly THelpLine[] }>
> = {
  emergency: { text: EMERGENCY_REPLY, help: ['911'] },
  crisis: { text: CRISIS_REPLY, help: ['988', '911'] },
  combined: { text: COMBINED_EMERGENCY_REPLY, help: ['911', '988'] },
  intentional_overdose: { text: INTENTIONAL_OVERDOSE_REPLY, help: ['911', '988'] },
  harm_to_others: { text: HARM_TO_OTHERS_REPLY, help: ['911', '988'] },
  domestic_violence: { text: DOMESTIC_VIOLENCE_REPLY, help: ['911', 'dv_hotline'] },
  intrusive_thoughts_baby: { text: INTRUSIVE_THOUGHTS_REPLY, help: ['988', '911'] },
  uncertain: { text: UNCERTAIN_REPLY, help: ['911'] },
};

/**
 * Why a message that raised no alarm may still be serious (docs/assistant-safety.md#when-it-is-not-sure):
 * the assistant does not guess about these when it understood nothing else.
 */
export const SAFETY_CONCERNS = [
  'vulnerable_person',
  'danger_sign',
  'unplaced_reading',
  'severe_body_pain',
  /** The learned classifier saw some likeness to an emergency, below its threshold. */
  'resembles_emergency',
  /**
   * A rule found an emergency's name or a stock phrase ('heart attack', 'saying goodbye to everyone')
   * in a message the classifier found nothing like an emergency (a song, a joke, a move abroad).
   */
  'alarm_word',
] as const;
export const ZSafetyConcern = z.enum(SAFETY_CONCERNS);
export type TSafetyConcern = z.infer<typeof ZSafetyConcern>;

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
  /** Which fixed reply it is (the client's banner), or null. */
  replyKind: ZSafetyReplyKind.nullable(),
  /** The help lines the reply offers, most urgent first (empty without a fixed reply). */
  help: z.array(ZHelpLine),
  /**
   * Which layer found the emergency: the rules, the learned classifier, both, or a remote model's
   * second opinion on a message the local layers were unsure about; null when none.
   */
  detectedBy: z.enum(['rules', 'classifier', 'both', 'second_opinion']).nullable(),
  /** What could make a non-urgent message serious; an 'uncertain' reply lists at least one. */
  concerns: z.array(ZSafetyConcern).default([]),
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
  zipRequired: ZIP_MESSAGES.invalid,
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
  /** The fixed safety reply chosen (the client's banner), or null for the assistant's own words. */
  replyKind: ZSafetyReplyKind.nullable().default(null),
  /** The help lines to show, most urgent first (empty when no fixed reply). */
  help: z.array(ZHelpLine).default([]),
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
    zipCode: ZUsZipCode,
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
