import type { z } from 'zod';
import {
  directoryCategories,
  dollarsToCents,
  practicePlanCode,
  practitionerPhotoUrl,
  workingCopyView,
} from '../../../common/practice';
import {
  PRACTICE_LIMITS,
  PRACTICE_MESSAGES,
  type TApplicationStatus,
  type TApplicationStatusResponse,
  type TPractitionerProfile,
  type ZPractitionerProfileInput,
} from '../../../contract/practice';
import { PROFILE_TOASTS } from '../../../contract/profile';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound, unauthenticated } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { locateZip } from '../practitioners';
import { reencodeAvatar } from '../profile/service';
import {
  type ProfileFormValues,
  type ProfileWithListing,
  practiceProfileRepository as repo,
} from './repository';

type ProfileInput = z.output<typeof ZPractitionerProfileInput>;

const DAY_MS = 86_400_000;
const RESOURCE = 'practitioner_profile';
/** Photo keys are UUIDs. */
const PHOTO_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isUniqueViolation = (error: unknown) =>
  Boolean(error && typeof error === 'object' && (error as { code?: string }).code === '23505');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The working copy as the practitioner's screen reads it. */
export function toProfileResponse(row: ProfileWithListing, totalConsultations: number): TPractitionerProfile {
  return workingCopyView(row, {
    isLive: row.listing.isApproved,
    isVerified: row.listing.isVerified,
    rating: row.listing.rating,
    reviewCount: row.listing.reviewCount,
    totalConsultations,
  });
}

/** The form's fields as the working copy stores them (fee in cents). */
function formValues(input: ProfileInput): ProfileFormValues {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    specialties: [...input.specialties],
    certifications: [...input.certifications],
    bio: input.bio,
    experienceYears: input.experience,
    location: input.location,
    zipCode: input.zipCode,
    consultationFeeCents: dollarsToCents(input.consultationFee),
    availableHours: input.availableHours,
    languages: [...input.languagesSpoken],
    education: input.education,
    acceptsInsurance: input.acceptsInsurance,
    telehealth: input.telehealth,
    website: input.website,
    licenseState: input.licenseState,
    licenseNumber: input.licenseNumber,
  };
}

/** An unknown ZIP code is refused on its field: the directory could not measure distances from it. */
function placeOf(zipCode: string) {
  const place = locateZip(zipCode);
  if (!place) {
    throw new AppError('VALIDATION_FAILED', PRACTICE_MESSAGES.unknownZip, {
      fields: { zipCode: PRACTICE_MESSAGES.unknownZip },
    });
  }
  return place;
}

const noProfile = () => notFound(PRACTICE_MESSAGES.noProfile);

/**
 * The practitioner's own profile (docs/product/practice.md#profile-and-review): the working copy they
 * fill in and submit for review, and its photo. The listing in the directory is not touched here:
 * an admin's approval copies the working copy onto it.
 */
