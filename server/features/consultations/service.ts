import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { addDays } from '../../../common/calendar';
import {
  PRACTICE_LIMITS,
  PRACTICE_MESSAGES,
  type TConsultationRequest,
  type TConsultationStatus,
  type TIncomingConsultationRequest,
  type TSharedRecords,
  type ZAcceptConsultationRequest,
  type ZConsultationRequestInput,
  type ZDeclineConsultationRequest,
  ZSharedRecords,
} from '../../../contract/practice';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { BackgroundTasks } from '../../lib/background';
import { localDate, rethrowUnknownTimeZone } from '../../lib/calendar';
import { type FieldCipher, fieldColumn, presentReadable } from '../../lib/crypto';
import { AppError, forbidden } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Actor } from '../../plugins/auth';
import type { AuthService } from '../auth/service';
import type { HealthMetricService } from '../health-metrics/service';
import type { InsightsService } from '../insights/service';
import type { SubscriptionService } from '../subscription/service';
import type { SymptomService } from '../symptoms/service';
import { requestAnsweredMail, requestArrivedMail } from './mails';
import {
  type ConsultationRequestRow,
  isPendingConflict,
  type PatientRequestRow,
  consultationRepository as repo,
} from './repository';
import { SHARED_DAYS, summariseCheckIns, summariseInsights, summariseSymptoms } from './shared-records';

type RequestInput = z.output<typeof ZConsultationRequestInput>;
type AcceptInput = z.output<typeof ZAcceptConsultationRequest>;
type DeclineInput = z.output<typeof ZDeclineConsultationRequest>;

// Each encrypted value is bound to its row and column (docs/data-protection.md#health-data-at-rest).
const REASON = fieldColumn('consultation_requests', 'reason_enc');
const TIMES = fieldColumn('consultation_requests', 'preferred_times_enc');
const SHARED = fieldColumn('consultation_requests', 'shared_enc');
const NOTE = fieldColumn('consultation_requests', 'practitioner_note_enc');

const DAY_SECONDS = 24 * 60 * 60;
/** Requests a practitioner's list shows at most. */
export const INCOMING_LIST_MAX = 200;

const notFound = () => new AppError('NOT_FOUND', PRACTICE_MESSAGES.requestNotFound);
const conflict = (message: string) => new AppError('CONFLICT', message);
/** 'Maya R.': the first name and the last name's initial. */
const shortName = (first: string, last: string) => {
  const initial = last.trim().charAt(0);
  return initial ? `${first.trim()} ${initial.toUpperCase()}.` : first.trim();
};
const rateKey = (userId: string) => `consultation-request:user:${userId}`;

/**
 * Consultation requests (docs/product/practice.md#consultation-requests): a patient asks a listed
 * practitioner for a consultation and may share summaries of their last 30 days; the practitioner
 * accepts with a proposed time or declines. The reason, times, note and shared records are encrypted;
 * every disclosure and every read of them by the practitioner is on the audit log.
 */
