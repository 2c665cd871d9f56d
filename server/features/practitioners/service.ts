import type { z } from 'zod';
import {
  PRACTITIONER_LIMITS,
  PRACTITIONER_MESSAGES,
  type TPractitioner,
  type TPractitionerFilters,
  type TPractitionerTypeRequestAdmin,
  type TPractitionerTypeRequestCreated,
  type ZPractitionerTypeRequest,
} from '../../../contract/practitioners';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { FieldCipher } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { locateZip } from './distance';
import { assertCanReadTypeRequests } from './policy';
import { type PractitionerListRow, practitionerRepository } from './repository';

type TypeRequestInput = z.output<typeof ZPractitionerTypeRequest>;

export type PractitionerQuery = TPractitionerFilters & { text?: string | null; limit?: number };

// Exactly the contract's fields: the list is serialised through ZPractitionerList.
const present = (row: PractitionerListRow): TPractitioner => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  specialty: row.specialty,
  profileImageUrl: row.profileImageUrl,
  credentials: row.credentials,
  rating: row.rating,
  reviewCount: row.reviewCount,
  distance: row.distance,
  consultationFee: row.consultationFee,
  bio: row.bio,
  availableForVideo: row.availableForVideo,
  city: row.city,
  state: row.state,
  isDemo: row.isDemo,
});

export function createPractitionerService(deps: { db: Db; cipher: FieldCipher; audit: AuditLog }) {
  const { db, cipher, audit } = deps;

  return {
    /**
     * The directory as the signed-in user sees it: distances from their own ZIP code. A distance
     * filter needs a ZIP code we can place; without one the answer is 400 with a message to act on.
     * Also used by the home dashboard for the nearest practitioners.
     */
    async search(actor: Actor, query: PractitionerQuery): Promise<TPractitioner[]> {
      const origin = locateZip(await practitionerRepository.zipCodeOf(db, actor.userId));
      if (query.distance !== null && !origin) {
        throw new AppError('VALIDATION_FAILED', PRACTITIONER_MESSAGES.unknownZip, {
          fields: { distance: PRACTITIONER_MESSAGES.unknownZip },
        });
      }
      const rows = await practitionerRepository.search(db, {
        specialty: query.specialty,
        maxMiles: query.distance,
        origin,
        text: query.text ? query.text : null,
        limit: Math.min(query.limit ?? PRACTITIONER_LIMITS.resultsMax, PRACTITIONER_LIMITS.resultsMax),
      });
      return rows.map(present);
    },

    /** 'Request Practitioner Type': stored for admins with the user's ZIP code; the note is encrypted. */
    async requestType(actor: Actor, input: TypeRequestInput): Promise<TPractitionerTypeRequestCreated> {
      const zipCode = await practitionerRepository.zipCodeOf(db, actor.userId);
      const row = await db.transaction(async (tx) => {
        const inserted = await practitionerRepository.insertTypeRequest(tx, {
          userId: actor.userId,
          specialty: input.specialty,
          noteEnc: input.note ? cipher.encrypt(input.note) : null,
          zipCode,
        });
        await audit.write(tx, {
          actorUserId: actor.userId,
          subjectUserId: actor.userId,
          action: 'create',
          resource: 'practitioner_type_request',
          resourceId: inserted.id,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        });
        return inserted;
      });
      return {
        id: row.id,
        specialty: row.specialty,
        note: input.note,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /** Admins only: the requests, newest first. Reading the notes is audited per user. */
    async listTypeRequests(actor: Actor): Promise<TPractitionerTypeRequestAdmin[]> {
      assertCanReadTypeRequests(actor);
      const rows = await practitionerRepository.listTypeRequests(db, PRACTITIONER_LIMITS.requestListMax);
      for (const subject of new Set(rows.filter((r) => r.noteEnc !== null).map((r) => r.userId))) {
        audit.enqueue({
          actorUserId: actor.userId,
          subjectUserId: subject,
          action: 'read',
          resource: 'practitioner_type_request',
          resourceId: null,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        });
      }
      return rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        userName: row.userName,
        userEmail: row.userEmail,
        zipCode: row.zipCode,
        specialty: row.specialty,
        note: cipher.decryptNullable(row.noteEnc) ?? '',
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type PractitionerService = ReturnType<typeof createPractitionerService>;
