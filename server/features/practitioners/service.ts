import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  PRACTITIONER_LIMITS,
  PRACTITIONER_MESSAGES,
  type TPractitioner,
  type TPractitionerFilters,
  type TPractitionerPage,
  type TPractitionerSpecialty,
  type TPractitionerTypeRequestAdmin,
  type TPractitionerTypeRequestCreated,
  type ZPractitionerTypeRequest,
} from '../../../contract/practitioners';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { type FieldCipher, fieldColumn, presentReadable } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { AuthService } from '../auth/service';
import { haversineMiles, locateZip, roundMiles } from './distance';
import { assertCanReadTypeRequests } from './policy';
import { type PractitionerListRow, practitionerRepository } from './repository';

type TypeRequestInput = z.output<typeof ZPractitionerTypeRequest>;
/** A type request's note, bound to its row (docs/data-protection.md#health-data-at-rest). */
const REQUEST_NOTE = fieldColumn('practitioner_type_requests', 'note_enc');

export type PractitionerQuery = TPractitionerFilters & {
  text?: string | null;
  limit?: number;
  offset?: number;
};

/** Practitioners near a ZIP code someone typed (not the signed-in user's own). */
export type NearestPractitionersQuery = {
  zipCode: string | null;
  /** Any of these; every specialty when empty. */
  specialties: readonly TPractitionerSpecialty[];
  limit: number;
};

// Exactly the contract's fields: the page is serialised through ZPractitionerPage.
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
  conditionsTreated: row.conditionsTreated,
  availableForVideo: row.availableForVideo,
  acceptingNewPatients: row.acceptingNewPatients,
  city: row.city,
  state: row.state,
  isDemo: row.isDemo,
});

