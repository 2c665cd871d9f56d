import type { z } from 'zod';
import {
  ADMIN_AUTH_LIMITS,
  ADMIN_AUTH_MESSAGES,
  type TAdminLoginResponse,
  type ZAdminLoginRequest,
} from '../../../contract/admin-auth';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditAction, AuditLog } from '../../lib/audit';
import { type FieldCipher, fieldColumn } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { AuthService, RequestInfo } from '../auth/service';
import { adminAuthRepository as repo } from './repository';
import {
  acceptedStep,
  newRecoveryCode,
  newTotpSecret,
  otpauthUri,
  qrCodeSvg,
  recoveryCodeHash,
} from './second-factor';

type LoginInput = z.output<typeof ZAdminLoginRequest>;
export type LoginRequest = RequestInfo & { requestId: string };

const secretColumn = fieldColumn('admin_two_factor', 'secret_enc');

/**
 * Admin sign-in with a second factor (docs/product/admin.md#sign-in). The password is checked under
 * the member sign-in's lock (the auth service counts the attempt); a wrong password, an unknown email
 * and an account that is not an admin answer the same 401. With the right password:
 * - no confirmed second factor: without a code, the enrolment offer (a TOTP secret, kept encrypted
 *   and offered again until confirmed); with a valid code, it is confirmed, ten recovery codes are
 *   made (only their hashes kept) and the admin is signed in;
 * - a confirmed one: without a code, 'code_required'; a code of a step not used before, or an unused
 *   recovery code, signs in. A wrong code stays counted by the lock.
 * Signing in makes a session marked as having passed the second factor, never remembered.
 */
