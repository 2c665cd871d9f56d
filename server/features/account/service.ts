import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  exportDownloadPath,
  type TDataExport,
  type TDataExportQueued,
} from '../../../contract/account';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { FieldCipher } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import type { Actor } from '../../plugins/auth';
import type { ChatService } from '../chat/service';
import type { FeedbackService } from '../feedback/service';
import type { SymptomService } from '../symptoms/service';
import { type Archive, type ArchiveInput, archiveFileName, buildArchive } from './archive';
import { EXPORT_RETENTION_MS, exportState } from './policy';
import { type DataExportRow, accountRepository as repo } from './repository';

export type AccountServiceDeps = {
  db: Db;
  cipher: FieldCipher;
  audit: AuditLog;
  mailer: Mailer;
  symptoms: SymptomService;
  feedback: FeedbackService;
  /** The stored assistant conversations, decrypted for the export. */
  chat: ChatService;
  /** The nutrition assistant's analyses, decrypted for the export. */
  nutrition: { exportForUser: (userId: string) => Promise<Record<string, unknown>[]> };
  appUrl: string;
  /** Called after an export is queued (the job runner's kick). */
  onQueued?: () => void;
  log: Logger;
  now?: () => Date;
};

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

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
    };
  };

  /** Gathers and decrypts everything the user owns (the job; no actor: the request was audited). */
  async function gather(userId: string): Promise<ArchiveInput | null> {
    const user = await repo.user(db, userId);
    if (!user) return null;
    const [
      settings,
      lists,
      onboarding,
      avatar,
      sessions,
      methods,
      checkIns,
      tried,
      posts,
      comments,
      likes,
      fb,
      requests,
      symptoms,
      chatMessages,
      premiumRows,
      nutritionAnalyses,
    ] = await Promise.all([
      repo.settings(db, userId),
      repo.medicalListsEnc(db, userId),
      repo.onboardingAnswersEnc(db, userId),
      repo.avatarMeta(db, userId),
      repo.sessions(db, userId),
      repo.signInMethods(db, userId),
      repo.checkIns(db, userId),
      repo.recommendationsTried(db, userId),
      repo.posts(db, userId),
      repo.comments(db, userId),
      repo.likes(db, userId),
      repo.feedback(db, userId),
      repo.practitionerTypeRequests(db, userId),
      deps.symptoms.exportForUser(userId),
      deps.chat.exportForUser(userId),
      repo.premiumData(db, userId),
      deps.nutrition.exportForUser(userId),
    ]);
    const sub = premiumRows.subscription;
    const parsedLists = lists
      ? (JSON.parse(cipher.decrypt(lists.listsEnc)) as Partial<
          Record<'medicalConditions' | 'medications' | 'allergies', string[]>
        >)
      : null;
    return {
      generatedAt: iso(now()),
      account: {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        firstName: user.firstName,
        lastName: user.lastName,
        name: user.name,
        zipCode: user.zipCode,
        phoneNumber: user.phoneNumber,
        dateOfBirth: user.dateOfBirth,
        role: user.role,
        createdAt: iso(user.createdAt),
        updatedAt: iso(user.updatedAt),
      },
      signInMethods: methods.map((m) => ({ providerId: m.providerId, createdAt: iso(m.createdAt) })),
      consents: {
        termsAcceptedAt: isoOrNull(user.termsAcceptedAt),
        privacyAcceptedAt: isoOrNull(user.privacyAcceptedAt),
        marketingConsent: user.marketingConsent,
        dataProcessingConsent: settings?.dataProcessingConsent ?? null,
        analyticsConsent: settings?.analyticsConsent ?? null,
        ccpaOptOut: settings?.ccpaOptOut ?? null,
        aiRemoteConsent: settings?.aiRemoteConsent ?? null,
      },
      sessions: sessions.map((s) => ({
        createdAt: iso(s.createdAt),
        lastActiveAt: iso(s.lastActiveAt),
        expiresAt: iso(s.expiresAt),
        rememberMe: s.rememberMe,
        ipAddress: s.ipAddress,
        userAgent: s.userAgent,
      })),
      healthProfile: parsedLists
        ? {
            medicalConditions: parsedLists.medicalConditions ?? [],
            medications: parsedLists.medications ?? [],
            allergies: parsedLists.allergies ?? [],
            updatedAt: iso(lists!.updatedAt),
          }
        : null,
      onboarding: onboarding
        ? {
            answers: JSON.parse(cipher.decrypt(onboarding.answersEnc)) as unknown,
            completedAt: iso(onboarding.completedAt),
            updatedAt: iso(onboarding.updatedAt),
          }
        : null,
      avatar: {
        emojiAvatarId: settings?.avatarId ?? null,
        upload: avatar
          ? { contentType: avatar.contentType, bytes: avatar.bytes, updatedAt: iso(avatar.updatedAt) }
          : null,
      },
      symptoms: symptoms.map((s) => ({
        id: s.id,
        symptomName: s.symptomName,
        severity: s.severity,
        description: s.description,
        triggers: s.triggers,
        timestamp: s.timestamp,
      })),
      checkIns: checkIns.map((c) => ({
        id: c.id,
        createdAt: iso(c.createdAt),
        mood: c.mood,
        energy: c.energy,
        stress: c.stress,
        fatigueLevel: c.fatigueLevel,
        mentalClarity: c.mentalClarity,
        digestion: c.digestion,
        sleepHours: Number(c.sleepHours),
        note: cipher.decryptNullable(c.noteEnc),
      })),
      recommendationsTried: tried.map((t) => ({ ...t, triedAt: iso(t.triedAt) })),
      communityPosts: posts.map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
      communityComments: comments.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
      likes: likes.map((l) => ({ ...l, createdAt: iso(l.createdAt) })),
      feedback: fb.map((f) => ({
        id: f.id,
        source: f.source,
        rating: f.rating,
        category: f.category,
        subject: cipher.decryptNullable(f.subjectEnc),
        message: cipher.decryptNullable(f.messageEnc),
        easeOfUse: f.easeOfUse,
        featureCompleteness: f.featureCompleteness,
        designQuality: f.designQuality,
        performance: f.performance,
        symptomsTracking: f.symptomsTracking,
        aiChat: f.aiChat,
        practitionerDirectory: f.practitionerDirectory,
        community: f.community,
        wouldRecommend: f.wouldRecommend,
        mostLikedFeature: cipher.decryptNullable(f.mostLikedFeatureEnc),
        leastLikedFeature: cipher.decryptNullable(f.leastLikedFeatureEnc),
        suggestedImprovements: cipher.decryptNullable(f.suggestedImprovementsEnc),
        additionalFeatures: cipher.decryptNullable(f.additionalFeaturesEnc),
        contactForFollowup: f.contactForFollowup,
        type: f.type,
        priority: f.priority,
        email: cipher.decryptNullable(f.emailEnc),
        createdAt: iso(f.createdAt),
      })),
      practitionerTypeRequests: requests.map((r) => ({
        id: r.id,
        specialty: r.specialty,
        note: cipher.decryptNullable(r.noteEnc),
        zipCode: r.zipCode,
        createdAt: iso(r.createdAt),
      })),
      chatMessages,
      premium: {
        subscription: sub
          ? {
              plan: sub.plan,
              trialUsed: sub.trialUsed,
              trialStartedAt: isoOrNull(sub.trialStartedAt),
              trialEndsAt: isoOrNull(sub.trialEndsAt),
              premiumSince: isoOrNull(sub.premiumSince),
              trialUsage: {
                nutritionAnalysis: sub.nutritionAnalysisUsed,
                waterTracking: sub.waterTrackingUsed,
                fastingTracking: sub.fastingTrackingUsed,
                aiInsights: sub.aiInsightsUsed,
              },
            }
          : null,
        waterGoalMl: premiumRows.goal?.goalMl ?? null,
        waterEntries: premiumRows.water.map((w) => ({
          id: w.id,
          kind: w.kind,
          amountMl: w.amountMl,
          enteredAmount: w.enteredAmount,
          unit: w.unit,
          createdAt: iso(w.createdAt),
        })),
        fasts: premiumRows.fasts.map((f) => ({
          id: f.id,
          protocol: f.protocol,
          targetHours: f.targetHours,
          startedAt: iso(f.startedAt),
          endedAt: isoOrNull(f.endedAt),
        })),
        fastingNoteAcknowledgedAt: isoOrNull(premiumRows.acknowledged?.acknowledgedAt ?? null),
        nutritionAnalyses,
      },
    };
  }

  return {
    /** POST /api/user/data-export: queues the job; at most 3 a day per user. */
    async requestExport(actor: Actor): Promise<TDataExportQueued> {
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

    /** GET /api/user/data-exports/{id}/download: the owner only (others 404), while not expired (410). */
    async download(actor: Actor, id: string): Promise<{ fileName: string; body: string }> {
      const row = await repo.findExport(db, actor.userId, id);
      if (!row) throw notFound();
      const state = exportState(row, now());
      if (state === 'expired')
        throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.exportExpired, { status: 410 });
      if (state !== 'downloadable' || !row.archiveEnc || !row.readyAt)
        throw new AppError('CONFLICT', ACCOUNT_MESSAGES.exportNotReady);
      const body = cipher.decrypt(row.archiveEnc);
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
      return { fileName: archiveFileName(row.readyAt), body };
    },

    /** Builds the archive of a user (exposed for tests and the job). */
    async buildArchiveFor(userId: string): Promise<Archive | null> {
      const input = await gather(userId);
      return input ? buildArchive(input) : null;
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
          const json = JSON.stringify(buildArchive(input), null, 2);
          const readyAt = now();
          const expiresAt = new Date(readyAt.getTime() + EXPORT_RETENTION_MS);
          await repo.markReady(tx, job.id, cipher.encrypt(json), Buffer.byteLength(json), readyAt, expiresAt);
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
            text: `Your data export is ready.\n\nSign in, then open this link to download it (it works until ${expiresAt.toUTCString()}):\n${link}\n\nYou can also download it from Profile → Data Management.\n\nIf you did not ask for this export, please change your password.`,
          })
          .catch((err) => deps.log.error({ err, exportId: id }, 'Could not send the data export email'));
      }
      return found;
    },

    async eraseExpired(): Promise<void> {
      await repo.eraseExpiredArchives(db, now());
    },

    /**
     * POST /api/user/delete: in one transaction, erases the feedback text, deletes every row of the
     * user's data and the user, and writes the audit row. Posts and comments stay as 'Deleted user'.
     */
    async deleteAccount(actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await repo.user(tx, actor.userId);
        if (!user) throw notFound();
        await deps.feedback.eraseTextOfUser(tx, actor.userId);
        await repo.deleteUserData(tx, actor.userId, user.email);
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
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
