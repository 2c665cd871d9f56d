import type pg from 'pg';
import type { DbOrTx } from '../db/client';
import { type AUDIT_ACTIONS, auditLog } from '../db/schema/system';

/**
 * What an audit row may say (docs/data-protection.md#audit-log): who (actor), whose data (subject),
 * which record (resource + id), what was done, from which request and address. Never a health value:
 * `resource` names a kind of record and `resourceId` is a record's id (or the subject's user id for a
 * per-person record), never a category, score or text. A shown emergency is `emergency_shown`
 * without saying which kind.
 */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  actorUserId: string | null;
  subjectUserId: string | null;
  action: AuditAction;
  resource: string;
  resourceId?: string | null;
  requestId?: string | null;
  ipAddress?: string | null;
};

export type AuditLog = {
  /** Writes inside the caller's transaction: the audit row commits or rolls back with the change. */
  write(tx: DbOrTx, entry: AuditEntry): Promise<void>;
  /**
   * For reads: one INSERT of all the given rows, committed when the promise resolves. A read awaits
   * it before answering, so an answered read is always on record (nothing waits in memory).
   */
  read(entries: AuditEntry | readonly AuditEntry[]): Promise<void>;
};

// One array parameter per column (unnest): any number of rows in one statement with seven parameters.
const INSERT_ROWS = `INSERT INTO audit_log (actor_user_id, subject_user_id, action, resource, resource_id, request_id, ip_address)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])`;
const INSERT_ONE = `INSERT INTO audit_log (actor_user_id, subject_user_id, action, resource, resource_id, request_id, ip_address)
  VALUES ($1, $2, $3, $4, $5, $6, $7)`;

export function createAuditLog(pool: pg.Pool): AuditLog {
  return {
    async write(tx, entry) {
      await tx.insert(auditLog).values(entry);
    },
    async read(entries) {
      const rows: readonly AuditEntry[] = Array.isArray(entries) ? entries : [entries as AuditEntry];
      if (rows.length === 0) return;
      if (rows.length === 1) {
        const [e] = rows as [AuditEntry];
        await pool.query({
          name: 'audit_read_one',
          text: INSERT_ONE,
          values: [
            e.actorUserId,
            e.subjectUserId,
            e.action,
            e.resource,
            e.resourceId ?? null,
            e.requestId ?? null,
            e.ipAddress ?? null,
          ],
        });
        return;
      }
      await pool.query({
        name: 'audit_read_many',
        text: INSERT_ROWS,
        values: [
          rows.map((e) => e.actorUserId),
          rows.map((e) => e.subjectUserId),
          rows.map((e) => e.action),
          rows.map((e) => e.resource),
          rows.map((e) => e.resourceId ?? null),
          rows.map((e) => e.requestId ?? null),
          rows.map((e) => e.ipAddress ?? null),
        ],
      });
    },
  };
}
