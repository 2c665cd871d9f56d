import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { avatars, userMedicalLists, userSettings } from '../../db/schema/profile';

/** The profile's own rows of a user: settings, medical lists and picture (nulls where absent). */
export type ProfileOwnRow = {
  dataProcessingConsent: boolean | null;
  analyticsConsent: boolean | null;
  ccpaOptOut: boolean | null;
  aiRemoteConsent: boolean | null;
  avatarId: string | null;
  listsEnc: string | null;
  avatarUpdatedAt: Date | null;
};

/** Every query of the profile area (docs/conventions.md#repositories-own-the-sql). */
export const profileRepository = {
  async findOwn(db: DbOrTx, userId: string): Promise<ProfileOwnRow> {
    const [settings, [lists], [avatar]] = await Promise.all([
      profileRepository.findSettings(db, userId),
      db
        .select({ listsEnc: userMedicalLists.listsEnc })
        .from(userMedicalLists)
        .where(eq(userMedicalLists.userId, userId)),
      db.select({ updatedAt: avatars.updatedAt }).from(avatars).where(eq(avatars.userId, userId)),
    ]);
    return {
      dataProcessingConsent: settings?.dataProcessingConsent ?? null,
      analyticsConsent: settings?.analyticsConsent ?? null,
      ccpaOptOut: settings?.ccpaOptOut ?? null,
      aiRemoteConsent: settings?.aiRemoteConsent ?? null,
      avatarId: settings?.avatarId ?? null,
      listsEnc: lists?.listsEnc ?? null,
      avatarUpdatedAt: avatar?.updatedAt ?? null,
    };
  },

  async findSettings(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({
        dataProcessingConsent: userSettings.dataProcessingConsent,
        analyticsConsent: userSettings.analyticsConsent,
        ccpaOptOut: userSettings.ccpaOptOut,
        aiRemoteConsent: userSettings.aiRemoteConsent,
        avatarId: userSettings.avatarId,
      })
      .from(userSettings)
      .where(eq(userSettings.userId, userId));
    return row ?? null;
  },

  async upsertMedicalLists(db: DbOrTx, userId: string, listsEnc: string): Promise<void> {
    await db
      .insert(userMedicalLists)
      .values({ userId, listsEnc })
      .onConflictDoUpdate({ target: userMedicalLists.userId, set: { listsEnc, updatedAt: new Date() } });
  },

  async upsertSettings(
    db: DbOrTx,
    userId: string,
    values: Partial<Omit<typeof userSettings.$inferInsert, 'userId' | 'updatedAt'>>,
  ): Promise<void> {
    await db
      .insert(userSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt: new Date() } });
  },

  async saveAvatar(db: DbOrTx, userId: string, bytes: Buffer, contentType: string): Promise<Date> {
    const now = new Date();
    await db
      .insert(avatars)
      .values({ userId, bytes, contentType, updatedAt: now })
      .onConflictDoUpdate({ target: avatars.userId, set: { bytes, contentType, updatedAt: now } });
    return now;
  },

  async deleteAvatar(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(avatars).where(eq(avatars.userId, userId));
  },

  async findAvatar(db: DbOrTx, userId: string) {
    const [row] = await db.select().from(avatars).where(eq(avatars.userId, userId));
    return row ?? null;
  },

  // ---- the data export and the account erasure -------------------------------------------
  async settings(db: DbOrTx, userId: string) {
    const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
    return row ?? null;
  },

  async medicalLists(db: DbOrTx, userId: string) {
    const [row] = await db.select().from(userMedicalLists).where(eq(userMedicalLists.userId, userId));
    return row ?? null;
  },

  /** The uploaded picture's type, size and time, without its bytes. */
  async avatarMeta(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({
        contentType: avatars.contentType,
        bytes: sql<number>`octet_length(${avatars.bytes})`.mapWith(Number),
        updatedAt: avatars.updatedAt,
      })
      .from(avatars)
      .where(eq(avatars.userId, userId));
    return row ?? null;
  },

  async deleteUserData(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(userMedicalLists).where(eq(userMedicalLists.userId, userId));
    await db.delete(avatars).where(eq(avatars.userId, userId));
    await db.delete(userSettings).where(eq(userSettings.userId, userId));
  },
};
