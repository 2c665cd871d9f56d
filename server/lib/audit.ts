import type pg from 'pg';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema/system';
import { fallbackLogger, type Logger } from './logger';

export type AuditEntry = {
  actorUserId: string | null;
  subjectUserId: string | null;
  action: 'read' | 'create' | 'update' | 'delete' | 'export' | 'emergency';
  resource: string;
  resourceId?: string | null;
  requestId?: string | null;
  ipAddress?: string | null;
};

export type AuditLog = {
  /** Writes inside the caller's transaction: the audit row commits or rolls back with the change. */
  write(tx: DbOrTx, entry: AuditEntry): Promise<void>;
  /** For reads: queued and inserted in batches (at most `flushMs` later) to keep list reads fast. */
  enqueue(entry: AuditEntry): void;
  flush(): Promise<void>;
  close(): Promise<void>;
};

export function createAuditLog(
  pool: pg.Pool,
  options: { flushMs?: number; batchSize?: number; log?: Logger } = {},
): AuditLog {
  const log = options.log ?? fallbackLogger;
  const flushMs = options.flushMs ?? 200;
  const batchSize = options.batchSize ?? 200;
  let queue: AuditEntry[] = [];

  // One array parameter per column (unnest) instead of seven placeholders per row: the batched
  // read audit runs on every list request, and building wide INSERTs showed up in profiles.
  const insertBatch = async (batch: AuditEntry[]) => {
    await pool.query(
      `INSERT INTO audit_log (actor_user_id, subject_user_id, action, resource, resource_id, request_id, ip_address)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])`,
      [
        batch.map((e) => e.actorUserId),
        batch.map((e) => e.subjectUserId),
        batch.map((e) => e.action),
        batch.map((e) => e.resource),
        batch.map((e) => e.resourceId ?? null),
        batch.map((e) => e.requestId ?? null),
        batch.map((e) => e.ipAddress ?? null),
      ],
    );
  };
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> = Promise.resolve();

  const flush = async () => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const batch = queue;
    queue = [];
    const previous = inFlight;
    inFlight = (async () => {
      await previous;
      if (batch.length === 0) return;
      try {
        await insertBatch(batch);
      } catch (error) {
        log.error({ err: error, rows: batch.length }, 'Audit log batch insert failed; retrying once');
        await insertBatch(batch);
      }
    })();
    await inFlight;
  };

  return {
    async write(tx, entry) {
      await tx.insert(auditLog).values(entry);
    },
    enqueue(entry) {
      queue.push(entry);
      if (queue.length >= batchSize) void flush().catch((err) => log.error({ err }, 'Audit flush failed'));
      else if (!timer) {
        timer = setTimeout(
          () => void flush().catch((err) => log.error({ err }, 'Audit flush failed')),
          flushMs,
        );
        timer.unref();
      }
    },
    flush,
    close: flush,
  };
}
