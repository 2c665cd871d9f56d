import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Intermittent fasting (docs/product/premium.md#fasting): one row per fast. At most one fast in progress per
 * user, held by the database itself (a partial unique index on rows with no end), so two concurrent starts
 * cannot both succeed.
 */
export const fasts = pgTable(
  'fasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    protocol: text('protocol', { enum: ['16:8', '18:6', '20:4', 'custom'] }).notNull(),
    targetHours: smallint('target_hours').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fasts_one_active_per_user').on(t.userId).where(sql`${t.endedAt} IS NULL`),
    index('fasts_user_started_idx').on(t.userId, t.startedAt.desc()),
    check('fasts_target_range', sql`${t.targetHours} BETWEEN 1 AND 72`),
    check('fasts_protocol_values', sql`${t.protocol} IN ('16:8', '18:6', '20:4', 'custom')`),
    check('fasts_end_after_start', sql`${t.endedAt} IS NULL OR ${t.endedAt} >= ${t.startedAt}`),
  ],
);

/** The safety note before the first fast, acknowledged once per account (contract/fasting.ts). */
export const fastingNoteAcknowledgements = pgTable('fasting_note_acknowledgements', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
});
