import { z } from 'zod';

/**
 * The share-insights dialog (docs/product/home.md#share-insights): insights computed from the user's own data
 * (`GET /api/sharing/insights/{userId}`), shared as text (two hashtags), an 800×600 PNG drawn
 * locally, or social links in a 600×400 popup.
 */
export const INSIGHT_TYPES = [
  'achievement',
  'streak',
  'progress',
  'wellness_tip',
  'symptom_improvement',
] as const;
export type TInsightType = (typeof INSIGHT_TYPES)[number];

export const ZInsight = z.object({
  id: z.string(),
  type: z.enum(INSIGHT_TYPES),
  title: z.string(),
  description: z.string(),
  metric: z
    .object({
      value: z.number(),
      unit: z.string(),
      /** Signed change against the previous period (e.g. -2 severity points, +0.8 hours); null when none. */
      change: z.number().nullable(),
    })
    .nullable(),
  /** YYYY-MM-DD (UTC) the insight refers to. */
  date: z.string(),
  category: z.string(),
  /** A brand colour (hex) for the card and the image. */
  color: z.string(),
});
export type TInsight = z.infer<typeof ZInsight>;

export const ZInsightList = z.object({
  insights: z.array(ZInsight),
  /** Shown when there are no insights yet. */
  message: z.string().nullable(),
});
export type TInsightList = z.infer<typeof ZInsightList>;

export const SHARING_LIMITS = {
  imageWidth: 800,
  imageHeight: 600,
  popupWidth: 600,
  popupHeight: 400,
} as const;

export const SHARE_HASHTAGS = ['#InfiniteWellness', '#WellnessJourney'] as const;

export const SHARING_MESSAGES = {
  empty: 'No insights to share yet. Log a symptom or a daily check-in and your insights will appear here.',
  imageFailed: 'Image Generation Failed',
  imageFailedDescription: 'Unable to create shareable image. Please try again.',
  copied: 'Copied to Clipboard',
  copiedDescription: 'Share it wherever you like.',
  copyFailed: 'Copy Failed',
  copyFailedDescription: 'Unable to copy to clipboard. Please try manually.',
} as const;

export type TSharePlatform = 'twitter' | 'facebook' | 'linkedin';
