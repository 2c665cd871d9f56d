import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consultationRequests, practitionerProfiles, practitioners } from '../../db/schema/practitioners';

/** A submitted profile as the review queue reads it, with its listing's state and figures. */
export type ApplicationRow = typeof practitionerProfiles.$inferSelect & {
  listingApproved: boolean;
  listingVerified: boolean;
  listingImageUrl: string | null;
  rating: string;
  reviewCount: number;
  totalConsultations: number;
};

/** The fields approval copies onto the listing (docs/product/practice.md#admin-review). */
export type ListingCopy = Partial<Pick<typeof practitioners.$inferInsert, 'consultationFeeCents'>> &
  Pick<
    typeof practitioners.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'specialty'
    | 'specialties'
    | 'categories'
    | 'credentials'
    | 'bio'
    | 'availableForVideo'
    | 'acceptingNewPatients'
    | 'languages'
    | 'experienceYears'
    | 'education'
    | 'availableHours'
    | 'acceptsInsurance'
    | 'insurance'
    | 'website'
    | 'location'
    | 'zipCode'
    | 'city'
    | 'state'
    | 'latitude'
    | 'longitude'
    | 'profileImageUrl'
  >;

export type ReviewStatus = 'pending' | 'rejected' | 'approved';

const STATUS_ORDER = sql`CASE ${practitionerProfiles.status} WHEN 'pending' THEN 0 WHEN 'rejected' THEN 1 ELSE 2 END`;

const accepted = sql<number>`(
  SELECT count(*) FROM ${consultationRequests}
   WHERE ${consultationRequests.practitionerId} = ${practitionerProfiles.practitionerId}
     AND ${consultationRequests.status} = 'accepted')::int`;

const applicationSelect = (db: DbOrTx) =>
  db
    .select({
      profile: practitionerProfiles,
      listingApproved: practitioners.isApproved,
      listingVerified: practitioners.isVerified,
      listingImageUrl: practitioners.profileImageUrl,
      rating: practitioners.rating,
      reviewCount: practitioners.reviewCount,
      totalConsultations: accepted,
    })
    .from(practitionerProfiles)
    .innerJoin(practitioners, eq(practitioners.id, practitionerProfiles.practitionerId));

type Selected = Awaited<ReturnType<ReturnType<typeof applicationSelect>['execute']>>[number];
const flatten = ({ profile, ...rest }: Selected): ApplicationRow => ({ ...profile, ...rest });

export const practiceReviewRepository = {
  /** Profiles waiting for review (the admin menu's count). */
  async countPending(db: DbOrTx): Promise<number> {
    const result = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${practitionerProfiles} WHERE status = 'pending'`,
    );
    return result.rows[0]?.n ?? 0;
  },

  /**
   * Every profile ever submitted (drafts never were): pending first, the oldest submission first;
   * then rejected and approved, the latest decision first.
   */
  async list(db: DbOrTx, status: ReviewStatus | null): Promise<ApplicationRow[]> {
    const rows = await applicationSelect(db)
      .where(
        and(
          ne(practitionerProfiles.status, 'draft'),
          isNotNull(practitionerProfiles.submittedAt),
          status ? eq(practitionerProfiles.status, status) : undefined,
        ),
      )
      .orderBy(
        STATUS_ORDER,
        sql`CASE WHEN ${practitionerProfiles.status} = 'pending' THEN ${practitionerProfiles.submittedAt} END ASC`,
        desc(practitionerProfiles.reviewedAt),
        asc(practitionerProfiles.id),
      );
    return rows.map(flatten);
  },

  async find(db: DbOrTx, id: string): Promise<ApplicationRow | null> {
    const [row] = await applicationSelect(db).where(eq(practitionerProfiles.id, id)).limit(1);
    return row ? flatten(row) : null;
  },

  /** The profile, locked until the transaction ends (two admins deciding at once: one wins). */
  async lock(tx: DbOrTx, id: string) {
    const [row] = await tx
      .select()
      .from(practitionerProfiles)
      .where(eq(practitionerProfiles.id, id))
      .for('update')
      .limit(1);
    return row ?? null;
  },

  /** Writes the approved version onto the listing, lists it and marks it verified. */
  async publish(tx: DbOrTx, practitionerId: string, copy: ListingCopy): Promise<void> {
    await tx
      .update(practitioners)
      .set({ ...copy, isApproved: true, isVerified: true, updatedAt: sql`now()` })
      .where(eq(practitioners.id, practitionerId));
  },

  async decide(
    tx: DbOrTx,
    id: string,
    decision: { status: 'approved' | 'rejected'; reviewerId: string; reason: string | null },
  ): Promise<void> {
    await tx
      .update(practitionerProfiles)
      .set({
        status: decision.status,
        reviewedAt: sql`now()`,
        reviewedBy: decision.reviewerId,
        rejectionReason: decision.reason,
        updatedAt: sql`now()`,
      })
      .where(eq(practitionerProfiles.id, id));
  },
};
