import { z } from 'zod';
import { SYMPTOM_CHOICES } from './symptoms';

export { SYMPTOM_CHOICES };

/**
 * The simple onboarding at `/onboarding` (docs/product/onboarding.md#simple-questionnaire): the 5-step
 * questionnaire and its payload. Numbers are whole numbers (the client parses its inputs as integers),
 * except the stored weight and height: pounds and centimetres to 0.01, converted from the unit
 * system the person chose (docs/product/onboarding.md#units).
 */
export const ONBOARDING_LIMITS = {
  ageMin: 1,
  ageMax: 120,
  /** Stored weight, pounds; also the whole-pound range typed in US units. */
  weightMin: 50,
  weightMax: 500,
  /** Stored height, centimetres; also the whole-centimetre range typed in metric units. */
  heightMin: 100,
  heightMax: 250,
  /** Whole kilograms inside the pound range (23 kg = 50.71 lb, 226 kg = 498.25 lb). */
  weightKgMin: 23,
  weightKgMax: 226,
  /** Whole inches inside the centimetre range: 3 ft 4 in (101.6 cm) to 8 ft 2 in (248.92 cm). */
  heightInchesMin: 40,
  heightInchesMax: 98,
  sleepMin: 1,
  sleepMax: 24,
  sleepDefault: 8,
  stressMin: 1,
  stressMax: 10,
  stressDefault: 5,
  severityMin: 1,
  severityMax: 10,
  severityDefault: 5,
  /** Free-text answers (medications, allergies, family history, triggers, preferences). */
  textMax: 1000,
  /** Short answers (symptom duration, timeline). */
  shortTextMax: 100,
  /** One entry of a list (a condition, a symptom, a goal). */
  itemMax: 100,
  listMax: 30,
} as const;

export const ONBOARDING_STEP_TITLES = [
  'Personal Information',
  'Health History',
  'Lifestyle & Habits',
  'Current Symptoms',
  'Wellness Goals',
] as const;
export const ONBOARDING_STEP_COUNT = ONBOARDING_STEP_TITLES.length;

export const GENDERS = ['male', 'female', 'other'] as const;
export const DIETS = ['omnivore', 'vegetarian', 'vegan', 'keto', 'paleo', 'other'] as const;
export const EXERCISE_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'very_active'] as const;
export const SMOKING_STATUSES = ['never', 'former', 'current'] as const;
export const ALCOHOL_LEVELS = ['never', 'occasionally', 'moderate', 'heavy'] as const;

/** The chronic condition choices (15). */
export const CHRONIC_CONDITION_CHOICES = [
  'Diabetes',
  'High Blood Pressure',
  'Heart Disease',
  'Asthma',
  'Arthritis',
  'Depression',
  'Anxiety',
  'Thyroid Issues',
  'High Cholesterol',
  'Migraines',
  'ADHD',
  'Chronic Pain',
  'Fibromyalgia',
  'IBS',
  'Sleep Apnea',
] as const;

/** Goal choices, ours (docs/product/onboarding.md#simple-questionnaire). */
export const GOAL_CHOICES = [
  'Reduce symptoms',
  'More energy',
  'Better sleep',
  'Manage stress',
  'Improve nutrition',
  'Get more active',
  'Healthy weight',
  'Find the right practitioner',
] as const;

/** Labels shown for the enumerations. */
export const OPTION_LABELS: Record<string, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  omnivore: 'Omnivore',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  keto: 'Keto',
  paleo: 'Paleo',
  sedentary: 'Sedentary',
  light: 'Light',
  moderate: 'Moderate',
  active: 'Active',
  very_active: 'Very active',
  never: 'Never',
  former: 'Former',
  current: 'Current',
  occasionally: 'Occasionally',
  heavy: 'Heavy',
};

/** Weight and height are typed in US units (lb, ft and in) or metric ones (kg, cm). */
export const MEASUREMENT_SYSTEMS = ['us', 'metric'] as const;
export const ZMeasurementSystem = z.enum(MEASUREMENT_SYSTEMS);
export type TMeasurementSystem = z.infer<typeof ZMeasurementSystem>;
export const MEASUREMENT_SYSTEM_LABELS: Record<TMeasurementSystem, string> = {
  us: 'US (lb, ft/in)',
  metric: 'Metric (kg, cm)',
};

