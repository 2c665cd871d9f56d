import { directoryCategories, practitionerPhotoUrl, workingCopyView } from '../../../common/practice';
import { PRACTICE_MESSAGES, type TPractitionerApplication } from '../../../contract/practice';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditEntry, AuditLog } from '../../lib/audit';
import type { BackgroundTasks } from '../../lib/background';
import { AppError, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { Actor } from '../../plugins/auth';
import type { AuthService } from '../auth/service';
import { locateZip, type ZipLocation } from '../practitioners';
import { approvedMail, rejectedMail } from './mails';
import {
  type ApplicationRow,
  type ListingCopy,
  type ReviewStatus,
  practiceReviewRepository as repo,
} from './repository';

/** The public page of a listing, as the emails link to it. */
export const publicProfilePath = (practitionerId: string) => `/practitioner-profile/${practitionerId}`;

const _iso = (d: Date | null) => (d ? d.toISOString() : null);

function present(row: ApplicationRow, accountEmail: string): TPractitionerApplication {
  return {
    id: row.id,
    userId: row.userId,
    accountEmail,
    createdAt: row.createdAt.toISOString(),
    // The photo shown is the submitted one: the one approval would put on the listing.
    ...workingCopyView(row, {
      isLive: row.listingApproved,
      isVerified: row.listingVerified,
      rating: row.rating,
      reviewCount: row.reviewCount,
      totalConsultations: row.totalConsultations,
    }),
  };
}

type Profile = NonNullable<Awaited<ReturnType<typeof repo.lock>>>;

/** What approval writes onto the listing: the working copy, placed by its ZIP code. */
export function listingCopyOf(profile: Profile, place: ZipLocation | null): ListingCopy {
  const specialties = [...profile.specialties];
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    specialty: specialties[0] ?? '',
    specialties,
    categories: directoryCategories(specialties),
    credentials: [...profile.certifications],
    bio: profile.bio,
    // A submitted profile always has a fee (the form requires one); without it the listing keeps its own.
    ...(profile.consultationFeeCents === null ? {} : { consultationFeeCents: profile.consultationFeeCents }),
    availableForVideo: profile.telehealth,
    acceptingNewPatients: profile.acceptingNewPatients,
    languages: [...profile.languages],
    experienceYears: profile.experienceYears,
    education: profile.education,
    availableHours: profile.availableHours,
    acceptsInsurance: profile.acceptsInsurance,
    insurance: profile.insurance,
    website: profile.website,
    location: profile.location,
    zipCode: place?.zip ?? profile.zipCode,
    city: place?.city ?? '',
    state: place?.state ?? '',
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    // The approved photo is the one the working copy points at (served publicly once the listing shows it).
    profileImageUrl: profile.photoKey ? practitionerPhotoUrl(profile.photoKey) : null,
  };
}

/**
 * Admins review practitioners' submitted profiles (docs/product/practice.md#admin-review): the queue,
 * approval (the working copy becomes the live listing) and rejection with a reason. Each decision is
 * audited in its transaction and mailed to the practitioner's account address once committed.
 */
export function createPracticeReviewService(deps: {
  db: Db;
  audit: AuditLog;
  mailer: Mailer;
  background: BackgroundTasks;
  appUrl: string;
  accounts: Pick<AuthService, 'contactsOf'>;
}) {
  const { db, audit, mailer, background, appUrl, accounts } = deps;

  const entry = (actor: Actor, subject: string, action: AuditEntry['action'], id: string): AuditEntry => ({
    actorUserId: actor.userId,
    subjectUserId: subject,
    action,
    resource: 'practitioner_application',
    resourceId: id,
    requestId: actor.requestId,
    ipAddress: actor.ip,
  });

  const emailOf = async (userId: string) => (await accounts.contactsOf([userId])).get(userId)?.email ?? null;

  /** One application as the screen shows it (after a decision). */
  async function one(id: string): Promise<TPractitionerApplication> {
    const row = await repo.find(db, id);
    if (!row) throw notFound(PRACTICE_MESSAGES.notFound);
    return present(row, (await emailOf(row.userId)) ?? '');
  }

  /** Locks a pending profile or refuses: 404 unknown, 409 anything but pending. */
  async function lockPending(tx: DbOrTx, id: string) {
    const profile = await repo.lock(tx, id);
    if (!profile) throw notFound(PRACTICE_MESSAGES.notFound);
    if (profile.status !== 'pending') throw new AppError('CONFLICT', PRACTICE_MESSAGES.notPending);
    return profile;
  }

  return {
    /** Profiles waiting for review, for the admin menu's count (no personal data). */
    countPending: () => repo.countPending(db),

    /** GET /api/admin/practitioner-applications: every submitted profile, pending first. Reads are audited per practitioner. */
    async list(actor: Actor, status: ReviewStatus | null): Promise<TPractitionerApplication[]> {
      const rows = await repo.list(db, status);
      const contacts = await accounts.contactsOf(rows.map((r) => r.userId));
      await audit.read(rows.map((r) => entry(actor, r.userId, 'read', r.id)));
      return rows.map((r) => present(r, contacts.get(r.userId)?.email ?? ''));
    },

    /**
     * Approves a pending profile: in one transaction its working copy is written onto the listing,
     * which is listed and verified, and the profile is marked approved. Then the practitioner is
     * emailed a link to their public page.
     */
    async approve(actor: Actor, id: string): Promise<TPractitionerApplication> {
      const profile = await db.transaction(async (tx) => {
        const locked = await lockPending(tx, id);
        await repo.publish(tx, locked.practitionerId, listingCopyOf(locked, locateZip(locked.zipCode)));
        await repo.decide(tx, id, { status: 'approved', reviewerId: actor.userId, reason: null });
        await audit.write(tx, entry(actor, locked.userId, 'update', id));
        return locked;
      });
      const to = await emailOf(profile.userId);
      if (to) {
        background.run('practice-review.approved-mail', () =>
          mailer.send(
            approvedMail({
              to,
              firstName: profile.firstName,
              publicUrl: `${appUrl}${publicProfilePath(profile.practitionerId)}`,
              appUrl,
            }),
          ),
        );
      }
      return one(id);
    },

    /**
     * Rejects a pending profile with the reason the practitioner will read. A listing approved
     * earlier stays as it was. The reason is emailed once committed.
     */
    async reject(actor: Actor, id: string, reason: string): Promise<TPractitionerApplication> {
      const profile = await db.transaction(async (tx) => {
        const locked = await lockPending(tx, id);
        await repo.decide(tx, id, { status: 'rejected', reviewerId: actor.userId, reason });
        await audit.write(tx, entry(actor, locked.userId, 'update', id));
        return locked;
      });
      const to = await emailOf(profile.userId);
      if (to) {
        background.run('practice-review.rejected-mail', () =>
          mailer.send(rejectedMail({ to, firstName: profile.firstName, reason, appUrl })),
        );
      }
      return one(id);
    },
  };
}

export type PracticeReviewService = ReturnType<typeof createPracticeReviewService>;
