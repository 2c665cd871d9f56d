import { asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema/auth';

export type UserRow = typeof users.$inferSelect;

/** Queries of the auth area for the data export and the account erasure (CONVENTIONS 6). */
export const authRepository = {
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
};