export const ONBOARDING_MESSAGES = {
  age: 'Age must be a whole number from 1 to 120',
  /** The stored weight (the API's own check). */
  weight: 'Weight must be from 50 to 500 lbs, to 0.01',
  /** The stored height (the API's own check). */
  height: 'Height must be from 100 to 250 cm, to 0.01',
  weightLb: 'Weight must be a whole number from 50 to 500 lbs',
  weightKg: 'Weight must be a whole number from 23 to 226 kg',
  heightCm: 'Height must be a whole number from 100 to 250 cm',
  heightFeetInches: 'Height must be from 3 ft 4 in to 8 ft 2 in',
  heightInches: 'Inches must be a whole number from 0 to 11',
  gender: 'Please select a gender',
  diet: 'Please select a diet',
  exerciseLevel: 'Please select an exercise level',
  sleepHours: 'Sleep hours must be a whole number from 1 to 24',
  stressLevel: 'Stress level must be a whole number from 1 to 10',
  smokingStatus: 'Please select a smoking status',
  alcoholConsumption: 'Please select how often you drink alcohol',
  symptomSeverity: 'Symptom severity must be a whole number from 1 to 10',
  textMax: 'Please keep this under 1000 characters',
  shortTextMax: 'Please keep this under 100 characters',
  listMax: 'Please choose at most 30',
  itemMax: 'Each entry can be at most 100 characters',
  saved: 'Setup complete',
  savedDescription: 'Thanks! Your answers help us personalise your wellness plan.',
  saveError: 'Could not complete setup',
} as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const text = (max: number, message: string) => z.string().trim().max(max, message).default('');

const list = z
  .array(z.string().trim().min(1).max(ONBOARDING_LIMITS.itemMax, ONBOARDING_MESSAGES.itemMax))
  .max(ONBOARDING_LIMITS.listMax, ONBOARDING_MESSAGES.listMax)
  .default([]);

/** A number in [min, max] with at most two decimals. */
const hundredths = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message).multipleOf(0.01, message);

const ZAge = wholeNumber(ONBOARDING_LIMITS.ageMin, ONBOARDING_LIMITS.ageMax, ONBOARDING_MESSAGES.age);
const ZGender = z.enum(GENDERS, { error: ONBOARDING_MESSAGES.gender });

/** Step 1 as stored: weight in pounds and height in centimetres, whichever units were typed. */
export const ZPersonalInfo = z.object({
  age: ZAge,
  weight: hundredths(ONBOARDING_LIMITS.weightMin, ONBOARDING_LIMITS.weightMax, ONBOARDING_MESSAGES.weight),
  height: hundredths(ONBOARDING_LIMITS.heightMin, ONBOARDING_LIMITS.heightMax, ONBOARDING_MESSAGES.height),
  gender: ZGender,
  /** The units the person typed in, offered again next time; absent in answers saved before the choice. */
  units: ZMeasurementSystem.optional(),
});

/** Step 1 as typed in US units: whole pounds, whole feet and inches. */
export const ZPersonalInfoUsForm = z
  .object({
    age: ZAge,
    weight: wholeNumber(
      ONBOARDING_LIMITS.weightMin,
      ONBOARDING_LIMITS.weightMax,
      ONBOARDING_MESSAGES.weightLb,
    ),
    heightFeet: z
      .number({ error: ONBOARDING_MESSAGES.heightFeetInches })
      .int(ONBOARDING_MESSAGES.heightFeetInches),
    heightInches: wholeNumber(0, 11, ONBOARDING_MESSAGES.heightInches),
    gender: ZGender,
  })
  .refine(
    (v) => {
      const total = v.heightFeet * 12 + v.heightInches;
      return total >= ONBOARDING_LIMITS.heightInchesMin && total <= ONBOARDING_LIMITS.heightInchesMax;
    },
    {
      message: ONBOARDING_MESSAGES.heightFeetInches,
      path: ['heightFeet'],
      // Checked as soon as feet and inches are whole numbers, even while another field is wrong.
      when: (payload) =>
        !payload.issues.some(
          (issue) => issue.path?.[0] === 'heightFeet' || issue.path?.[0] === 'heightInches',
        ),
    },
  );

/** Step 1 as typed in metric units: whole kilograms and centimetres. */
export const ZPersonalInfoMetricForm = z.object({
  age: ZAge,
  weight: wholeNumber(
    ONBOARDING_LIMITS.weightKgMin,
    ONBOARDING_LIMITS.weightKgMax,
    ONBOARDING_MESSAGES.weightKg,
  ),
  height: wholeNumber(ONBOARDING_LIMITS.heightMin, ONBOARDING_LIMITS.heightMax, ONBOARDING_MESSAGES.heightCm),
  gender: ZGender,
});

