import { TRIAL_DAYS, type TSubscriptionStatus, type TTrialStatus } from '../contract/subscription';

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
