import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  consultationRequests,
  practitionerPhotos,
  practitionerProfiles,
  practitioners,
} from '../../db/schema/practitioners';

export type ProfileRow = typeof practitionerProfiles.$inferSelect;
export type NewProfileRow = typeof practitionerProfiles.$inferInsert;
export type NewListingRow = typeof practitioners.$inferInsert;

/** The working copy and what its listing shows now (rating, verification, whether it is listed). */
export type ProfileWithListing = ProfileRow & {
  listing: {
    isApproved: boolean;
    isVerified: boolean;
    rating: string;
    reviewCount: number;
    profileImageUrl: string | null;
  };
};

/** The fields of the working copy the profile form writes. */
export type ProfileFormValues = Pick<
  NewProfileRow,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'specialties'
  | 'certifications'
  | 'bio'
  | 'experienceYears'
  | 'location'
  | 'zipCode'
  | 'consultationFeeCents'
  | 'availableHours'
  | 'languages'
  | 'education'
  | 'acceptsInsurance'
  | 'telehealth'
  | 'website'
  | 'licenseState'
  | 'licenseNumber'
>;

export const practiceProfileRepository = {
  async findByUser(db: DbOrTx, userId: string): Promise<ProfileWithListing | null> {
    const [row] = await db
      .select({
        profile: practitionerProfiles,
        listing: {
          isApproved: practitioners.isApproved,
          isVerified: practitioners.isVerified,
          rating: practitioners.rating,
          reviewCount: practitioners.reviewCount,
          profileImageUrl: practitioners.profileImageUrl,
        },
      })
      .from(practitionerProfiles)
      .innerJoin(practitioners, eq(practitioners.id, practitionerProfiles.practitionerId))
      .where(eq(practitionerProfiles.userId, userId))
      .limit(1);
    return row ? { ...row.profile, listing: row.listing } : null;
  },

  /** The caller's working copy, locked for an update in this transaction. */
  async lockByUser(tx: DbOrTx, userId: string): Promise<ProfileRow | null> {
    const [row] = await tx
      .select()
      .from(practitionerProfiles)
      .where(eq(practitionerProfiles.userId, userId))
      .for('update')
      .limit(1);
    return row ?? null;
  },

  /** Consultation requests the practitioner accepted. */
  async acceptedConsultations(db: DbOrTx, practitionerId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(consultationRequests)
      .where(
        and(
          eq(consultationRequests.practitionerId, practitionerId),
          eq(consultationRequests.status, 'accepted'),
        ),
      );
    return row?.n ?? 0;
  },

  /** A hidden listing (not approved) for a practitioner who starts with the profile form. */
  async insertListing(tx: DbOrTx, values: NewListingRow): Promise<string> {
    const [row] = await tx.insert(practitioners).values(values).returning({ id: practitioners.id });
    return row!.id;
  },

  async insertProfile(tx: DbOrTx, values: NewProfileRow): Promise<ProfileRow> {
    const [row] = await tx.insert(practitionerProfiles).values(values).returning();
    return row!;
  },

  async updateProfile(tx: DbOrTx, id: string, values: Partial<NewProfileRow>): Promise<void> {
    await tx
      .update(practitionerProfiles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(practitionerProfiles.id, id));
  },

  async insertPhoto(
    tx: DbOrTx,
    values: { userId: string; practitionerId: string; bytes: Buffer; contentType: string },
  ): Promise<string> {
    const [row] = await tx
      .insert(practitionerPhotos)
      .values(values)
      .returning({ key: practitionerPhotos.key });
    return row!.key;
  },

  /** Deletes the practice's photos except the ones named (the working copy's and the listing's). */
  async deletePhotosExcept(tx: DbOrTx, practitionerId: string, keep: string[]): Promise<void> {
    const where =
      keep.length > 0
        ? and(eq(practitionerPhotos.practitionerId, practitionerId), notInArray(practitionerPhotos.key, keep))
        : eq(practitionerPhotos.practitionerId, practitionerId);
    await tx.delete(practitionerPhotos).where(where);
  },

  /** The listing's current image URL (the approved photo, if any). */
  async listingImageUrl(tx: DbOrTx, practitionerId: string): Promise<string | null> {
    const [row] = await tx
      .select({ url: practitioners.profileImageUrl })
      .from(practitioners)
      .where(eq(practitioners.id, practitionerId))
      .limit(1);
    return row?.url ?? null;
  },

  /** A photo with its owner and whether its listing is approved and shows it. */
  async findPhoto(db: DbOrTx, key: string) {
    const [row] = await db
      .select({
        bytes: practitionerPhotos.bytes,
        contentType: practitionerPhotos.contentType,
        userId: practitionerPhotos.userId,
        listingApproved: practitioners.isApproved,
        listingImageUrl: practitioners.profileImageUrl,
      })
      .from(practitionerPhotos)
      .innerJoin(practitioners, eq(practitioners.id, practitionerPhotos.practitionerId))
      .where(eq(practitionerPhotos.key, key))
      .limit(1);
    return row ?? null;
  },

  async photosOfUser(db: DbOrTx, userId: string) {
    return db
      .select({
        key: practitionerPhotos.key,
        contentType: practitionerPhotos.contentType,
        createdAt: practitionerPhotos.createdAt,
        bytes: sql<number>`octet_length(${practitionerPhotos.bytes})`.mapWith(Number),
      })
      .from(practitionerPhotos)
      .where(eq(practitionerPhotos.userId, userId))
      .orderBy(practitionerPhotos.createdAt);
  },

  async deletePhotosOfUser(tx: DbOrTx, userId: string): Promise<void> {
    await tx.delete(practitionerPhotos).where(eq(practitionerPhotos.userId, userId));
  },
};
