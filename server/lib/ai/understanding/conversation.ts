import type { TExtractedData } from '../../../../contract/assistant';
import { extract } from './extract';
import { fixSpelling } from './intent';
import type { TExtracted } from './types';
import {
  CHRONIC_CONDITIONS,
  GENDERS,
  SYMPTOMS,
  type TChronicCondition,
  type TGender,
  type TSymptomName,
} from './vocabulary';

/**
 * What the whole conversation says (so the assistant asks what is missing rather than re-asking): the
 * user's earlier turns plus this message, each read by the local understanding module, merged
 * oldest first. Later scalar values win; lists are unioned; a symptom the user denies in a later
 * turn ("no headache anymore") is removed, and comes back if affirmed again after that.
 */

/** Only the user's most recent turns are read: older ones rarely change the picture and cost time. */
export const MERGE_TURNS_MAX = 20;

const LIST_KEYS = [
  'primarySymptoms',
  'triggers',
  'improvingFactors',
  'worseningFactors',
  'chronicConditions',
  'currentMedications',
  'allergies',
] as const;

/** The lists in the user's own words (the others hold vocabulary names). */
const PHRASE_LIST_KEYS = [
  'triggers',
  'improvingFactors',
  'worseningFactors',
  'currentMedications',
  'allergies',
] as const;

const SCALAR_KEYS = ['severity', 'age', 'gender', 'city', 'state', 'zipCode'] as const;

function emptyExtracted(): TExtracted {
  return {
    primarySymptoms: [],
    negatedSymptoms: [],
    triggers: [],
    improvingFactors: [],
    worseningFactors: [],
    chronicConditions: [],
    currentMedications: [],
    allergies: [],
  };
}

/** 'with bright light' and 'bright light' are one factor. */
const itemKey = (item: string) =>
  item
    .toLowerCase()
    .replace(/^(?:with|by|from|when|after|during)\s+/, '')
    .trim();

function unionInto(target: string[], items: readonly string[]): void {
  const seen = new Set(target.map(itemKey));
  for (const item of items) {
    const key = itemKey(item);
    if (!seen.has(key)) {
      seen.add(key);
      target.push(item);
    }
  }
}

const isPresent = (value: unknown) => value !== undefined && value !== '';

/**
 * Adds one reading to the understanding so far. A user's turn speaks for the user: its values
 * replace earlier ones and its denials remove symptoms (an affirmation lifts an earlier denial). A
 * model's reading only completes: it adds list items and fills empty fields. Either way a symptom
 * the user denied stays out.
 */
function mergeInto(out: TExtracted, reading: TExtracted, isUserTurn: boolean): void {
  if (isUserTurn) {
    const denied = new Set<string>(reading.negatedSymptoms);
    out.primarySymptoms = out.primarySymptoms.filter((s) => !denied.has(s));
    out.negatedSymptoms = out.negatedSymptoms.filter((s) => !reading.primarySymptoms.includes(s));
    unionInto(out.negatedSymptoms, reading.negatedSymptoms);
  }
  const denied = new Set<string>(out.negatedSymptoms);
  unionInto(
    out.primarySymptoms,
    reading.primarySymptoms.filter((s) => !denied.has(s)),
  );
  for (const key of LIST_KEYS) if (key !== 'primarySymptoms') unionInto(out[key] as string[], reading[key]);
  const mutable = out as unknown as Record<string, unknown>;
  for (const key of SCALAR_KEYS) {
    if (isPresent(reading[key]) && (isUserTurn || !isPresent(out[key]))) mutable[key] = reading[key];
  }
  // Duration text and its day count describe one answer: they are replaced (or filled) together.
  if (reading.duration && (isUserTurn || !out.duration)) {
    out.duration = reading.duration;
    if (reading.durationDays === undefined) delete out.durationDays;
    else out.durationDays = reading.durationDays;
  }
}

const isSymptom = (name: string): name is TSymptomName => (SYMPTOMS as readonly string[]).includes(name);
const isChronicCondition = (name: string): name is TChronicCondition =>
  (CHRONIC_CONDITIONS as readonly string[]).includes(name);
const isGender = (value: string): value is TGender => (GENDERS as readonly string[]).includes(value);

/**
 * A model's validated extraction as a reading: it denies nothing, names outside the vocabulary are
 * dropped, and location is never taken from a model.
 */
function modelReadingOf(data: TExtractedData): TExtracted {
  const reading = emptyExtracted();
  reading.primarySymptoms = (data.primarySymptoms ?? []).filter(isSymptom);
  reading.chronicConditions = (data.chronicConditions ?? []).filter(isChronicCondition);
  for (const key of PHRASE_LIST_KEYS) reading[key] = [...(data[key] ?? [])];
  if (data.severity !== undefined) reading.severity = data.severity;
  if (data.duration) {
    reading.duration = data.duration;
    if (data.durationDays !== undefined) reading.durationDays = data.durationDays;
  }
  if (data.age !== undefined) reading.age = data.age;
  if (data.gender && isGender(data.gender)) reading.gender = data.gender;
  return reading;
}

/**
 * The one merge of extracted data (pure). `turns`: the local readings of the user's turns, oldest
 * first; later values win, lists are unioned, a symptom the user denies ("no headache anymore") is
 * removed and comes back if affirmed again after that. `modelReading`: a remote model's validated
 * extraction, which may add what the rules missed but never overrules them nor restores a denied
 * symptom (docs/assistant-providers.md).
 */
export function mergeExtractions(
  turns: readonly TExtracted[],
  modelReading?: TExtractedData | null,
): TExtracted {
  const out = emptyExtracted();
  for (const turn of turns) mergeInto(out, turn, true);
  if (modelReading) mergeInto(out, modelReadingOf(modelReading), false);
  return out;
}

/**
 * Reads the user's most recent turns and this message, oldest first (assistant turns are never
 * read: they echo the user's words).
 */
export function readUserTurns(message: string, earlierUserTurns: readonly string[], now: Date): TExtracted[] {
  return [...earlierUserTurns.slice(-MERGE_TURNS_MAX), message].map((t) => extract(fixSpelling(t), { now }));
}

/** What the user's turns say, merged. */
export function understandConversation(
  message: string,
  earlierUserTurns: readonly string[],
  now: Date,
): TExtracted {
  return mergeExtractions(readUserTurns(message, earlierUserTurns, now));
}

/** Drops empty fields, keeping the guided form's key names (contract ZExtractedData). */
export function compactExtracted(data: TExtracted): TExtractedData {
  const out: TExtractedData = {};
  for (const key of LIST_KEYS) if (data[key].length > 0) out[key] = [...data[key]];
  if (data.severity !== undefined) out.severity = data.severity;
  if (data.duration) out.duration = data.duration;
  if (data.durationDays !== undefined) out.durationDays = data.durationDays;
  if (data.age !== undefined) out.age = data.age;
  if (data.gender) out.gender = data.gender;
  if (data.city) out.city = data.city;
  if (data.state) out.state = data.state;
  if (data.zipCode) out.zipCode = data.zipCode;
  return out;
}
