import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminRecoveryCodes, adminTwoFactor } from '../../db/schema/admin';

/** The second factor's rows: `admin_two_factor` (one per admin) and `admin_recovery_codes`. */
export const adminAuthRepository = {
  /** What the data export says of a person's second factor: when it was set up, codes left; never a secret. */
  async summary(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({
        createdAt: adminTwoFactor.createdAt,
        confirmedAt: adminTwoFactor.confirmedAt,
        unusedRecoveryCodes: sql<number>`(SELECT count(*)::int FROM ${adminRecoveryCodes}
          WHERE ${adminRecoveryCodes.userId} = ${userId} AND ${adminRecoveryCodes.usedAt} IS NULL)`,
      })
      .from(adminTwoFactor)
      .where(eq(adminTwoFactor.userId, userId));
    return row ?? null;
  },

  /** Account deletion: the second factor goes with the account (the foreign keys cascade too). */
  async erase(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    await db.delete(adminTwoFactor).where(eq(adminTwoFactor.userId, userId));
  },

  async twoFactor(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({
        secretEnc: adminTwoFactor.secretEnc,
        confirmedAt: adminTwoFactor.confirmedAt,
        lastStep: adminTwoFactor.lastStep,
      })
      .from(adminTwoFactor)
      .where(eq(adminTwoFactor.userId, userId));
    return row ?? null;
  },

  /** Stores an unconfirmed secret, unless one (confirmed or not) is there already; the row after it. */
  async offerSecret(db: DbOrTx, userId: string, secretEnc: string) {
    await db.insert(adminTwoFactor).values({ userId, secretEnc }).onConflictDoNothing();
    return adminAuthRepository.twoFactor(db, userId);
  },

  /** Replaces the secret, confirmed (`confirmed`) or as a new offer; forgets the last step. */
  async replaceSecret(db: DbOrTx, userId: string, secretEnc: string, confirmed: boolean): Promise<void> {
    const confirmedAt = confirmed ? sql`now()` : null;
    await db
      .insert(adminTwoFactor)
      .values({ userId, secretEnc, confirmedAt, lastStep: null })
      .onConflictDoUpdate({
        target: adminTwoFactor.userId,
        set: { secretEnc, confirmedAt, lastStep: null, createdAt: sql`now()` },
      });
  },

  /**
   * Takes `step` as the last accepted step, only when it is later than the one stored, in one
   * statement: of two requests with the same code, one wins. Confirms the secret when `confirm`.
   */
  async takeStep(db: DbOrTx, userId: string, step: number, confirm: boolean): Promise<boolean> {
    const updated = await db
      .update(adminTwoFactor)
      .set({
        lastStep: step,
        ...(confirm ? { confirmedAt: sql`coalesce(${adminTwoFactor.confirmedAt}, now())` } : {}),
      })
      .where(
        and(
          eq(adminTwoFactor.userId, userId),
          or(isNull(adminTwoFactor.lastStep), lt(adminTwoFactor.lastStep, step)),
          confirm ? isNull(adminTwoFactor.confirmedAt) : sql`${adminTwoFactor.confirmedAt} IS NOT NULL`,
        ),
      )
      .returning({ userId: adminTwoFactor.userId });
    return updated.length === 1;
  },

  /** Replaces every recovery code of the admin with these hashes. */
  async replaceRecoveryCodes(db: DbOrTx, userId: string, hashes: string[]): Promise<void> {
    await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    if (hashes.length > 0) {
      await db.insert(adminRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    }
  },

  /** Marks an unused recovery code of the admin as used, in one statement; whether there was one. */
  async takeRecoveryCode(db: DbOrTx, userId: string, codeHash: string): Promise<boolean> {
    const used = await db
      .update(adminRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(adminRecoveryCodes.userId, userId),
          eq(adminRecoveryCodes.codeHash, codeHash),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: adminRecoveryCodes.id });
    return used.length > 0;
  },

  async unusedRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
    return row?.count ?? 0;
  },
};
