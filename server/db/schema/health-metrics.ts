import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const scoreCheck = (name: string, column: unknown) => check(name, sql`${column} BETWEEN 1 AND 10`);

/**
 * The daily check-in (docs/product/home.md#daily-check-in). Scores and sleep stay in clear for
 * queries, trends and recommendations; the free-text note is AES-256-GCM encrypted by the service
 * (docs/data-protection.md). Several rows a day are allowed.
 */
export const healthMetrics = pgTable(
  'health_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mood: smallint('mood').notNull(),
    energy: smallint('energy').notNull(),
    stress: smallint('stress').notNull(),
    fatigueLevel: smallint('fatigue_level').notNull(),
    mentalClarity: smallint('mental_clarity').notNull(),
    digestion: smallint('digestion').notNull(),
    /** Hours slept, in half hours (the API's `sleepQuality`, shown in hours). */
    sleepHours: numeric('sleep_hours', { precision: 3, scale: 1 }).notNull(),
    noteEnc: text('note_enc'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('health_metrics_user_time_idx').on(t.userId, t.createdAt.desc()),
    scoreCheck('health_metrics_mood_range', t.mood),
    scoreCheck('health_metrics_energy_range', t.energy),
    scoreCheck('health_metrics_stress_range', t.stress),
    scoreCheck('health_metrics_fatigue_range', t.fatigueLevel),
    scoreCheck('health_metrics_clarity_range', t.mentalClarity),
    scoreCheck('health_metrics_digestion_range', t.digestion),
    check(
      'health_metrics_sleep_range',
      sql`${t.sleepHours} BETWEEN 0 AND 24 AND ${t.sleepHours} * 2 = trunc(${t.sleepHours} * 2)`,
    ),
  ],
);
