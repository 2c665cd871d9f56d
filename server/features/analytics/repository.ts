import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
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

  /**
   * Distinct viewers of each value of one property of an event (`content_viewed` by `slug`), since a
   * time: a signed-in person (by user id) or a visitor (by the tracker's session id) counts once; an
   * event linked to neither (a member who has not opted in) counts on its own, as it cannot be linked.
   */
  async distinctViewers(db: DbOrTx, name: string, property: string, since: Date | null) {
    // A literal, not a parameter: the same expression must appear in the select and the group by.
    if (!/^[a-z_]+$/.test(property)) throw new Error(`Not a property name: ${property}`);
    const value = sql<string>`${analyticsEvents.properties}->>${sql.raw(`'${property}'`)}`;
    return db
      .select({
        value,
        viewers: sql<number>`(count(distinct coalesce('user:' || ${analyticsEvents.userId}, 'session:' || ${analyticsEvents.clientSessionId}))
          + count(*) filter (where ${analyticsEvents.userId} is null and ${analyticsEvents.clientSessionId} is null))::int`,
      })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.kind, 'event'),
          eq(analyticsEvents.name, name),
          isNotNull(value),
          since ? gte(analyticsEvents.createdAt, since) : undefined,
        ),
      )
      .groupBy(value);
  },

  /** The events stay as anonymous counts: the user id goes. */
  async detachUser(db: DbOrTx, userId: string): Promise<void> {
    await db.update(analyticsEvents).set({ userId: null }).where(eq(analyticsEvents.userId, userId));
  },
};
