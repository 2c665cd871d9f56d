import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who touched which health record, when (docs/data-protection.md#audit-log). Kept when the user is deleted.
 * Append-only: a trigger (migration 0009) refuses UPDATE, DELETE and TRUNCATE. No health values: the
 * actions are a fixed list, and an emergency is recorded as shown without its kind.
 */
/**
 * What an audit row may record: reads and changes of health records, a shown emergency (never which
 * kind), and security events (docs/data-protection.md#security-events).
 */
export const AUDIT_ACTIONS = [
  'read',
  'create',
  'update',
  'delete',
  'export',
  'emergency_shown',
  'signin_failed',
  'signin_locked',
  'forbidden',
  'cross_site_refused',
  'admin_access',
  'admin_signin',
  'admin_signin_failed',
  'second_factor_failed',
  'second_factor_enrolled',
  'recovery_code_used',
  'moderation',
] as const;

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: text('actor_user_id'),
    subjectUserId: text('subject_user_id'),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    requestId: text('request_id'),
    ipAddress: text('ip_address'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_subject_time_idx').on(t.subjectUserId, t.at),
    index('audit_time_idx').on(t.at),
    check(
      'audit_log_action_known',
      sql`${t.action} IN (${sql.raw(AUDIT_ACTIONS.map((action) => `'${action}'`).join(', '))})`,
    ),
  ],
);

/** Fixed-window counters shared by every app instance (auth rate limits, failed sign-ins). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Every email the app sent or holds. Without SMTP a message waits here and admins can read it for
 * 24 hours; then, or at once when SMTP took it, the body (reset and export links) is erased and
 * `body_erased_at` set (server/lib/mailer.ts, docs/data-protection.md#email).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** Null once the body is erased. */
    text: text('text'),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the body was dropped: at the SMTP send, or 24 hours after a message waiting here was written. */
    bodyErasedAt: timestamp('body_erased_at', { withTimezone: true }),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);
