import { and, asc, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { dataExports } from '../../db/schema/account';

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * Every query of the account area (docs/conventions.md#repositories-own-the-sql): its own `data_exports`. The
 * other areas' rows are exported and erased by their own services (server/features/account/user-data.ts).
 */
export const accountRepository = {
  // ---- data_exports ----------------------------------------------------------------------
  async insertExport(db: DbOrTx, userId: string): Promise<DataExportRow> {
    const [row] = await db.insert(dataExports).values({ userId }).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async listExports(db: DbOrTx, userId: string, limit: number): Promise<DataExportRow[]> {
    return db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
      .limit(limit);
  },

  /** The user's own export, or undefined (another user's id reads as missing). */
  async findExport(db: DbOrTx, userId: string, id: string): Promise<DataExportRow | undefined> {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
    return row;
  },

  /** Claims the oldest queued export inside `tx`; other workers skip it until `tx` ends. */
  async claimQueued(tx: Tx): Promise<{ id: string; userId: string } | undefined> {
    const result = await tx.execute<{ id: string; user_id: string }>(sql`
      SELECT id, user_id FROM ${dataExports}
       WHERE status = 'queued'
       ORDER BY created_at
       LIMIT 1
       FOR UPDATE SKIP LOCKED`);
    const row = result.rows[0];
    return row ? { id: row.id, userId: row.user_id } : undefined;
  },

  async markReady(tx: Tx, id: string, archiveEnc: string, sizeBytes: number, readyAt: Date, expiresAt: Date) {
    await tx
      .update(dataExports)
      .set({ status: 'ready', archiveEnc, sizeBytes, readyAt, expiresAt })
      .where(eq(dataExports.id, id));
  },

  async markFailed(tx: Tx, id: string) {
    await tx.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));
  },

  /** Erases the archives whose link has expired (the row stays, listed as expired). */
  async eraseExpiredArchives(db: DbOrTx, now: Date): Promise<void> {
    await db
      .update(dataExports)
      .set({ archiveEnc: null })
      .where(and(isNotNull(dataExports.archiveEnc), lt(dataExports.expiresAt, now)));
  },

  // ---- the data export and the account erasure -------------------------------------------
  /** The user's export requests, oldest first. */
  async listAllForUser(db: DbOrTx, userId: string): Promise<DataExportRow[]> {
    return db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(asc(dataExports.createdAt), asc(dataExports.id));
  },

  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(dataExports).where(eq(dataExports.userId, userId));
  },
};
