import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { TConsultationStatus } from '../../../contract/practice';
import type { DbOrTx } from '../../db/client';
import { consultationRequests, practitionerReviews, practitioners } from '../../db/schema/practitioners';

export type ConsultationRequestRow = typeof consultationRequests.$inferSelect;
export type NewConsultationRequestRow = typeof consultationRequests.$inferInsert;

/** What a request needs to know of the listing it is sent to. */
export type RequestTarget = {
  id: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  isApproved: boolean;
  isDemo: boolean;
  acceptingNewPatients: boolean;
  availableForVideo: boolean;
};

/** A patient's request with the practitioner's name and whether the patient reviewed them yet. */
export type PatientRequestRow = ConsultationRequestRow & {
  practitionerFirstName: string;
  practitionerLastName: string;
  reviewed: boolean;
};

const UNIQUE_VIOLATION = '23505';

/** True for the partial unique index's refusal of a second pending request. */
export function isPendingConflict(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error;
  const e = cause as { code?: string; constraint?: string };
  return e?.code === UNIQUE_VIOLATION && e.constraint === 'consultation_requests_one_pending_idx';
}

const patientColumns = {
  request: consultationRequests,
  practitionerFirstName: practitioners.firstName,
  practitionerLastName: practitioners.lastName,
  reviewed: sql<boolean>`EXISTS (SELECT 1 FROM ${practitionerReviews} r
    WHERE r.practitioner_id = ${consultationRequests.practitionerId} AND r.user_id = ${consultationRequests.userId})`,
};

const flatten = (row: {
  request: ConsultationRequestRow;
  practitionerFirstName: string;
  practitionerLastName: string;
  reviewed: boolean;
}): PatientRequestRow => ({
  ...row.request,
  practitionerFirstName: row.practitionerFirstName,
  practitionerLastName: row.practitionerLastName,
  reviewed: row.reviewed,
});

/** Every query of the consultations area (docs/conventions.md#repositories-own-the-sql). */
export const consultationRepository = {
  async target(db: DbOrTx, practitionerId: string): Promise<RequestTarget | null> {
    const [row] = await db
      .select({
        id: practitioners.id,
        userId: practitioners.userId,
        firstName: practitioners.firstName,
        lastName: practitioners.lastName,
        isApproved: practitioners.isApproved,
        isDemo: practitioners.isDemo,
        acceptingNewPatients: practitioners.acceptingNewPatients,
        availableForVideo: practitioners.availableForVideo,
      })
      .from(practitioners)
      .where(eq(practitioners.id, practitionerId));
    return row ?? null;
  },

  /** The listing a practitioner's account owns (made at signup), or null. */
  async listingOf(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: practitioners.id })
      .from(practitioners)
      .where(eq(practitioners.userId, userId));
    return row?.id ?? null;
  },

  async hasPending(db: DbOrTx, practitionerId: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: consultationRequests.id })
      .from(consultationRequests)
      .where(
        and(
          eq(consultationRequests.practitionerId, practitionerId),
          eq(consultationRequests.userId, userId),
          eq(consultationRequests.status, 'pending'),
        ),
      );
    return Boolean(row);
  },

  async insert(db: DbOrTx, row: NewConsultationRequestRow): Promise<ConsultationRequestRow> {
    const [inserted] = await db.insert(consultationRequests).values(row).returning();
    return inserted!;
  },

  /** The patient's requests, newest first. */
  async ofPatient(db: DbOrTx, userId: string): Promise<PatientRequestRow[]> {
    const rows = await db
      .select(patientColumns)
      .from(consultationRequests)
      .innerJoin(practitioners, eq(practitioners.id, consultationRequests.practitionerId))
      .where(eq(consultationRequests.userId, userId))
      .orderBy(desc(consultationRequests.createdAt), desc(consultationRequests.id));
    return rows.map(flatten);
  },

  async onePatientRequest(db: DbOrTx, userId: string, id: string): Promise<PatientRequestRow | null> {
    const [row] = await db
      .select(patientColumns)
      .from(consultationRequests)
      .innerJoin(practitioners, eq(practitioners.id, consultationRequests.practitionerId))
      .where(and(eq(consultationRequests.id, id), eq(consultationRequests.userId, userId)));
    return row ? flatten(row) : null;
  },

  /**
   * Requests sent to a listing: pending first (priority first among them), then newest. An optional
   * status keeps only those.
   */
  async toListing(
    db: DbOrTx,
    practitionerId: string,
    status: TConsultationStatus | null,
    limit: number,
  ): Promise<ConsultationRequestRow[]> {
    const conditions: SQL[] = [eq(consultationRequests.practitionerId, practitionerId)];
    if (status) conditions.push(eq(consultationRequests.status, status));
    return db
      .select()
      .from(consultationRequests)
      .where(and(...conditions))
      .orderBy(
        sql`(${consultationRequests.status} = 'pending') DESC`,
        sql`(${consultationRequests.status} = 'pending' AND ${consultationRequests.priority}) DESC`,
        desc(consultationRequests.createdAt),
        desc(consultationRequests.id),
      )
      .limit(limit);
  },

  async oneToListing(db: DbOrTx, practitionerId: string, id: string): Promise<ConsultationRequestRow | null> {
    const [row] = await db
      .select()
      .from(consultationRequests)
      .where(and(eq(consultationRequests.id, id), eq(consultationRequests.practitionerId, practitionerId)));
    return row ?? null;
  },

  /** Moves a pending request on; null when it was not pending any more (someone answered first). */
  async answer(
    db: DbOrTx,
    id: string,
    values: {
      status: Exclude<TConsultationStatus, 'pending'>;
      proposedTime?: Date | null;
      practitionerNoteEnc?: string | null;
      respondedAt: Date;
    },
  ): Promise<ConsultationRequestRow | null> {
    const [row] = await db
      .update(consultationRequests)
      .set(values)
      .where(and(eq(consultationRequests.id, id), eq(consultationRequests.status, 'pending')))
      .returning();
    return row ?? null;
  },

  async deleteOfPatient(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(consultationRequests).where(eq(consultationRequests.userId, userId));
  },
};
