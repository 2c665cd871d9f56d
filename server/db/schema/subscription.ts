import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * One subscription row per user (created on first need; no row = free, trial unused).
 * `plan` is what was granted: a 'trial' row whose `trial_ends_at` has passed is effectively free.
 * The four counters are the trial's per-feature usage (docs/product/premium.md#trial); they are incremented
 * by a single guarded UPDATE (`used < limit`) so concurrent requests can never pass a limit.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['free', 'trial', 'premium'] })
      .notNull()
      .default('free'),
    trialUsed: boolean('trial_used').notNull().default(false),
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    premiumSince: timestamp('premium_since', { withTimezone: true }),
    /**
     * The paid subscription (docs/product/payments.md#the-subscriptions-life): the plan bought, the
     * period paid for, whether it ends at the period's end, and the renewal retries after a failed
     * charge (`past_due_since` set; Premium is kept until `grace_ends_at`, then the plan is free again,
     * data kept). `billing_state` is none until the first payment.
     */
    billingState: text('billing_state').notNull().default('none'),
    billingPlan: text('billing_plan'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    paymentMethodId: uuid('payment_method_id'),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    nextRenewalAttemptAt: timestamp('next_renewal_attempt_at', { withTimezone: true }),
    nutritionAnalysisUsed: integer('nutrition_analysis_used').notNull().default(0),
    waterTrackingUsed: integer('water_tracking_used').notNull().default(0),
    fastingTrackingUsed: integer('fasting_tracking_used').notNull().default(0),
    aiInsightsUsed: integer('ai_insights_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_renewal_due_idx')
      .on(t.nextRenewalAttemptAt)
      .where(sql`${t.nextRenewalAttemptAt} IS NOT NULL`),
    check(
      'subscriptions_billing_state_values',
      sql`${t.billingState} IN ('none', 'active', 'past_due', 'ended')`,
    ),
    check('subscriptions_plan_values', sql`${t.plan} IN ('free', 'trial', 'premium')`),
    check(
      'subscriptions_trial_dates',
      sql`(${t.plan} <> 'trial') OR (${t.trialStartedAt} IS NOT NULL AND ${t.trialEndsAt} IS NOT NULL AND ${t.trialUsed})`,
    ),
    check(
      'subscriptions_counters_non_negative',
      sql`${t.nutritionAnalysisUsed} >= 0 AND ${t.waterTrackingUsed} >= 0 AND ${t.fastingTrackingUsed} >= 0 AND ${t.aiInsightsUsed} >= 0`,
    ),
  ],
);
