import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  consultationRequests,
  practitionerProfileViews,
  practitionerReviews,
  practitioners,
} from '../../db/schema/practitioners';

/** A listed practitioner as its public page shows it (docs/product/practice.md#public-profile). */
export type ListingRow = {
  id: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  specialty: string;
  specialties: string[];
  credentials: string[];
  profileImageUrl: string | null;
  bio: string;
  experienceYears: number | null;
  education: string;
  languages: string[];
  conditionsTreated: string[];
  consultationFeeCents: number;
  availableForVideo: boolean;
  acceptingNewPatients: boolean;
  availableHours: string;
  acceptsInsurance: boolean;
  insurance: string;
  website: string;
  location: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
  isVerified: boolean;
  isDemo: boolean;
  rating: string;
  reviewCount: number;
};

export type ReviewRow = {
  id: string;
  practitionerId: string;
  userId: string;
  rating: number;
  text: string;
  createdAt: Date;
};

const listingColumns = {
  id: practitioners.id,
  userId: practitioners.userId,
  firstName: practitioners.firstName,
  lastName: practitioners.lastName,
  specialty: practitioners.specialty,
  specialties: practitioners.specialties,
  credentials: practitioners.credentials,
  profileImageUrl: practitioners.profileImageUrl,
  bio: practitioners.bio,
  experienceYears: practitioners.experienceYears,
  education: practitioners.education,
  languages: practitioners.languages,
  conditionsTreated: practitioners.conditionsTreated,
  consultationFeeCents: practitioners.consultationFeeCents,
  availableForVideo: practitioners.availableForVideo,
  acceptingNewPatients: practitioners.acceptingNewPatients,
  availableHours: practitioners.availableHours,
  acceptsInsurance: practitioners.acceptsInsurance,
  insurance: practitioners.insurance,
  website: practitioners.website,
  location: practitioners.location,
  city: practitioners.city,
  state: practitioners.state,
  zipCode: practitioners.zipCode,
  latitude: practitioners.latitude,
  longitude: practitioners.longitude,
  isVerified: practitioners.isVerified,
  isDemo: practitioners.isDemo,
  rating: sql<string>`${practitioners.rating}::text`,
  reviewCount: practitioners.reviewCount,
};

const reviewColumns = {
  id: practitionerReviews.id,
  practitionerId: practitionerReviews.practitionerId,
  userId: practitionerReviews.userId,
  rating: practitionerReviews.rating,
  text: practitionerReviews.text,
  createdAt: practitionerReviews.createdAt,
};

