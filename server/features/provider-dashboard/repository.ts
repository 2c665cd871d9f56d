import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  consultationRequests,
  practitionerProfiles,
  practitionerProfileViews,
  practitioners,
} from '../../db/schema/practitioners';

/** The practitioner's profile with the listing it belongs to, as the dashboard needs them. */
export type DashboardProfileRow = {
  practitionerId: string;
  firstName: string;
  status: string;
  rejectionReason: string | null;
  planCode: string;
  trialEndsAt: Date | null;
  isLive: boolean;
  acceptingNewPatients: boolean;
  availableForVideo: boolean;
};

/** Reads of the practice tables for the provider dashboard (docs/product/practice.md#dashboard). */
export const providerDashboardRepository = {
  async profileOf(db: DbOrTx, userId: string): Promise<DashboardProfileRow | null> {
    const [row] = await db
      .select({
        practitionerId: practitionerProfiles.practitionerId,
        firstName: practitionerProfiles.firstName,
        status: practitionerProfiles.status,
        rejectionReason: practitionerProfiles.rejectionReason,
        planCode: practitionerProfiles.planCode,
        trialEndsAt: practitionerProfiles.trialEndsAt,
        isLive: practitioners.isApproved,
        acceptingNewPatients: practitioners.acceptingNewPatients,
        availableForVideo: practitioners.availableForVideo,
      })
      .from(practitionerProfiles)
      .innerJoin(practitioners, eq(practitioners.id, practitionerProfiles.practitionerId))
      .where(eq(practitionerProfiles.userId, userId))
      .limit(1);
    return row ?? null;
  },

  /** Views of the listing's public profile on the days from `firstDay` to `lastDay` (inclusive). */
  async viewsBetween(db: DbOrTx, practitionerId: string, firstDay: string, lastDay: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${practitionerProfileViews.views}), 0)::int` })
      .from(practitionerProfileViews)
      .where(
        and(
          eq(practitionerProfileViews.practitionerId, practitionerId),
          gte(practitionerProfileViews.day, firstDay),
          lte(practitionerProfileViews.day, lastDay),
        ),
      );
    return row?.n ?? 0;
  },

  /** Requests sent to the listing from `since` to `until`, and those still waiting for an answer. */
  async requestCounts(
    db: DbOrTx,
    practitionerId: string,
    since: Date,
    until: Date,
  ): Promise<{ recent: number; pending: number }> {
    const [row] = await db
      .select({
        recent: count(
          sql`case when ${consultationRequests.createdAt} >= ${since.toISOString()}::timestamptz and ${consultationRequests.createdAt} <= ${until.toISOString()}::timestamptz then 1 end`,
        ),
        pending: count(sql`case when ${consultationRequests.status} = 'pending' then 1 end`),
      })
      .from(consultationRequests)
      .where(eq(consultationRequests.practitionerId, practitionerId));
    return { recent: Number(row?.recent ?? 0), pending: Number(row?.pending ?? 0) };
  },
};
