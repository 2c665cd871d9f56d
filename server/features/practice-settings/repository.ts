import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { practitionerProfiles, practitioners } from '../../db/schema/practitioners';

/** A practice's settings as its working copy holds them, with whose practice it is. */
export type PracticeSettingsRow = {
  practitionerId: string;
  userId: string;
  /** The working copy's `telehealth`: the practice offers video consultations. */
  availableForVideo: boolean;
  consultationFeeCents: number | null;
  acceptingNewPatients: boolean;
};

export type PracticeSettingsChange = {
  availableForVideo: boolean;
  /** Null clears the working copy's fee; the listing keeps the fee it shows. */
  consultationFeeCents: number | null;
  acceptingNewPatients: boolean;
};

const settingsColumns = {
  practitionerId: practitionerProfiles.practitionerId,
  userId: practitionerProfiles.userId,
  availableForVideo: practitionerProfiles.telehealth,
  consultationFeeCents: practitionerProfiles.consultationFeeCents,
  acceptingNewPatients: practitionerProfiles.acceptingNewPatients,
};

/**
 * The practice settings' queries (docs/product/practice.md#practice-settings): they read the
 * practitioner's working copy and write it and the directory listing together.
 */
export const practiceSettingsRepository = {
  /** The settings of the practice whose listing is `practitionerId`; null for demo or unknown listings. */
  async findByListing(db: DbOrTx, practitionerId: string): Promise<PracticeSettingsRow | null> {
    const [row] = await db
      .select(settingsColumns)
      .from(practitionerProfiles)
      .where(eq(practitionerProfiles.practitionerId, practitionerId))
      .limit(1);
    return row ?? null;
  },

  /** The listing id of the practitioner account `userId`, or null when they have no practice yet. */
  async listingOfUser(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ practitionerId: practitionerProfiles.practitionerId })
      .from(practitionerProfiles)
      .where(eq(practitionerProfiles.userId, userId))
      .limit(1);
    return row?.practitionerId ?? null;
  },

  /**
   * Writes the settings onto the working copy and the listing at once (call inside a transaction).
   * A cleared fee leaves the listing's fee as it is: a listing always shows one.
   */
  async update(
    tx: DbOrTx,
    practitionerId: string,
    change: PracticeSettingsChange,
  ): Promise<PracticeSettingsRow | null> {
    const [row] = await tx
      .update(practitionerProfiles)
      .set({
        telehealth: change.availableForVideo,
        consultationFeeCents: change.consultationFeeCents,
        acceptingNewPatients: change.acceptingNewPatients,
        updatedAt: sql`now()`,
      })
      .where(eq(practitionerProfiles.practitionerId, practitionerId))
      .returning(settingsColumns);
    if (!row) return null;
    await tx
      .update(practitioners)
      .set({
        availableForVideo: change.availableForVideo,
        acceptingNewPatients: change.acceptingNewPatients,
        ...(change.consultationFeeCents === null
          ? {}
          : { consultationFeeCents: change.consultationFeeCents }),
        updatedAt: sql`now()`,
      })
      .where(eq(practitioners.id, practitionerId));
    return row;
  },
};
