import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A person's runs of the wellness challenges (docs/product/challenges.md): which challenge, the
 * calendar day they joined in their time zone (day 1) and that time zone, and when they left. Whether a
 * run is active, completed or ended is worked out from its ticks and today's date; it is not stored.
 */
export const challengeParticipations = pgTable(
  'challenge_participations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The challenge's id in content/challenges. */
    challengeId: text('challenge_id').notNull(),
    /** Day 1: the calendar date the person joined, in `time_zone`. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The IANA time zone the run's days are counted in (the browser's when joining). */
    timeZone: text('time_zone').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the person left the run; a left run no longer counts anywhere but in their history. */
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    index('challenge_participations_user_idx').on(t.userId, t.joinedAt.desc()),
    index('challenge_participations_challenge_idx').on(t.challengeId),
  ],
);

/** The daily tasks ticked in a run: one row per day ticked (idempotent by its key). */
export const challengeTaskCompletions = pgTable(
  'challenge_task_completions',
  {
    participationId: uuid('participation_id')
      .notNull()
      .references(() => challengeParticipations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The challenge day of the task, 1…30. */
    day: integer('day').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.participationId, t.day] }),
    index('challenge_task_completions_user_time_idx').on(t.userId, t.completedAt),
    check('challenge_task_completions_day_range', sql`${t.day} BETWEEN 1 AND 30`),
  ],
);

/**
 * 'Request Custom Challenge': what the person would like to work on, the goal, how many days and an
 * optional note. The free text is encrypted (docs/data-protection.md); admins read the requests.
 */
export const challengeRequests = pgTable(
  'challenge_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    focusEnc: text('focus_enc').notNull(),
    goalEnc: text('goal_enc').notNull(),
    days: integer('days').notNull(),
    /** Null when the person left no note. */
    noteEnc: text('note_enc'),
    /** When an admin marked the request handled (docs/product/admin.md#moderation); null while open. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('challenge_requests_time_idx').on(t.createdAt.desc()),
    index('challenge_requests_user_idx').on(t.userId),
    check('challenge_requests_days_range', sql`${t.days} BETWEEN 7 AND 60`),
  ],
);