/** Every query of the public profile and its reviews (docs/conventions.md#repositories-own-the-sql). */
export const practicePublicRepository = {
  /** A listing the directory shows (demo, or approved by an admin); null for any other id. */
  async listed(db: DbOrTx, id: string): Promise<ListingRow | null> {
    const [row] = await db
      .select(listingColumns)
      .from(practitioners)
      .where(and(eq(practitioners.id, id), eq(practitioners.isApproved, true)));
    return row ?? null;
  },

  /**
   * The listed row, locked until the transaction ends, so two reviews written at once recompute the
   * rating one after the other and the second sees the first.
   */
  async lockListed(tx: DbOrTx, id: string): Promise<Pick<ListingRow, 'id' | 'userId' | 'isDemo'> | null> {
    const [row] = await tx
      .select({ id: practitioners.id, userId: practitioners.userId, isDemo: practitioners.isDemo })
      .from(practitioners)
      .where(and(eq(practitioners.id, id), eq(practitioners.isApproved, true)))
      .for('update');
    return row ?? null;
  },

  /** The average of the reviews to one decimal ('4.5'; '0.0' without any) and how many there are. */
  async ratingOf(db: DbOrTx, practitionerId: string): Promise<{ rating: string; reviewCount: number }> {
    const [row] = await db
      .select({
        rating: sql<string>`coalesce(round(avg(${practitionerReviews.rating}), 1), 0.0)::numeric(2,1)::text`,
        reviewCount: sql<number>`count(*)::int`,
      })
      .from(practitionerReviews)
      .where(eq(practitionerReviews.practitionerId, practitionerId));
    return { rating: row?.rating ?? '0.0', reviewCount: row?.reviewCount ?? 0 };
  },

  /** Copies the reviews' average and count onto a real listing, so the directory shows them. */
  async storeRating(tx: DbOrTx, practitionerId: string): Promise<void> {
    await tx.execute(sql`
      UPDATE practitioners p
         SET rating = r.rating, review_count = r.n, updated_at = now()
        FROM (SELECT coalesce(round(avg(rating), 1), 0.0) AS rating, count(*)::int AS n
                FROM practitioner_reviews WHERE practitioner_id = ${practitionerId}) r
       WHERE p.id = ${practitionerId} AND NOT p.is_demo`);
  },

  async latestReviews(db: DbOrTx, practitionerId: string, limit: number): Promise<ReviewRow[]> {
    return db
      .select(reviewColumns)
      .from(practitionerReviews)
      .where(eq(practitionerReviews.practitionerId, practitionerId))
      .orderBy(desc(practitionerReviews.createdAt), desc(practitionerReviews.id))
      .limit(limit);
  },

  async reviewOf(db: DbOrTx, practitionerId: string, userId: string): Promise<ReviewRow | null> {
    const [row] = await db
      .select(reviewColumns)
      .from(practitionerReviews)
      .where(
        and(eq(practitionerReviews.practitionerId, practitionerId), eq(practitionerReviews.userId, userId)),
      );
    return row ?? null;
  },

  /** Whether the person has a consultation request this practitioner accepted. */
  async hasAcceptedRequest(db: DbOrTx, practitionerId: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: consultationRequests.id })
      .from(consultationRequests)
      .where(
        and(
          eq(consultationRequests.practitionerId, practitionerId),
          eq(consultationRequests.userId, userId),
          eq(consultationRequests.status, 'accepted'),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  /** The new review, or null when the person has one for this practitioner already. */
  async insertReview(
    tx: DbOrTx,
    values: { practitionerId: string; userId: string; rating: number; text: string },
  ): Promise<ReviewRow | null> {
    const [row] = await tx
      .insert(practitionerReviews)
      .values(values)
      .onConflictDoNothing({ target: [practitionerReviews.practitionerId, practitionerReviews.userId] })
      .returning(reviewColumns);
    return row ?? null;
  },

  async deleteReview(tx: DbOrTx, practitionerId: string, userId: string): Promise<boolean> {
    const rows = await tx
      .delete(practitionerReviews)
      .where(
        and(eq(practitionerReviews.practitionerId, practitionerId), eq(practitionerReviews.userId, userId)),
      )
      .returning({ id: practitionerReviews.id });
    return rows.length > 0;
  },

  /** One more view of the profile on `day` (YYYY-MM-DD). */
  async countView(db: DbOrTx, practitionerId: string, day: string): Promise<void> {
    await db
      .insert(practitionerProfileViews)
      .values({ practitionerId, day, views: 1 })
      .onConflictDoUpdate({
        target: [practitionerProfileViews.practitionerId, practitionerProfileViews.day],
        set: { views: sql`${practitionerProfileViews.views} + 1` },
      });
  },

  /** The person's reviews with the practitioner's name, for the data export. */
  async reviewsBy(db: DbOrTx, userId: string) {
    return db
      .select({
        ...reviewColumns,
        practitionerName: sql<string>`${practitioners.firstName} || ' ' || ${practitioners.lastName}`,
      })
      .from(practitionerReviews)
      .innerJoin(practitioners, eq(practitioners.id, practitionerReviews.practitionerId))
      .where(eq(practitionerReviews.userId, userId))
      .orderBy(practitionerReviews.createdAt);
  },

  /** Deletes the person's reviews; the listings they were about, to recompute. */
  async deleteReviewsBy(tx: DbOrTx, userId: string): Promise<string[]> {
    const rows = await tx
      .delete(practitionerReviews)
      .where(eq(practitionerReviews.userId, userId))
      .returning({ practitionerId: practitionerReviews.practitionerId });
    return [...new Set(rows.map((r) => r.practitionerId))];
  },
};
