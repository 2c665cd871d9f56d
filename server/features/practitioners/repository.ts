import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { practitioners, practitionerTypeRequests } from '../../db/schema/practitioners';
import { EARTH_RADIUS_MILES, type LatLon } from './distance';

export type NewPractitionerRow = typeof practitioners.$inferInsert;
export type PractitionerTypeRequestRow = typeof practitionerTypeRequests.$inferSelect;
export type NewPractitionerTypeRequestRow = typeof practitionerTypeRequests.$inferInsert;

/** A listed practitioner with its distance from the searcher already computed (miles to 0.1, or null). */
export type PractitionerListRow = {
  id: string;
  firstName: string;
  lastName: string;
  specialty: string;
  credentials: string[];
  profileImageUrl: string | null;
  rating: string;
  reviewCount: number;
  consultationFee: number;
  bio: string;
  availableForVideo: boolean;
  city: string;
  state: string;
  isDemo: boolean;
  distance: number | null;
};

export type PractitionerSearch = {
  specialty: string | null;
  /** Keep rows at most this many miles away (rounded distance); requires `origin`. */
  maxMiles: number | null;
  /** The searcher's location; null → every distance is null. */
  origin: LatLon | null;
  /** Case-insensitive substring of the full name or the specialty. */
  text: string | null;
  limit: number;
};

/** `%`, `_` and `\` match literally inside ILIKE. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Every query of the practitioners area (docs/conventions.md#repositories-own-the-sql). */
export const practitionerRepository = {
  /**
   * Listed practitioners matching the filters, nearest first (unknown distances last), then by
   * rating. Haversine in SQL with the same constant as distance.ts; the filter compares the rounded
   * miles the card shows, so what a person sees always agrees with the filter they chose.
   */
  async search(db: DbOrTx, search: PractitionerSearch): Promise<PractitionerListRow[]> {
    const lat = search.origin?.latitude ?? null;
    const lon = search.origin?.longitude ?? null;
    const pattern = search.text ? `%${escapeLike(search.text)}%` : null;
    const result = await db.execute<PractitionerListRow & { distance: string | null }>(sql`
      SELECT * FROM (
        SELECT p.id, p.first_name AS "firstName", p.last_name AS "lastName", p.specialty, p.credentials,
               p.profile_image_url AS "profileImageUrl", p.rating::text AS rating,
               p.review_count AS "reviewCount", p.consultation_fee AS "consultationFee", p.bio,
               p.available_for_video AS "availableForVideo", p.city, p.state, p.is_demo AS "isDemo",
               CASE WHEN ${lat}::float8 IS NULL OR p.latitude IS NULL OR p.longitude IS NULL THEN NULL
                    ELSE round((2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
                           power(sin(radians(p.latitude - ${lat}::float8) / 2), 2)
                           + cos(radians(${lat}::float8)) * cos(radians(p.latitude))
                             * power(sin(radians(p.longitude - ${lon}::float8) / 2), 2)))))::numeric, 1)
               END AS distance
          FROM practitioners p
         WHERE p.is_approved
           AND (${search.specialty}::text IS NULL OR p.specialty = ${search.specialty}::text)
           AND (${pattern}::text IS NULL
                OR (p.first_name || ' ' || p.last_name) ILIKE ${pattern}::text
                OR p.specialty ILIKE ${pattern}::text)
      ) listed
      WHERE (${search.maxMiles}::numeric IS NULL OR listed.distance <= ${search.maxMiles}::numeric)
      ORDER BY listed.distance ASC NULLS LAST, listed.rating::numeric DESC, listed."reviewCount" DESC,
               listed."lastName", listed."firstName", listed.id
      LIMIT ${search.limit}`);
    return result.rows.map((row) => ({
      ...row,
      distance: row.distance === null ? null : Number(row.distance),
    }));
  },

  async countDemo(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(practitioners)
      .where(eq(practitioners.isDemo, true));
    return row?.n ?? 0;
  },

  async insertMany(db: DbOrTx, rows: NewPractitionerRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted = await db.insert(practitioners).values(rows).returning({ id: practitioners.id });
    return inserted.length;
  },

  async insertTypeRequest(
    db: DbOrTx,
    row: NewPractitionerTypeRequestRow,
  ): Promise<PractitionerTypeRequestRow> {
    const [inserted] = await db.insert(practitionerTypeRequests).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  },

  async countTypeRequests(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(practitionerTypeRequests)
      .where(eq(practitionerTypeRequests.userId, userId));
    return row?.n ?? 0;
  },

  /** Newest first. */
  async listTypeRequests(db: DbOrTx, limit: number): Promise<PractitionerTypeRequestRow[]> {
    return db
      .select()
      .from(practitionerTypeRequests)
      .orderBy(desc(practitionerTypeRequests.createdAt), desc(practitionerTypeRequests.id))
      .limit(limit);
  },

  // ---- the data export and the account erasure -------------------------------------------
  /** The user's own type requests, oldest first. */
  async typeRequestsOf(db: DbOrTx, userId: string): Promise<PractitionerTypeRequestRow[]> {
    return db
      .select()
      .from(practitionerTypeRequests)
      .where(eq(practitionerTypeRequests.userId, userId))
      .orderBy(asc(practitionerTypeRequests.createdAt));
  },

  /** The user's own directory listing (provider signup), if any. */
  async ownListing(db: DbOrTx, userId: string) {
    const [row] = await db.select().from(practitioners).where(eq(practitioners.userId, userId));
    return row ?? null;
  },

  async deleteUserData(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(practitionerTypeRequests).where(eq(practitionerTypeRequests.userId, userId));
    await db.delete(practitioners).where(eq(practitioners.userId, userId));
  },
};
