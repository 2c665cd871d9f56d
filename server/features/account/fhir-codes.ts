import type { CodeSystem, Coding } from '@medplum/fhirtypes';
import { HEALTH_SCORE_FIELDS, type THealthScoreKey } from '../../../contract/health-metrics';
import type { CHRONIC_CONDITION_CHOICES, SMOKING_STATUSES } from '../../../contract/onboarding';
import type { SYMPTOM_CHOICES } from '../../../contract/symptoms';

/**
 * The codes of the FHIR export: code systems, LOINC and SNOMED CT codes, and our own code system
 * for what the app measures on its own scales. docs/fhir-export.md lists them with their reasons.
 */

export const SYSTEMS = {
  loinc: 'http://loinc.org',
  snomed: 'http://snomed.info/sct',
  ucum: 'http://unitsofmeasure.org',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  conditionCategory: 'http://terminology.hl7.org/CodeSystem/condition-category',
  conditionClinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  conditionVerStatus: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
  allergyClinical: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
  allergyVerification: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification',
  /** Our code system (below). A stable identifier: it need not resolve. */
  wellness: 'https://infinitewellness.app/fhir/CodeSystem/wellness-observations',
  /** Patient.identifier: the account's id. */
  userId: 'https://infinitewellness.app/fhir/sid/user-id',
  /** Every other resource's identifier: the record it was made from (docs/fhir-export.md, 'Ids'). */
  sourceRecord: 'https://infinitewellness.app/fhir/sid/source-record',
} as const;

/** Profiles the export declares, only where a test validates the resource against them. */
export const PROFILES = {
  usCorePatient: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-patient',
  usCoreSmokingStatus: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-smokingstatus',
  bodyWeight: 'http://hl7.org/fhir/StructureDefinition/bodyweight',
  bodyHeight: 'http://hl7.org/fhir/StructureDefinition/bodyheight',
} as const;

export const LOINC = {
  sleepDuration: { system: SYSTEMS.loinc, code: '93832-4', display: 'Sleep duration' },
  bodyWeight: { system: SYSTEMS.loinc, code: '29463-7', display: 'Body weight' },
  bodyHeight: { system: SYSTEMS.loinc, code: '8302-2', display: 'Body height' },
  smokingStatus: { system: SYSTEMS.loinc, code: '72166-2', display: 'Tobacco smoking status' },
  symptom: { system: SYSTEMS.loinc, code: '75325-1', display: 'Symptom' },
} as const satisfies Record<string, Coding>;

export const OBSERVATION_CATEGORY = {
  survey: { system: SYSTEMS.observationCategory, code: 'survey', display: 'Survey' },
  vitalSigns: { system: SYSTEMS.observationCategory, code: 'vital-signs', display: 'Vital Signs' },
  socialHistory: { system: SYSTEMS.observationCategory, code: 'social-history', display: 'Social History' },
  // The category's definition names sleep data ('laps swum, steps, and sleep data').
  activity: { system: SYSTEMS.observationCategory, code: 'activity', display: 'Activity' },
} as const satisfies Record<string, Coding>;

/**
 * Tobacco smoking status answers, as US Core's smoking status value set codes them (SNOMED CT
 * findings). 'current' says nothing about how often, hence 'Smoker' rather than a daily smoker.
 */
export const SMOKING_STATUS_CODES: Record<(typeof SMOKING_STATUSES)[number], Coding> = {
  never: { system: SYSTEMS.snomed, code: '266919005', display: 'Never smoked tobacco' },
  former: { system: SYSTEMS.snomed, code: '8517006', display: 'Ex-smoker' },
  current: { system: SYSTEMS.snomed, code: '77176002', display: 'Smoker' },
};

const sct = (code: string, display: string): Coding => ({ system: SYSTEMS.snomed, code, display });

/**
 * The chronic conditions offered in onboarding, as SNOMED CT disorders. A condition typed in the
 * person's own words has its text only.
 */
export const CONDITION_CODES: Record<(typeof CHRONIC_CONDITION_CHOICES)[number], Coding> = {
  Diabetes: sct('73211009', 'Diabetes mellitus'),
  'High Blood Pressure': sct('38341003', 'Hypertensive disorder, systemic arterial'),
  'Heart Disease': sct('56265001', 'Heart disease'),
  Asthma: sct('195967001', 'Asthma'),
  Arthritis: sct('3723001', 'Arthritis'),
  Depression: sct('35489007', 'Depressive disorder'),
  Anxiety: sct('197480006', 'Anxiety disorder'),
  'Thyroid Issues': sct('14304000', 'Disorder of thyroid gland'),
  'High Cholesterol': sct('13644009', 'Hypercholesterolemia'),
  Migraines: sct('37796009', 'Migraine'),
  ADHD: sct('406506008', 'Attention deficit hyperactivity disorder'),
  'Chronic Pain': sct('82423001', 'Chronic pain'),
  Fibromyalgia: sct('203082005', 'Fibromyalgia'),
  IBS: sct('10743008', 'Irritable bowel syndrome'),
  'Sleep Apnea': sct('73430006', 'Sleep apnea'),
};

