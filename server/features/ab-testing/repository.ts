import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { experimentAssignments, experimentConversions, experiments } from '../../db/schema/experiments';

export type ExperimentRow = typeof experiments.$inferSelect;
export type NewExperimentRow = typeof experiments.$inferInsert;
export type ExperimentStatus = ExperimentRow['status'];

/** Per variant: assignment rows, conversion rows, distinct converting subjects, mean value. */
export type VariantCounts = {
  variantId: string;
  participants: number;
  conversions: number;
  converters: number;
  averageValue: number | null;
};

const participantsOf = sql<number>`(SELECT count(*) FROM ${experimentAssignments} WHERE ${experimentAssignments.experimentId} = ${experiments.id})::int`;

/** Every query of the A/B testing area (docs/conventions.md#repositories-own-the-sql). */
export const abTestingRepository = {
  /** Null when the key is taken. */
  async insert(db: DbOrTx, row: NewExperimentRow): Promise<ExperimentRow | null> {
    const [inserted] = await db.insert(experiments).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  /** Newest first, with the number of participants. */
  async listWithParticipants(db: DbOrTx): Promise<(ExperimentRow & { participants: number })[]> {
    const rows = await db
      .select({ experiment: experiments, participants: participantsOf })
      .from(experiments)
      .orderBy(desc(experiments.createdAt), desc(experiments.id));
    return rows.map((r) => ({ ...r.experiment, participants: r.participants }));
  },

  async findWithParticipants(
    db: DbOrTx,
    id: string,
  ): Promise<(ExperimentRow & { participants: number }) | null> {
    const [row] = await db
      .select({ experiment: experiments, participants: participantsOf })
      .from(experiments)
      .where(eq(experiments.id, id));
    return row ? { ...row.experiment, participants: row.participants } : null;
  },

  async findById(db: DbOrTx, id: string): Promise<ExperimentRow | null> {
    const [row] = await db.select().from(experiments).where(eq(experiments.id, id));
    return row ?? null;
  },

  /** Locks the row for a status change. */
  async findForUpdate(db: DbOrTx, id: string): Promise<ExperimentRow | null> {
    const [row] = await db.select().from(experiments).where(eq(experiments.id, id)).for('update');
    return row ?? null;
  },

  async setStatus(
    db: DbOrTx,
    id: string,
    status: ExperimentStatus,
    times: { pausedAt?: Date | null; endedAt?: Date | null },
  ): Promise<void> {
    await db
      .update(experiments)
      .set({ status, ...times })
      .where(eq(experiments.id, id));
  },

  /** Experiments that may show a variant: active and paused. */
  async listRunning(db: DbOrTx): Promise<ExperimentRow[]> {
    return db
      .select()
      .from(experiments)
      .where(inArray(experiments.status, ['active', 'paused']))
      .orderBy(asc(experiments.createdAt), asc(experiments.id));
  },

  async assignmentsOf(
    db: DbOrTx,
    subject: string,
    experimentIds: readonly string[],
  ): Promise<Map<string, string>> {
    if (experimentIds.length === 0) return new Map();
    const rows = await db
      .select({
        experimentId: experimentAssignments.experimentId,
        variantId: experimentAssignments.variantId,
      })
      .from(experimentAssignments)
      .where(
        and(
          eq(experimentAssignments.subject, subject),
          inArray(experimentAssignments.experimentId, [...experimentIds]),
        ),
      );
    return new Map(rows.map((r) => [r.experimentId, r.variantId]));
  },

  /** Records first exposures; a row that exists already (another request was first) is kept. */
  async insertAssignments(
    db: DbOrTx,
    rows: { experimentId: string; subject: string; userId: string | null; variantId: string }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(experimentAssignments).values(rows).onConflictDoNothing();
  },

  /**
   * Gives a visitor's assignments (and their conversions) to the account they signed in to, in the
   * experiments where the account has none yet; returns how many moved.
   */
  async moveVisitorAssignments(
    db: DbOrTx,
    from: string,
    to: { subject: string; userId: string },
  ): Promise<number> {
    const moved = await db.execute<{ experiment_id: string }>(sql`
      UPDATE ${experimentAssignments} AS a
         SET subject = ${to.subject}, user_id = ${to.userId}
       WHERE a.subject = ${from}
         AND NOT EXISTS (
           SELECT 1 FROM ${experimentAssignments} AS b
            WHERE b.experiment_id = a.experiment_id AND b.subject = ${to.subject})
      RETURNING a.experiment_id`);
    const ids = moved.rows.map((r) => r.experiment_id);
    if (ids.length > 0) {
      await db
        .update(experimentConversions)
        .set({ subject: to.subject, userId: to.userId })
        .where(
          and(eq(experimentConversions.subject, from), inArray(experimentConversions.experimentId, ids)),
        );
    }
    return ids.length;
  },

  /** Whether a conversion row was written (a second one-time conversion is not). */
  async insertConversion(db: DbOrTx, row: typeof experimentConversions.$inferInsert): Promise<boolean> {
    const inserted = await db
      .insert(experimentConversions)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: experimentConversions.id });
    return inserted.length > 0;
  },

  /** Participants, conversions and the mean value per variant (variants nobody reached are absent). */
  async countsByVariant(db: DbOrTx, experimentId: string): Promise<VariantCounts[]> {
    const result = await db.execute<{
      variant_id: string;
      participants: number;
      conversions: number;
      converters: number;
      average_value: number | null;
    }>(sql`
      WITH p AS (
        SELECT variant_id, count(*)::int AS participants
          FROM ${experimentAssignments} WHERE experiment_id = ${experimentId} GROUP BY variant_id),
      c AS (
        SELECT variant_id, count(*)::int AS conversions, count(DISTINCT subject)::int AS converters,
               avg(value)::float8 AS average_value
          FROM ${experimentConversions} WHERE experiment_id = ${experimentId} GROUP BY variant_id)
      SELECT coalesce(p.variant_id, c.variant_id) AS variant_id,
             coalesce(p.participants, 0) AS participants,
             coalesce(c.conversions, 0) AS conversions,
             coalesce(c.converters, 0) AS converters,
             c.average_value
        FROM p FULL JOIN c ON c.variant_id = p.variant_id`);
    return result.rows.map((r) => ({
      variantId: r.variant_id,
      participants: r.participants,
      conversions: r.conversions,
      converters: r.converters,
      averageValue: r.average_value,
    }));
  },

  // --- The person's data (export and erasure) ---

  async assignmentsOfUser(db: DbOrTx, userId: string) {
    return db
      .select({
        experimentKey: experiments.key,
        variantId: experimentAssignments.variantId,
        assignedAt: experimentAssignments.assignedAt,
      })
      .from(experimentAssignments)
      .innerJoin(experiments, eq(experiments.id, experimentAssignments.experimentId))
      .where(eq(experimentAssignments.userId, userId))
      .orderBy(asc(experimentAssignments.assignedAt), asc(experiments.key));
  },

  async conversionsOfUser(db: DbOrTx, userId: string) {
    return db
      .select({
        experimentKey: experiments.key,
        variantId: experimentConversions.variantId,
        value: experimentConversions.value,
        metadata: experimentConversions.metadata,
        createdAt: experimentConversions.createdAt,
      })
      .from(experimentConversions)
      .innerJoin(experiments, eq(experiments.id, experimentConversions.experimentId))
      .where(eq(experimentConversions.userId, userId))
      .orderBy(asc(experimentConversions.createdAt), asc(experimentConversions.id));
  },

  async experimentsCreatedBy(db: DbOrTx, userId: string) {
    return db
      .select({ key: experiments.key, name: experiments.name, createdAt: experiments.createdAt })
      .from(experiments)
      .where(eq(experiments.createdBy, userId))
      .orderBy(asc(experiments.createdAt), asc(experiments.key));
  },

  /** The account erasure: the person's assignments and conversions go; experiments they created stay. */
  async eraseUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(experimentConversions).where(eq(experimentConversions.userId, userId));
    await db.delete(experimentAssignments).where(eq(experimentAssignments.userId, userId));
    await db.update(experiments).set({ createdBy: null }).where(eq(experiments.createdBy, userId));
  },
};
