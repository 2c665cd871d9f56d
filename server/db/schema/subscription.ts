import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    nutritionAnalysisUsed: integer('nutrition_analysis_used').notNull().default(0),
    waterTrackingUsed: integer('water_tracking_used').notNull().default(0),
    fastingTrackingUsed: integer('fasting_tracking_used').notNull().default(0),
    aiInsightsUsed: integer('ai_insights_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
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
