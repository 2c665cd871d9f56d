import { randomUUID } from 'node:crypto';
import { isFeedbackPromptDue } from '../../../common/feedback';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_PROMPT,
  type TFeedbackPromptVisit,
  type TFeedbackRecord,
  type TFeedbackRequestParsed,
  type TPageFeedback,
  type TWidgetFeedback,
  type TWidgetFeedbackRequestParsed,
  WIDGET_CATEGORIES,
  WIDGET_PRIORITIES,
  WIDGET_TYPES,
} from '../../../contract/feedback';
import type { TAdminFeedbackItem, TFeedbackStatus } from '../../../contract/moderation';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { type FieldCipher, type FieldPlace, presentReadable } from '../../lib/crypto';
import type { Actor } from '../../plugins/auth';
import type { AuthService } from '../auth/service';
import { assertCanReadAllFeedback } from './policy';
import { type FeedbackRow, feedbackRepository } from './repository';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** Each encrypted value is bound to its column and row (docs/data-protection.md#health-data-at-rest). */
const place = (rowId: string, column: string): FieldPlace => ({ table: 'feedback', column, rowId });

export function createFeedbackService(deps: {
  db: Db;
  cipher: FieldCipher;
  audit: AuditLog;
  accounts: Pick<AuthService, 'signedUpAt'>;
  now?: () => Date;
}) {
  const { db, cipher, audit, accounts } = deps;
  const now = deps.now ?? (() => new Date());

  /** The free-text answers of a feedback row, each decrypted in its own place. */
  const textsOf = (row: FeedbackRow) => {
    const text = (stored: string | null, column: string) =>
      cipher.decryptNullable(stored, place(row.id, column));
    return {
      subject: text(row.subjectEnc, 'subject_enc'),
      message: text(row.messageEnc, 'message_enc'),
      mostLikedFeature: text(row.mostLikedFeatureEnc, 'most_liked_feature_enc'),
      leastLikedFeature: text(row.leastLikedFeatureEnc, 'least_liked_feature_enc'),
      suggestedImprovements: text(row.suggestedImprovementsEnc, 'suggested_improvements_enc'),
      additionalFeatures: text(row.additionalFeaturesEnc, 'additional_features_enc'),
      email: text(row.emailEnc, 'email_enc'),
    };
  };

  const presentPage = (row: FeedbackRow): TPageFeedback => {
    const texts = textsOf(row);
    return {
      id: row.id,
      source: 'page',
      userId: row.userId,
      rating: row.rating,
      category: oneOf(FEEDBACK_CATEGORIES, row.category) ?? 'general',
      subject: texts.subject,
      feedback: texts.message,
      easeOfUse: row.easeOfUse,
      featureCompleteness: row.featureCompleteness,
      designQuality: row.designQuality,
      performance: row.performance,
      symptomsTracking: row.symptomsTracking,
      aiChat: row.aiChat,
      practitionerDirectory: row.practitionerDirectory,
      community: row.community,
      wouldRecommend: row.wouldRecommend,
      mostLikedFeature: texts.mostLikedFeature,
      leastLikedFeature: texts.leastLikedFeature,
      suggestedImprovements: texts.suggestedImprovements,
      additionalFeatures: texts.additionalFeatures,
      contactForFollowup: row.contactForFollowup ?? false,
      createdAt: row.createdAt.toISOString(),
    };
  };

  const presentWidget = (row: FeedbackRow): TWidgetFeedback => ({
    id: row.id,
    source: 'widget',
    userId: row.userId,
    type: oneOf(WIDGET_TYPES, row.type) ?? 'general',
    rating: row.rating,
    message: cipher.decryptNullable(row.messageEnc, place(row.id, 'message_enc')),
    email: cipher.decryptNullable(row.emailEnc, place(row.id, 'email_enc')),
    category: oneOf(WIDGET_CATEGORIES, row.category),
    priority: oneOf(WIDGET_PRIORITIES, row.priority) ?? 'medium',
    createdAt: row.createdAt.toISOString(),
  });

  const present = (row: FeedbackRow): TFeedbackRecord =>
    row.source === 'page' ? presentPage(row) : presentWidget(row);

  const presentWithStatus = (row: FeedbackRow): TAdminFeedbackItem => ({
    ...present(row),
    status: row.status,
    statusUpdatedAt: row.statusUpdatedAt?.toISOString() ?? null,
  });

  /** Inserts and audits in one transaction: the audit row commits or rolls back with the feedback. */
  const store = (actor: Actor, row: Parameters<typeof feedbackRepository.insert>[1]) =>
    db.transaction(async (tx) => {
      const inserted = await feedbackRepository.insert(tx, row);
      await audit.write(tx, {
        actorUserId: actor.userId,
        subjectUserId: actor.userId,
        action: 'create',
        resource: 'feedback',
        resourceId: inserted.id,
        requestId: actor.requestId,
        ipAddress: actor.ip,
      });
      return inserted;
    });

  return {
    /**
     * POST /api/feedback/prompt/visit, on each load of the signed-in app: counts the visit (loads
     * closer than 30 minutes are one visit) and says whether the prompt is due
     * (docs/product/feedback.md#when-the-prompt-opens). The client adds what only the screen knows.
     */
    async recordVisit(userId: string): Promise<TFeedbackPromptVisit> {
      const at = now();
      const [state, signedUpAt, feedbackGiven] = await Promise.all([
        feedbackRepository.countVisit(db, userId, at, FEEDBACK_PROMPT.visitGapMs),
        accounts.signedUpAt(userId),
        feedbackRepository.hasFeedbackFrom(db, userId),
      ]);
      const due =
        signedUpAt !== null &&
        isFeedbackPromptDue({
          visitCount: state.visitCount,
          lastPromptVisit: state.lastPromptVisit,
          feedbackGiven,
          signedUpAt,
          now: at,
        });
      return { visitCount: state.visitCount, due };
    },

    /** POST /api/feedback/prompt/closed: the prompt was closed, in any way, on the current visit. */
    async recordPromptClosed(userId: string): Promise<void> {
      await feedbackRepository.recordPromptClosed(db, userId);
    },

    /** POST /api/feedback: the feedback page's full form. */
    async createFromPage(actor: Actor, input: TFeedbackRequestParsed): Promise<TPageFeedback> {
      const id = randomUUID();
      const row = await store(actor, {
        id,
        userId: actor.userId,
        source: 'page',
        rating: input.rating,
        category: input.category,
        subjectEnc: cipher.encryptNullable(input.subject, place(id, 'subject_enc')),
        messageEnc: cipher.encrypt(input.feedback, place(id, 'message_enc')),
        easeOfUse: input.easeOfUse,
        featureCompleteness: input.featureCompleteness,
        designQuality: input.designQuality,
        performance: input.performance,
        symptomsTracking: input.symptomsTracking,
        aiChat: input.aiChat,
        practitionerDirectory: input.practitionerDirectory,
        community: input.community,
        wouldRecommend: input.wouldRecommend,
        mostLikedFeatureEnc: cipher.encryptNullable(
          input.mostLikedFeature,
          place(id, 'most_liked_feature_enc'),
        ),
        leastLikedFeatureEnc: cipher.encryptNullable(
          input.leastLikedFeature,
          place(id, 'least_liked_feature_enc'),
        ),
        suggestedImprovementsEnc: cipher.encryptNullable(
          input.suggestedImprovements,
          place(id, 'suggested_improvements_enc'),
        ),
        additionalFeaturesEnc: cipher.encryptNullable(
          input.additionalFeatures,
          place(id, 'additional_features_enc'),
        ),
        contactForFollowup: input.contactForFollowup,
      });
      return presentPage(row);
    },

    /** POST /api/feedback/submit: the floating widget (the message arrives trimmed by the contract). */
    async createFromWidget(actor: Actor, input: TWidgetFeedbackRequestParsed): Promise<TWidgetFeedback> {
      const id = randomUUID();
      const row = await store(actor, {
        id,
        userId: actor.userId,
        source: 'widget',
        rating: input.rating,
        category: input.category,
        messageEnc: cipher.encrypt(input.message, place(id, 'message_enc')),
        type: input.type,
        priority: input.priority,
        emailEnc: cipher.encryptNullable(input.email, place(id, 'email_enc')),
      });
      return presentWidget(row);
    },

    /** GET /api/feedback: admins only, newest first, decrypted; the read is audited. */
    async listForAdmin(
      actor: Actor,
      options: { source?: 'page' | 'widget'; limit: number },
    ): Promise<TFeedbackRecord[]> {
      assertCanReadAllFeedback(actor);
      const rows = await feedbackRepository.listNewest(db, options);
      await audit.read({
        actorUserId: actor.userId,
        subjectUserId: null,
        action: 'read',
        resource: 'feedback',
        resourceId: null,
        requestId: actor.requestId,
        ipAddress: actor.ip,
      });
      return presentReadable(rows, present);
    },

    /**
     * GET /api/admin/feedback (docs/product/admin.md#moderation): admins only, filtered and paged,
     * newest first, decrypted, with where admins are with each; the read is audited.
     */
    async listForModeration(
      actor: Actor,
      options: Parameters<typeof feedbackRepository.listFiltered>[1],
    ): Promise<{ items: TAdminFeedbackItem[]; total: number }> {
      assertCanReadAllFeedback(actor);
      const { rows, total } = await feedbackRepository.listFiltered(db, options);
      await audit.read({
        actorUserId: actor.userId,
        subjectUserId: null,
        action: 'read',
        resource: 'feedback',
        resourceId: null,
        requestId: actor.requestId,
        ipAddress: actor.ip,
      });
      return { items: presentReadable(rows, presentWithStatus), total };
    },

    /**
     * Moderation, inside the caller's transaction (which audits the decision): sets a feedback's
     * status; undefined when there is no such feedback.
     */
    async setStatus(
      tx: DbOrTx,
      id: string,
      status: TFeedbackStatus,
    ): Promise<{ item: TAdminFeedbackItem; userId: string | null } | undefined> {
      const row = await feedbackRepository.setStatus(tx, id, status);
      return row ? { item: presentWithStatus(row), userId: row.userId } : undefined;
    },

    /** Feedback no admin has looked at yet, for the admin menu's count. */
    countNew: () => feedbackRepository.countNew(db),

    /**
     * For account deletion, inside its transaction and before the user row is deleted: erases the
     * user's feedback text and contact details; the ratings stay, anonymised by the foreign key.
     */
    async eraseTextOfUser(tx: DbOrTx, userId: string): Promise<number> {
      return feedbackRepository.eraseTextOfUser(tx, userId);
    },

    /** The data export's feedback (docs/product/data-rights.md): everything the user sent, decrypted. */
    async exportForUser(userId: string) {
      const [rows, prompt] = await Promise.all([
        feedbackRepository.listAllForUser(db, userId),
        feedbackRepository.promptState(db, userId),
      ]);
      return {
        feedbackPrompt: prompt
          ? {
              visitCount: prompt.visitCount,
              lastVisitAt: prompt.lastVisitAt?.toISOString() ?? null,
              lastPromptVisit: prompt.lastPromptVisit,
            }
          : null,
        feedback: presentReadable(rows, (f) => {
          const texts = textsOf(f);
          return {
            id: f.id,
            source: f.source,
            rating: f.rating,
            category: f.category,
            subject: texts.subject,
            message: texts.message,
            easeOfUse: f.easeOfUse,
            featureCompleteness: f.featureCompleteness,
            designQuality: f.designQuality,
            performance: f.performance,
            symptomsTracking: f.symptomsTracking,
            aiChat: f.aiChat,
            practitionerDirectory: f.practitionerDirectory,
            community: f.community,
            wouldRecommend: f.wouldRecommend,
            mostLikedFeature: texts.mostLikedFeature,
            leastLikedFeature: texts.leastLikedFeature,
            suggestedImprovements: texts.suggestedImprovements,
            additionalFeatures: texts.additionalFeatures,
            contactForFollowup: f.contactForFollowup,
            type: f.type,
            priority: f.priority,
            email: texts.email,
            createdAt: f.createdAt.toISOString(),
          };
        }),
      };
    },

    /**
     * The account erasure (inside its transaction): the text and contact details are erased and the
     * ratings stay without an author, for the product's counts.
     */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await feedbackRepository.eraseTextOfUser(tx, userId);
      await feedbackRepository.detachUser(tx, userId);
      await feedbackRepository.deletePromptState(tx, userId);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
