import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  challengeParticipations,
  challengeRequests,
  challengeTaskCompletions,
} from '../../db/schema/challenges';

export type ParticipationRow = typeof challengeParticipations.$inferSelect;
export type TaskCompletionRow = typeof challengeTaskCompletions.$inferSelect;
export type ChallengeRequestRow = typeof challengeRequests.$inferSelect;

/** Every query of the challenges area (docs/conventions.md#repositories-own-the-sql). */
export const challengeRepository = {
  /**
   * Serialises a person's joins (the limit of running challenges and the one run per challenge hold
   * under parallel requests): a transaction-scoped lock on the person.
   */
  async lockPerson(tx: DbOrTx, userId: string): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`challenges:${userId}`}))`);
  },

  /** The person's runs they have not left, newest first. */
  async currentRuns(db: DbOrTx, userId: string): Promise<ParticipationRow[]> {
    return db
      .select()
      .from(challengeParticipations)
      .where(and(eq(challengeParticipations.userId, userId), isNull(challengeParticipations.leftAt)))
      .orderBy(desc(challengeParticipations.joinedAt), desc(challengeParticipations.id));
  },

  /** Every run of the person, left ones included, oldest first (the export, the achievements). */
  async allRuns(db: DbOrTx, userId: string): Promise<ParticipationRow[]> {
    return db
      .select()
      .from(challengeParticipations)
      .where(eq(challengeParticipations.userId, userId))
      .orderBy(asc(challengeParticipations.joinedAt), asc(challengeParticipations.id));
  },

  /** The ticks of these runs. */
  async ticksOf(db: DbOrTx, participationIds: readonly string[]): Promise<TaskCompletionRow[]> {
    if (participationIds.length === 0) return [];
    return db
      .select()
      .from(challengeTaskCompletions)
      .where(inArray(challengeTaskCompletions.participationId, [...participationIds]))
      .orderBy(asc(challengeTaskCompletions.day));
  },

  /** People per challenge who joined and have not left (each person once). */
  async participantCounts(db: DbOrTx): Promise<Map<string, number>> {
    const rows = await db
      .select({
        challengeId: challengeParticipations.challengeId,
        people: sql<number>`count(DISTINCT ${challengeParticipations.userId})::int`,
      })
      .from(challengeParticipations)
      .where(isNull(challengeParticipations.leftAt))
      .groupBy(challengeParticipations.challengeId);
    return new Map(rows.map((row) => [row.challengeId, row.people]));
  },

  async insertRun(tx: DbOrTx, row: typeof challengeParticipations.$inferInsert): Promise<ParticipationRow> {
    const [inserted] = await tx.insert(challengeParticipations).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  },

  async leave(tx: DbOrTx, participationId: string, at: Date): Promise<void> {
    await tx
      .update(challengeParticipations)
      .set({ leftAt: at })
      .where(and(eq(challengeParticipations.id, participationId), isNull(challengeParticipations.leftAt)));
  },

  /** Ticks a day; true when it was not ticked before (a second tick changes nothing). */
  async tick(tx: DbOrTx, row: typeof challengeTaskCompletions.$inferInsert): Promise<boolean> {
    const inserted = await tx
      .insert(challengeTaskCompletions)
      .values(row)
      .onConflictDoNothing()
      .returning({ day: challengeTaskCompletions.day });
    return inserted.length > 0;
  },

  async untick(tx: DbOrTx, participationId: string, day: number): Promise<boolean> {
    const deleted = await tx
      .delete(challengeTaskCompletions)
      .where(
        and(
          eq(challengeTaskCompletions.participationId, participationId),
          eq(challengeTaskCompletions.day, day),
        ),
      )
      .returning({ day: challengeTaskCompletions.day });
    return deleted.length > 0;
  },

  /** Tasks ticked per calendar day in `timeZone` (XP), every day the person has any. */
  async ticksPerDay(db: DbOrTx, userId: string, timeZone: string): Promise<{ day: string; count: number }[]> {
    const result = await db.execute<{ day: string; count: number }>(sql`
      SELECT to_char((${challengeTaskCompletions.completedAt} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
             count(*)::int AS count
        FROM ${challengeTaskCompletions}
       WHERE ${challengeTaskCompletions.userId} = ${userId}
       GROUP BY 1`);
    return result.rows;
  },

  async insertRequest(tx: DbOrTx, row: typeof challengeRequests.$inferInsert): Promise<ChallengeRequestRow> {
    const [inserted] = await tx.insert(challengeRequests).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  },

  /** At most `limit` requests (admins): open ones first, then handled ones, newest first within each. */
  async listRequests(db: DbOrTx, limit: number): Promise<ChallengeRequestRow[]> {
    return db
      .select()
      .from(challengeRequests)
      .orderBy(
        sql`${challengeRequests.handledAt} IS NOT NULL`,
        desc(challengeRequests.createdAt),
        desc(challengeRequests.id),
      )
      .limit(limit);
  },

  /** Marks a request handled (now) or open again; undefined when there is no such request. */
  async setRequestHandled(
    db: DbOrTx,
    id: string,
    handled: boolean,
  ): Promise<{ id: string; userId: string; handledAt: Date | null } | undefined> {
    const [row] = await db
      .update(challengeRequests)
      .set({ handledAt: handled ? sql`coalesce(${challengeRequests.handledAt}, now())` : null })
      .where(eq(challengeRequests.id, id))
      .returning({
        id: challengeRequests.id,
        userId: challengeRequests.userId,
        handledAt: challengeRequests.handledAt,
      });
    return row;
  },

  async countOpenRequests(db: DbOrTx): Promise<number> {
    const result = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${challengeRequests} WHERE handled_at IS NULL`,
    );
    return result.rows[0]?.n ?? 0;
  },

  async requestsOf(db: DbOrTx, userId: string): Promise<ChallengeRequestRow[]> {
    return db
      .select()
      .from(challengeRequests)
      .where(eq(challengeRequests.userId, userId))
      .orderBy(asc(challengeRequests.createdAt), asc(challengeRequests.id));
  },

  /** The account erasure: ticks go with their runs (cascade), then the runs and requests. */
  async deleteForUser(tx: DbOrTx, userId: string): Promise<void> {
    await tx.delete(challengeTaskCompletions).where(eq(challengeTaskCompletions.userId, userId));
    await tx.delete(challengeParticipations).where(eq(challengeParticipations.userId, userId));
    await tx.delete(challengeRequests).where(eq(challengeRequests.userId, userId));
  },
};
