import { z } from 'zod';

/**
 * Symptoms and their severity 1–10, default 5 (docs/product/symptoms.md#rules-and-numbers); the severity
 * bands are in common/symptoms.ts.
 */
export const SYMPTOM_LIMITS = {
  severityMin: 1,
  severityMax: 10,
  severityDefault: 5,
  nameMax: 100,
  descriptionMax: 2000,
  triggerMax: 100,
  triggersMax: 20,
  listMax: 200,
} as const;

/** The 16 symptom choices, spelled exactly as the product shows them. */
export const SYMPTOM_CHOICES = [
  'Headache',
  'Fatigue',
  'Joint Pain',
  'Muscle Pain',
  'Back Pain',
  'Chest Pain',
  'Shortness of Breath',
  'Dizziness',
  'Nausea',
  'Stomach Pain',
  'Sleep Issues',
  'Anxiety',
  'Depression',
  'Skin Issues',
  'Vision Problems',
  'Memory Issues',
] as const;
export type TSymptomChoice = (typeof SYMPTOM_CHOICES)[number];

export const SYMPTOM_MESSAGES = {
  nameRequired: 'Symptom name is required',
  severityRange: 'Severity must be between 1 and 10',
  logged: 'Symptom logged successfully',
  logError: 'Error logging symptom',
} as const;

export const ZCreateSymptomRequest = z.object({
  symptomName: z
    .string({ error: SYMPTOM_MESSAGES.nameRequired })
    .trim()
    .min(1, SYMPTOM_MESSAGES.nameRequired)
    .max(SYMPTOM_LIMITS.nameMax),
  severity: z
    .number()
    .int(SYMPTOM_MESSAGES.severityRange)
    .min(SYMPTOM_LIMITS.severityMin, SYMPTOM_MESSAGES.severityRange)
    .max(SYMPTOM_LIMITS.severityMax, SYMPTOM_MESSAGES.severityRange)
    .default(SYMPTOM_LIMITS.severityDefault),
  description: z.string().trim().max(SYMPTOM_LIMITS.descriptionMax).optional().nullable(),
  triggers: z
    .array(z.string().trim().min(1).max(SYMPTOM_LIMITS.triggerMax))
    .max(SYMPTOM_LIMITS.triggersMax)
    .optional()
    .nullable(),
  /** A client may send its user id; identity comes from the session, so it is accepted and ignored. */
  userId: z.union([z.string(), z.number()]).optional(),
});
export type TCreateSymptomRequest = z.input<typeof ZCreateSymptomRequest>;

export const ZSymptom = z.object({
  id: z.string(),
  userId: z.string(),
  symptomName: z.string(),
  severity: z.number().int(),
  description: z.string().nullable(),
  triggers: z.array(z.string()).nullable(),
  timestamp: z.string(),
});
export type TSymptom = z.infer<typeof ZSymptom>;
export const ZSymptomList = z.array(ZSymptom);
