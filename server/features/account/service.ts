import { exportDownloadPath, exportFhirDownloadPath } from '../../../common/account';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  type TDataExport,
  type TDataExportQueued,
} from '../../../contract/account';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { type FieldCipher, fieldColumn } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import type { Actor } from '../../plugins/auth';
import {
  type Archive,
  type ArchiveInput,
  archiveFileName,
  assembleArchiveInput,
  buildArchive,
} from './archive';
import { buildFhirBundle, fhirBundleFileName } from './fhir';
import { EXPORT_RETENTION_MS, exportState } from './policy';
import { type DataExportRow, accountRepository as repo } from './repository';
import { erasureOrder, type UserDataArea } from './user-data';

export type AccountServiceDeps = {
  db: Db;
  cipher: FieldCipher;
  audit: AuditLog;
  mailer: Mailer;
  /** The auth service's lookup: the account's email, or null when there is no such account. */
  people: { emailOf(tx: DbOrTx, userId: string): Promise<string | null> };
  /**
   * The auth service's check before a sensitive action: the current password, or a recent sign-in
   * (docs/product/accounts.md#confirming-it-is-you); throws a 403 otherwise.
   */
  identity: {
    assertIdentityConfirmed(
      who: { userId: string; sessionId: string },
      currentPassword: string | undefined,
    ): Promise<void>;
  };
  /**
   * Every area's part of a person's data, in registry order (server/features/account/user-data.ts).
   * A function because this area's own part is in the list, which is assembled after this service.
   */
  userData: () => readonly UserDataArea[];
  appUrl: string;
  /** Called after an export is queued (the job runner's kick). */
  onQueued?: () => void;
  log: Logger;
  now?: () => Date;
};

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
/** The archive is bound to its export's row (docs/data-protection.md#health-data-at-rest). */
const ARCHIVE = fieldColumn('data_exports', 'archive_enc');