export function createPracticeProfileService(deps: { db: Db; audit: AuditLog; now?: () => Date }) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const entry = (actor: Actor, action: 'create' | 'update' | 'delete', resourceId: string) => ({
    actorUserId: actor.userId,
    subjectUserId: actor.userId,
    action,
    resource: RESOURCE,
    resourceId,
    requestId: actor.requestId,
    ipAddress: actor.ip,
  });

  const read = async (userId: string): Promise<TPractitionerProfile> => {
    const row = await repo.findByUser(db, userId);
    if (!row) throw noProfile();
    return toProfileResponse(row, await repo.acceptedConsultations(db, row.practitionerId));
  };

  return {
    get: (actor: Actor) => read(actor.userId),

    async applicationStatus(actor: Actor): Promise<TApplicationStatusResponse> {
      const row = await repo.findByUser(db, actor.userId);
      if (!row) return { status: 'none', submittedAt: null, reviewedAt: null, rejectionReason: null };
      return {
        status: row.status as TApplicationStatus,
        submittedAt: iso(row.submittedAt),
        reviewedAt: iso(row.reviewedAt),
        rejectionReason: row.rejectionReason,
      };
    },

    /**
     * Submits the profile for the first time: a draft made at signup is filled in and goes to review;
     * without one, the hidden listing and the profile are made as signup would (starter plan, trial).
     */
    async create(actor: Actor, input: ProfileInput): Promise<TPractitionerProfile> {
      const place = placeOf(input.zipCode);
      const values = formValues(input);
      const at = now();
      try {
        await db.transaction(async (tx) => {
          const existing = await repo.lockByUser(tx, actor.userId);
          if (existing && existing.status !== 'draft') {
            throw new AppError('CONFLICT', PRACTICE_MESSAGES.profileExists);
          }
          if (existing) {
            await repo.updateProfile(tx, existing.id, {
              ...values,
              status: 'pending',
              submittedAt: at,
              rejectionReason: null,
            });
            await audit.write(tx, entry(actor, 'update', existing.id));
            return;
          }
          const practitionerId = await repo.insertListing(tx, {
            userId: actor.userId,
            firstName: values.firstName,
            lastName: values.lastName,
            specialty: values.specialties![0]!,
            specialties: values.specialties,
            categories: directoryCategories(values.specialties ?? []),
            credentials: values.certifications,
            consultationFeeCents: values.consultationFeeCents!,
            zipCode: place.zip,
            city: place.city,
            state: place.state,
            latitude: place.latitude,
            longitude: place.longitude,
            isApproved: false,
            isVerified: false,
          });
          const created = await repo.insertProfile(tx, {
            ...values,
            userId: actor.userId,
            practitionerId,
            status: 'pending',
            submittedAt: at,
            planCode: practicePlanCode('starter', 'monthly'),
            trialStartedAt: at,
            trialEndsAt: new Date(at.getTime() + PRACTICE_LIMITS.trialDays * DAY_MS),
          });
          await audit.write(tx, entry(actor, 'create', created.id));
        });
      } catch (error) {
        // Two first submissions at once: the second finds the first's row.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', PRACTICE_MESSAGES.profileExists);
        throw error;
      }
      return read(actor.userId);
    },

    /**
     * Saves an edit of a submitted profile and puts it (back) in review, whatever its state was; the
     * listing keeps showing its approved version until an admin approves this one.
     */
    async update(actor: Actor, input: ProfileInput): Promise<TPractitionerProfile> {
      placeOf(input.zipCode);
      const values = formValues(input);
      await db.transaction(async (tx) => {
        const existing = await repo.lockByUser(tx, actor.userId);
        if (!existing) throw noProfile();
        await repo.updateProfile(tx, existing.id, {
          ...values,
          status: 'pending',
          submittedAt: now(),
          rejectionReason: null,
        });
        await audit.write(tx, entry(actor, 'update', existing.id));
      });
      return read(actor.userId);
    },

    /**
     * A new photo for the working copy, re-encoded like profile avatars. A submitted profile goes back
     * to review with it; the listing keeps its approved photo meanwhile.
     */
    async uploadPhoto(actor: Actor, bytes: Buffer): Promise<TPractitionerProfile> {
      const webp = await reencodeAvatar(bytes);
      if (!webp) {
        throw new AppError('BAD_REQUEST', PROFILE_TOASTS.avatarNotImage.title, {
          fields: { photo: PROFILE_TOASTS.avatarNotImage.description },
        });
      }
      await db.transaction(async (tx) => {
        const existing = await repo.lockByUser(tx, actor.userId);
        if (!existing) throw noProfile();
        const key = await repo.insertPhoto(tx, {
          userId: actor.userId,
          practitionerId: existing.practitionerId,
          bytes: webp,
          contentType: 'image/webp',
        });
        await repo.updateProfile(tx, existing.id, { photoKey: key, ...backToReview(existing.status, now()) });
        await keepOnlyUsedPhotos(tx, existing.practitionerId, key);
        await audit.write(tx, entry(actor, 'update', existing.id));
      });
      return read(actor.userId);
    },

    async deletePhoto(actor: Actor): Promise<TPractitionerProfile> {
      await db.transaction(async (tx) => {
        const existing = await repo.lockByUser(tx, actor.userId);
        if (!existing) throw noProfile();
        if (!existing.photoKey) return;
        await repo.updateProfile(tx, existing.id, {
          photoKey: null,
          ...backToReview(existing.status, now()),
        });
        await keepOnlyUsedPhotos(tx, existing.practitionerId, null);
        await audit.write(tx, entry(actor, 'delete', existing.id));
      });
      return read(actor.userId);
    },

    /**
     * A photo's bytes: for everyone once it is an approved listing's image, otherwise for the
     * practitioner it belongs to and admins (who review it).
     */
    async photo(actor: Actor | null, key: string) {
      const row = PHOTO_KEY.test(key) ? await repo.findPhoto(db, key) : null;
      const isPublic = Boolean(row?.listingApproved && row.listingImageUrl === practitionerPhotoUrl(key));
      if (row && isPublic) return { ...row, isPublic };
      if (!actor) throw unauthenticated();
      if (!row || (actor.userId !== row.userId && actor.role !== 'admin')) {
        throw notFound('No such photo.');
      }
      return { ...row, isPublic };
    },

    /** The data export's part: the photos described (their bytes are not repeated). */
    async exportForUser(userId: string) {
      const photos = await repo.photosOfUser(db, userId);
      return {
        practitionerPhotos: photos.map((p) => ({
          key: p.key,
          contentType: p.contentType,
          bytes: p.bytes,
          createdAt: p.createdAt.toISOString(),
        })),
      };
    },

    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.deletePhotosOfUser(tx, userId);
    },
  };

  /** Deletes the practice's photos other than the working copy's and the one the listing shows. */
  async function keepOnlyUsedPhotos(tx: DbOrTx, practitionerId: string, workingKey: string | null) {
    const listingUrl = await repo.listingImageUrl(tx, practitionerId);
    const keep = workingKey ? [workingKey] : [];
    const prefix = practitionerPhotoUrl('');
    const listingKey = listingUrl?.startsWith(prefix)
      ? decodeURIComponent(listingUrl.slice(prefix.length))
      : '';
    if (PHOTO_KEY.test(listingKey)) keep.push(listingKey);
    await repo.deletePhotosExcept(tx, practitionerId, keep);
  }
}

/** A change to a submitted working copy puts it in review again; a draft stays a draft. */
function backToReview(status: string, at: Date) {
  return status === 'draft' ? {} : { status: 'pending', submittedAt: at, rejectionReason: null };
}

export type PracticeProfileService = ReturnType<typeof createPracticeProfileService>;
