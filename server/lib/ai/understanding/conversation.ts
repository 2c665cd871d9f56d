import type { TExtractedData } from '../../../../contract/assistant';
import { extract } from './extract';
import type { TExtracted } from './types';

/**
 * What the whole conversation says (issue 4 §3 "ask what is missing rather than re-ask"): the
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

/** Merges per-turn extractions, oldest first (pure). */
export function mergeExtractions(turns: readonly TExtracted[]): TExtracted {
  const out = emptyExtracted();
  const mutable = out as unknown as Record<string, unknown>;
  for (const turn of turns) {
    const denied = new Set<string>(turn.negatedSymptoms);
    out.primarySymptoms = out.primarySymptoms.filter((s) => !denied.has(s));
    out.negatedSymptoms = out.negatedSymptoms.filter((s) => !turn.primarySymptoms.includes(s));
    unionInto(out.negatedSymptoms, turn.negatedSymptoms);
    for (const key of LIST_KEYS) unionInto(out[key] as string[], turn[key]);
    for (const key of SCALAR_KEYS) if (turn[key] !== undefined && turn[key] !== '') mutable[key] = turn[key];
    // Duration text and its day count describe one answer: a later duration replaces both.
    if (turn.duration) {
      out.duration = turn.duration;
      if (turn.durationDays === undefined) delete out.durationDays;
      else out.durationDays = turn.durationDays;
    }
  }
  return out;
}

/** Reads the user's turns (assistant turns are never read: they echo the user's words). */
export function understandConversation(
  message: string,
  earlierUserTurns: readonly string[],
  now: Date,
): TExtracted {
  const turns = [...earlierUserTurns.slice(-MERGE_TURNS_MAX), message];
  return mergeExtractions(turns.map((t) => extract(t, { now })));
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
