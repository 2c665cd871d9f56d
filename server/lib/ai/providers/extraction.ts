import { type TExtractedData, ZExtractedData } from '../../../../contract/assistant';
import { CHRONIC_CONDITIONS, SYMPTOMS } from '../understanding';
import { ProviderError } from './types';

/**
 * A remote model's extraction as the product can use it: the JSON read out of its answer, then
 * validated and narrowed to the app's own vocabulary. Shared by every remote provider.
 */

/** Parses a model's JSON answer, tolerating a ```json fence around it. */
export function parseModelJson(content: string): unknown {
  const trimmed = content.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(trimmed);
  const body = fenced?.[1] ?? trimmed;
  try {
    return JSON.parse(body);
  } catch {
    const start = body.indexOf('{');
    const end = body.lastIndexOf('}');
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(body.slice(start, end + 1));
      } catch {
        /* fall through */
      }
    }
    throw new ProviderError('invalid_json', 'the model did not answer with JSON');
  }
}

const canonical = (choices: readonly string[]) => {
  const byLower = new Map(choices.map((c) => [c.toLowerCase(), c]));
  return (items: readonly string[] | undefined) => {
    const out: string[] = [];
    for (const item of items ?? []) {
      const name = byLower.get(item.trim().toLowerCase());
      if (name && !out.includes(name)) out.push(name);
    }
    return out;
  };
};
const toSymptoms = canonical(SYMPTOMS);
const toConditions = canonical(CHRONIC_CONDITIONS);
const shortList = (items: readonly string[] | undefined) =>
  [...new Set((items ?? []).map((i) => i.trim()).filter((i) => i.length > 0 && i.length <= 200))].slice(
    0,
    20,
  );

/**
 * Validates a model's extraction with contract ZExtractedData (after dropping nulls, which many
 * models emit for "unknown"), then keeps only what the product can use: the listed symptom and
 * chronic-condition names, severity 1–10, plausible ages and durations. Identifying location fields
 * are dropped whatever the model says. Throws ProviderError('schema') when the shape is wrong.
 */
export function validateExtraction(raw: unknown): TExtractedData {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ProviderError('schema', 'the extraction is not a JSON object');
  }
  const withoutNulls = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null));
  const parsed = ZExtractedData.safeParse(withoutNulls);
  if (!parsed.success) throw new ProviderError('schema', 'the extraction does not match ZExtractedData');
  const d = parsed.data;
  const out: TExtractedData = {};
  const lists = {
    primarySymptoms: toSymptoms(d.primarySymptoms),
    chronicConditions: toConditions(d.chronicConditions),
    triggers: shortList(d.triggers),
    improvingFactors: shortList(d.improvingFactors),
    worseningFactors: shortList(d.worseningFactors),
    currentMedications: shortList(d.currentMedications),
    allergies: shortList(d.allergies),
  };
  for (const [key, value] of Object.entries(lists))
    if (value.length > 0) out[key as keyof typeof lists] = value;
  if (d.severity !== undefined && Number.isFinite(d.severity) && d.severity >= 1 && d.severity <= 10)
    out.severity = Math.round(d.severity);
  if (d.duration?.trim()) {
    out.duration = d.duration.trim().slice(0, 100);
    if (d.durationDays !== undefined && d.durationDays >= 0 && d.durationDays <= 36_500)
      out.durationDays = d.durationDays;
  }
  if (d.age !== undefined && Number.isInteger(d.age) && d.age > 0 && d.age <= 120) out.age = d.age;
  if (d.gender && ['male', 'female', 'other'].includes(d.gender.toLowerCase()))
    out.gender = d.gender.toLowerCase();
  return out;
}
