import { z } from 'zod';

/**
 * Subscription status, trial status, the plan page's texts, the price and the trial limits
 * (docs/product/premium.md). The server decides premium access, trial eligibility and limits; the
 * client only shows them.
 */

export const PLANS = ['free', 'trial', 'premium'] as const;
export const ZPlan = z.enum(PLANS);
export type TPlan = z.infer<typeof ZPlan>;

/** The four per-feature trial counters. */
export const TRIAL_FEATURES = [
  'nutritionAnalysis',
  'waterTracking',
  'fastingTracking',
  'aiInsights',
] as const;
export const ZTrialFeature = z.enum(TRIAL_FEATURES);
export type TTrialFeature = z.infer<typeof ZTrialFeature>;

/** Uses per trial (docs/product/premium.md#trial). */
export const TRIAL_LIMITS: Record<TTrialFeature, number> = {
  nutritionAnalysis: 10,
  waterTracking: 50,
  fastingTracking: 20,
  aiInsights: 15,
};

/** A 30-day free trial, once per account, then $9.99/month (docs/product/premium.md#prices). */
export const TRIAL_DAYS = 30;
export const PREMIUM_PRICE_USD = 9.99;
/** Where every upsell leads ('Upgrade to Premium' → /premium). */
export const UPGRADE_URL = '/premium';

/** How each feature is named in the trial usage list and in limit messages (ours). */
export const TRIAL_FEATURE_LABELS: Record<TTrialFeature, { label: string; unit: string }> = {
  nutritionAnalysis: { label: 'Nutrition analysis', unit: 'nutrition analyses' },
  waterTracking: { label: 'Water tracking', unit: 'water entries' },
  fastingTracking: { label: 'Fasting tracking', unit: 'fasts' },
  aiInsights: { label: 'AI insights', unit: 'AI insights' },
};

/**
 * The Premium features that exist, as the landing page and the plan page offer them
 * (docs/product/premium.md#what-premium-offers); each is a trial feature, so its trial allowance is
 * stated beside it from TRIAL_LIMITS.
 */
export const PREMIUM_OFFER_FEATURES: readonly { feature: TTrialFeature; title: string }[] = [
  {
    feature: 'nutritionAnalysis',
    title: 'AI nutrition analysis from a description, a label photo or your voice',
  },
  { feature: 'waterTracking', title: 'Water intake tracking toward a daily goal' },
  { feature: 'fastingTracking', title: 'Intermittent fasting timer and history' },
];

export const SUBSCRIPTION_MESSAGES = {
  /** Success toast. */
  trialStarted: 'Trial Started!',
  trialStartedDescription: `Your ${TRIAL_DAYS}-day free trial of Premium has begun. Enjoy every Premium feature.`,
  /** Failure toast title. */
  trialStartFailed: 'Failed to Start Trial',
  /** The plan page's alert when the user is not trial eligible. */
  alreadyUsedTrial: "You've already used your free trial. Upgrade to Premium to access all features.",
  alreadyPremium: 'You already have Premium. There is no trial to start.',
  trialAlreadyActive: 'Your free trial is already active.',
  upgradeButton: 'Upgrade to Premium',
} as const;

/** 402 PREMIUM_REQUIRED: never had a trial, or free. */
export function premiumRequiredMessage(feature: TTrialFeature): string {
  return `${TRIAL_FEATURE_LABELS[feature].label} is a Premium feature. Start your free ${TRIAL_DAYS}-day trial or upgrade to Premium to use it.`;
}

/** 402 PREMIUM_REQUIRED after the trial has ended. */
export function trialEndedMessage(feature: TTrialFeature): string {
  return `Your free trial has ended. Upgrade to Premium to keep using ${TRIAL_FEATURE_LABELS[feature].label.toLowerCase()}.`;
}

/** 402 TRIAL_LIMIT_REACHED. */
export function trialLimitMessage(feature: TTrialFeature): string {
  const { label, unit } = TRIAL_FEATURE_LABELS[feature];
  return `You've used all ${TRIAL_LIMITS[feature]} ${unit} included in your free trial. Upgrade to Premium for unlimited ${label.toLowerCase()}.`;
}

/** Subscription status. `isPremium` is true for Premium and for an active trial. */
export const ZSubscriptionStatus = z.object({
  isPremium: z.boolean(),
  plan: ZPlan,
  trialEligible: z.boolean(),
});
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

const ZFeatureCounts = z.object({
  nutritionAnalysis: z.number().int(),
  waterTracking: z.number().int(),
  fastingTracking: z.number().int(),
  aiInsights: z.number().int(),
});
export type TFeatureCounts = z.infer<typeof ZFeatureCounts>;

/** Trial status. Dates are ISO 8601; null before a trial was ever started. */
export const ZTrialStatus = z.object({
  isActive: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  daysRemaining: z.number().int(),
  daysUsed: z.number().int(),
  totalDays: z.number().int(),
  featuresUsed: ZFeatureCounts,
  limits: ZFeatureCounts,
});
export type TTrialStatus = z.infer<typeof ZTrialStatus>;
