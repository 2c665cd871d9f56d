import {
  ASSISTANT_LIMITS,
  COMBINED_EMERGENCY_REPLY,
  CRISIS_REPLY,
  EMERGENCY_REPLY,
  EMERGENCY_TRIAGE_LEVELS,
  type TExtractedData,
  type TGuidedProfile,
  type TTriageLevel,
  ZGuidedProfile,
} from '@contract/assistant';
import { CHRONIC_CONDITION_CHOICES, ONBOARDING_MESSAGES } from '@contract/onboarding';
import { ONBOARDING_TOUR_LIMITS, type TTourAnswers } from '@contract/onboarding-tour';
import { SYMPTOM_CHOICES, SYMPTOM_LIMITS, type TCreateSymptomRequest } from '@contract/symptoms';
import { z } from 'zod';

/**
 * The guided onboarding (`/onboarding-tour`, docs/product/onboarding.md#guided-tour): the six steps, the
 * step-1 form (flat, one field per control) and its schema, the chat's extractedData → form mapping,
 * and the likelihood badge thresholds. The form's output is the contract's `ZGuidedProfile`, the
 * payload of the four `/api/health/*` calls.
 */

export const GUIDED_STEP_TITLES = [
  'Welcome',
  'Health History & Symptoms',
  'AI Health Analysis',
  'Suggested Diagnostic Tests',
  'Connect with Doctors',
  'Join Communities',
] as const;
export const GUIDED_STEP_COUNT = GUIDED_STEP_TITLES.length;
export const STEP = {
  welcome: 0,
  history: 1,
  analysis: 2,
  tests: 3,
  doctors: 4,
  communities: 5,
} as const;

/** Percent for the progress bar: step n of 6 (index 0–5). */
export function guidedProgressPercent(step: number): number {
  return Math.round(((step + 1) / GUIDED_STEP_COUNT) * 100);
}

/** Gender of the guided profile. */
export const GUIDED_GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export type TGuidedGender = (typeof GUIDED_GENDERS)[number];
export const GUIDED_GENDER_LABELS: Record<TGuidedGender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  prefer_not_to_say: 'Prefer not to say',
};

export const GUIDED_LIMITS = {
  ageMin: 1,
  ageMax: 120,
  severityMin: 1,
  severityMax: 10,
  severityDefault: 5,
  zipMin: 5,
  descriptionMin: 10,
  // The contract's caps (contract/assistant.ts ZGuidedProfile).
  cityMax: 100,
  stateMax: 50,
  zipMax: 10,
  durationMax: 100,
  descriptionMax: ASSISTANT_LIMITS.messageMax,
  itemMax: 200,
  listMax: 50,
  /** A comma-separated text box holds at most this much. */
  listTextMax: 2000,
} as const;

/** The guided form's messages, word for word (docs/product/onboarding.md#guided-tour). */
export const GUIDED_MESSAGES = {
  age: ONBOARDING_MESSAGES.age,
  gender: 'Please select a gender',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'Valid zip code required',
  symptomDescription: 'Please provide detailed symptom description',
  duration: 'Duration is required',
  tooLong: 'Please shorten this answer',
  listTooLong: `Please list at most ${GUIDED_LIMITS.listMax} entries of up to ${GUIDED_LIMITS.itemMax} characters each`,
  requiredTitle: 'Please complete required fields',
  requiredDescription: 'Fill out the required information before proceeding.',
  chatErrorTitle: 'AI Assistant Error',
  chatErrorDescription: 'Unable to process your message. Please try again.',
  welcomeTitle: 'Welcome to Infinite Wellness!',
  welcomeDescription: 'Your personalized health journey starts now.',
} as const;

/** 'a, b,, c ' → ['a', 'b', 'c'] without repeats. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/** The form as the controls hold it: free lists are comma-separated text, age is typed text. */
export type GuidedFormInput = {
  age: string;
  gender: TGuidedGender;
  city: string;
  state: string;
  zipCode: string;
  chronicConditions: string[];
  currentMedications: string;
  allergies: string;
  familyHistory: string;
  previousSurgeries: string;
  primarySymptoms: string[];
  symptomDescription: string;
  severity: number;
  duration: string;
  triggers: string;
  improvingFactors: string;
  worseningFactors: string;
};