export function createConsultationService(deps: {
  db: Db;
  cipher: FieldCipher;
  audit: AuditLog;
  mailer: Mailer;
  background: BackgroundTasks;
  limiter: Pick<RateLimiter, 'hit' | 'release'>;
  appUrl: string;
  subscription: Pick<SubscriptionService, 'hasPremiumAccess'>;
  symptoms: Pick<SymptomService, 'entriesBetween'>;
  healthMetrics: Pick<HealthMetricService, 'dailyAveragesBetween'>;
  insights: Pick<InsightsService, 'forUser'>;
  accounts: Pick<AuthService, 'accountDetails' | 'contactsOf'>;
  now?: () => Date;
}) {
  const { db, cipher, audit, mailer, background } = deps;
  const now = deps.now ?? (() => new Date());

  const decryptShared = (row: ConsultationRequestRow): TSharedRecords =>
    ZSharedRecords.parse(JSON.parse(cipher.decrypt(row.sharedEnc, SHARED.at(row.id))));

  const presentPatient = (row: PatientRequestRow): TConsultationRequest => ({
    id: row.id,
    practitionerId: row.practitionerId,
    practitionerName: `${row.practitionerFirstName} ${row.practitionerLastName}`,
    mode: row.mode as TConsultationRequest['mode'],
    status: row.status as TConsultationStatus,
    priority: row.priority,
    reason: cipher.decrypt(row.reasonEnc, REASON.at(row.id)),
    preferredTimes: cipher.decrypt(row.preferredTimesEnc, TIMES.at(row.id)),
    proposedTime: row.proposedTime?.toISOString() ?? null,
    practitionerNote: cipher.decryptNullable(row.practitionerNoteEnc, NOTE.at(row.id)),
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    canReview: row.status === 'accepted' && !row.reviewed,
  });

  /** The records the patient ticked, read now from their areas; nothing else is read. */
  async function sharedRecords(actor: Actor, input: RequestInput): Promise<TSharedRecords> {
    const to = localDate(now(), input.timeZone);
    const from = addDays(to, 1 - SHARED_DAYS);
    const [symptoms, checkIns, insights] = await Promise.all([
      input.share.symptoms
        ? deps.symptoms.entriesBetween(actor.userId, from, to, input.timeZone).then(summariseSymptoms)
        : null,
      input.share.checkIns
        ? deps.healthMetrics
            .dailyAveragesBetween(actor.userId, from, to, input.timeZone)
            .then(summariseCheckIns)
        : null,
      input.share.insights
        ? deps.insights
            .forUser(actor, { period: '30d', metric: 'all', tz: input.timeZone })
            .then((answer) => ({
              summary: summariseInsights(answer.insights) ?? PRACTICE_MESSAGES.sharedInsightsNone,
            }))
        : null,
    ]);
    return { symptoms, checkIns, insights };
  }

  /** The records, with a time zone the database does not know refused as the caller's input (400). */
  const sharedRecordsOrRefusal = (actor: Actor, input: RequestInput) =>
    sharedRecords(actor, input).catch((error: unknown) => {
      try {
        return rethrowUnknownTimeZone(error);
      } catch (refused) {
        if (refused instanceof AppError && refused.code === 'VALIDATION_FAILED') {
          throw new AppError('VALIDATION_FAILED', refused.message, { fields: { timeZone: refused.message } });
        }
        throw refused;
      }
    });

  /** The practitioner's own listing; a practitioner account without one has no requests to see. */
  async function ownListing(actor: Actor): Promise<string> {
    const listing = await repo.listingOf(db, actor.userId);
    if (!listing) throw notFound();
    return listing;
  }

  /** Sends after the answer: a mail that cannot go out is logged, never fails the request. */
  const sendLater = (name: string, build: () => Promise<Parameters<Mailer['send']>[0] | null>) =>
    background.run(name, async () => {
      const mail = await build();
      if (mail) await mailer.send(mail);
    });

  async function answer(
    actor: Actor,
    id: string,
    values: { status: 'accepted' | 'declined'; proposedTime: string | null; note: string },
  ): Promise<TIncomingConsultationRequest> {
    const listing = await ownListing(actor);
    const at = now();
    if (
      values.status === 'accepted' &&
      (!values.proposedTime || Date.parse(values.proposedTime) <= at.getTime())
    ) {
      throw new AppError('VALIDATION_FAILED', PRACTICE_MESSAGES.proposedTime, {
        fields: { proposedTime: PRACTICE_MESSAGES.proposedTime },
      });
    }
    const updated = await db.transaction(async (tx) => {
      const existing = await repo.oneToListing(tx, listing, id);
      if (!existing) throw notFound();
      const row = await repo.answer(tx, id, {
        status: values.status,
        proposedTime: values.proposedTime ? new Date(values.proposedTime) : null,
        practitionerNoteEnc: values.note ? cipher.encrypt(values.note, NOTE.at(id)) : null,
        respondedAt: at,
      });
      if (!row) throw conflict(PRACTICE_MESSAGES.requestAnswered);
      await audit.write(tx, {
        actorUserId: actor.userId,
        subjectUserId: row.userId,
        action: 'update',
        resource: 'consultation_request',
        resourceId: id,
        requestId: actor.requestId,
        ipAddress: actor.ip,
      });
      return row;
    });
    const target = await repo.target(db, listing);
    sendLater('consultation-answered-mail', async () => {
      const patient = await deps.accounts.accountDetails(db, updated.userId);
      if (!patient || !target) return null;
      return requestAnsweredMail({
        to: patient.email,
        firstName: patient.firstName || null,
        practitionerName: `${target.firstName} ${target.lastName}`,
        status: values.status,
        proposedTime: values.proposedTime,
        note: values.note,
        profileUrl: `${deps.appUrl}/profile`,
      });
    });
    const [incoming] = await presentIncoming(actor, [updated]);
    if (!incoming) throw notFound();
    return incoming;
  }

  /** The practitioner's view of requests: patient's short name, decrypted fields; the read is audited. */
  async function presentIncoming(
    actor: Actor,
    rows: readonly ConsultationRequestRow[],
  ): Promise<TIncomingConsultationRequest[]> {
    const patients = new Map<string, string>();
    for (const userId of new Set(rows.map((r) => r.userId))) {
      const details = await deps.accounts.accountDetails(db, userId);
      patients.set(userId, details ? shortName(details.firstName, details.lastName) : '');
    }
    await audit.read(
      rows.map((row) => ({
        actorUserId: actor.userId,
        subjectUserId: row.userId,
        action: 'read' as const,
        resource: 'consultation_request',
        resourceId: row.id,
        requestId: actor.requestId,
        ipAddress: actor.ip,
      })),
    );
    return presentReadable(rows, (row) => ({
      id: row.id,
      patientName: patients.get(row.userId) ?? '',
      mode: row.mode as TIncomingConsultationRequest['mode'],
      status: row.status as TConsultationStatus,
      priority: row.priority,
      reason: cipher.decrypt(row.reasonEnc, REASON.at(row.id)),
      preferredTimes: cipher.decrypt(row.preferredTimesEnc, TIMES.at(row.id)),
      proposedTime: row.proposedTime?.toISOString() ?? null,
      practitionerNote: cipher.decryptNullable(row.practitionerNoteEnc, NOTE.at(row.id)),
      createdAt: row.createdAt.toISOString(),
      respondedAt: row.respondedAt?.toISOString() ?? null,
      shared: decryptShared(row),
    }));
  }

  return {
    /**
     * POST /api/practitioners/{id}/consultation-requests. The listing must be live and real (not a
     * demo), accepting new patients and, for video, offering video; one pending request per patient
     * and practitioner; at most `requestsPerDay` sent per patient per day.
     */
    async create(actor: Actor, practitionerId: string, input: RequestInput): Promise<TConsultationRequest> {
      const target = await repo.target(db, practitionerId);
      // A listing not approved (yet) is not in the directory: as if it did not exist.
      if (!target?.isApproved) throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.notFound);
      if (target.isDemo) throw forbidden(PRACTICE_MESSAGES.requestDemo);
      if (target.userId === actor.userId) throw forbidden(PRACTICE_MESSAGES.requestOwnListing);
      if (!target.acceptingNewPatients) throw conflict(PRACTICE_MESSAGES.requestNotAccepting);
      if (input.mode === 'video' && !target.availableForVideo)
        throw conflict(PRACTICE_MESSAGES.requestNoVideo);

      // The partial unique index decides a race; this answers the ordinary case before counting.
      if (await repo.hasPending(db, practitionerId, actor.userId))
        throw conflict(PRACTICE_MESSAGES.requestPending);

      // Counted before the work, taken back if the request is not stored (docs/product/practice.md).
      const limit = await deps.limiter.hit(
        rateKey(actor.userId),
        PRACTICE_LIMITS.requestsPerDay,
        DAY_SECONDS,
      );
      if (!limit.allowed) {
        throw new AppError('RATE_LIMITED', PRACTICE_MESSAGES.requestRateLimited, {
          headers: { 'retry-after': String(limit.retryAfterSeconds) },
        });
      }
      try {
        const [priority, shared] = await Promise.all([
          deps.subscription.hasPremiumAccess(actor.userId),
          sharedRecordsOrRefusal(actor, input),
        ]);
        const id = randomUUID();
        const stored = await db.transaction(async (tx) => {
          const row = await repo.insert(tx, {
            id,
            practitionerId,
            userId: actor.userId,
            mode: input.mode,
            priority,
            reasonEnc: cipher.encrypt(input.reason, REASON.at(id)),
            preferredTimesEnc: cipher.encrypt(input.preferredTimes, TIMES.at(id)),
            sharedEnc: cipher.encrypt(JSON.stringify(shared), SHARED.at(id)),
          });
          const entry = {
            actorUserId: actor.userId,
            subjectUserId: actor.userId,
            resourceId: id,
            requestId: actor.requestId,
            ipAddress: actor.ip,
          };
          await audit.write(tx, { ...entry, action: 'create', resource: 'consultation_request' });
          // The patient's health summaries leave their own records for the practitioner.
          if (shared.symptoms || shared.checkIns || shared.insights) {
            await audit.write(tx, { ...entry, action: 'export', resource: 'consultation_shared_records' });
          }
          return row;
        });
        if (target.userId) {
          const practitionerUserId = target.userId;
          sendLater('consultation-request-mail', async () => {
            const contact = (await deps.accounts.contactsOf([practitionerUserId])).get(practitionerUserId);
            if (!contact) return null;
            return requestArrivedMail({
              to: contact.email,
              firstName: target.firstName,
              priority,
              appUrl: deps.appUrl,
            });
          });
        }
        return presentPatient({
          ...stored,
          practitionerFirstName: target.firstName,
          practitionerLastName: target.lastName,
          reviewed: false,
        });
      } catch (error) {
        await deps.limiter.release(rateKey(actor.userId));
        if (isPendingConflict(error)) throw conflict(PRACTICE_MESSAGES.requestPending);
        throw error;
      }
    },

    /** GET /api/consultation-requests: the caller's own requests, newest first. */
    async listOwn(actor: Actor): Promise<TConsultationRequest[]> {
      const [rows] = await Promise.all([
        repo.ofPatient(db, actor.userId),
        audit.read({
          actorUserId: actor.userId,
          subjectUserId: actor.userId,
          action: 'read',
          resource: 'consultation_request',
          resourceId: null,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        }),
      ]);
      return presentReadable(rows, presentPatient);
    },

    /** POST /api/consultation-requests/{id}/cancel: the caller's own, while it waits for an answer. */
    async cancel(actor: Actor, id: string): Promise<TConsultationRequest> {
      const existing = await repo.onePatientRequest(db, actor.userId, id);
      if (!existing) throw notFound();
      if (existing.status !== 'pending') throw conflict(PRACTICE_MESSAGES.requestNotPending);
      const updated = await db.transaction(async (tx) => {
        const row = await repo.answer(tx, id, { status: 'cancelled', respondedAt: now() });
        if (!row) throw conflict(PRACTICE_MESSAGES.requestNotPending);
        await audit.write(tx, {
          actorUserId: actor.userId,
          subjectUserId: actor.userId,
          action: 'update',
          resource: 'consultation_request',
          resourceId: id,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        });
        return row;
      });
      return presentPatient({ ...existing, ...updated });
    },

    /** GET /api/provider/consultation-requests: requests sent to the caller's own listing. */
    async listIncoming(
      actor: Actor,
      status: TConsultationStatus | null,
    ): Promise<TIncomingConsultationRequest[]> {
      const listing = await ownListing(actor);
      const rows = await repo.toListing(db, listing, status, INCOMING_LIST_MAX);
      return presentIncoming(actor, rows);
    },

    accept: (actor: Actor, id: string, input: AcceptInput) =>
      answer(actor, id, { status: 'accepted', proposedTime: input.proposedTime, note: input.note }),

    decline: (actor: Actor, id: string, input: DeclineInput) =>
      answer(actor, id, { status: 'declined', proposedTime: null, note: input.note }),

    /** The data export's part (docs/product/data-rights.md): the patient's requests, decrypted. */
    async exportForUser(userId: string) {
      const rows = await repo.ofPatient(db, userId);
      return {
        consultationRequests: presentReadable(rows, (row) => ({
          ...presentPatient(row),
          sharedRecords: decryptShared(row),
        })),
      };
    },

    /**
     * The account erasure (inside its transaction): the patient's requests. Requests sent to a
     * practitioner whose account is erased go with their listing (a cascade).
     */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.deleteOfPatient(tx, userId);
    },
  };
}

export type ConsultationService = ReturnType<typeof createConsultationService>;
