import {
  PREMIUM_PRICE_USD,
  TRIAL_DAYS,
  TRIAL_FEATURE_LABELS,
  TRIAL_LIMITS,
  type TSubscriptionStatus,
  type TTrialFeature,
  type TTrialStatus,
} from '../contract/subscription';

/** Trial arithmetic and the premium page's variant (docs/product/premium.md#trial). */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days remaining and used of a trial at `now`: the start day counts as day 0 used, 30 remaining;
 * any part of a day left counts as a remaining day. Both are clamped to 0–30.
 */
export function trialDays(
  startedAt: Date,
  endsAt: Date,
  now: Date,
): { daysRemaining: number; daysUsed: number; isActive: boolean } {
  const isActive = now.getTime() < endsAt.getTime() && now.getTime() >= startedAt.getTime();
  const clamp = (n: number) => Math.min(TRIAL_DAYS, Math.max(0, n));
  return {
    isActive,
    daysRemaining: clamp(Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS)),
    daysUsed: clamp(Math.floor((now.getTime() - startedAt.getTime()) / DAY_MS)),
  };
}

/** The premium page's variant: premium active, else trial active, else the trial offer. */
export type TPremiumVariant = 'premium' | 'trial' | 'offer';
export function premiumVariant(
  status: Pick<TSubscriptionStatus, 'plan'> | null | undefined,
  trial: Pick<TTrialStatus, 'isActive'> | null | undefined,
): TPremiumVariant {
  if (status?.plan === 'premium') return 'premium';
  if (trial?.isActive || status?.plan === 'trial') return 'trial';
  return 'offer';
}

/**
 * The offer's copy, built from the server's own trial terms (TRIAL_DAYS, TRIAL_LIMITS and the price
 * in contract/subscription.ts), so the landing page and the plan page cannot promise more than the
 * trial allows (docs/product/premium.md#what-premium-offers).
 */
export const premiumOffer = {
  /** '10 nutrition analyses in the free trial, unlimited with Premium' */
  allowance(feature: TTrialFeature): string {
    return `${TRIAL_LIMITS[feature]} ${TRIAL_FEATURE_LABELS[feature].unit} in the free trial, unlimited with Premium`;
  },
  /** The landing page's line under the call to action. */
  heroNote(): string {
    return `Free plan, no credit card needed. Includes a ${TRIAL_DAYS}-day premium trial.`;
  },
  /** What the trial is and what follows it: nothing is charged unless the person upgrades. */
  trialTerms(): string {
    return `Try Premium free for ${TRIAL_DAYS} days, with a set number of uses of each feature. No card needed, and nothing is charged when the trial ends. After it, Premium is $${PREMIUM_PRICE_USD.toFixed(2)} a month if you choose to upgrade.`;
  },
  /** The /premium-trial page's subtitle. */
  trialSubtitle(): string {
    return `${TRIAL_DAYS} days of Premium, free, with a set number of uses of each feature.`;
  },
  /** 'Start 30-Day Free Trial' */
  startTrial(): string {
    return `Start ${TRIAL_DAYS}-Day Free Trial`;
  },
};