/** Defaults: age 0 (shown empty), gender prefer_not_to_say, severity 5. */
export const GUIDED_FORM_DEFAULTS: GuidedFormInput = {
  age: '',
  gender: 'prefer_not_to_say',
  city: '',
  state: '',
  zipCode: '',
  chronicConditions: [],
  currentMedications: '',
  allergies: '',
  familyHistory: '',
  previousSurgeries: '',
  primarySymptoms: [],
  symptomDescription: '',
  severity: GUIDED_LIMITS.severityDefault,
  duration: '',
  triggers: '',
  improvingFactors: '',
  worseningFactors: '',
};

/** A comma-separated answer → the contract's list (item and count caps of ZGuidedProfile). */
const zListText = z
  .string()
  .max(GUIDED_LIMITS.listTextMax, GUIDED_MESSAGES.tooLong)
  .transform(splitList)
  .refine(
    (list) =>
      list.length <= GUIDED_LIMITS.listMax && list.every((item) => item.length <= GUIDED_LIMITS.itemMax),
    GUIDED_MESSAGES.listTooLong,
  );

const zChoices = (choices: readonly string[]) =>
  z.array(z.string()).transform((list) => choices.filter((choice) => list.includes(choice)));

/** '42' → 42, '42.7' → 42 (whole numbers, as the form parses them); empty → 0, the default. */
const parseAge = (value: string) => {
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
};

/** The guided onboarding schema, field by field. */
export const ZGuidedFormFields = z.object({
  age: z
    .string()
    .transform(parseAge)
    .pipe(
      z
        .number()
        .int()
        .min(GUIDED_LIMITS.ageMin, GUIDED_MESSAGES.age)
        .max(GUIDED_LIMITS.ageMax, GUIDED_MESSAGES.age),
    ),
  gender: z.enum(GUIDED_GENDERS, { error: GUIDED_MESSAGES.gender }),
  city: z.string().trim().min(1, GUIDED_MESSAGES.city).max(GUIDED_LIMITS.cityMax, GUIDED_MESSAGES.tooLong),
  state: z.string().trim().min(1, GUIDED_MESSAGES.state).max(GUIDED_LIMITS.stateMax, GUIDED_MESSAGES.tooLong),
  // At least 5 characters, and five digits (ZIP+4 allowed) as the find-doctors call needs
  // (ZFindDoctorsRequest).
  zipCode: z
    .string()
    .trim()
    .min(GUIDED_LIMITS.zipMin, GUIDED_MESSAGES.zipCode)
    .regex(/^\d{5}(-\d{4})?$/, GUIDED_MESSAGES.zipCode),
  chronicConditions: zChoices(CHRONIC_CONDITION_CHOICES),
  currentMedications: zListText,
  allergies: zListText,
  familyHistory: zListText,
  previousSurgeries: zListText,
  primarySymptoms: zChoices(SYMPTOM_CHOICES),
  symptomDescription: z
    .string()
    .trim()
    .min(GUIDED_LIMITS.descriptionMin, GUIDED_MESSAGES.symptomDescription)
    .max(GUIDED_LIMITS.descriptionMax, GUIDED_MESSAGES.tooLong),
  // Input limited to 1–10; invalid input falls back to 5.
  severity: z
    .number()
    .int()
    .min(GUIDED_LIMITS.severityMin)
    .max(GUIDED_LIMITS.severityMax)
    .catch(GUIDED_LIMITS.severityDefault),
  duration: z
    .string()
    .trim()
    .min(1, GUIDED_MESSAGES.duration)
    .max(GUIDED_LIMITS.durationMax, GUIDED_MESSAGES.tooLong),
  triggers: zListText,
  improvingFactors: zListText,
  worseningFactors: zListText,
});
export type GuidedFormFields = z.output<typeof ZGuidedFormFields>;

/** The flat, validated form → the guided profile's `{ personalInfo, healthHistory, currentSymptoms }`. */
export function toGuidedProfileInput(values: GuidedFormFields) {
  return {
    personalInfo: {
      age: values.age,
      gender: values.gender,
      location: { city: values.city, state: values.state, zipCode: values.zipCode },
    },
    healthHistory: {
      chronicConditions: values.chronicConditions,
      currentMedications: values.currentMedications,
      allergies: values.allergies,
      familyHistory: values.familyHistory,
      previousSurgeries: values.previousSurgeries,
    },
    currentSymptoms: {
      primarySymptoms: values.primarySymptoms,
      symptomDescription: values.symptomDescription,
      severity: values.severity,
      duration: values.duration,
      triggers: values.triggers,
      improvingFactors: values.improvingFactors,
      worseningFactors: values.worseningFactors,
    },
  };
}

