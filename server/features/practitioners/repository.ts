import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { practitioners, practitionerTypeRequests } from '../../db/schema/practitioners';
import { EARTH_RADIUS_MILES, type LatLon } from './distance';
import { PREFIX_MIN_LENGTH, searchWords } from './search-words';

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
  conditionsTreated: string[];
  availableForVideo: boolean;
  acceptingNewPatients: boolean;
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
  /** What the person typed: full-text on name, specialty, conditions and bio, or a piece of the name. */
  text: string | null;
  limit: number;
  offset: number;
};

export type PractitionerSearchPage = { rows: PractitionerListRow[]; total: number };

/** `%`, `_` and `\` match literally inside ILIKE. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The tsquery for the typed words (docs/product/practitioners.md#search), every word required. A word
 * matches its English stem ('migraines' → migrain) or, from two letters, any word it begins ('migr',
 * 'nutriti'); English stop words ('the', 'with') are dropped. The words are bound parameters made only
 * of letters and digits (search-words.ts), so no input can change the query's shape.
 */
function textQuery(words: readonly string[]): SQL {
  if (words.length === 0) return sql`''::tsquery`;
  const terms = words.map((word) => {
    const stem = sql`plainto_tsquery('english'::regconfig, ${word}::text)`;
    const whole =
      word.length >= PREFIX_MIN_LENGTH
        ? sql`to_tsquery('simple'::regconfig, ${`${word}:*`}::text)`
        : sql`plainto_tsquery('simple'::regconfig, ${word}::text)`;
    return sql`(CASE WHEN numnode(${stem}) = 0 THEN ''::tsquery ELSE ${stem} || ${whole} END)`;
  });
  return sql.join(terms, sql` && `);
}

/** The matching listings with their distance and relevance, before the distance filter and paging. */
function matching(search: PractitionerSearch): SQL {
  const lat = search.origin?.latitude ?? null;
  const lon = search.origin?.longitude ?? null;
  const pattern = search.text ? `%${escapeLike(search.text)}%` : null;
  const query = textQuery(searchWords(search.text));
  return sql`
    WITH q AS (SELECT ${query} AS query)
    SELECT * FROM (
      SELECT p.id, p.first_name AS "firstName", p.last_name AS "lastName", p.specialty, p.credentials,
             p.profile_image_url AS "profileImageUrl", p.rating::text AS rating,
             p.review_count AS "reviewCount", (p.consultation_fee_cents::float8 / 100) AS "consultationFee", p.bio,
             p.conditions_treated AS "conditionsTreated",
             p.available_for_video AS "availableForVideo",
             p.accepting_new_patients AS "acceptingNewPatients", p.city, p.state, p.is_demo AS "isDemo",
             CASE WHEN ${lat}::float8 IS NULL OR p.latitude IS NULL OR p.longitude IS NULL THEN NULL
                  ELSE round((2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
                         power(sin(radians(p.latitude - ${lat}::float8) / 2), 2)
                         + cos(radians(${lat}::float8)) * cos(radians(p.latitude))
                           * power(sin(radians(p.longitude - ${lon}::float8) / 2), 2)))))::numeric, 1)
             END AS distance,
             -- 3 name or specialty, 2 conditions treated, 1 bio (the search column's weights A, B, C).
             CASE WHEN ${pattern}::text IS NULL THEN 0
                  WHEN (p.first_name || ' ' || p.last_name) ILIKE ${pattern}::text
                       OR p.specialty ILIKE ${pattern}::text
                       OR (numnode(q.query) > 0 AND ts_filter(p.search, '{a}') @@ q.query) THEN 3
                  WHEN numnode(q.query) > 0 AND ts_filter(p.search, '{a,b}') @@ q.query THEN 2
                  ELSE 1
             END AS relevance
        FROM practitioners p, q
       WHERE p.is_approved
         AND (${search.specialty}::text IS NULL OR p.specialty = ${search.specialty}::text
              OR ${search.specialty}::text = ANY(p.categories))
         AND (${pattern}::text IS NULL
              OR (numnode(q.query) > 0 AND p.search @@ q.query)
              OR (p.first_name || ' ' || p.last_name) ILIKE ${pattern}::text
              OR p.specialty ILIKE ${pattern}::text)
    ) listed
    WHERE (${search.maxMiles}::numeric IS NULL OR listed.distance <= ${search.maxMiles}::numeric)`;
}

