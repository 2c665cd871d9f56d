import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Data exports (docs/product/data-rights.md#data-export). The row is also the job: the export worker claims
 * queued rows with `FOR UPDATE SKIP LOCKED`. The archive (JSON + FHIR R4 Bundle) is AES-256-GCM encrypted by
 * the service and erased once the link expires (7 days after it is ready).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    /** Encrypted JSON archive; null until ready and again after expiry. */
    archiveEnc: text('archive_enc'),
    sizeBytes: integer('size_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_time_idx').on(t.userId, t.createdAt.desc()),
    index('data_exports_queued_idx').on(t.createdAt).where(sql`${t.status} = 'queued'`),
    check('data_exports_status_known', sql`${t.status} IN ('queued', 'ready', 'failed')`),
  ],
);
