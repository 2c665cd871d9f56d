import { z } from 'zod';

/**
 * Water tracking (docs/product/premium.md#water-tracking, a Premium feature): quick add a glass (250 ml) or a
 * bottle (500 ml) or a custom amount in ml or US fl oz, undo the last entry, a daily goal (default 2,000 ml)
 * and today's total and the last 7 days, counted in the user's own time zone (`?tz=`, an IANA name).
 */

export const WATER_KINDS = ['glass', 'bottle', 'custom'] as const;
export const WATER_UNITS = ['ml', 'oz'] as const;
export type TWaterKind = (typeof WATER_KINDS)[number];
export type TWaterUnit = (typeof WATER_UNITS)[number];

/** One US fluid ounce in millilitres (NIST Handbook 44, Appendix C: 29.573 529 562 5 ml). */
export const ML_PER_US_FL_OZ = 29.5735295625;

export const WATER_LIMITS = {
  glassMl: 250,
  bottleMl: 500,
  customMinMl: 1,
  customMaxMl: 2000,
  customMinOz: 1,
  customMaxOz: 64,
  goalDefaultMl: 2000,
  goalMinMl: 500,
  goalMaxMl: 6000,
  /** Days in the week view, today included. */
  weekDays: 7,
} as const;

export const WATER_MESSAGES = {
  amountRequired: 'Enter an amount',
  mlRange: 'Enter a whole number of ml from 1 to 2,000',
  ozRange: 'Enter an amount from 1 to 64 oz (halves allowed, e.g. 8.5)',
  goalRange: 'Daily goal must be a whole number of ml from 500 to 6,000',
  nothingToUndo: 'There is no water logged today to undo.',
  entryNotFound: 'That water entry was not found.',
  added: 'Water added',
  addFailed: 'Could not add water',
  undone: 'Last entry removed',
  undoFailed: 'Could not undo',
  goalSaved: 'Daily goal saved',
  goalFailed: 'Could not save your goal',
} as const;

const ZCustomAmount = z
  .object({
    kind: z.literal('custom'),
    amount: z.number({ error: WATER_MESSAGES.amountRequired }),
    unit: z.enum(WATER_UNITS, { error: 'Choose ml or oz' }),
  })
  .superRefine((value, ctx) => {
    if (value.unit === 'ml') {
      if (
        !Number.isInteger(value.amount) ||
        value.amount < WATER_LIMITS.customMinMl ||
        value.amount > WATER_LIMITS.customMaxMl
      ) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: WATER_MESSAGES.mlRange });
      }
    } else if (
      !Number.isInteger(value.amount * 2) ||
      value.amount < WATER_LIMITS.customMinOz ||
      value.amount > WATER_LIMITS.customMaxOz
    ) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: WATER_MESSAGES.ozRange });
    }
  });

/** POST /api/water/entries. */
export const ZAddWaterRequest = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal('glass') }), z.object({ kind: z.literal('bottle') }), ZCustomAmount],
  { error: 'Choose a glass, a bottle or a custom amount' },
);
export type TAddWaterRequest = z.input<typeof ZAddWaterRequest>;

/** PUT /api/water/goal. */
export const ZWaterGoalRequest = z.object({
  goalMl: z
    .number({ error: WATER_MESSAGES.goalRange })
    .int(WATER_MESSAGES.goalRange)
    .min(WATER_LIMITS.goalMinMl, WATER_MESSAGES.goalRange)
    .max(WATER_LIMITS.goalMaxMl, WATER_MESSAGES.goalRange),
});
export type TWaterGoalRequest = z.infer<typeof ZWaterGoalRequest>;

export const ZWaterEntry = z.object({
  id: z.string(),
  amountMl: z.number().int(),
  kind: z.enum(WATER_KINDS),
  /** The amount as entered (250 for a glass, 8 for 8 oz) and its unit. */
  enteredAmount: z.number(),
  unit: z.enum(WATER_UNITS),
  createdAt: z.string(),
});
export type TWaterEntry = z.infer<typeof ZWaterEntry>;

export const ZWaterDay = z.object({
  /** Calendar date in the user's time zone, YYYY-MM-DD. */
  date: z.string(),
  totalMl: z.number().int(),
});
export type TWaterDay = z.infer<typeof ZWaterDay>;

/** GET /api/water/summary?tz= (also the answer of every water write). */
export const ZWaterSummary = z.object({
  timeZone: z.string(),
  today: z.string(),
  goalMl: z.number().int(),
  totalMl: z.number().int(),
  /** Today's entries, newest first. */
  entries: z.array(ZWaterEntry),
  /** The last 7 days, oldest first, today last. */
  week: z.array(ZWaterDay).length(WATER_LIMITS.weekDays),
});
export type TWaterSummary = z.infer<typeof ZWaterSummary>;
