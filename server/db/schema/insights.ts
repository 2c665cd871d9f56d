import { date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The days a trial member's predictive insights were computed (docs/product/insights.md#who-sees-what):
 * one row per person, local day and period, written in the transaction that counts the use against
 * the trial's AI-insights allowance, so a refresh the same day does not count again. No health data.
 */
export const insightTrialUses = pgTable(
  'insight_trial_uses',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The person's calendar day in the time zone of the request. */
    day: date('day', { mode: 'string' }).notNull(),
    /** 7d, 30d, 90d or 1y. */
    period: text('period').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.period] })],
);
