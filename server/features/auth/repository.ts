import { and, asc, desc, eq, inArray, isNotNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema/auth';
import { REMEMBERED_IDLE_DAYS } from '../../lib/session-store';

export type UserRow = typeof users.$inferSelect;

/** The account fields a person sees and edits on their profile. */
export type AccountDetails = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  phoneNumber: string | null;
  dateOfBirth: string | null;
  zipCode: string | null;
  marketingConsent: boolean;
};

/** The account fields other areas may change (never the role or the sign-in records). */
export type AccountDetailsUpdate = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'name'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'emailVerified'
    | 'phoneNumber'
    | 'dateOfBirth'
    | 'zipCode'
    | 'marketingConsent'
  >
>;

/** The queries behind what the auth service offers other areas about an account. */
export const authRepository = {
  async details(db: DbOrTx, userId: string): Promise<AccountDetails | null> {
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
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  },

  async zipCodeOf(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await db.select({ zipCode: users.zipCode }).from(users).where(eq(users.id, userId));
    return row?.zipCode ?? null;
  },

  /** A first name, a ZIP code and a date of birth on the account. */
  async hasCompletedProfile(db: DbOrTx, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          ne(sql`trim(${users.firstName})`, ''),
          isNotNull(users.zipCode),
          ne(sql`trim(coalesce(${users.zipCode}, ''))`, ''),
          isNotNull(users.dateOfBirth),
        ),
      );
    return Boolean(row);
  },

  /** First and last name of each account found. */
  async namesOf(db: DbOrTx, userIds: string[]) {
    if (userIds.length === 0) return [];
    return db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, userIds));
  },

  /** Display name (null when blank) and email of each account found. */
  async contactsOf(db: DbOrTx, userIds: string[]) {
    if (userIds.length === 0) return [];
    return db
      .select({
        id: users.id,
        name: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        email: users.email,
      })
      .from(users)
      .where(inArray(users.id, userIds));
  },

  async emailTakenByOther(db: DbOrTx, email: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)));
    return Boolean(row);
  },

  async updateDetails(db: DbOrTx, userId: string, values: AccountDetailsUpdate): Promise<void> {
    await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId));
  },

  /**
   * Live sessions: unexpired, and active within `idleMinutes`, or within `REMEMBERED_IDLE_DAYS` when
   * remembered; an admin's only past the second factor and active within `adminIdleMinutes` (the
   * rule of server/lib/session-store.ts).
   */
  async liveSessions(db: DbOrTx, userId: string, idleMinutes: number, adminIdleMinutes: number) {
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
          sql`${sessions.lastActiveAt} >= now() - CASE
                WHEN (SELECT ${users.role} FROM ${users} WHERE ${users.id} = ${sessions.userId}) = 'admin'
                  THEN make_interval(mins => ${adminIdleMinutes}::int)
                WHEN ${sessions.rememberMe} THEN make_interval(days => ${REMEMBERED_IDLE_DAYS}::int)
                ELSE make_interval(mins => ${idleMinutes}::int) END`,
          sql`(${sessions.secondFactorAt} IS NOT NULL
                OR (SELECT ${users.role} FROM ${users} WHERE ${users.id} = ${sessions.userId}) <> 'admin')`,
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

  /** The account of an email with its role and password digest (null without a password), or null. */
  async credentialByEmail(db: DbOrTx, email: string) {
    const [row] = await db
      .select({ userId: users.id, role: users.role, password: accounts.password })
      .from(users)
      .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
      .where(eq(users.email, email));
    return row ?? null;
  },

  /** Whether the session of `tokenKey` belongs to an admin account. */
  async isAdminSession(db: DbOrTx, tokenKey: string): Promise<boolean> {
    const [row] = await db
      .select({ role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, tokenKey));
    return row?.role === 'admin';
  },

  /** Marks the session of `tokenKey` as having passed the second factor now; never remembered. */
  async markSecondFactor(db: DbOrTx, tokenKey: string): Promise<void> {
    await db
      .update(sessions)
      .set({ secondFactorAt: sql`now()`, rememberMe: false })
      .where(eq(sessions.token, tokenKey));
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

  async user(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row;
  },

  async email(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? null;
  },

  /** Sign-in methods without their secrets (password hash, tokens). */
  async signInMethods(db: DbOrTx, userId: string) {
    return db
      .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, userId));
  },

  /** Sessions without their tokens, oldest first. */
  async sessions(db: DbOrTx, userId: string) {
    return db
      .select({
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.lastActiveAt,
        expiresAt: sessions.expiresAt,
        rememberMe: sessions.rememberMe,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt));
  },

  /**
   * The account erasure's last step: sessions, sign-in methods, pending verification and reset
   * tokens (better-auth keys them by email or holds the user id in the value), then the user row.
   */
  async deleteUser(db: DbOrTx, userId: string, email: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.userId, userId));
    await db.delete(accounts).where(eq(accounts.userId, userId));
    await db
      .delete(verifications)
      .where(
        or(
          eq(verifications.value, userId),
          sql`lower(${verifications.identifier}) = lower(${email})`,
          sql`${verifications.value} ILIKE ${`%${userId}%`}`,
        ),
      );
    await db.delete(users).where(eq(users.id, userId));
  },

  /** Did this session start (a sign-in) within the last `minutes`, by the database's clock? */
  async sessionStartedWithin(db: DbOrTx, sessionId: string, minutes: number): Promise<boolean> {
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, sessionId),
          sql`${sessions.createdAt} >= now() - make_interval(mins => ${minutes}::int)`,
        ),
      );
    return Boolean(row);
  },

  // ---- email changes waiting for their link (rows of `verifications`) ---------------------------

  /** Forgets every email change the user started (a new one replaces the last). */
  async deleteEmailChanges(db: DbOrTx, valuePrefix: string): Promise<void> {
    await db.delete(verifications).where(sql`starts_with(${verifications.value}, ${valuePrefix})`);
  },

  async insertVerification(
    db: DbOrTx,
    row: { id: string; identifier: string; value: string; expiresAt: Date },
  ): Promise<void> {
    await db.insert(verifications).values(row);
  },

  /** The newest unexpired row whose value starts with `valuePrefix`. */
  async pendingVerification(db: DbOrTx, valuePrefix: string) {
    const [row] = await db
      .select({ value: verifications.value, expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(
        and(
          sql`starts_with(${verifications.value}, ${valuePrefix})`,
          sql`${verifications.expiresAt} > now()`,
        ),
      )
      .orderBy(desc(verifications.createdAt))
      .limit(1);
    return row ?? null;
  },

  /** Deletes the row of `identifier` and answers it, so that a link works once; null when absent. */
  async takeVerification(db: DbOrTx, identifier: string) {
    const [row] = await db
      .delete(verifications)
      .where(eq(verifications.identifier, identifier))
      .returning({
        value: verifications.value,
        expired: sql<boolean>`${verifications.expiresAt} <= now()`,
      });
    return row ?? null;
  },

  /** Deletes the user's sessions except those listed; the number deleted. */
  async deleteSessionsExcept(db: DbOrTx, userId: string, keepSessionIds: string[]): Promise<number> {
    const deleted = await db
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          keepSessionIds.length > 0 ? notInArray(sessions.id, keepSessionIds) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    return deleted.length;
  },

  /** How many accounts have this role. */
  async countWithRole(db: DbOrTx, role: UserRow['role']): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, role));
    return row?.count ?? 0;
  },
};
