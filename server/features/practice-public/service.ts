import type { z } from 'zod';
import {
  PRACTICE_MESSAGES,
  type TPractitionerReview,
  type TPublicPractitionerProfile,
  type ZReviewInput,
} from '../../../contract/practice';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { AuthService } from '../auth/service';
import type { PractitionerService } from '../practitioners/service';
import { type ListingRow, type ReviewRow, practicePublicRepository as repo } from './repository';

type ReviewInput = z.output<typeof ZReviewInput>;

/** Reviews a public profile shows, newest first. */
export const PROFILE_REVIEWS_SHOWN = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'Maya R.': the first name and the last name's initial; 'A member' when the account has no name. */
export function reviewerName(name: { firstName: string; lastName: string } | undefined): string {
  const first = name?.firstName.trim() ?? '';
  const initial = name?.lastName.trim().charAt(0).toUpperCase() ?? '';
  if (!first) return 'A member';
  return initial ? `${first} ${initial}.` : first;
}

/**
 * The public practitioner profile, its view counter and its reviews
 * (docs/product/practice.md#public-profile, #reviews).
 */
export function createPracticePublicService(deps: {
  db: Db;
  /** Distances from the viewer's own ZIP code, computed as the directory does. */
  practitioners: Pick<PractitionerService, 'milesFrom'>;
  /** Reviewers' names ('Maya R.'). */
  accounts: Pick<AuthService, 'namesOf'>;
  now?: () => Date;
}) {
  const { db, practitioners, accounts } = deps;
  const now = deps.now ?? (() => new Date());

  const listedOr404 = async (id: string): Promise<ListingRow> => {
    const listing = UUID.test(id) ? await repo.listed(db, id) : null;
    if (!listing) throw notFound(PRACTICE_MESSAGES.notFound);
    return listing;
  };

  const presentReviews = async (rows: readonly ReviewRow[]): Promise<TPractitionerReview[]> => {
    const names = await accounts.namesOf(rows.map((r) => r.userId));
    return rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      text: r.text,
      authorName: reviewerName(names.get(r.userId)),
      createdAt: r.createdAt.toISOString(),
    }));
  };

  /** The listing as anyone sees it, with the viewer's distance and own review. */
  const present = async (
    listing: ListingRow,
    viewerId: string | null,
  ): Promise<TPublicPractitionerProfile> => {
    // Demo listings keep their demo figures; real ones count their reviews.
    const [stats, latest, mine, distance] = await Promise.all([
      listing.isDemo
        ? { rating: listing.rating, reviewCount: listing.reviewCount }
        : repo.ratingOf(db, listing.id),
      repo.latestReviews(db, listing.id, PROFILE_REVIEWS_SHOWN),
      viewerId ? repo.reviewOf(db, listing.id, viewerId) : null,
      practitioners.milesFrom(viewerId, { latitude: listing.latitude, longitude: listing.longitude }),
    ]);
    const reviews = await presentReviews(mine ? [...latest, mine] : latest);
    const myReview = mine ? (reviews.at(-1) ?? null) : null;
    return {
      id: listing.id,
      firstName: listing.firstName,
      lastName: listing.lastName,
      specialty: listing.specialty,
      specialties: listing.specialties.length > 0 ? listing.specialties : [listing.specialty],
      credentials: listing.credentials,
      profileImageUrl: listing.profileImageUrl,
      bio: listing.bio,
      experience: listing.experienceYears,
      education: listing.education,
      languages: listing.languages,
      conditionsTreated: listing.conditionsTreated,
      consultationFee: listing.consultationFeeCents / 100,
      availableForVideo: listing.availableForVideo,
      acceptingNewPatients: listing.acceptingNewPatients,
      availableHours: listing.availableHours,
      acceptsInsurance: listing.acceptsInsurance,
      insurance: listing.insurance,
      website: listing.website,
      location: listing.location,
      city: listing.city,
      state: listing.state,
      zipCode: listing.zipCode,
      isVerified: listing.isVerified,
      isDemo: listing.isDemo,
      rating: stats.rating,
      reviewCount: stats.reviewCount,
      reviews: mine ? reviews.slice(0, -1) : reviews,
      myReview,
      distance,
    };
  };

  return {
    /**
     * `GET /api/practitioner-profiles/{id}`: a listed practitioner (demo or approved), signed in or
     * out; 404 for any other id. Counts one view for today unless the practitioner looks at their own.
     */
    async profile(viewer: Actor | null, id: string): Promise<TPublicPractitionerProfile> {
      const listing = await listedOr404(id);
      const viewerId = viewer?.userId ?? null;
      const profile = await present(listing, viewerId);
      if (!viewerId || viewerId !== listing.userId) {
        await repo.countView(db, listing.id, now().toISOString().slice(0, 10));
      }
      return profile;
    },

    /** The same profile for the page's server-rendered head: no viewer, no view counted; null when not listed. */
    async headProfile(id: string): Promise<TPublicPractitionerProfile | null> {
      const listing = UUID.test(id) ? await repo.listed(db, id) : null;
      return listing ? present(listing, null) : null;
    },

    /**
     * `POST /api/practitioners/{id}/reviews`: one review per person and practitioner, only after the
     * practitioner accepted one of their consultation requests; never of a demo listing or one's own
     * practice. The listing's rating and count are updated in the same transaction.
     */
    async addReview(actor: Actor, practitionerId: string, input: ReviewInput): Promise<TPractitionerReview> {
      if (!UUID.test(practitionerId)) throw notFound(PRACTICE_MESSAGES.notFound);
      const row = await db.transaction(async (tx) => {
        const listing = await repo.lockListed(tx, practitionerId);
        if (!listing) throw notFound(PRACTICE_MESSAGES.notFound);
        if (listing.isDemo) throw new AppError('FORBIDDEN', PRACTICE_MESSAGES.reviewDemo);
        if (listing.userId === actor.userId) throw new AppError('FORBIDDEN', PRACTICE_MESSAGES.reviewOwn);
        if (await repo.reviewOf(tx, practitionerId, actor.userId)) {
          throw new AppError('CONFLICT', PRACTICE_MESSAGES.reviewExists);
        }
        if (!(await repo.hasAcceptedRequest(tx, practitionerId, actor.userId))) {
          throw new AppError('FORBIDDEN', PRACTICE_MESSAGES.reviewNotAllowed);
        }
        const inserted = await repo.insertReview(tx, {
          practitionerId,
          userId: actor.userId,
          rating: input.rating,
          text: input.text,
        });
        if (!inserted) throw new AppError('CONFLICT', PRACTICE_MESSAGES.reviewExists);
        await repo.storeRating(tx, practitionerId);
        return inserted;
      });
      const [review] = await presentReviews([row]);
      return review!;
    },

    /** `DELETE /api/practitioners/{id}/reviews/mine`: the author takes theirs back; the rating follows. */
    async removeReview(actor: Actor, practitionerId: string): Promise<void> {
      if (!UUID.test(practitionerId)) throw notFound(PRACTICE_MESSAGES.notFound);
      await db.transaction(async (tx) => {
        const listing = await repo.lockListed(tx, practitionerId);
        if (!listing) throw notFound(PRACTICE_MESSAGES.notFound);
        if (await repo.deleteReview(tx, practitionerId, actor.userId)) {
          await repo.storeRating(tx, practitionerId);
        }
      });
    },

    /** The data export's section: the reviews the person wrote. */
    async exportForUser(userId: string) {
      const rows = await repo.reviewsBy(db, userId);
      return {
        practitionerReviews: rows.map((r) => ({
          id: r.id,
          practitionerId: r.practitionerId,
          practitionerName: r.practitionerName,
          rating: r.rating,
          text: r.text,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },

    /** The account erasure (inside its transaction): the person's reviews go, and each listing's rating follows. */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      const listings = await repo.deleteReviewsBy(tx, userId);
      for (const id of listings) await repo.storeRating(tx, id);
    },
  };
}

export type PracticePublicService = ReturnType<typeof createPracticePublicService>;
