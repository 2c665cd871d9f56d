import { trialDays } from '../../../common/subscription';
import { PAST_DUE_GRACE_DAYS } from '../../../contract/billing';
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

/**
 * What the plan is at `now`: a trial past its end is free again (the row keeps 'trial' as history).
 * A paid subscription is Premium while active or past due (docs/product/payments.md#the-subscriptions-life);
 * one cancelled at its period's end, or past due beyond the last retry, is free from that moment even
 * before the renewal job has written it down.
 */
export function effectivePlan(row: SubscriptionRow | null, now: Date): TPlan {
  if (!row) return 'free';
  if (row.plan === 'premium') return paidAccessEnded(row, now) ? 'free' : 'premium';
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

/** True when a paid subscription's access is over by the clock although its row still says premium. */
function paidAccessEnded(row: SubscriptionRow, now: Date): boolean {
  const end = row.currentPeriodEnd?.getTime();
  if (end === undefined) return false;
  if (row.billingState === 'active' && row.cancelAtPeriodEnd) return now.getTime() >= end;
  if (row.billingState === 'past_due') return now.getTime() >= end + PAST_DUE_GRACE_DAYS * DAY_MS;
  return false;
}

/** The paid subscription's columns, as the billing area reads them. */
export type PaidSubscription = Pick<
  SubscriptionRow,
  | 'plan'
  | 'billingState'
  | 'billingPlan'
  | 'currentPeriodStart'
  | 'currentPeriodEnd'
  | 'cancelAtPeriodEnd'
  | 'paymentMethodId'
  | 'pastDueSince'
  | 'renewalAttempts'
  | 'nextRenewalAttemptAt'
> & { effectivePlan: TPlan };

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

    /**
     * The paid subscription's state for the billing area (docs/product/payments.md), inside its
     * transaction; `lock` holds the row until that transaction ends, so one change applies at a time.
     */
    async paidSubscription(tx: DbOrTx, userId: string, options: { lock?: boolean } = {}) {
      const row = options.lock ? await repo.getForUpdate(tx, userId) : await repo.get(tx, userId);
      if (!row) return null;
      const paid: PaidSubscription = {
        plan: row.plan,
        billingState: row.billingState,
        billingPlan: row.billingPlan,
        currentPeriodStart: row.currentPeriodStart,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        paymentMethodId: row.paymentMethodId,
        pastDueSince: row.pastDueSince,
        renewalAttempts: row.renewalAttempts,
        nextRenewalAttemptAt: row.nextRenewalAttemptAt,
        effectivePlan: effectivePlan(row, now()),
      };
      return paid;
    },

    /** A paid period starts: Premium, renewing at its end; a running trial ends (its data stays). */
    applyPaidPeriod: (
      tx: DbOrTx,
      userId: string,
      input: { plan: string; periodStart: Date; periodEnd: Date; paymentMethodId: string | null },
    ) => repo.applyPaidPeriod(tx, userId, { ...input, at: now() }),

    /** A renewal failed: past due (Premium kept) until the retry at `nextAttemptAt`. */
    markPastDue: (tx: DbOrTx, userId: string, input: { attempts: number; nextAttemptAt: Date }) =>
      repo.markPastDue(tx, userId, { ...input, at: now() }),

    /** The paid subscription ends: free again, data kept. */
    endPaidSubscription: (tx: DbOrTx, userId: string) => repo.endPaid(tx, userId, now()),

    /** Cancel at the period's end (true) or resume (false). */
    setCancelAtPeriodEnd: (tx: DbOrTx, userId: string, cancel: boolean) =>
      repo.setCancelAtPeriodEnd(tx, userId, cancel, now()),

    /** Users whose renewal, retry or end is due at `at`. */
    dueRenewals: (at: Date, limit: number) => repo.dueRenewals(db, at, limit),

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
                billingState: row.billingState,
                billingPlan: row.billingPlan,
                currentPeriodStart: iso(row.currentPeriodStart),
                currentPeriodEnd: iso(row.currentPeriodEnd),
                cancelAtPeriodEnd: row.cancelAtPeriodEnd,
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
