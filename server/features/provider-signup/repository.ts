import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { practitionerProfiles, practitioners } from '../../db/schema/practitioners';

export type NewListing = typeof practitioners.$inferInsert;
export type NewPractitionerProfile = typeof practitionerProfiles.$inferInsert;
export type PractitionerProfileRow = typeof practitionerProfiles.$inferSelect;

/** The provider signup's SQL: the hidden listing, the working copy, and the landing's count. */
export const providerSignupRepository = {
  async insertListing(db: DbOrTx, values: NewListing): Promise<string> {
    const [row] = await db.insert(practitioners).values(values).returning({ id: practitioners.id });
    if (!row) throw new Error('The listing was not created');
    return row.id;
  },

  async insertProfile(db: DbOrTx, values: NewPractitionerProfile): Promise<PractitionerProfileRow> {
    const [row] = await db.insert(practitionerProfiles).values(values).returning();
    if (!row) throw new Error('The practitioner profile was not created');
    return row;
  },

  async profileOf(db: DbOrTx, userId: string): Promise<PractitionerProfileRow | null> {
    const [row] = await db.select().from(practitionerProfiles).where(eq(practitionerProfiles.userId, userId));
    return row ?? null;
  },

  /** The person's own working copy goes; profiles they reviewed as an admin keep no trace of them. */
  async eraseUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(practitionerProfiles).where(eq(practitionerProfiles.userId, userId));
    await db
      .update(practitionerProfiles)
      .set({ reviewedBy: null })
      .where(eq(practitionerProfiles.reviewedBy, userId));
  },

  /** Listings of real practitioners an admin approved (demo listings are not counted). */
  async countLivePractitioners(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(practitioners)
      .where(and(eq(practitioners.isApproved, true), eq(practitioners.isDemo, false)));
    return row?.count ?? 0;
  },
};
