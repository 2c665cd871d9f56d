import { z } from 'zod';

/**
 * Home recommendations (docs/product/home.md#recommendations): computed from the user's own recent data by
 * fixed rules, each with a stable id, never a fixed list. `POST /api/recommendations/{id}/tried` records that
 * the user tried one.
 */
export const RECOMMENDATION_IDS = [
  'daily-check-in',
  'sleep-hygiene',
  'breathing-relaxation',
  'talk-to-practitioner',
  'track-triggers',
  'gentle-movement',
  'food-diary',
] as const;
export const ZRecommendationId = z.enum(RECOMMENDATION_IDS);
export type TRecommendationId = z.infer<typeof ZRecommendationId>;

export const RECOMMENDATION_CATEGORIES = [
  'check-in',
  'sleep',
  'stress',
  'symptoms',
  'activity',
  'nutrition',
] as const;

export const RECOMMENDATION_MESSAGES = {
  unknown: 'There is no such recommendation.',
  tried: 'Nice work!',
  triedDescription: 'Trying it counts toward your wellness points.',
  triedError: 'Could not save that',
} as const;

export const ZRecommendation = z.object({
  id: ZRecommendationId,
  title: z.string(),
  /** Why it is shown, citing the user's own data. */
  reason: z.string(),
  category: z.enum(RECOMMENDATION_CATEGORIES),
  actionLabel: z.string(),
  /** Where the action leads: an app route, or `/#daily-check-in` for the card on the home screen. */
  actionRoute: z.string(),
  /** Whether the user marked it tried today (in their time zone). */
  triedToday: z.boolean(),
});
export type TRecommendation = z.infer<typeof ZRecommendation>;
export const ZRecommendationList = z.array(ZRecommendation);

export const ZRecommendationTried = z.object({
  recommendationId: ZRecommendationId,
  /** The day it counts for, YYYY-MM-DD in the user's time zone; once per recommendation per day. */
  triedOn: z.string(),
  triedAt: z.string(),
  /** The user's total of recommendations tried, after this one. */
  recommendationsTried: z.number().int(),
});
export type TRecommendationTried = z.infer<typeof ZRecommendationTried>;