export const ZHealthHistory = z.object({
  /** Choices from CHRONIC_CONDITION_CHOICES, or the user's own words. */
  chronicConditions: list,
  medications: text(ONBOARDING_LIMITS.textMax, ONBOARDING_MESSAGES.textMax),
  allergies: text(ONBOARDING_LIMITS.textMax, ONBOARDING_MESSAGES.textMax),
  familyHistory: text(ONBOARDING_LIMITS.textMax, ONBOARDING_MESSAGES.textMax),
});

export const ZLifestyle = z.object({
  diet: z.enum(DIETS, { error: ONBOARDING_MESSAGES.diet }),
  exerciseLevel: z.enum(EXERCISE_LEVELS, { error: ONBOARDING_MESSAGES.exerciseLevel }),
  sleepHours: wholeNumber(
    ONBOARDING_LIMITS.sleepMin,
    ONBOARDING_LIMITS.sleepMax,
    ONBOARDING_MESSAGES.sleepHours,
  ).default(ONBOARDING_LIMITS.sleepDefault),
  stressLevel: wholeNumber(
    ONBOARDING_LIMITS.stressMin,
    ONBOARDING_LIMITS.stressMax,
    ONBOARDING_MESSAGES.stressLevel,
  ).default(ONBOARDING_LIMITS.stressDefault),
  smokingStatus: z.enum(SMOKING_STATUSES, { error: ONBOARDING_MESSAGES.smokingStatus }),
  alcoholConsumption: z.enum(ALCOHOL_LEVELS, { error: ONBOARDING_MESSAGES.alcoholConsumption }),
});

export const ZOnboardingSymptoms = z.object({
  /** Choices from SYMPTOM_CHOICES, or the user's own words. */
  primarySymptoms: list,
  symptomSeverity: wholeNumber(
    ONBOARDING_LIMITS.severityMin,
    ONBOARDING_LIMITS.severityMax,
    ONBOARDING_MESSAGES.symptomSeverity,
  ).default(ONBOARDING_LIMITS.severityDefault),
  symptomDuration: text(ONBOARDING_LIMITS.shortTextMax, ONBOARDING_MESSAGES.shortTextMax),
  triggers: text(ONBOARDING_LIMITS.textMax, ONBOARDING_MESSAGES.textMax),
});

export const ZGoals = z.object({
  primaryGoals: list,
  timeline: text(ONBOARDING_LIMITS.shortTextMax, ONBOARDING_MESSAGES.shortTextMax),
  preferences: text(ONBOARDING_LIMITS.textMax, ONBOARDING_MESSAGES.textMax),
});

/**
 * The steps' schemas in order, as stored. The client checks steps 2–5 with these and step 1 with the
 * form of the chosen units (ZPersonalInfoUsForm or ZPersonalInfoMetricForm), then converts.
 */
export const ONBOARDING_STEP_SCHEMAS = [
  ZPersonalInfo,
  ZHealthHistory,
  ZLifestyle,
  ZOnboardingSymptoms,
  ZGoals,
];
export const ONBOARDING_STEP_KEYS = [
  'personalInfo',
  'healthHistory',
  'lifestyle',
  'symptoms',
  'goals',
] as const;

/** POST /api/onboarding/complete: the simple onboarding payload. */
export const ZOnboardingAnswers = z.object({
  personalInfo: ZPersonalInfo,
  healthHistory: ZHealthHistory,
  lifestyle: ZLifestyle,
  symptoms: ZOnboardingSymptoms,
  goals: ZGoals,
});
export type TOnboardingAnswersInput = z.input<typeof ZOnboardingAnswers>;
export type TOnboardingAnswers = z.output<typeof ZOnboardingAnswers>;

export const ZOnboardingRecord = z.object({
  answers: ZOnboardingAnswers,
  /** When the questionnaire was first completed. */
  completedAt: z.string(),
  updatedAt: z.string(),
});
export type TOnboardingRecord = z.infer<typeof ZOnboardingRecord>;

/** GET /api/onboarding: the caller's own answers, or null before completion. */
export const ZOnboardingRecordOrNull = ZOnboardingRecord.nullable();
