import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db, DbOrTx } from '../../db/client';
import { symptoms } from '../../db/schema/symptoms';
import { type Before, microsOf, olderThan } from '../../lib/paging';

export type SymptomRow = typeof symptoms.$inferSelect;
export type NewSymptomRow = typeof symptoms.$inferInsert;

/**
 * A listed symptom as stored, one array per row (the driver builds an array faster than an object
 * with named keys); its user is the one asked for, its time whole milliseconds since the epoch.
 */
export type SymptomListRow = [
  id: string,
  /** Null once the name is encrypted (every row written since, and every row `keys:rotate` moved). */
  symptomName: string | null,
  symptomNameEnc: string | null,
  severity: number,
  descriptionEnc: string | null,
  triggersEnc: string | null,
  createdMs: number,
];

/**
 * The hottest read (GET /api/symptoms/user/{id}, scripts/bench.ts): a named server-side prepared
 * statement read straight through the pool. Compared with the Drizzle query builder this saves
 * building the SQL, mapping each cell, and parsing each timestamp text into a Date (~100 µs of a
 * ~450 µs request with 50 rows). The time comes as whole milliseconds (floor, as `Date` keeps it),
 * which the service formats only for rows it has not presented before; formatting 50 timestamps
 * with to_char cost PostgreSQL more than reading the number costs here. The user id is not read
 * back: every row is the asked user's. The ORDER BY matches symptoms_user_time_idx (DESC NULLS LAST;
 * the column is NOT NULL), the id orders rows that share a time so that pages never overlap.
 * The statement asks for one row more than the page to know whether another page follows.
 */
const LIST_FOR_USER = {
  name: 'iw_symptoms_list_for_user',
  text: `SELECT id, symptom_name, symptom_name_enc, severity, description_enc, triggers_enc,
                floor(extract(epoch FROM created_at) * 1000)::float8
           FROM symptoms
          WHERE user_id = $1
          ORDER BY created_at DESC NULLS LAST, id DESC
          LIMIT $2`,
  rowMode: 'array',
} as const;

/**
 * The same list after a cursor (docs/product/journey.md#paging): rows strictly older than the
 * cursor's (time, id), the time given in whole microseconds since the epoch. `created_at <= t` keeps
 * the index usable; the OR picks the rows at that very time whose id sorts after the cursor's.
 */
const LIST_FOR_USER_BEFORE = {
  name: 'iw_symptoms_list_for_user_before',
  text: `SELECT id, symptom_name, symptom_name_enc, severity, description_enc, triggers_enc,
                floor(extract(epoch FROM created_at) * 1000)::float8
           FROM symptoms
          WHERE user_id = $1
            AND created_at <= 'epoch'::timestamptz + $3::bigint * interval '1 microsecond'
            AND (created_at < 'epoch'::timestamptz + $3::bigint * interval '1 microsecond' OR id < $4::uuid)
          ORDER BY created_at DESC NULLS LAST, id DESC
          LIMIT $2`,
  rowMode: 'array',
} as const;

/** The exact time of one row, in whole microseconds since the epoch (a page's cursor). */
const TIME_OF = {
  name: 'iw_symptoms_time_of',
  text: 'SELECT (extract(epoch FROM created_at) * 1000000)::bigint::text FROM symptoms WHERE id = $1',
  rowMode: 'array',
} as const;

// `drizzle(pool)` keeps its pool as `$client`; the `Db` type does not spell it out.
const poolOf = (db: Db): pg.Pool => (db as Db & { $client: pg.Pool }).$client;