/** The step-1 resolver's schema: the form's rules, then the contract's payload schema itself. */
export const ZGuidedForm = ZGuidedFormFields.transform(toGuidedProfileInput).pipe(
  // The contract's input is looser (every part optional); zod's pipe typing wants them to match.
  ZGuidedProfile as unknown as z.ZodType<TGuidedProfile, ReturnType<typeof toGuidedProfileInput>>,
);
export type { TGuidedProfile };

// ---------------------------------------------------------------------------------------------
// The chat's extractedData → form fields (truthy keys are set into the form).
// ---------------------------------------------------------------------------------------------

const LIST_TEXT_FIELDS = {
  triggers: 'triggers',
  improvingFactors: 'improvingFactors',
  worseningFactors: 'worseningFactors',
  currentMedications: 'currentMedications',
  allergies: 'allergies',
} as const satisfies Partial<Record<keyof TExtractedData, keyof GuidedFormInput>>;

const CHOICE_FIELDS = {
  primarySymptoms: SYMPTOM_CHOICES,
  chronicConditions: CHRONIC_CONDITION_CHOICES,
} as const;

const TEXT_FIELDS = ['duration', 'city', 'state', 'zipCode'] as const;

const isGender = (value: string): value is TGuidedGender =>
  (GUIDED_GENDERS as readonly string[]).includes(value);

/**
 * The form fields to set from one chat reply's extractedData. Only truthy values count (an empty
 * list is not); lists are added to what the form already holds (each reply reports only what its own
 * message said, so replacing would drop the symptoms of earlier messages); single values replace.
 * Values outside the form's choices or ranges are left out.
 */
export function formUpdatesFromExtracted(
  current: Pick<GuidedFormInput, keyof typeof LIST_TEXT_FIELDS | keyof typeof CHOICE_FIELDS>,
  data: TExtractedData,
): Partial<GuidedFormInput> {
  const updates: Partial<GuidedFormInput> = {};
  for (const [key, choices] of Object.entries(CHOICE_FIELDS) as [
    keyof typeof CHOICE_FIELDS,
    readonly string[],
  ][]) {
    const found = (data[key] ?? []).filter((value) => choices.includes(value));
    if (found.length === 0) continue;
    const merged = [...new Set([...current[key], ...found])];
    updates[key] = choices.filter((choice) => merged.includes(choice));
  }
  for (const key of Object.keys(LIST_TEXT_FIELDS) as (keyof typeof LIST_TEXT_FIELDS)[]) {
    const found = (data[key] ?? []).map((value) => value.trim()).filter(Boolean);
    if (found.length === 0) continue;
    const existing = splitList(current[key]);
    const lower = new Set(existing.map((value) => value.toLowerCase()));
    const added = found.filter((value) => !lower.has(value.toLowerCase()));
    updates[key] = [...existing, ...new Set(added)].join(', ');
  }
  for (const key of TEXT_FIELDS) {
    const value = data[key]?.trim();
    if (value) updates[key] = value;
  }
  if (
    data.severity &&
    Number.isInteger(data.severity) &&
    data.severity >= GUIDED_LIMITS.severityMin &&
    data.severity <= GUIDED_LIMITS.severityMax
  ) {
    updates.severity = data.severity;
  }
  if (
    data.age &&
    Number.isInteger(data.age) &&
    data.age >= GUIDED_LIMITS.ageMin &&
    data.age <= GUIDED_LIMITS.ageMax
  ) {
    updates.age = String(data.age);
  }
  if (data.gender && isGender(data.gender)) updates.gender = data.gender;
  return updates;
}

const SYMPTOM_KEYS = [
  'primarySymptoms',
  'severity',
  'duration',
  'triggers',
  'improvingFactors',
  'worseningFactors',
] as const satisfies readonly (keyof TExtractedData)[];

/**
 * The chat's extractedData has no description, yet the form needs one: a message in
 * which the assistant understood something about the symptoms is added to the description in the
 * person's own words. So is a message the safety layer answered as an emergency (its extractedData is
 * empty), so that the analysis of step 2 sees it too. Returns the new description, or null when this
 * message adds nothing.
 */
export function descriptionWithMessage(
  current: string,
  message: string,
  data: TExtractedData,
  isEmergency = false,
): string | null {
  const text = message.trim();
  const aboutSymptoms =
    isEmergency ||
    SYMPTOM_KEYS.some((key) => {
      const value = data[key];
      return Array.isArray(value) ? value.length > 0 : Boolean(value);
    });
  if (!text || !aboutSymptoms || current.includes(text)) return null;
  const joined = current.trim() ? `${current.trim()}\n${text}` : text;
  return joined.length <= GUIDED_LIMITS.descriptionMax ? joined : null;
}

