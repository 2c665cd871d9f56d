import { z } from 'zod';

/**
 * A/B testing (docs/product/ab-testing.md): experiments stored on the server, deterministic
 * assignment per person (or visitor) and experiment, conversions, and results with a two-sided
 * two-proportion z-test against the control and a sample-ratio-mismatch check.
 */

export const AB_LIMITS = {
  keyMax: 48,
  nameMax: 120,
  descriptionMax: 1000,
  variantsMin: 2,
  variantsMax: 5,
  variantIdMax: 32,
  variantNameMax: 60,
  weightMin: 1,
  weightMax: 100,
  configKeysMax: 10,
  configKeyMax: 40,
  configValueMax: 200,
  metricMax: 48,
  minSampleMin: 10,
  minSampleMax: 100_000,
  minSampleDefault: 100,
  /** Significance level of the z-test (two-sided). */
  alpha: 0.05,
  /** Below this p-value of the chi-square test the split is flagged as a sample ratio mismatch. */
  srmAlpha: 0.001,
  metadataKeysMax: 10,
  recentExperiments: 5,
} as const;

/** The screen's texts; the three significance labels are the dashboard's. */
export const AB_MESSAGES = {
  calculating: 'Calculating...',
  significant: 'Significant',
  notSignificant: 'Not Significant',
  keyTaken: 'An experiment with this key already exists.',
  oneControl: 'Exactly one variant must be the control.',
  variantIdsUnique: 'Variant ids must be different.',
  ended: 'This experiment has ended.',
  notFound: 'Experiment not found.',
  srmWarning:
    'Sample ratio mismatch: participants are not split as the weights say, so the results may be biased.',
} as const;

/** The cookie holding an anonymous visitor's first-party id (random, no personal data). */
export const AB_VISITOR_COOKIE = 'iw_vid';

/** The experiment wired into the product as the example: the landing's call-to-action text. */
export const LANDING_CTA_EXPERIMENT = 'landing_cta';

/**
 * The experiment the product runs: the text of the sign-up form's button (the call to sign up the
 * landing page leads to), converting when sign-up completes.
 */
export const SIGNUP_CTA_EXPERIMENT = 'signup_cta';

const ZSlug = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'Use lower-case letters, digits, - and _');

export const ZVariantConfig = z
  .record(
    z.string().min(1).max(AB_LIMITS.configKeyMax),
    z.union([z.string().max(AB_LIMITS.configValueMax), z.number(), z.boolean()]),
  )
  .refine((c) => Object.keys(c).length <= AB_LIMITS.configKeysMax, 'Too many config entries');

export const ZExperimentVariant = z.object({
  id: ZSlug(AB_LIMITS.variantIdMax),
  name: z.string().trim().min(1).max(AB_LIMITS.variantNameMax),
  weight: z.number().int().min(AB_LIMITS.weightMin).max(AB_LIMITS.weightMax),
  isControl: z.boolean(),
  config: ZVariantConfig.default({}),
});
export type TExperimentVariant = z.infer<typeof ZExperimentVariant>;

export const ZExperimentStatus = z.enum(['active', 'paused', 'ended']);
export const ZMetricKind = z.enum(['conversion', 'value']);

export const ZCreateExperimentRequest = z
  .object({
    key: ZSlug(AB_LIMITS.keyMax),
    name: z.string().trim().min(1).max(AB_LIMITS.nameMax),
    description: z.string().trim().max(AB_LIMITS.descriptionMax).default(''),
    variants: z.array(ZExperimentVariant).min(AB_LIMITS.variantsMin).max(AB_LIMITS.variantsMax),
    primaryMetric: ZSlug(AB_LIMITS.metricMax),
    /** `conversion`: counted once per participant; `value`: every conversion counts, with its value. */
    metricKind: ZMetricKind.default('conversion'),
    minSamplePerVariant: z
      .number()
      .int()
      .min(AB_LIMITS.minSampleMin)
      .max(AB_LIMITS.minSampleMax)
      .default(AB_LIMITS.minSampleDefault),
  })
  .superRefine((value, ctx) => {
    if (value.variants.filter((v) => v.isControl).length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['variants'], message: AB_MESSAGES.oneControl });
    }
    if (new Set(value.variants.map((v) => v.id)).size !== value.variants.length) {
      ctx.addIssue({ code: 'custom', path: ['variants'], message: AB_MESSAGES.variantIdsUnique });
    }
  });
export type TCreateExperimentRequest = z.input<typeof ZCreateExperimentRequest>;

export const ZExperiment = z.object({
  id: z.string().uuid(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** True while the experiment assigns and counts (status `active`). */
  isActive: z.boolean(),
  status: ZExperimentStatus,
  variants: z.array(ZExperimentVariant),
  metrics: z.object({ primary: z.string(), kind: ZMetricKind }),
  minSamplePerVariant: z.number().int(),
  participants: z.number().int(),
  createdAt: z.string(),
  pausedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type TExperiment = z.infer<typeof ZExperiment>;
export const ZExperimentList = z.array(ZExperiment);

export const ZExperimentIdParams = z.object({ id: z.string().uuid() });
export const ZConvertParams = z.object({ experimentId: z.string().uuid() });

export const ZVariantResult = z.object({
  variantId: z.string(),
  variant: z.object({ name: z.string(), isControl: z.boolean() }),
  participants: z.number().int(),
  conversions: z.number().int(),
  /** Percent of participants who converted (0–100). */
  conversionRate: z.number(),
  /** Mean value of the conversions that carried one; null when none did. */
  averageValue: z.number().nullable(),
  /**
   * Against the control, two-sided z-test at α = 0.05. Absent (undefined) for the control and
   * until every variant has `minSamplePerVariant` participants: the screen shows 'Calculating...'.
   */
  statisticalSignificance: z.boolean().optional(),
  pValue: z.number().optional(),
  zScore: z.number().optional(),
  /** 95 % confidence interval of (this rate − control rate), in percentage points. */
  differenceCi: z.object({ low: z.number(), high: z.number() }).optional(),
});
export type TVariantResult = z.infer<typeof ZVariantResult>;

export const ZExperimentResults = z.object({
  experiment: ZExperiment,
  results: z.array(ZVariantResult),
  sampleRatio: z.object({
    chiSquare: z.number(),
    pValue: z.number(),
    /** True when the split departs from the weights beyond chance (p < AB_LIMITS.srmAlpha). */
    mismatch: z.boolean(),
  }),
});
export type TExperimentResults = z.infer<typeof ZExperimentResults>;

export const ZActiveAssignment = z.object({
  id: z.string().uuid(),
  key: z.string(),
  assignedVariant: z.object({ id: z.string(), config: ZVariantConfig }),
});
export type TActiveAssignment = z.infer<typeof ZActiveAssignment>;
export const ZActiveAssignments = z.array(ZActiveAssignment);

export const ZConvertRequest = z.object({
  value: z.number().finite().optional(),
  metadata: z
    .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((m) => Object.keys(m).length <= AB_LIMITS.metadataKeysMax, 'Too many metadata entries')
    .optional(),
});
export type TConvertRequest = z.infer<typeof ZConvertRequest>;

/** `recorded` is false when the caller is not in the experiment, it is not active, or a one-time conversion was already counted. */
export const ZConvertResponse = z.object({ recorded: z.boolean() });
