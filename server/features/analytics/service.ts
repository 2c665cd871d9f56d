import { stripHealthData } from '../../../common/analytics-privacy';
import type { Db, DbOrTx } from '../../db/client';
import { analyticsEvents } from '../../db/schema/analytics';
import { analyticsRepository } from './repository';

export type AnalyticsKind = 'event' | 'feature' | 'conversion';
export type IncomingEvent = {
  kind: AnalyticsKind;
  name: string;
  properties?: Record<string, unknown>;
  at?: string;
};

export function createAnalyticsService(deps: {
  db: Db;
  /** The user's usage-analytics consent (the profile area's privacy settings). */
  analyticsConsent(userId: string): Promise<boolean>;
}) {
  return {
    /**
     * Stores events; health and identity keys are dropped again here whatever the client did.
     * A signed-in user who has not opted in to usage analytics (`analyticsConsent`, off by
     * default) is counted anonymously: no user id and no client session id, so their events
     * cannot be linked to them or to each other (docs/decisions.md 'Analytics consent').
     */
    async record(
      actorUserId: string | null,
      actorClientSessionId: string | undefined,
      events: IncomingEvent[],
    ): Promise<number> {
      if (events.length === 0) return 0;
      let userId = actorUserId;
      let clientSessionId = actorClientSessionId;
      if (actorUserId !== null) {
        if (!(await deps.analyticsConsent(actorUserId))) {
          userId = null;
          clientSessionId = undefined;
        }
      }
      const now = Date.now();
      await deps.db.insert(analyticsEvents).values(
        events.map((e) => {
          // Client clocks drift: accept a client time only within the last day, never in the future.
          const at = e.at ? Date.parse(e.at) : Number.NaN;
          const createdAt =
            Number.isFinite(at) && at <= now && at > now - 86_400_000 ? new Date(at) : new Date(now);
          return {
            kind: e.kind,
            name: e.name,
            properties: stripHealthData(e.properties),
            userId,
            clientSessionId: clientSessionId ?? null,
            createdAt,
          };
        }),
      );
      return events.length;
    },

    /**
     * How many distinct people and visitors opened each library item (`content_viewed` events by
     * slug), since `since` or ever (docs/product/library.md#readers).
     */
    async contentViewers(since: Date | null = null): Promise<Map<string, number>> {
      const rows = await analyticsRepository.distinctViewers(deps.db, 'content_viewed', 'slug', since);
      return new Map(rows.map((row) => [row.value, row.viewers]));
    },

    /**
     * The data export's usage analytics (docs/product/data-rights.md): the events linked to the
     * user, which exist only while they opted in to usage analytics.
     */
    async exportForUser(userId: string) {
      const rows = await analyticsRepository.eventsOf(deps.db, userId);
      return {
        analyticsEvents: rows.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
      };
    },

    /** The account erasure (inside its transaction): the events stay as anonymous counts. */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await analyticsRepository.detachUser(tx, userId);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
