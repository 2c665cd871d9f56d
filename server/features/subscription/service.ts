import { trialDays } from '../../../common/subscription';
import {
  premiumRequiredMessage,
  SUBSCRIPTION_MESSAGES,
  type TPlan,
  TRIAL_DAYS,
  TRIAL_LIMITS,
  type TSubscriptionStatus,
  type TTrialFeature,
  type TTrialStatus,
  trialEndedMessage,
  trialLimitMessage,
  UPGRADE_URL,
} from '../../../contract/subscription';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { subscriptionRepository as repo, type SubscriptionRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the plan is at `now`: a trial past its end is free again (the row keeps 'trial' as history). */
export function effectivePlan(row: SubscriptionRow | null, now: Date): TPlan {
  if (!row) return 'free';
  if (row.plan === 'premium') return 'premium';
  if (
    row.plan === 'trial' &&
    row.trialStartedAt &&
    row.trialEndsAt &&
    row.trialStartedAt.getTime() <= now.getTime() &&
    now.getTime() < row.trialEndsAt.getTime()
  ) {
    return 'trial';
  }
  return 'free';
}

/** The result of a counted use: unlimited for Premium, the new count and limit during a trial. */
export type Consumption =
  | { plan: 'premium'; used: null; limit: null }
  | { plan: 'trial'; used: number; limit: number };

const premiumRequired = (feature: TTrialFeature, trialUsed: boolean) =>
  new AppError('PREMIUM_REQUIRED', trialUsed ? trialEndedMessage(feature) : premiumRequiredMessage(feature), {
    upgradeUrl: UPGRADE_URL,
  });
const trialLimitReached = (feature: TTrialFeature) =>
  new AppError('TRIAL_LIMIT_REACHED', trialLimitMessage(feature), { upgradeUrl: UPGRADE_URL });

/**
 * The subscription and trial core (docs/product/premium.md#gating-and-counting). Other areas gate their
 * premium features with `consume` (counted writes) or `assertAccess` (reads), passing their own transaction
 * so that a use is counted only when their write commits. `now` is injectable for tests of expiry.
 */
export function createSubscriptionService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  const trialStatusOf = (row: SubscriptionRow | null, at: Date): TTrialStatus => {
    const featuresUsed = {
      nutritionAnalysis: row?.nutritionAnalysisUsed ?? 0,
      waterTracking: row?.waterTrackingUsed ?? 0,
      fastingTracking: row?.fastingTrackingUsed ?? 0,
      aiInsights: row?.aiInsightsUsed ?? 0,
    };
    const limits = { ...TRIAL_LIMITS };
    if (!row?.trialStartedAt || !row.trialEndsAt) {
      return {
        isActive: false,
        startDate: null,
        endDate: null,
        daysRemaining: 0,
        daysUsed: 0,
        totalDays: TRIAL_DAYS,
        featuresUsed,
        limits,
      };
    }
    const days = trialDays(row.trialStartedAt, row.trialEndsAt, at);
    return {
      // A trial that was followed by Premium is over even if its 30 days are not.
      isActive: days.isActive && row.plan === 'trial',
      startDate: row.trialStartedAt.toISOString(),
      endDate: row.trialEndsAt.toISOString(),
      daysRemaining: row.plan === 'trial' ? days.daysRemaining : 0,
      daysUsed: days.daysUsed,
      totalDays: TRIAL_DAYS,
      featuresUsed,
      limits,
    };
  };

  return {
    /** GET /api/subscription/status: `isPremium` is Premium or an active trial (docs/product/premium.md#trial). */
    async status(actor: Actor): Promise<TSubscriptionStatus> {
      const row = await repo.get(db, actor.userId);
      const plan = effectivePlan(row, now());
      return {
        isPremium: plan !== 'free',
        plan,
        trialEligible: !(row?.trialUsed ?? false) && plan !== 'premium',
      };
    },

    /** GET /api/premium/trial-status. */
    async trialStatus(actor: Actor): Promise<TTrialStatus> {
      return trialStatusOf(await repo.get(db, actor.userId), now());
    },

    /**
     * POST /api/premium/start-trial: 30 days, once per account (409 with the 'already used' alert otherwise).
     */
    async startTrial(actor: Actor): Promise<TTrialStatus> {
      const startedAt = now();
      const endsAt = new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS);
      const started = await repo.startTrial(db, actor.userId, startedAt, endsAt);
      if (started) return trialStatusOf(started, startedAt);
      const row = await repo.get(db, actor.userId);
      if (row?.plan === 'premium') throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.alreadyPremium);
      throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.alreadyUsedTrial);
    },

    /** For GET /auth/status's `isPremium`: Premium or an active trial. */
    async hasPremiumAccess(userId: string): Promise<boolean> {
      return effectivePlan(await repo.get(db, userId), now()) !== 'free';
    },

    /** Reads of a premium feature: Premium or an active trial (limits do not apply to reading). 402 otherwise. */
    async assertAccess(tx: DbOrTx, userId: string, feature: TTrialFeature): Promise<TPlan> {
      const row = await repo.get(tx, userId);
      const plan = effectivePlan(row, now());
      if (plan === 'free') throw premiumRequired(feature, row?.trialUsed ?? false);
      return plan;
    },

    /**
     * One counted use of a premium feature, inside the caller's transaction: Premium → allowed,
     * unlimited; an active trial → counted atomically, refused past the limit (402
     * TRIAL_LIMIT_REACHED); free or an ended trial → 402 PREMIUM_REQUIRED.
     */
    async consume(tx: DbOrTx, userId: string, feature: TTrialFeature): Promise<Consumption> {
      const at = now();
      const row = await repo.get(tx, userId);
      const plan = effectivePlan(row, at);
      if (plan === 'premium') return { plan: 'premium', used: null, limit: null };
      if (plan === 'free') throw premiumRequired(feature, row?.trialUsed ?? false);
      const limit = TRIAL_LIMITS[feature];
      const used = await repo.incrementTrialUsage(tx, userId, feature, limit, at);
      if (used === null) {
        // The trial may have ended between the read and the update; otherwise the limit was reached.
        const fresh = await repo.get(tx, userId);
        if (effectivePlan(fresh, at) === 'free') throw premiumRequired(feature, true);
        throw trialLimitReached(feature);
      }
      return { plan: 'trial', used, limit };
    },

    /** Grants Premium (for the payment area once a payment is confirmed; and tests). */
    async grantPremium(tx: DbOrTx, userId: string): Promise<void> {
      await repo.grantPremium(tx, userId, now());
    },

    /**
     * The data export's subscription (docs/product/data-rights.md): the plan granted, what it is now
     * (`status`: a trial past its end is free again), the trial's dates and its per-feature usage.
     * Null when the user never started a trial or paid.
     */
    async exportForUser(userId: string) {
      const row = await repo.get(db, userId);
      const iso = (d: Date | null) => (d ? d.toISOString() : null);
      return {
        premium: {
          subscription: row
            ? {
                plan: row.plan,
                status: effectivePlan(row, now()),
                trialUsed: row.trialUsed,
                trialStartedAt: iso(row.trialStartedAt),
                trialEndsAt: iso(row.trialEndsAt),
                premiumSince: iso(row.premiumSince),
                trialUsage: {
                  nutritionAnalysis: row.nutritionAnalysisUsed,
                  waterTracking: row.waterTrackingUsed,
                  fastingTracking: row.fastingTrackingUsed,
                  aiInsights: row.aiInsightsUsed,
                },
              }
            : null,
        },
      };
    },

    /** The account erasure (inside its transaction). */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.deleteForUser(tx, userId);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
