import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, sessions, users } from '../../db/schema/auth';
import { avatars, userMedicalLists, userSettings } from '../../db/schema/profile';

export type ProfileRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  phoneNumber: string | null;
  dateOfBirth: string | null;
  zipCode: string | null;
  marketingConsent: boolean;
  dataProcessingConsent: boolean | null;
  analyticsConsent: boolean | null;
  ccpaOptOut: boolean | null;
  aiRemoteConsent: boolean | null;
  avatarId: string | null;
  listsEnc: string | null;
  avatarUpdatedAt: Date | null;
};

/** Every query of the profile area (CONVENTIONS 6). */
export const profileRepository = {
  async find(db: DbOrTx, userId: string): Promise<ProfileRow | null> {
    const [row] = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        emailVerified: users.emailVerified,
        phoneNumber: users.phoneNumber,
        dateOfBirth: users.dateOfBirth,
        zipCode: users.zipCode,
        marketingConsent: users.marketingConsent,
        dataProcessingConsent: userSettings.dataProcessingConsent,
        analyticsConsent: userSettings.analyticsConsent,
        ccpaOptOut: userSettings.ccpaOptOut,
        aiRemoteConsent: userSettings.aiRemoteConsent,
        avatarId: userSettings.avatarId,
        listsEnc: userMedicalLists.listsEnc,
        avatarUpdatedAt: avatars.updatedAt,
      })
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .leftJoin(userMedicalLists, eq(userMedicalLists.userId, users.id))
      .leftJoin(avatars, eq(avatars.userId, users.id))
      .where(eq(users.id, userId));
    return row ?? null;
  },

  /** Issue 4 §1: the external-AI consent and the identifiers the assistant scrubs (one light query). */
  async findAssistantPrivacy(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        dateOfBirth: users.dateOfBirth,
        aiRemoteConsent: userSettings.aiRemoteConsent,
      })
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(eq(users.id, userId));
    return row ?? null;
  },

  async emailTakenByOther(db: DbOrTx, email: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)));
    return Boolean(row);
  },

  async updateUser(db: DbOrTx, userId: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
    await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId));
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

  /** Live sessions: unexpired, and for sessions not remembered, active within `idleMinutes`. */
  async listSessions(db: DbOrTx, userId: string, idleMinutes: number) {
    return db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.lastActiveAt,
        userAgent: sessions.userAgent,
        ipAddress: sessions.ipAddress,
        rememberMe: sessions.rememberMe,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          sql`${sessions.expiresAt} > now()`,
          sql`(${sessions.rememberMe} OR ${sessions.lastActiveAt} >= now() - make_interval(mins => ${idleMinutes}::int))`,
        ),
      )
      .orderBy(desc(sessions.lastActiveAt))
      .limit(100);
  },

  /** Deletes the user's sessions except `keepSessionId`; the number deleted. */
  async deleteOtherSessions(db: DbOrTx, userId: string, keepSessionId: string): Promise<number> {
    const deleted = await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
      .returning({ id: sessions.id });
    return deleted.length;
  },

  async credentialAccount(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({ id: accounts.id, password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    return row ?? null;
  },

  async setPassword(db: DbOrTx, accountId: string, digest: string): Promise<void> {
    await db
      .update(accounts)
      .set({ password: digest, updatedAt: new Date() })
      .where(eq(accounts.id, accountId));
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