// ---------------------------------------------------------------------------------------------
// Showing the results.
// ---------------------------------------------------------------------------------------------

export type TBadgeVariant = 'destructive' | 'default' | 'secondary';

/** Destructive above 70, default above 40, otherwise secondary. */
export function likelihoodBadgeVariant(likelihood: number): TBadgeVariant {
  if (likelihood > 70) return 'destructive';
  if (likelihood > 40) return 'default';
  return 'secondary';
}

/** A test's urgency is 'high' or other; high is marked destructive. */
export function urgencyBadgeVariant(urgency: string): TBadgeVariant {
  return urgency.trim().toLowerCase() === 'high' ? 'destructive' : 'secondary';
}

/** The five triage steps in plain words (docs/product/assistant.md#safety-first). */
export const TRIAGE_TEXT: Record<TTriageLevel, { title: string; detail: string }> = {
  emergency_ambulance: {
    title: 'Call 911 now',
    detail: 'What you describe needs an ambulance. Do not wait and do not drive yourself.',
  },
  emergency: {
    title: 'Get emergency care now',
    detail: 'Go to the nearest emergency room or call 911.',
  },
  consultation_24: {
    title: 'See a doctor within 24 hours',
    detail: 'Contact your doctor, an urgent care clinic or a nurse line today.',
  },
  consultation: {
    title: 'Book an appointment with a doctor',
    detail: 'Your symptoms are worth discussing with a healthcare provider soon.',
  },
  self_care: {
    title: 'Self-care and monitoring',
    detail: 'Look after yourself at home and see a doctor if things change or do not improve.',
  },
};

export const isEmergencyTriage = (triage: TTriageLevel) => EMERGENCY_TRIAGE_LEVELS.includes(triage);

/** The safety layer's fixed replies (the analysis puts one first in its recommendations). */
export const EMERGENCY_REPLY_TEXTS: readonly string[] = [
  EMERGENCY_REPLY,
  CRISIS_REPLY,
  COMBINED_EMERGENCY_REPLY,
];

/** '1,247 members' (the community's number style). */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

// ---------------------------------------------------------------------------------------------
// Resuming the tour and handing its symptoms to the symptom log (docs/product/onboarding.md#resuming-the-tour).
// ---------------------------------------------------------------------------------------------

/** The form as saved with the progress: the controls' values as they are, half-filled or not. */
export function answersFromForm(values: GuidedFormInput): TTourAnswers {
  return { ...values };
}

/** Saved answers back into the form; what the saved copy lacks keeps its default. */
export function formFromAnswers(answers: TTourAnswers): GuidedFormInput {
  const out: GuidedFormInput = { ...GUIDED_FORM_DEFAULTS };
  for (const [key, value] of Object.entries(answers) as [keyof GuidedFormInput, unknown][]) {
    if (value !== undefined && key in out) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/**
 * The symptoms the tour would add to the symptom log: each symptom chosen (or understood by the
 * assistant) with the severity, the description and the triggers the person gave.
 */
export function symptomsToLog(profile: TGuidedProfile): TCreateSymptomRequest[] {
  const { primarySymptoms, severity, symptomDescription, triggers } = profile.currentSymptoms;
  const description = symptomDescription.trim().slice(0, SYMPTOM_LIMITS.descriptionMax);
  const shortTriggers = triggers
    .map((trigger) => trigger.trim())
    .filter((trigger) => trigger !== '' && trigger.length <= SYMPTOM_LIMITS.triggerMax)
    .slice(0, SYMPTOM_LIMITS.triggersMax);
  return primarySymptoms.slice(0, ONBOARDING_TOUR_LIMITS.symptomsMax).map((symptomName) => ({
    symptomName,
    severity,
    description: description === '' ? null : description,
    triggers: shortTriggers.length > 0 ? shortTriggers : null,
  }));
}

/** What the assistant understood of where the person lives: 'San Francisco, CA 94110', or null. */
export function understoodLocation(data: TExtractedData): string | null {
  const city = data.city?.trim() ?? '';
  const state = data.state?.trim() ?? '';
  const zip = data.zipCode?.trim() ?? '';
  const place = [city, state].filter(Boolean).join(', ');
  const text = [place, zip].filter(Boolean).join(' ');
  return text === '' ? null : text;
}
