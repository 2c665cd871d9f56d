import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { analyticsEvents } from '../../db/schema/analytics';

/**
 * Queries of the analytics area for the data export and the account erasure
 * (docs/conventions.md#repositories-own-the-sql).
 */
export const analyticsRepository = {
  /** The events linked to the user (recorded while they opted in), oldest first. */
  async eventsOf(db: DbOrTx, userId: string) {
    return db
      .select({
        kind: analyticsEvents.kind,
        name: analyticsEvents.name,
        properties: analyticsEvents.properties,
        clientSessionId: analyticsEvents.clientSessionId,
        createdAt: analyticsEvents.createdAt,
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, userId))
      .orderBy(asc(analyticsEvents.createdAt), asc(analyticsEvents.id));
  },

  /** The events stay as anonymous counts: the user id goes. */
  async detachUser(db: DbOrTx, userId: string): Promise<void> {
    await db.update(analyticsEvents).set({ userId: null }).where(eq(analyticsEvents.userId, userId));
  },
};