export function createAccountService(deps: AccountServiceDeps) {
  const { db, cipher, audit } = deps;
  const now = deps.now ?? (() => new Date());

  const present = (row: DataExportRow): TDataExport => {
    const state = exportState(row, now());
    return {
      id: row.id,
      status: row.status,
      createdAt: iso(row.createdAt),
      readyAt: isoOrNull(row.readyAt),
      expiresAt: isoOrNull(row.expiresAt),
      expired: state === 'expired',
      sizeBytes: row.sizeBytes,
      downloadUrl: state === 'downloadable' ? exportDownloadPath(row.id) : null,
      fhirDownloadUrl: state === 'downloadable' ? exportFhirDownloadPath(row.id) : null,
    };
  };

  const archiveOf = (input: ArchiveInput): Archive => buildArchive(input, buildFhirBundle(input));

  /**
   * The stored archive of one of the caller's exports, decrypted, for either download: the owner
   * only (others 404), while not expired (410); the download is audited.
   */
  async function openArchive(actor: Actor, id: string): Promise<{ readyAt: Date; json: string }> {
    const row = await repo.findExport(db, actor.userId, id);
    if (!row) throw notFound();
    const state = exportState(row, now());
    if (state === 'expired') throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.exportExpired, { status: 410 });
    if (state !== 'downloadable' || !row.archiveEnc || !row.readyAt)
      throw new AppError('CONFLICT', ACCOUNT_MESSAGES.exportNotReady);
    const json = cipher.decrypt(row.archiveEnc, ARCHIVE.at(row.id));
    await db.transaction((tx) =>
      audit.write(tx, {
        actorUserId: actor.userId,
        subjectUserId: actor.userId,
        action: 'export',
        resource: 'data_export',
        resourceId: row.id,
        requestId: actor.requestId,
        ipAddress: actor.ip,
      }),
    );
    return { readyAt: row.readyAt, json };
  }

  /**
   * Every area's section(s) of the archive, decrypted (the job; no actor: the request was audited).
   * Null when the account no longer exists.
   */
  async function gather(userId: string): Promise<ArchiveInput | null> {
    if ((await deps.people.emailOf(db, userId)) === null) return null;
    const parts = await Promise.all(deps.userData().map((entry) => entry.exportForUser(userId)));
    return assembleArchiveInput(iso(now()), parts);
  }

  return {
    /**
     * POST /api/user/data-export: queues the job; at most 3 a day per user, and only with the
     * current password or a recent sign-in.
     */
    async requestExport(actor: Actor, currentPassword?: string): Promise<TDataExportQueued> {
      await deps.identity.assertIdentityConfirmed(actor, currentPassword);
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertExport(tx, actor.userId);
        await audit.write(tx, {
          actorUserId: actor.userId,
          subjectUserId: actor.userId,
          action: 'create',
          resource: 'data_export',
          resourceId: inserted.id,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        });
        return inserted;
      });
      deps.onQueued?.();
      return { exportId: row.id, status: 'queued' };
    },

    /** GET /api/user/data-exports: the caller's exports, newest first. */
    async listExports(actor: Actor): Promise<TDataExport[]> {
      const rows = await repo.listExports(db, actor.userId, ACCOUNT_LIMITS.exportListMax);
      return rows.map(present);
    },

    /** GET /api/user/data-exports/{id}/download: the archive, as stored. */
    async download(actor: Actor, id: string): Promise<{ fileName: string; body: string }> {
      const { readyAt, json } = await openArchive(actor, id);
      return { fileName: archiveFileName(readyAt), body: json };
    },

    /** GET /api/user/data-exports/{id}/fhir: the archive's FHIR Bundle on its own. */
    async downloadFhir(actor: Actor, id: string): Promise<{ fileName: string; body: string }> {
      const { readyAt, json } = await openArchive(actor, id);
      const { fhir } = JSON.parse(json) as Partial<Archive>;
      if (fhir?.resourceType !== 'Bundle') throw notFound();
      return { fileName: fhirBundleFileName(readyAt), body: JSON.stringify(fhir, null, 2) };
    },

    /** Builds the archive of a user (exposed for tests and the job). */
    async buildArchiveFor(userId: string): Promise<Archive | null> {
      const input = await gather(userId);
      return input ? archiveOf(input) : null;
    },

    /**
     * The job's step: claims one queued export, builds, encrypts and stores its archive, then emails
     * the link. Returns false when the queue is empty.
     */
    async processNext(): Promise<boolean> {
      let mail: { to: string; id: string; expiresAt: Date } | null = null;
      const found = await db.transaction(async (tx) => {
        const job = await repo.claimQueued(tx);
        if (!job) return false;
        try {
          const input = await gather(job.userId);
          if (!input) {
            await repo.markFailed(tx, job.id);
            return true;
          }
          const json = JSON.stringify(archiveOf(input), null, 2);
          const readyAt = now();
          const expiresAt = new Date(readyAt.getTime() + EXPORT_RETENTION_MS);
          await repo.markReady(
            tx,
            job.id,
            cipher.encrypt(json, ARCHIVE.at(job.id)),
            Buffer.byteLength(json),
            readyAt,
            expiresAt,
          );
          await audit.write(tx, {
            actorUserId: null,
            subjectUserId: job.userId,
            action: 'export',
            resource: 'data_export',
            resourceId: job.id,
            requestId: null,
            ipAddress: null,
          });
          mail = { to: input.account.email, id: job.id, expiresAt };
        } catch (error) {
          deps.log.error({ err: error, exportId: job.id }, 'Data export failed');
          await repo.markFailed(tx, job.id);
        }
        return true;
      });
      if (mail) {
        const { to, id, expiresAt } = mail as { to: string; id: string; expiresAt: Date };
        const link = `${deps.appUrl}${exportDownloadPath(id)}`;
        await deps.mailer
          .send({
            to,
            subject: 'Your Infinite Wellness data export is ready',
            text: `Your data export is ready.\n\nOpen this link to download it; you will be asked to sign in first if you are not (it works until ${expiresAt.toUTCString()}):\n${link}\n\nYou can also download it from Profile → Data Management.\n\nIf you did not ask for this export, please change your password.`,
          })
          .catch((err) => deps.log.error({ err, exportId: id }, 'Could not send the data export email'));
      }
      return found;
    },

    async eraseExpired(): Promise<void> {
      await repo.eraseExpiredArchives(db, now());
    },

    /**
     * POST /api/user/delete: in one transaction, every area erases (deletes or anonymises) its rows of
     * the user, the registry walked backwards so the `users` row and the sessions go last; then the
     * audit row. Posts and comments stay as 'Deleted user' (docs/product/data-rights.md). Only with
     * the current password or a recent sign-in.
     */
    async deleteAccount(actor: Actor, currentPassword?: string): Promise<void> {
      await deps.identity.assertIdentityConfirmed(actor, currentPassword);
      await db.transaction(async (tx) => {
        if ((await deps.people.emailOf(tx, actor.userId)) === null) throw notFound();
        for (const entry of erasureOrder(deps.userData())) await entry.eraseForUser(tx, actor.userId);
        await audit.write(tx, {
          actorUserId: actor.userId,
          subjectUserId: actor.userId,
          action: 'delete',
          resource: 'account',
          resourceId: actor.userId,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        });
      });
    },

    /** The data export's list of the user's own export requests (the archives are not repeated). */
    async exportForUser(userId: string) {
      const rows = await repo.listAllForUser(db, userId);
      return {
        dataExports: rows.map((row) => ({
          id: row.id,
          status: row.status,
          createdAt: iso(row.createdAt),
          readyAt: isoOrNull(row.readyAt),
          expiresAt: isoOrNull(row.expiresAt),
        })),
      };
    },

    /** The account erasure (inside its transaction): the export requests and their archives. */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.deleteForUser(tx, userId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
