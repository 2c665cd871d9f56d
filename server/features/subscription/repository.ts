import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
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

  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(subscriptions).where(eq(subscriptions.userId, userId));
  },
};
