import { and, asc, eq, gt, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { TTrialFeature } from '../../../contract/subscription';
import type { DbOrTx } from '../../db/client';
import { subscriptions } from '../../db/schema/subscription';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The counter column of each trial feature. */
const COUNTER = {
  nutritionAnalysis: subscriptions.nutritionAnalysisUsed,
  waterTracking: subscriptions.waterTrackingUsed,
  fastingTracking: subscriptions.fastingTrackingUsed,
  aiInsights: subscriptions.aiInsightsUsed,
} as const;

const COUNTER_KEY = {
  nutritionAnalysis: 'nutritionAnalysisUsed',
  waterTracking: 'waterTrackingUsed',
  fastingTracking: 'fastingTrackingUsed',
  aiInsights: 'aiInsightsUsed',
} as const satisfies Record<TTrialFeature, keyof SubscriptionRow>;

/** Every query of the subscription area (docs/conventions.md#repositories-own-the-sql). */
export const subscriptionRepository = {
  async get(db: DbOrTx, userId: string): Promise<SubscriptionRow | null> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    return row ?? null;
  },

  /**
   * Starts the trial in one statement, so two concurrent requests cannot both start one: the row is
   * created, or updated only while the trial is unused and the plan is not premium. Null = refused.
   */
  async startTrial(
    db: DbOrTx,
    userId: string,
    startedAt: Date,
    endsAt: Date,
  ): Promise<SubscriptionRow | null> {
    const [row] = await db
      .insert(subscriptions)
      .values({
        userId,
        plan: 'trial',
        trialUsed: true,
        trialStartedAt: startedAt,
        trialEndsAt: endsAt,
        createdAt: startedAt,
        updatedAt: startedAt,
      })
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: {
          plan: 'trial',
          trialUsed: true,
          trialStartedAt: startedAt,
          trialEndsAt: endsAt,
          nutritionAnalysisUsed: 0,
          waterTrackingUsed: 0,
          fastingTrackingUsed: 0,
          aiInsightsUsed: 0,
          updatedAt: startedAt,
        },
        setWhere: and(eq(subscriptions.trialUsed, false), sql`${subscriptions.plan} <> 'premium'`),
      })
      .returning();
    return row ?? null;
  },

  /**
   * One use of a feature during an active trial, as a single guarded UPDATE: PostgreSQL locks the row
   * and re-checks `used < limit` on the newest version, so concurrent requests can never pass the
   * limit. Returns the new count, or null when nothing was counted (no active trial, or the limit).
   */
  async incrementTrialUsage(
    db: DbOrTx,
    userId: string,
    feature: TTrialFeature,
    limit: number,
    now: Date,
  ): Promise<number | null> {
    const column = COUNTER[feature];
    const [row] = await db
      .update(subscriptions)
      .set({ [COUNTER_KEY[feature]]: sql`${column} + 1`, updatedAt: now })
      .where(
        and(
          eq(subscriptions.userId, userId),
          eq(subscriptions.plan, 'trial'),
          lte(subscriptions.trialStartedAt, now),
          gt(subscriptions.trialEndsAt, now),
          lt(column, limit),
        ),
      )
      .returning({ used: column });
    return row ? row.used : null;
  },

  /** Premium from now on (the payment area calls this once a payment is confirmed; tests too). */
  async grantPremium(db: DbOrTx, userId: string, now: Date): Promise<void> {
    await db
      .insert(subscriptions)
      .values({ userId, plan: 'premium', premiumSince: now, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: { plan: 'premium', premiumSince: now, updatedAt: now },
      });
  },

  /** The row locked for an update of its paid subscription (inside the caller's transaction). */
  async getForUpdate(db: DbOrTx, userId: string): Promise<SubscriptionRow | null> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
    return row ?? null;
  },

  /**
   * A paid period starts (a first payment, a payment after past due or ended, or a renewal): Premium,
   * billing active, renewals from the period's end, retries reset. A trial still running ends now
   * (its dates stay as history; its data is kept).
   */
  async applyPaidPeriod(
    db: DbOrTx,
    userId: string,
    input: { plan: string; periodStart: Date; periodEnd: Date; paymentMethodId: string | null; at: Date },
  ): Promise<void> {
    const paid = {
      plan: 'premium' as const,
      billingState: 'active',
      billingPlan: input.plan,
      currentPeriodStart: input.periodStart,
      currentPeriodEnd: input.periodEnd,
      cancelAtPeriodEnd: false,
      paymentMethodId: input.paymentMethodId,
      pastDueSince: null,
      renewalAttempts: 0,
      nextRenewalAttemptAt: input.periodEnd,
      updatedAt: input.at,
    };
    await db
      .insert(subscriptions)
      .values({ userId, ...paid, premiumSince: input.at, createdAt: input.at })
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: {
          ...paid,
          // Premium since the first payment of an unbroken run of paid periods.
          premiumSince: sql`CASE WHEN ${subscriptions.plan} = 'premium' AND ${subscriptions.premiumSince} IS NOT NULL THEN ${subscriptions.premiumSince} ELSE ${input.at.toISOString()}::timestamptz END`,
          trialEndsAt: sql`CASE WHEN ${subscriptions.plan} = 'trial' AND ${subscriptions.trialEndsAt} > ${input.at.toISOString()}::timestamptz THEN ${input.at.toISOString()}::timestamptz ELSE ${subscriptions.trialEndsAt} END`,
        },
      });
  },

  /** A renewal charge failed: past due, Premium kept, the next retry at `nextAttemptAt`. */
  async markPastDue(db: DbOrTx, userId: string, input: { at: Date; attempts: number; nextAttemptAt: Date }) {
    await db
      .update(subscriptions)
      .set({
        billingState: 'past_due',
        pastDueSince: sql`COALESCE(${subscriptions.pastDueSince}, ${input.at.toISOString()}::timestamptz)`,
        renewalAttempts: input.attempts,
        nextRenewalAttemptAt: input.nextAttemptAt,
        updatedAt: input.at,
      })
      .where(eq(subscriptions.userId, userId));
  },

  /** The paid subscription ends: the plan is free again, nothing more is charged; every record stays. */
  async endPaid(db: DbOrTx, userId: string, at: Date): Promise<void> {
    await db
      .update(subscriptions)
      .set({
        plan: 'free',
        billingState: 'ended',
        cancelAtPeriodEnd: false,
        pastDueSince: null,
        nextRenewalAttemptAt: null,
        updatedAt: at,
      })
      .where(eq(subscriptions.userId, userId));
  },

  async setCancelAtPeriodEnd(db: DbOrTx, userId: string, cancel: boolean, at: Date): Promise<void> {
    await db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: cancel, updatedAt: at })
      .where(eq(subscriptions.userId, userId));
  },

  /** Users whose renewal (or retry, or end) is due, oldest first. */
  async dueRenewals(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(and(isNotNull(subscriptions.nextRenewalAttemptAt), lte(subscriptions.nextRenewalAttemptAt, now)))
      .orderBy(asc(subscriptions.nextRenewalAttemptAt))
      .limit(limit);
    return rows.map((r) => r.userId);
  },

  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(subscriptions).where(eq(subscriptions.userId, userId));
  },
};
