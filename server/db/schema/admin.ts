import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * An admin's second factor (docs/product/admin.md#sign-in): a TOTP secret, encrypted (FieldCipher).
 * `confirmed_at` is null until the admin has entered a first valid code; until then the secret is
 * only an enrolment offer. `last_step` is the 30-second step of the last accepted code, so one code
 * cannot be used twice.
 */
export const adminTwoFactor = pgTable('admin_two_factor', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEnc: text('secret_enc').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of an admin's second factor; only a hash is kept. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_recovery_codes_user_idx').on(t.userId)],
);

/** Who receives the daily admin report (docs/product/admin.md#daily-report). One row per address. */
export const adminReportSchedules = pgTable('admin_report_schedules', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per report day (the date in America/Los_Angeles): inserting it is what claims the day, so
 * the daily report goes out once even with several app instances.
 */
export const adminReportRuns = pgTable('admin_report_runs', {
  reportDate: date('report_date', { mode: 'string' }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  recipients: integer('recipients').notNull().default(0),
});

/**
 * Server errors (answers of status 500 and above), without bodies or user data: counted by the
 * daily report. Rows older than 30 days are removed by the report job.
 */
export const serverErrors = pgTable(
  'server_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    method: text('method').notNull(),
    /** The route pattern (`/api/symptoms/:id`), never the URL with its ids or query. */
    route: text('route').notNull(),
    statusCode: smallint('status_code').notNull(),
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('server_errors_time_idx').on(t.at)],
);
