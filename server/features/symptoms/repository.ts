import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db, DbOrTx } from '../../db/client';
import { symptoms } from '../../db/schema/symptoms';

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
 * the column is NOT NULL).
 */
const LIST_FOR_USER = {
  name: 'iw_symptoms_list_for_user',
  text: `SELECT id, symptom_name, symptom_name_enc, severity, description_enc, triggers_enc,
                floor(extract(epoch FROM created_at) * 1000)::float8
           FROM symptoms
          WHERE user_id = $1
          ORDER BY created_at DESC NULLS LAST
          LIMIT $2`,
  rowMode: 'array',
} as const;

// `drizzle(pool)` keeps its pool as `$client`; the `Db` type does not spell it out.
const poolOf = (db: Db): pg.Pool => (db as Db & { $client: pg.Pool }).$client;

/** Every query of the symptoms area (docs/conventions.md#repositories-own-the-sql). */
export const symptomRepository = {
  async insert(db: DbOrTx, row: NewSymptomRow): Promise<SymptomRow> {
    const [inserted] = await db.insert(symptoms).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  },

  /** Newest first (index symptoms_user_time_idx). */
  async listForUser(db: Db, userId: string, limit: number): Promise<SymptomListRow[]> {
    const result = await poolOf(db).query<SymptomListRow>({ ...LIST_FOR_USER, values: [userId, limit] });
    return result.rows;
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
    }[]
  > {
    const result = await db.execute<{
      id: string;
      symptomName: string | null;
      symptomNameEnc: string | null;
      severity: number;
      date: string;
      hour: number;
    }>(sql`
      SELECT ${symptoms.id} AS "id", ${symptoms.symptomName} AS "symptomName",
             ${symptoms.symptomNameEnc} AS "symptomNameEnc", ${symptoms.severity} AS "severity",
             to_char(${symptoms.createdAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS "date",
             extract(hour FROM ${symptoms.createdAt} AT TIME ZONE ${timeZone})::int AS "hour"
        FROM ${symptoms}
       WHERE ${symptoms.userId} = ${userId}
         AND ${symptoms.createdAt} >= ((${from}::date)::timestamp AT TIME ZONE ${timeZone})
         AND ${symptoms.createdAt} < (((${to}::date) + 1)::timestamp AT TIME ZONE ${timeZone})
       ORDER BY ${symptoms.createdAt}`);
    return result.rows.map((row) => ({ ...row, severity: Number(row.severity), hour: Number(row.hour) }));
  },

  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(symptoms).where(eq(symptoms.userId, userId));
  },
};
