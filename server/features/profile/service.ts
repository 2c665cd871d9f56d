import sharp from 'sharp';
import type { z } from 'zod';
import { summarizeUserAgent } from '../../../common/profile';
import {
  CONFIRM_EMAIL_MESSAGES,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  PROFILE_TOASTS,
  type TAvatarId,
  type TPrivacySettings,
  type TProfile,
  type TSessionSummary,
  type ZChangePasswordRequest,
  type ZUpdatePrivacyRequest,
  type ZUpdateProfileRequest,
} from '../../../contract/profile';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { BackgroundTasks } from '../../lib/background';
import { type FieldCipher, fieldColumn } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { SessionStore } from '../../lib/session-store';
import type { Actor } from '../../plugins/auth';
import type { AccountDetails, AuthService } from '../auth/service';
import { assertCanViewAvatar } from './policy';
import { type ProfileOwnRow, profileRepository } from './repository';

type UpdateInput = z.output<typeof ZUpdateProfileRequest>;
type PrivacyInput = z.output<typeof ZUpdatePrivacyRequest>;
type ChangePasswordInput = z.output<typeof ZChangePasswordRequest>;
type MedicalLists = Pick<TProfile, 'medicalConditions' | 'medications' | 'allergies'>;
type ProfileRow = AccountDetails & ProfileOwnRow;
/** The account (users, sessions, password) belongs to the auth area; the profile edits it through it. */
export type ProfileAccounts = Pick<
  AuthService,
  | 'accountDetails'
  | 'emailTakenByOther'
  | 'updateAccountDetails'
  | 'liveSessions'
  | 'revokeOtherSessions'
  | 'changePassword'
  | 'assertIdentityConfirmed'
  | 'startEmailChange'
  | 'pendingEmailChange'
  | 'confirmEmailChange'
>;

const EMPTY_LISTS: MedicalLists = { medicalConditions: [], medications: [], allergies: [] };
/** Formats whose bytes sharp decodes; AVIF reports as HEIF with AV1 compression. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuse decompression bombs before decoding: 50 megapixels is more than any phone camera. */
const MAX_INPUT_PIXELS = 50_000_000;

