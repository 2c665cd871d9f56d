import { z } from 'zod';
import { RED_FLAG_CATEGORIES, TRIAGE_LEVELS } from '../../contract/assistant';
import { SYMPTOM_CHOICES } from '../../contract/symptoms';
import { parseJsonLines } from './jsonl';

/**
 * The labelled case set of the assistant's eval, kept in eval/assistant/cases/*.jsonl,
 * one JSON object a line. Every case names the public page it was written from; the labels say what
 * a careful reader of that page would expect, not what the engine happens to produce.
 */

/** Public clinical sources the cases may be written from (MedlinePlus, NHS, NIH institutes, CDC, 988). */
export const CASE_SOURCE_HOSTS = [
  'medlineplus.gov',
  'nhs.uk',
  'nih.gov',
  'cdc.gov',
  '988lifeline.org',
] as const;

export function isAllowedSource(url: string): boolean {
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') return false;
    host = parsed.hostname;
  } catch {
    return false;
  }
  return CASE_SOURCE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

const zSource = z.string().refine(isAllowedSource, {
  message: `source must be an https URL on ${CASE_SOURCE_HOSTS.join(', ')}`,
});
const zSymptom = z.enum(SYMPTOM_CHOICES);
/**
 * An exact number, or an inclusive [min, max] range where wording is vague ("mild" = the 1–3 severity band).
 */
const zNumberOrRange = z.union([
  z.number(),
  z.tuple([z.number(), z.number()]).refine(([lo, hi]) => lo <= hi, 'range must be [min, max]'),
]);
export type TNumberOrRange = z.infer<typeof zNumberOrRange>;

const zBase = {
  id: z.string().regex(/^[a-z]+-\d{3}$/, 'ids look like ext-001'),
  source: zSource,
  /** Free-text note for reviewers (why a label is what it is). */
  note: z.string().optional(),
};
const zMessage = {
  message: z.string().min(1).max(2000),
  /** Earlier user messages of the conversation, oldest first. */
  history: z.array(z.string().min(1)).max(5).optional(),
};

export const ZExtractionCase = z.object({
  ...zBase,
  ...zMessage,
  kind: z.literal('extraction'),
  expect: z.object({
    /** The full set of the 16 symptom choices a careful reader would tick for this message. */
    primarySymptoms: z.array(zSymptom),
    /** Symptoms the message denies or says are over: they must NOT be extracted. */
    negated: z.array(zSymptom).optional(),
    /** Scored only when present; null means no value should be read. */
    severity: zNumberOrRange.nullable().optional(),
    durationDays: zNumberOrRange.nullable().optional(),
    /** Each entry is one expected trigger; `a|b` means any of those words names it. */
    triggers: z.array(z.string().min(1)).optional(),
  }),
});

export const ZRedFlagCase = z.object({
  ...zBase,
  ...zMessage,
  kind: z.literal('red_flag'),
  expect: z.object({
    /** Acceptable categories, the most fitting first; at least one must be found. */
    categories: z.array(z.enum(RED_FLAG_CATEGORIES)).min(1),
    /** The least urgent acceptable triage: the result must be this urgent or more. */
    triage: z.enum(TRIAGE_LEVELS),
  }),
});

export const ZLookAlikeCase = z.object({
  ...zBase,
  ...zMessage,
  kind: z.literal('look_alike'),
  expect: z.object({
    /** The most urgent triage still correct for the message; default self_care (no red flag at all). */
    maxTriage: z.enum(TRIAGE_LEVELS).optional(),
  }),
});

export const ZConditionCase = z.object({
  ...zBase,
  kind: z.literal('condition'),
  /** The guided form's values, as the /api/health/* calls receive them. */
  profile: z.object({
    personalInfo: z
      .object({ age: z.number().int().min(0).max(120), gender: z.string() })
      .partial()
      .optional(),
    healthHistory: z
      .object({
        chronicConditions: z.array(z.string()),
        currentMedications: z.array(z.string()),
        allergies: z.array(z.string()),
        familyHistory: z.array(z.string()),
        previousSurgeries: z.array(z.string()),
      })
      .partial()
      .optional(),
    currentSymptoms: z.object({
      primarySymptoms: z.array(zSymptom),
      symptomDescription: z.string(),
      severity: z.number().int().min(1).max(10),
      duration: z.string(),
      triggers: z.array(z.string()).optional(),
      improvingFactors: z.array(z.string()).optional(),
      worseningFactors: z.array(z.string()).optional(),
    }),
  }),
  expect: z.object({
    /** A condition id of server/lib/ai/knowledge/conditions.ts. */
    conditionId: z.string(),
    /** Other ids that name the same finding (e.g. Hashimoto's for hypothyroidism). */
    alsoAccept: z.array(z.string()).optional(),
  }),
});

export const ZEvalCase = z.discriminatedUnion('kind', [
  ZExtractionCase,
  ZRedFlagCase,
  ZLookAlikeCase,
  ZConditionCase,
]);
export type TEvalCase = z.infer<typeof ZEvalCase>;
export type TExtractionCase = z.infer<typeof ZExtractionCase>;
export type TRedFlagCase = z.infer<typeof ZRedFlagCase>;
export type TLookAlikeCase = z.infer<typeof ZLookAlikeCase>;
export type TConditionCase = z.infer<typeof ZConditionCase>;

/**
 * Parses one .jsonl file's text. Throws one readable error listing every bad line (file:line: why),
 * so a mistyped case never silently drops out of the set.
 */
export function parseCaseLines(text: string, fileName: string): TEvalCase[] {
  return parseJsonLines(text, fileName, ZEvalCase, { title: 'Invalid eval cases', what: 'case' });
}

/** Throws when two cases share an id or a condition case names an id the knowledge base lacks. */
export function checkCaseSet(cases: readonly TEvalCase[], knownConditionIds: ReadonlySet<string>): void {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const c of cases) {
    if (seen.has(c.id)) problems.push(`duplicate id ${c.id}`);
    seen.add(c.id);
    if (c.kind === 'condition') {
      for (const id of [c.expect.conditionId, ...(c.expect.alsoAccept ?? [])]) {
        if (!knownConditionIds.has(id)) problems.push(`${c.id}: unknown condition id '${id}'`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`Invalid eval case set:\n${problems.join('\n')}`);
}