/**
 * The symptoms offered when logging one, as SNOMED CT findings. 'Sleep Issues' and 'Skin Issues'
 * are too broad for any one finding (a sleep disorder or a skin disorder would be a diagnosis the
 * person did not report), so they keep their text only, as do names typed in the person's own words.
 */
export const SYMPTOM_CODES: Record<(typeof SYMPTOM_CHOICES)[number], Coding | null> = {
  Headache: sct('25064002', 'Headache'),
  Fatigue: sct('84229001', 'Fatigue'),
  'Joint Pain': sct('57676002', 'Joint pain'),
  'Muscle Pain': sct('68962001', 'Muscle pain'),
  'Back Pain': sct('161891005', 'Backache'),
  'Chest Pain': sct('29857009', 'Chest pain'),
  'Shortness of Breath': sct('267036007', 'Dyspnea'),
  Dizziness: sct('404640003', 'Dizziness'),
  Nausea: sct('422587007', 'Nausea'),
  'Stomach Pain': sct('21522001', 'Abdominal pain'),
  'Sleep Issues': null,
  Anxiety: sct('48694002', 'Anxiety'),
  Depression: sct('366979004', 'Depressed mood'),
  'Skin Issues': null,
  'Vision Problems': sct('63102001', 'Visual disturbance'),
  'Memory Issues': sct('386807006', 'Memory impairment'),
};

/**
 * The coding of a name the app offers, or of the coding's own display, compared without case or
 * extra spaces: 'migraines' and 'Migraine' both find Migraines. Anything else has no coding.
 */
export function codingFor<K extends string>(
  table: Record<K, Coding | null>,
  name: string,
): Coding | undefined {
  const wanted = normalizeText(name);
  for (const [key, coding] of Object.entries(table) as [K, Coding | null][]) {
    if (!coding) continue;
    if (normalizeText(key) === wanted || normalizeText(coding.display ?? '') === wanted) return coding;
  }
  return undefined;
}

/** Text compared and hashed without regard to case, width or runs of spaces. */
export const normalizeText = (text: string) =>
  text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

// ---- our code system ---------------------------------------------------------------------------

export type WellnessCode =
  | 'check-in'
  | 'mood'
  | 'energy'
  | 'stress'
  | 'fatigue'
  | 'mental-clarity'
  | 'digestion'
  | 'symptom-severity'
  | 'symptom-trigger';

/** The check-in's scores: their code, and the words at each end of the slider. */
export const CHECK_IN_SCORES: {
  key: THealthScoreKey;
  code: WellnessCode;
  display: string;
  low: string;
  high: string;
}[] = HEALTH_SCORE_FIELDS.map((field) => ({
  key: field.key,
  code: (
    {
      mood: 'mood',
      energy: 'energy',
      stress: 'stress',
      fatigueLevel: 'fatigue',
      mentalClarity: 'mental-clarity',
      digestion: 'digestion',
    } as const satisfies Record<THealthScoreKey, WellnessCode>
  )[field.key],
  display: `${field.label} (1-10)`,
  low: field.low,
  high: field.high,
}));

export const SCALE = { low: 1, high: 10 } as const;

const scaleDefinition = (what: string, low: string, high: string) =>
  `${what}, rated by the person on the app's whole-number scale from 1 (${low}) to 10 (${high}).`;

/**
 * Our code system, for what has no standard code: the app's own 1–10 scales, the check-in that
 * groups them, and a symptom's trigger. Published in docs/fhir-export.md; a test validates it as a
 * CodeSystem resource and checks every code the export uses is in it.
 */
export const WELLNESS_CODE_SYSTEM: CodeSystem & {
  concept: { code: WellnessCode; display: string; definition: string }[];
} = {
  resourceType: 'CodeSystem',
  url: SYSTEMS.wellness,
  version: '1',
  name: 'InfiniteWellnessObservations',
  title: 'Infinite Wellness observations',
  status: 'active',
  content: 'complete',
  caseSensitive: true,
  description:
    "What the Infinite Wellness app records that has no LOINC or SNOMED CT code: its self-rated 1-10 scales, the daily check-in grouping them, and a symptom's trigger.",
  concept: [
    {
      code: 'check-in',
      display: 'Daily check-in',
      definition:
        'One check-in: a panel whose members are the scores and sleep duration the person entered together.',
    },
    ...CHECK_IN_SCORES.map((score) => ({
      code: score.code,
      display: score.display,
      definition: scaleDefinition(score.display.replace(' (1-10)', ''), score.low, score.high),
    })),
    {
      code: 'symptom-severity',
      display: 'Symptom severity (1-10)',
      definition: `${scaleDefinition('Severity of a symptom', 'mildest', 'most severe')} The app shows 1-3 as mild, 4-6 as moderate and 7-10 as severe.`,
    },
    {
      code: 'symptom-trigger',
      display: 'Symptom trigger',
      definition: 'What the person thinks set off the symptom, in their own words.',
    },
  ],
};

export const wellnessCoding = (code: WellnessCode): Coding => {
  const concept = WELLNESS_CODE_SYSTEM.concept.find((c) => c.code === code);
  if (!concept) throw new Error(`No such code: ${code}`);
  return { system: SYSTEMS.wellness, code, display: concept.display };
};