/** Every query of the symptoms area (docs/conventions.md#repositories-own-the-sql). */
export const symptomRepository = {
  /** How many symptoms were logged per calendar day in `timeZone` (days without any left out). */
  async countsPerDay(
    db: DbOrTx,
    userId: string,
    timeZone: string,
  ): Promise<{ day: string; count: number }[]> {
    const result = await db.execute<{ day: string; count: number }>(sql`
      SELECT to_char((${symptoms.createdAt} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
             count(*)::int AS count
        FROM ${symptoms}
       WHERE ${symptoms.userId} = ${userId}
       GROUP BY 1`);
    return result.rows;
  },

  async insert(db: DbOrTx, row: NewSymptomRow): Promise<SymptomRow> {
    const [inserted] = await db.insert(symptoms).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  },

  /**
   * Newest first (index symptoms_user_time_idx), at most `limit` rows; with `before`, only rows older
   * than that (time in microseconds, id).
   */
  async listForUser(
    db: Db,
    userId: string,
    limit: number,
    before?: { atUs: bigint; id: string },
  ): Promise<SymptomListRow[]> {
    const result = before
      ? await poolOf(db).query<SymptomListRow>({
          ...LIST_FOR_USER_BEFORE,
          values: [userId, limit, before.atUs.toString(), before.id],
        })
      : await poolOf(db).query<SymptomListRow>({ ...LIST_FOR_USER, values: [userId, limit] });
    return result.rows;
  },

  /** A row's time in whole microseconds since the epoch, or null when it is gone. */
  async timeOf(db: Db, id: string): Promise<bigint | null> {
    const result = await poolOf(db).query<[string]>({ ...TIME_OF, values: [id] });
    const cell = result.rows[0]?.[0];
    return cell === undefined ? null : BigInt(cell);
  },

  /** Every symptom of the user, oldest first (the data export). */
  async listAllForUser(db: DbOrTx, userId: string): Promise<SymptomRow[]> {
    return db.select().from(symptoms).where(eq(symptoms.userId, userId)).orderBy(symptoms.createdAt);
  },

  async countForUser(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(symptoms).where(eq(symptoms.userId, userId));
    return row?.n ?? 0;
  },

  /** The distinct calendar days, in `timeZone`, on which the user logged a symptom (YYYY-MM-DD). */
  async localDays(db: DbOrTx, userId: string, timeZone: string): Promise<string[]> {
    const result = await db.execute<{ day: string }>(sql`
      SELECT DISTINCT to_char((${symptoms.createdAt} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day
        FROM ${symptoms}
       WHERE ${symptoms.userId} = ${userId}`);
    return result.rows.map((row) => row.day);
  },

  /** Name (encrypted), severity and time (no free text) of symptoms logged since `since`, newest first. */
  async recentSince(
    db: DbOrTx,
    userId: string,
    since: Date,
    limit: number,
  ): Promise<
    {
      id: string;
      symptomName: string | null;
      symptomNameEnc: string | null;
      severity: number;
      createdAt: Date;
    }[]
  > {
    return db
      .select({
        id: symptoms.id,
        symptomName: symptoms.symptomName,
        symptomNameEnc: symptoms.symptomNameEnc,
        severity: symptoms.severity,
        createdAt: symptoms.createdAt,
      })
      .from(symptoms)
      .where(and(eq(symptoms.userId, userId), gte(symptoms.createdAt, since)))
      .orderBy(desc(symptoms.createdAt))
      .limit(limit);
  },

  /**
   * The journey's read: id, name (clear or encrypted), severity and exact time (microseconds since the
   * epoch, as text) of the symptoms older than `before` (time, id), newest first.
   */
  async timelineBefore(db: DbOrTx, userId: string, before: Before | null, limit: number) {
    return db
      .select({
        id: symptoms.id,
        symptomName: symptoms.symptomName,
        symptomNameEnc: symptoms.symptomNameEnc,
        severity: symptoms.severity,
        atUs: microsOf(symptoms.createdAt),
      })
      .from(symptoms)
      .where(and(eq(symptoms.userId, userId), olderThan(symptoms.createdAt, symptoms.id, before)))
      .orderBy(desc(symptoms.createdAt), desc(symptoms.id))
      .limit(limit);
  },

  /** The exact times (microseconds since the epoch) of the user's n-th symptoms, for each n asked that exists. */
  async nthTimes(db: DbOrTx, userId: string, ordinals: readonly number[]): Promise<Map<number, bigint>> {
    if (ordinals.length === 0) return new Map();
    const max = Math.max(...ordinals);
    const result = await db.execute<{ n: number; at_us: string }>(sql`
      SELECT n, at_us FROM (
        SELECT row_number() OVER (ORDER BY ${symptoms.createdAt}, ${symptoms.id})::int AS n,
               (extract(epoch FROM ${symptoms.createdAt}) * 1000000)::bigint::text AS at_us
          FROM ${symptoms}
         WHERE ${symptoms.userId} = ${userId}
         ORDER BY ${symptoms.createdAt}, ${symptoms.id}
         LIMIT ${max}) numbered`);
    const wanted = new Set(ordinals);
    return new Map(
      result.rows.filter((r) => wanted.has(Number(r.n))).map((r) => [Number(r.n), BigInt(String(r.at_us))]),
    );
  },

  /** One symptom of the user, or undefined (another user's id reads as missing). */
  async findForUser(db: DbOrTx, userId: string, id: string): Promise<SymptomRow | undefined> {
    const [row] = await db
      .select()
      .from(symptoms)
      .where(and(eq(symptoms.userId, userId), eq(symptoms.id, id)));
    return row;
  },

  /**
   * Name (encrypted), severity, local calendar day and local hour (0–23) in `timeZone` of every symptom
   * logged from `from` to `to` (YYYY-MM-DD, inclusive); no free text. Oldest first.
   */
  async entriesBetween(
    db: DbOrTx,
    userId: string,
    from: string,
    to: string,
    timeZone: string,
  ): Promise<
    {
      id: string;
      symptomName: string | null;
      symptomNameEnc: string | null;
      severity: number;
      date: string;
      hour: number;
      createdAt: Date;
    }[]
  > {
    const result = await db.execute<{
      id: string;
      symptomName: string | null;
      symptomNameEnc: string | null;
      severity: number;
      date: string;
      hour: number;
      createdAt: Date | string;
    }>(sql`
      SELECT ${symptoms.id} AS "id", ${symptoms.symptomName} AS "symptomName",
             ${symptoms.symptomNameEnc} AS "symptomNameEnc", ${symptoms.severity} AS "severity",
             to_char(${symptoms.createdAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS "date",
             extract(hour FROM ${symptoms.createdAt} AT TIME ZONE ${timeZone})::int AS "hour",
             ${symptoms.createdAt} AS "createdAt"
        FROM ${symptoms}
       WHERE ${symptoms.userId} = ${userId}
         AND ${symptoms.createdAt} >= ((${from}::date)::timestamp AT TIME ZONE ${timeZone})
         AND ${symptoms.createdAt} < (((${to}::date) + 1)::timestamp AT TIME ZONE ${timeZone})
       ORDER BY ${symptoms.createdAt}`);
    return result.rows.map((row) => ({
      ...row,
      severity: Number(row.severity),
      hour: Number(row.hour),
      createdAt: new Date(row.createdAt),
    }));
  },

  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(symptoms).where(eq(symptoms.userId, userId));
  },
};