/** Every query of the practitioners area (docs/conventions.md#repositories-own-the-sql). */
export const practitionerRepository = {
  /**
   * One page of the listed practitioners matching the filters, and how many match in all. Order:
   * relevance to the search (none without one), nearest (unknown distances last), rating, reviews,
   * name, id: total, so pages never overlap or skip. Haversine in SQL with the same constant as
   * distance.ts; the filter compares the rounded miles the card shows, so what a person sees always
   * agrees with the filter they chose.
   */
  async search(db: DbOrTx, search: PractitionerSearch): Promise<PractitionerSearchPage> {
    const result = await db.execute<
      Omit<PractitionerListRow, 'distance'> & { distance: string | null; relevance: number; total: string }
    >(sql`
      SELECT page.*, count(*) OVER () AS total FROM (${matching(search)}) page
      ORDER BY page.relevance DESC, page.distance ASC NULLS LAST, page.rating::numeric DESC,
               page."reviewCount" DESC, page."lastName", page."firstName", page.id
      LIMIT ${search.limit} OFFSET ${search.offset}`);
    let total = result.rows[0] ? Number(result.rows[0].total) : 0;
    if (result.rows.length === 0 && search.offset > 0) {
      // Past the last page: the window count has no row to ride on.
      const counted = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM (${matching(search)}) page`,
      );
      total = counted.rows[0]?.n ?? 0;
    }
    return {
      total,
      rows: result.rows.map(({ relevance: _relevance, total: _total, ...row }) => ({
        ...row,
        distance: row.distance === null ? null : Number(row.distance),
      })),
    };
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

  /** Demo listings without conditions treated get them from the seed data, matched by name. */
  async fillDemoConditions(
    db: DbOrTx,
    listings: { firstName: string; lastName: string; conditionsTreated: string[] }[],
  ): Promise<number> {
    const [missing] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(practitioners)
      .where(and(eq(practitioners.isDemo, true), sql`cardinality(${practitioners.conditionsTreated}) = 0`));
    if (!missing?.n) return 0;
    let filled = 0;
    for (const listing of listings) {
      if (listing.conditionsTreated.length === 0) continue;
      const updated = await db
        .update(practitioners)
        .set({ conditionsTreated: listing.conditionsTreated, updatedAt: new Date() })
        .where(
          and(
            eq(practitioners.isDemo, true),
            eq(practitioners.firstName, listing.firstName),
            eq(practitioners.lastName, listing.lastName),
            sql`cardinality(${practitioners.conditionsTreated}) = 0`,
          ),
        )
        .returning({ id: practitioners.id });
      filled += updated.length;
    }
    return filled;
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

  /** Open requests first, then handled ones; newest first within each. */
  async listTypeRequests(db: DbOrTx, limit: number): Promise<PractitionerTypeRequestRow[]> {
    return db
      .select()
      .from(practitionerTypeRequests)
      .orderBy(
        sql`${practitionerTypeRequests.handledAt} IS NOT NULL`,
        desc(practitionerTypeRequests.createdAt),
        desc(practitionerTypeRequests.id),
      )
      .limit(limit);
  },

  /** Marks a request handled (now) or open again; undefined when there is no such request. */
  async setTypeRequestHandled(
    db: DbOrTx,
    id: string,
    handled: boolean,
  ): Promise<{ id: string; userId: string | null; handledAt: Date | null } | undefined> {
    const [row] = await db
      .update(practitionerTypeRequests)
      .set({ handledAt: handled ? sql`coalesce(${practitionerTypeRequests.handledAt}, now())` : null })
      .where(eq(practitionerTypeRequests.id, id))
      .returning({
        id: practitionerTypeRequests.id,
        userId: practitionerTypeRequests.userId,
        handledAt: practitionerTypeRequests.handledAt,
      });
    return row;
  },

  async countOpenTypeRequests(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(practitionerTypeRequests)
      .where(isNull(practitionerTypeRequests.handledAt));
    return row?.n ?? 0;
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