/** `maya@example.com` → `m***@example.com`: enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
}

export const avatarUrl = (userId: string, updatedAt: Date) =>
  `/api/user/avatar/${encodeURIComponent(userId)}?v=${updatedAt.getTime()}`;

const isUniqueViolation = (error: unknown) =>
  Boolean(error && typeof error === 'object' && (error as { code?: string }).code === '23505');

/** Re-encodes an image to a 256×256 cover-cropped WebP (no EXIF/GPS), or null when it is not one. */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    const isAvif = meta.format === 'heif' && meta.compression === 'av1';
    if (!meta.format || !(ACCEPTED_FORMATS.has(meta.format) || isAvif)) return null;
    return await image
      .rotate()
      .resize(PROFILE_LIMITS.avatarSize, PROFILE_LIMITS.avatarSize, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** The medical lists' column: each value is bound to its row, the user's. */
const LISTS = fieldColumn('user_medical_lists', 'lists_enc');

export function createProfileService(deps: {
  db: Db;
  cipher: FieldCipher;
  audit: AuditLog;
  accounts: ProfileAccounts;
  /** Sessions not remembered end after this many idle minutes (server/lib/session-store.ts). */
  sessionIdleMinutes: number;
  /** Told after sessions are deleted or the name or email they carry changes. */
  sessions: Pick<SessionStore, 'forgetUser'>;
  /** The email change's mails are sent after the answer. */
  mailer: Mailer;
  background: BackgroundTasks;
  appUrl: string;
}) {
  const { db, cipher, audit, accounts, sessionIdleMinutes, sessions, mailer, background, appUrl } = deps;

  /**
   * Mails the link to the new address and a notice to the old one, after the answer
   * (docs/product/accounts.md#changing-the-email).
   */
  const sendEmailChangeMails = (oldEmail: string, newEmail: string, token: string) => {
    const link = `${appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    background.run('email-change', () =>
      Promise.all([
        mailer.send({
          to: newEmail,
          subject: 'Confirm your new Infinite Wellness email address',
          text: `You asked to use this address for your Infinite Wellness account.\n\nOpen this link within 1 hour to confirm it:\n${link}\n\nUntil then your account keeps its current address. If you did not ask for this, you can ignore this email; nothing changes.`,
        }),
        mailer.send({
          to: oldEmail,
          subject: 'Your Infinite Wellness email address is being changed',
          text: `Someone signed in to your Infinite Wellness account asked to change its email address to ${maskEmail(newEmail)}.\n\nThe change happens only when the link sent to that address is opened within 1 hour.\n\nIf this was not you, reset your password now: ${appUrl}/forgot-password\nResetting it signs out every session and cancels nothing else you have done.`,
        }),
      ]),
    );
  };

  // The lists are bound to their row, the user's (docs/data-protection.md#health-data-at-rest).
  const decryptLists = (listsEnc: string | null, userId: string): MedicalLists =>
    listsEnc
      ? {
          ...EMPTY_LISTS,
          ...(JSON.parse(cipher.decrypt(listsEnc, LISTS.at(userId))) as Partial<MedicalLists>),
        }
      : EMPTY_LISTS;

  const privacyOf = (row: ProfileRow): TPrivacySettings => ({
    dataProcessingConsent: row.dataProcessingConsent ?? true,
    marketingConsent: row.marketingConsent,
    analyticsConsent: row.analyticsConsent ?? false,
    ccpaOptOut: row.ccpaOptOut ?? false,
    aiRemoteConsent: row.aiRemoteConsent ?? false,
  });

  const present = (row: ProfileRow, lists: MedicalLists, pendingEmail: string | null): TProfile => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    dateOfBirth: row.dateOfBirth,
    zipCode: row.zipCode,
    ...lists,
    profileImageUrl: row.avatarUpdatedAt ? avatarUrl(row.id, row.avatarUpdatedAt) : null,
    avatarId: (row.avatarId as TAvatarId | null) ?? null,
    emailVerified: row.emailVerified,
    pendingEmail,
    ...privacyOf(row),
  });

  const pendingEmailOf = async (userId: string) => (await accounts.pendingEmailChange(userId))?.email ?? null;

  const find = async (tx: DbOrTx, userId: string): Promise<ProfileRow | null> => {
    const [account, own] = await Promise.all([
      accounts.accountDetails(tx, userId),
      profileRepository.findOwn(tx, userId),
    ]);
    return account ? { ...account, ...own } : null;
  };

  const load = async (userId: string): Promise<ProfileRow> => {
    const row = await find(db, userId);
    if (!row) throw notFound('Profile not found.');
    return row;
  };

  const auditEntry = (actor: Actor, action: 'read' | 'update', resource: string) => ({
    actorUserId: actor.userId,
    subjectUserId: actor.userId,
    action,
    resource,
    resourceId: actor.userId,
    requestId: actor.requestId,
    ipAddress: actor.ip,
  });

  return {
    /**
     * For the health assistant (docs/product/assistant.md#consent-and-the-external-ai-service): may this user's conversation go to a remote AI
     * provider, and which of their identifiers must be scrubbed from it. No health data is read.
     */
    async assistantPrivacy(userId: string): Promise<{
      allowRemote: boolean;
      identifiers: {
        firstName: string;
        lastName: string;
        email: string;
        phoneNumber: string | null;
        dateOfBirth: string | null;
      };
    }> {
      const [row, settings] = await Promise.all([
        accounts.accountDetails(db, userId),
        profileRepository.findSettings(db, userId),
      ]);
      return {
        allowRemote: settings?.aiRemoteConsent ?? false,
        identifiers: {
          firstName: row?.firstName ?? '',
          lastName: row?.lastName ?? '',
          email: row?.email ?? '',
          phoneNumber: row?.phoneNumber ?? null,
          dateOfBirth: row?.dateOfBirth ?? null,
        },
      };
    },

    /**
     * For the health assistant's context (docs/assistant-knowledge.md#context-from-the-persons-records):
     * the medical conditions listed in the profile. The assistant audits its own read.
     */
    async chronicConditions(userId: string): Promise<string[]> {
      const row = await profileRepository.medicalLists(db, userId);
      return decryptLists(row?.listsEnc ?? null, userId).medicalConditions;
    },

    /**
     * For other areas' summaries (the insights doctor summary), which check access and audit their own
     * read: the medical conditions and medications listed in the profile.
     */
    async conditionsAndMedications(userId: string): Promise<{ conditions: string[]; medications: string[] }> {
      const row = await profileRepository.medicalLists(db, userId);
      const lists = decryptLists(row?.listsEnc ?? null, userId);
      return { conditions: lists.medicalConditions, medications: lists.medications };
    },

    /** For product analytics: has this user opted in to usage analytics (off by default)? */
    async analyticsConsent(userId: string): Promise<boolean> {
      return (await profileRepository.findSettings(db, userId))?.analyticsConsent ?? false;
    },

    async get(actor: Actor): Promise<TProfile> {
      const row = await load(actor.userId);
      if (row.listsEnc) await audit.read(auditEntry(actor, 'read', 'medical_lists'));
      return present(row, decryptLists(row.listsEnc, actor.userId), await pendingEmailOf(actor.userId));
    },

    /**
     * Saves the profile. A new email is not set here: with the current password (or a fresh
     * sign-in) a link goes to the new address and the switch waits for it
     * (docs/product/accounts.md#changing-the-email); the other fields save at once.
     */
    async update(actor: Actor, input: UpdateInput): Promise<TProfile> {
      const before = await load(actor.userId);
      const emailChanged = input.email !== before.email;
      if (emailChanged) {
        // Before anything is saved: a refused request changes nothing.
        await accounts.assertIdentityConfirmed(actor, input.currentPassword);
        if (await accounts.emailTakenByOther(db, input.email, actor.userId)) {
          throw new AppError('CONFLICT', PROFILE_MESSAGES.emailTaken, {
            fields: { email: PROFILE_MESSAGES.emailTaken },
          });
        }
      }
      await db.transaction(async (tx) => {
        const current = await find(tx, actor.userId);
        if (!current) throw notFound('Profile not found.');
        await accounts.updateAccountDetails(tx, actor.userId, {
          firstName: input.firstName,
          lastName: input.lastName,
          name: `${input.firstName} ${input.lastName}`,
          ...(input.phoneNumber !== undefined ? { phoneNumber: input.phoneNumber || null } : {}),
          ...(input.dateOfBirth !== undefined ? { dateOfBirth: input.dateOfBirth || null } : {}),
          ...(input.zipCode !== undefined ? { zipCode: input.zipCode || null } : {}),
        });
        const touchesLists =
          input.medicalConditions !== undefined ||
          input.medications !== undefined ||
          input.allergies !== undefined;
        if (touchesLists) {
          const lists = decryptLists(current.listsEnc, actor.userId);
          const next: MedicalLists = {
            medicalConditions: input.medicalConditions ?? lists.medicalConditions,
            medications: input.medications ?? lists.medications,
            allergies: input.allergies ?? lists.allergies,
          };
          await profileRepository.upsertMedicalLists(
            tx,
            actor.userId,
            cipher.encrypt(JSON.stringify(next), LISTS.at(actor.userId)),
          );
          await audit.write(tx, auditEntry(actor, 'update', 'medical_lists'));
        }
      });
      if (emailChanged) {
        const token = await accounts.startEmailChange(actor, input.email);
        sendEmailChangeMails(before.email, input.email, token);
      }
      // The session answers /auth/status with the name and email.
      sessions.forgetUser(actor.userId);
      const row = await load(actor.userId);
      return present(row, decryptLists(row.listsEnc, actor.userId), await pendingEmailOf(actor.userId));
    },

    /**
     * Follows the link of an email change (signed in or not): switches the address and signs out
     * the account's other sessions; a used, unknown or expired link changes nothing.
     */
    async confirmEmailChange(
      token: string,
      request: { sessionId: string | null; requestId: string; ip: string },
    ): Promise<{ email: string }> {
      let result: Awaited<ReturnType<ProfileAccounts['confirmEmailChange']>>;
      try {
        result = await accounts.confirmEmailChange(token, request.sessionId, (tx, userId) =>
          audit.write(tx, {
            actorUserId: userId,
            subjectUserId: userId,
            action: 'update',
            resource: 'account_email',
            resourceId: userId,
            requestId: request.requestId,
            ipAddress: request.ip,
          }),
        );
      } catch (error) {
        // Another account took the address between the check and the switch.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', CONFIRM_EMAIL_MESSAGES.taken);
        throw error;
      }
      if (result.ok) return { email: result.newEmail };
      if (result.reason === 'taken') throw new AppError('CONFLICT', CONFIRM_EMAIL_MESSAGES.taken);
      throw new AppError(
        'BAD_REQUEST',
        result.reason === 'expired' ? CONFIRM_EMAIL_MESSAGES.expired : CONFIRM_EMAIL_MESSAGES.invalid,
        {
          fields: {
            token:
              result.reason === 'expired' ? CONFIRM_EMAIL_MESSAGES.expired : CONFIRM_EMAIL_MESSAGES.invalid,
          },
        },
      );
    },

    async updatePrivacy(actor: Actor, input: PrivacyInput): Promise<TPrivacySettings> {
      await db.transaction(async (tx) => {
        const { marketingConsent, ...settings } = input;
        if (marketingConsent !== undefined) {
          await accounts.updateAccountDetails(tx, actor.userId, { marketingConsent });
        }
        await profileRepository.upsertSettings(tx, actor.userId, settings);
        await audit.write(tx, auditEntry(actor, 'update', 'privacy_settings'));
      });
      return privacyOf(await load(actor.userId));
    },

    /** Stores an uploaded picture (already size-checked); 400 when its bytes are not an image. */
    async uploadAvatar(actor: Actor, bytes: Buffer): Promise<TProfile> {
      const webp = await reencodeAvatar(bytes);
      if (!webp) {
        throw new AppError('BAD_REQUEST', PROFILE_TOASTS.avatarNotImage.title, {
          fields: { avatar: PROFILE_TOASTS.avatarNotImage.description },
        });
      }
      await db.transaction(async (tx) => {
        await profileRepository.saveAvatar(tx, actor.userId, webp, 'image/webp');
        await profileRepository.upsertSettings(tx, actor.userId, { avatarId: null });
      });
      return this.get(actor);
    },

    async chooseEmojiAvatar(actor: Actor, avatarId: TAvatarId): Promise<TProfile> {
      await db.transaction(async (tx) => {
        await profileRepository.deleteAvatar(tx, actor.userId);
        await profileRepository.upsertSettings(tx, actor.userId, { avatarId });
      });
      return this.get(actor);
    },

    async avatarImage(actor: Actor, userId: string) {
      assertCanViewAvatar(actor, userId);
      const row = await profileRepository.findAvatar(db, userId);
      if (!row) throw notFound('No profile picture.');
      return row;
    },

    async listSessions(actor: Actor): Promise<TSessionSummary[]> {
      const rows = await accounts.liveSessions(actor.userId, sessionIdleMinutes);
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastActiveAt: row.lastActiveAt.toISOString(),
        device: summarizeUserAgent(row.userAgent),
        ipAddress: row.ipAddress,
        isCurrent: row.id === actor.sessionId,
        rememberMe: row.rememberMe,
      }));
    },

    async revokeOtherSessions(actor: Actor): Promise<{ revoked: number }> {
      const revoked = await accounts.revokeOtherSessions(actor.userId, actor.sessionId);
      sessions.forgetUser(actor.userId);
      return { revoked };
    },

    async changePassword(actor: Actor, input: ChangePasswordInput): Promise<{ revoked: number }> {
      const changed = await accounts.changePassword(actor.userId, {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        keepSessionId: actor.sessionId,
      });
      if (!changed) {
        throw new AppError('BAD_REQUEST', PROFILE_MESSAGES.currentPasswordWrong, {
          fields: { currentPassword: PROFILE_MESSAGES.currentPasswordWrong },
        });
      }
      sessions.forgetUser(actor.userId);
      return changed;
    },

    /**
     * The data export's profile sections (docs/product/data-rights.md): the privacy choices as
     * stored (null before the first change), the medical lists decrypted, and the avatar described.
     */
    async exportForUser(userId: string) {
      const [settings, lists, upload] = await Promise.all([
        profileRepository.settings(db, userId),
        profileRepository.medicalLists(db, userId),
        profileRepository.avatarMeta(db, userId),
      ]);
      const parsed = lists
        ? (JSON.parse(cipher.decrypt(lists.listsEnc, LISTS.at(userId))) as Partial<MedicalLists>)
        : null;
      return {
        consents: {
          dataProcessingConsent: settings?.dataProcessingConsent ?? null,
          analyticsConsent: settings?.analyticsConsent ?? null,
          ccpaOptOut: settings?.ccpaOptOut ?? null,
          aiRemoteConsent: settings?.aiRemoteConsent ?? null,
        },
        healthProfile:
          lists && parsed
            ? {
                medicalConditions: parsed.medicalConditions ?? [],
                medications: parsed.medications ?? [],
                allergies: parsed.allergies ?? [],
                updatedAt: lists.updatedAt.toISOString(),
              }
            : null,
        avatar: {
          emojiAvatarId: settings?.avatarId ?? null,
          upload: upload
            ? {
                contentType: upload.contentType,
                bytes: upload.bytes,
                updatedAt: upload.updatedAt.toISOString(),
              }
            : null,
        },
      };
    },

    /** The account erasure (inside its transaction): medical lists, avatar and settings. */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await profileRepository.deleteUserData(tx, userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