export function createPractitionerService(deps: {
  db: Db;
  cipher: FieldCipher;
  audit: AuditLog;
  /** The searcher's ZIP code and the requesters' names come from their accounts. */
  accounts: Pick<AuthService, 'zipCodeOf' | 'contactsOf'>;
}) {
  const { db, cipher, audit, accounts } = deps;

  return {
    /**
     * The directory as the signed-in user sees it: distances from their own ZIP code. A distance
     * filter needs a ZIP code we can place; without one the answer is 400 with a message to act on.
     * One page at a time (docs/product/practitioners.md#search); the home dashboard asks for the
     * nearest 2.
     */
    async search(actor: Actor, query: PractitionerQuery): Promise<TPractitionerPage> {
      const origin = locateZip(await accounts.zipCodeOf(actor.userId));
      if (query.distance !== null && !origin) {
        throw new AppError('VALIDATION_FAILED', PRACTITIONER_MESSAGES.unknownZip, {
          fields: { distance: PRACTITIONER_MESSAGES.unknownZip },
        });
      }
      const limit = Math.min(query.limit ?? PRACTITIONER_LIMITS.pageSize, PRACTITIONER_LIMITS.resultsMax);
      const offset = query.offset ?? 0;
      const { rows, total } = await practitionerRepository.search(db, {
        specialty: query.specialty,
        maxMiles: query.distance,
        origin,
        text: query.text ? query.text : null,
        limit,
        offset,
      });
      const next = offset + rows.length;
      return { items: rows.map(present), total, offset, limit, nextOffset: next < total ? next : null };
    },

    /**
     * Listed practitioners of the given specialties, nearest first to a ZIP code (unknown distances
     * last), at most `limit`; for the assistant's doctor suggestions. An unknown ZIP code gives no
     * distances rather than an error.
     */
    async nearest(query: NearestPractitionersQuery): Promise<TPractitioner[]> {
      const origin = locateZip(query.zipCode);
      const searches = query.specialties.length > 0 ? [...query.specialties] : [null];
      const rows = (
        await Promise.all(
          searches.map(async (specialty) => {
            const page = await practitionerRepository.search(db, {
              specialty,
              maxMiles: null,
              origin,
              text: null,
              limit: query.limit,
              offset: 0,
            });
            return page.rows;
          }),
        )
      ).flat();
      const seen = new Set<string>();
      const unique = rows.filter((r) => {
        if (seen.has(r.id)) return false;
        seen.add(r.id);
        return true;
      });
      unique.sort(
        (a, b) => (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY),
      );
      return unique.slice(0, query.limit).map(present);
    },

    /**
     * Miles from the signed-in person's ZIP code to a place, rounded as the directory's cards show them
     * (a practitioner's public profile); null signed out, without a ZIP code we can place, or without
     * the place's coordinates.
     */
    async milesFrom(
      userId: string | null,
      place: { latitude: number | null; longitude: number | null },
    ): Promise<number | null> {
      if (!userId || place.latitude === null || place.longitude === null) return null;
      const origin = locateZip(await accounts.zipCodeOf(userId));
      if (!origin) return null;
      return roundMiles(haversineMiles(origin, { latitude: place.latitude, longitude: place.longitude }));
    },

    /** 'Request Practitioner Type': stored for admins with the user's ZIP code; the note is encrypted. */
    async requestType(actor: Actor, input: TypeRequestInput): Promise<TPractitionerTypeRequestCreated> {
      const zipCode = await accounts.zipCodeOf(actor.userId);
      const row = await db.transaction(async (tx) => {
        const id = randomUUID();
        const inserted = await practitionerRepository.insertTypeRequest(tx, {
          id,
          userId: actor.userId,
          specialty: input.specialty,
          noteEnc: input.note ? cipher.encrypt(input.note, REQUEST_NOTE.at(id)) : null,
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

    /** How many practitioner types the user has asked for (the progress checklist). */
    countTypeRequests: (userId: string) => practitionerRepository.countTypeRequests(db, userId),

    /**
     * Moderation (docs/product/admin.md#moderation), inside the caller's transaction, which audits the
     * decision: marks a type request handled or open again; undefined when there is no such request.
     */
    setTypeRequestHandled: (tx: DbOrTx, id: string, handled: boolean) =>
      practitionerRepository.setTypeRequestHandled(tx, id, handled),

    /** Type requests no admin has handled yet (the admin menu's count). */
    countOpenTypeRequests: () => practitionerRepository.countOpenTypeRequests(db),

    /** Admins only: the requests, open first, newest first. Reading the notes is audited per user. */
    async listTypeRequests(actor: Actor): Promise<TPractitionerTypeRequestAdmin[]> {
      assertCanReadTypeRequests(actor);
      const rows = await practitionerRepository.listTypeRequests(db, PRACTITIONER_LIMITS.requestListMax);
      const contacts = await accounts.contactsOf(rows.map((row) => row.userId));
      const subjects = new Set(rows.filter((r) => r.noteEnc !== null).map((r) => r.userId));
      await audit.read(
        [...subjects].map((subject) => ({
          actorUserId: actor.userId,
          subjectUserId: subject,
          action: 'read' as const,
          resource: 'practitioner_type_request',
          resourceId: null,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        })),
      );
      return presentReadable(rows, (row) => ({
        id: row.id,
        userId: row.userId,
        userName: contacts.get(row.userId)?.name ?? null,
        userEmail: contacts.get(row.userId)?.email ?? null,
        zipCode: row.zipCode,
        specialty: row.specialty,
        note: cipher.decryptNullable(row.noteEnc, REQUEST_NOTE.at(row.id)) ?? '',
        createdAt: row.createdAt.toISOString(),
        handledAt: row.handledAt?.toISOString() ?? null,
      }));
    },

    /**
     * The data export's practitioner sections (docs/product/data-rights.md): the user's type
     * requests (the note decrypted) and their own directory listing, if they have one.
     */
    async exportForUser(userId: string) {
      const [requests, listing] = await Promise.all([
        practitionerRepository.typeRequestsOf(db, userId),
        practitionerRepository.ownListing(db, userId),
      ]);
      return {
        practitionerTypeRequests: presentReadable(requests, (r) => ({
          id: r.id,
          specialty: r.specialty,
          note: cipher.decryptNullable(r.noteEnc, REQUEST_NOTE.at(r.id)),
          zipCode: r.zipCode,
          createdAt: r.createdAt.toISOString(),
        })),
        practitionerProfile: listing
          ? {
              id: listing.id,
              firstName: listing.firstName,
              lastName: listing.lastName,
              specialty: listing.specialty,
              credentials: listing.credentials,
              profileImageUrl: listing.profileImageUrl,
              rating: listing.rating,
              reviewCount: listing.reviewCount,
              consultationFeeCents: listing.consultationFeeCents,
              bio: listing.bio,
              conditionsTreated: listing.conditionsTreated,
              availableForVideo: listing.availableForVideo,
              zipCode: listing.zipCode,
              city: listing.city,
              state: listing.state,
              isApproved: listing.isApproved,
              createdAt: listing.createdAt.toISOString(),
              updatedAt: listing.updatedAt.toISOString(),
            }
          : null,
      };
    },

    /** The account erasure (inside its transaction): the type requests and the own listing. */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await practitionerRepository.deleteUserData(tx, userId);
    },
  };
}

export type PractitionerService = ReturnType<typeof createPractitionerService>;