export function createAdminAuthService(deps: {
  db: Db;
  cipher: FieldCipher;
  audit: AuditLog;
  accounts: Pick<AuthService, 'checkPasswordLocked' | 'startSecondFactorSession'>;
}) {
  const { db, cipher, audit, accounts } = deps;

  const record = (action: AuditAction, userId: string | null, request: LoginRequest, actor = userId) =>
    audit.read({
      actorUserId: actor,
      subjectUserId: userId,
      action,
      resource: 'admin_login',
      resourceId: userId,
      requestId: request.requestId,
      ipAddress: request.ip,
    });

  const decryptSecret = (userId: string, secretEnc: string) =>
    cipher.decrypt(secretEnc, secretColumn.at(userId));
  const encryptSecret = (userId: string, secret: string) => cipher.encrypt(secret, secretColumn.at(userId));

  const signIn = async (
    input: LoginInput,
    userId: string,
    request: LoginRequest,
    recoveryCodes?: string[],
  ): Promise<{ result: TAdminLoginResponse; setCookies: string[] }> => {
    const { setCookies } = await accounts.startSecondFactorSession(input.username, input.password, request);
    await record('admin_signin', userId, request);
    return {
      result: { status: 'signed_in', userId, role: 'admin', ...(recoveryCodes ? { recoveryCodes } : {}) },
      setCookies,
    };
  };

  return {
    async login(
      input: LoginInput,
      request: LoginRequest,
    ): Promise<{ result: TAdminLoginResponse; setCookies: string[] }> {
      const attempt = await accounts.checkPasswordLocked(input.username, input.password, request.ip);
      const { account } = attempt;
      if (!account || !attempt.isPasswordRight || account.role !== 'admin') {
        await attempt.settle('failed');
        // Whose account was tried, when there is one; nobody is signed in.
        await record('admin_signin_failed', account?.userId ?? null, request, null);
        throw new AppError('INVALID_CREDENTIALS', ADMIN_AUTH_MESSAGES.invalidCredentials);
      }
      const { userId } = account;
      const wrongCode = async () => {
        await attempt.settle('failed');
        await record('second_factor_failed', userId, request);
        return new AppError('INVALID_CREDENTIALS', ADMIN_AUTH_MESSAGES.invalidCode);
      };

      try {
        const factor = await repo.twoFactor(db, userId);
        if (!factor?.confirmedAt) {
          if (!input.code && !input.recoveryCode) {
            const offered =
              factor ?? (await repo.offerSecret(db, userId, encryptSecret(userId, newTotpSecret())));
            if (!offered) throw new Error('The second factor offer was not stored');
            const secret = decryptSecret(userId, offered.secretEnc);
            const uri = otpauthUri(input.username, secret);
            await attempt.settle('not_counted');
            return {
              result: { status: 'enroll', otpauthUri: uri, qrCodeSvg: await qrCodeSvg(uri), secret },
              setCookies: [],
            };
          }
          const step =
            factor && input.code
              ? await acceptedStep(decryptSecret(userId, factor.secretEnc), input.code, factor.lastStep)
              : null;
          if (step === null) throw await wrongCode();
          const codes = Array.from({ length: ADMIN_AUTH_LIMITS.recoveryCodes }, newRecoveryCode);
          const isConfirmed = await db.transaction(async (tx) => {
            if (!(await repo.takeStep(tx, userId, step, true))) return false;
            await repo.replaceRecoveryCodes(tx, userId, codes.map(recoveryCodeHash));
            return true;
          });
          if (!isConfirmed) throw await wrongCode();
          await record('second_factor_enrolled', userId, request);
          const signedIn = await signIn(input, userId, request, codes);
          await attempt.settle('signed_in');
          return signedIn;
        }

        if (input.code) {
          const step = await acceptedStep(
            decryptSecret(userId, factor.secretEnc),
            input.code,
            factor.lastStep,
          );
          if (step === null || !(await repo.takeStep(db, userId, step, false))) throw await wrongCode();
        } else if (input.recoveryCode) {
          if (!(await repo.takeRecoveryCode(db, userId, recoveryCodeHash(input.recoveryCode)))) {
            throw await wrongCode();
          }
          await record('recovery_code_used', userId, request);
        } else {
          await attempt.settle('not_counted');
          return { result: { status: 'code_required' }, setCookies: [] };
        }
        const signedIn = await signIn(input, userId, request);
        await attempt.settle('signed_in');
        return signedIn;
      } catch (error) {
        // Anything but a refused code (counted above) is not the person's failure.
        if (!(error instanceof AppError)) await attempt.settle('not_counted');
        throw error;
      }
    },

    /**
     * For `npm run admin:create`: a new unconfirmed secret (replacing any earlier one when `reset` or
     * when none is confirmed) and its `otpauth://` URI; null when a confirmed one exists and `reset`
     * is not asked for. The first sign-in at /admin-login with a code of it confirms it.
     */
    async offerEnrolment(
      userId: string,
      email: string,
      options: { reset: boolean },
    ): Promise<{ otpauthUri: string } | null> {
      const factor = await repo.twoFactor(db, userId);
      if (factor?.confirmedAt && !options.reset) return null;
      const secret = newTotpSecret();
      await db.transaction(async (tx) => {
        await repo.replaceSecret(tx, userId, encryptSecret(userId, secret), false);
        await repo.replaceRecoveryCodes(tx, userId, []);
      });
      return { otpauthUri: otpauthUri(email, secret) };
    },

    /**
     * For ADMIN_TOTP_SECRET at start: that secret becomes the admin's confirmed second factor. An
     * unchanged secret changes nothing; a new one replaces the old and its recovery codes.
     */
    async enrolConfirmed(userId: string, secret: string): Promise<{ changed: boolean }> {
      const factor = await repo.twoFactor(db, userId);
      if (factor?.confirmedAt) {
        let current: string | null = null;
        try {
          current = decryptSecret(userId, factor.secretEnc);
        } catch {
          current = null;
        }
        if (current === secret) return { changed: false };
      }
      await db.transaction(async (tx) => {
        await repo.replaceSecret(tx, userId, encryptSecret(userId, secret), true);
        await repo.replaceRecoveryCodes(tx, userId, []);
      });
      return { changed: true };
    },

    /** The data export: whether an admin's second factor is set up, never its secret or codes. */
    async exportForUser(userId: string) {
      const row = await repo.summary(db, userId);
      return {
        adminSecondFactor: row
          ? {
              createdAt: row.createdAt.toISOString(),
              confirmedAt: row.confirmedAt?.toISOString() ?? null,
              unusedRecoveryCodes: row.unusedRecoveryCodes,
            }
          : null,
      };
    },

    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.erase(tx, userId);
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
