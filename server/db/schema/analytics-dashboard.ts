import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Daily rollups of `analytics_events` for the admin analytics dashboard
 * (docs/product/admin.md#analytics-dashboard). A background job writes one UTC day at a time once the
 * day can no longer receive events (two days later: a client's time is accepted up to a day back);
 * the days after the last rolled day are counted from the events themselves.
 */

/** One row per rolled day: the day's totals, and the mark that the day's rollups are written. */
export const analyticsRollupDays = pgTable('analytics_rollup_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** Distinct consenting users with an event that day. */
  activeUsers: integer('active_users').notNull(),
  /** Distinct tracker sessions (per tab) with an event that day. */
  sessions: integer('sessions').notNull(),
  events: integer('events').notNull(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The days a consenting user had an event: active users over a window and the retention cohorts.
 * Goes with the account (and with the data export's usage analytics).
 */
export const analyticsUserDays = pgTable(
  'analytics_user_days',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('analytics_user_days_day_idx').on(t.day)],
);

/** Each tracker session's span on a day; `landing` when it opened the landing page signed out. */
export const analyticsSessionDays = pgTable(
  'analytics_session_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    clientSessionId: text('client_session_id').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    events: integer('events').notNull(),
    landing: boolean('landing').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.clientSessionId] }),
    index('analytics_session_days_landing_idx').on(t.day).where(sql`${t.landing}`),
  ],
);

/** Feature-usage events (`kind = 'feature'`) per feature and day. */
export const analyticsFeatureDays = pgTable(
  'analytics_feature_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.name] })],
);
