import type { TExtractedData } from '../../../../contract/assistant';
import { PRACTITIONER_SPECIALTIES, type TPractitionerSpecialty } from '../../../../contract/practitioners';

/**
 * Suggested follow-up chips and links from advice to actions (docs/product/assistant.md#ai-assistant),
 * computed locally for every provider from what the conversation has established. Pure.
 *
 * The chips answer the question the reply asks next (local/nurse.ts asks in the same order:
 * symptoms → duration → severity → triggers → what helps), and each is worded so the local
 * understanding module reads it back ('It started 3 days ago' → 3 days; 'About 6/10' → 6).
 */

export const SUGGESTIONS_MAX = 4;

/** A link from advice to an action in the app. */
export type TAssistantAction =
  | { kind: 'log_symptom'; label: string; href: string }
  | { kind: 'find_practitioner'; label: string; href: string }
  | { kind: 'community'; label: string; href: string };

const NO_SYMPTOMS = ['I have a headache', 'I feel tired all the time', 'My stomach hurts', "I can't sleep"];
const DURATION = ['It started today', 'It started 3 days ago', 'For a few weeks', 'For a few months'];
const SEVERITY = ['About 3/10', 'About 6/10', 'About 8/10'];
const HELPS = ['Rest makes it better', 'Warmth helps'];

/** Likely worsening factors per symptom, as chips (first matching symptom wins). */
const FACTORS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Headache', ['Bright light makes it worse', 'Screens make it worse', 'Rest makes it better']],
  ['Stomach Pain', ['Worse after meals', 'Stress makes it worse', 'Lying down helps']],
  ['Nausea', ['Worse after meals', 'Lying down helps']],
  ['Back Pain', ['Sitting makes it worse', 'Worse when I move', 'Warmth helps']],
  ['Joint Pain', ['Worse when I move', 'Cold makes it worse', 'Warmth helps']],
  ['Muscle Pain', ['Worse when I move', 'Warmth helps']],
  ['Sleep Issues', ['Stress makes it worse', 'Screens make it worse']],
  ['Anxiety', ['Stress makes it worse', 'Rest makes it better']],
  ['Fatigue', ['Worse at night', 'Stress makes it worse', 'Rest makes it better']],
];
const FACTORS_DEFAULT = ['Stress makes it worse', 'Worse at night', 'Rest makes it better'];

export type TMissing = 'symptoms' | 'duration' | 'severity' | 'factors' | 'improving' | 'other';

/** What the conversation still lacks, in the order the nurse asks (local/nurse.ts). */
export function nextMissing(data: TExtractedData): TMissing {
  if (!data.primarySymptoms?.length) return 'symptoms';
  if (!data.duration) return 'duration';
  if (data.severity === undefined) return 'severity';
  if (!data.triggers?.length && !data.improvingFactors?.length && !data.worseningFactors?.length)
    return 'factors';
  if (!data.improvingFactors?.length) return 'improving';
  return 'other';
}

/** The question for each gap, given to a remote model as the one thing to ask next. */
export const NEXT_QUESTION: Record<TMissing, string> = {
  symptoms: 'What symptoms are bothering them most right now?',
  duration: 'How long have they had this?',
  severity: 'On a scale of 0 to 10, how strong is it right now?',
  factors: 'Does anything make it better or worse?',
  improving: 'Is there anything that makes it better?',
  other: 'Have they noticed anything else, such as other symptoms?',
};

/** The chips for the next question (2–4 short replies); none after an emergency. */
export function suggestFollowUps(data: TExtractedData): string[] {
  const symptoms = data.primarySymptoms ?? [];
  const chips: Record<TMissing, () => readonly string[]> = {
    symptoms: () => NO_SYMPTOMS,
    duration: () => DURATION,
    severity: () => SEVERITY,
    factors: () => FACTORS.find(([s]) => symptoms.includes(s))?.[1] ?? FACTORS_DEFAULT,
    improving: () => HELPS,
    other: () => [
      'Nothing else',
      symptoms.includes('Fatigue') ? 'I also have trouble sleeping' : 'I also feel tired',
    ],
  };
  return chips[nextMissing(data)]().slice(0, SUGGESTIONS_MAX);
}

/**
 * The knowledge base's specialties (knowledge/conditions.ts SPECIALTIES) → the directory's seven
 * (contract/practitioners.ts). Conventional specialties the directory lacks map to the nearest kind
 * of practitioner it lists; unmapped ones are dropped.
 */
export const DIRECTORY_SPECIALTY: Readonly<Record<string, TPractitionerSpecialty>> = {
  'Primary Care Physician': 'Functional Medicine Physician',
  Endocrinologist: 'Functional Medicine Physician',
  Rheumatologist: 'Integrative Medicine',
  Gastroenterologist: 'Nutrition Specialist',
  Neurologist: 'Integrative Medicine',
  'Sleep Medicine': 'Integrative Medicine',
  Cardiologist: 'Integrative Medicine',
  Psychiatrist: 'Mental Health Counselor',
  Psychologist: 'Mental Health Counselor',
  Dietitian: 'Nutrition Specialist',
  'Physical Therapist': 'Chiropractor',
};

export function toDirectorySpecialty(specialty: string): TPractitionerSpecialty | undefined {
  if ((PRACTITIONER_SPECIALTIES as readonly string[]).includes(specialty))
    return specialty as TPractitionerSpecialty;
  // Own keys only: a name like 'constructor' must not reach Object.prototype.
  return Object.hasOwn(DIRECTORY_SPECIALTY, specialty) ? DIRECTORY_SPECIALTY[specialty] : undefined;
}

/** How a person of each directory specialty is named in a sentence ("Find a … near me"). */
const PERSON: Record<TPractitionerSpecialty, string> = {
  'Functional Medicine Physician': 'a functional medicine physician',
  'Naturopathic Doctor': 'a naturopathic doctor',
  'Integrative Medicine': 'an integrative medicine practitioner',
  'Nutrition Specialist': 'a nutrition specialist',
  Acupuncturist: 'an acupuncturist',
  Chiropractor: 'a chiropractor',
  'Mental Health Counselor': 'a mental health counselor',
};

/**
 * The directory specialty for the analysis's recommended specialties, most specific first: primary
 * care is the knowledge base's usual first entry, so it is used only when nothing else maps.
 */
export function pickDirectorySpecialty(recommended: readonly string[]): TPractitionerSpecialty | undefined {
  const specific = recommended.filter((s) => s !== 'Primary Care Physician');
  for (const s of [...specific, ...recommended]) {
    const mapped = toDirectorySpecialty(s);
    if (mapped) return mapped;
  }
  return undefined;
}

/** Links from the advice to the app: log the symptom, find a practitioner, talk with the community. */
export function suggestActions(
  data: TExtractedData,
  recommendedSpecialties: readonly string[],
): TAssistantAction[] {
  const symptoms = data.primarySymptoms ?? [];
  if (symptoms.length === 0) return [];
  const first = symptoms[0]?.toLowerCase() ?? 'this symptom';
  const actions: TAssistantAction[] = [
    { kind: 'log_symptom', label: `Log your ${first} in the symptom tracker`, href: '/symptoms' },
  ];
  const specialty = pickDirectorySpecialty(recommendedSpecialties);
  if (specialty) {
    actions.push({
      kind: 'find_practitioner',
      label: `Find ${PERSON[specialty]} near me`,
      href: `/practitioners?specialty=${encodeURIComponent(specialty)}`,
    });
  }
  actions.push({
    kind: 'community',
    label: 'Talk with others who have been there',
    href: '/community-enhanced',
  });
  return actions;
}
