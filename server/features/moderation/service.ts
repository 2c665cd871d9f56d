import type { z } from 'zod';
import {
  MODERATION_MESSAGES,
  type TAdminFeedbackItem,
  type TAdminFeedbackPage,
  type TFeedbackStatus,
  type TPostDecisionResult,
  type TQueueCounts,
  type TReportedPost,
  type TReportQueueStatus,
  type TRequestHandled,
  type ZAdminFeedbackQuery,
} from '../../../contract/moderation';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { ChallengeService } from '../challenges/service';
import type { CommunityService } from '../community/service';
import type { FeedbackService } from '../feedback/service';
import type { PracticeReviewService } from '../practice-review/service';
import type { PractitionerService } from '../practitioners/service';
import type { SuccessStoryService } from '../success-stories/service';

type FeedbackQuery = z.output<typeof ZAdminFeedbackQuery>;
export type PostDecision = 'hide' | 'restore' | 'dismiss';
export type RequestKind = 'practitioner' | 'challenge';

/**
 * The admins' moderation queues (docs/product/admin.md#moderation). Each queue's data stays with its
 * area; this service asks each area's service and writes one audit row (action `moderation`) per
 * decision, in the decision's transaction. Callers are admins: the routes guard the role.
 */
export function createModerationService(deps: {
  db: Db;
  audit: AuditLog;
  community: Pick<CommunityService, 'reportQueue' | 'moderate' | 'countOpenReports'>;
  feedback: Pick<FeedbackService, 'listForModeration' | 'setStatus' | 'countNew'>;
  practitioners: Pick<PractitionerService, 'setTypeRequestHandled' | 'countOpenTypeRequests'>;
  challenges: Pick<ChallengeService, 'setRequestHandled' | 'countOpenRequests'>;
  successStories: Pick<SuccessStoryService, 'countPending'>;
  practiceReview: Pick<PracticeReviewService, 'countPending'>;
}) {
  const { db, audit } = deps;

  const audited = (
    tx: DbOrTx,
    actor: Actor,
    resource: string,
    resourceId: string,
    subjectUserId: string | null,
  ) =>
    audit.write(tx, {
      actorUserId: actor.userId,
      subjectUserId,
      action: 'moderation',
      resource,
      resourceId,
      requestId: actor.requestId,
      ipAddress: actor.ip,
    });

  return {
    /** GET /api/admin/queue-counts: what waits in each queue, for the admin menu's badges. */
    async queueCounts(): Promise<TQueueCounts> {
      const [feedback, typeRequests, challengeRequests, stories, reports, applications] = await Promise.all([
        deps.feedback.countNew(),
        deps.practitioners.countOpenTypeRequests(),
        deps.challenges.countOpenRequests(),
        deps.successStories.countPending(),
        deps.community.countOpenReports(),
        deps.practiceReview.countPending(),
      ]);
      return { feedback, requests: typeRequests + challengeRequests, stories, reports, applications };
    },

    /** GET /api/admin/community/reports: community posts are public to members, so the read is not audited. */
    reportedPosts: (status: TReportQueueStatus): Promise<TReportedPost[]> =>
      deps.community.reportQueue(status),

    /** POST /api/admin/community/posts/{id}/hide | restore | dismiss. */
    async decideOnPost(actor: Actor, postId: string, decision: PostDecision): Promise<TPostDecisionResult> {
      return db.transaction(async (tx) => {
        const { authorId, hiddenAt } = await deps.community.moderate(tx, postId, decision, actor.userId);
        await audited(tx, actor, 'community_post', postId, authorId);
        return { id: postId, hiddenAt };
      });
    },

    /** GET /api/admin/feedback (the feedback area audits the read). */
    listFeedback: (actor: Actor, query: FeedbackQuery): Promise<TAdminFeedbackPage> =>
      deps.feedback.listForModeration(actor, query),

    /** PATCH /api/admin/feedback/{id}. */
    async setFeedbackStatus(actor: Actor, id: string, status: TFeedbackStatus): Promise<TAdminFeedbackItem> {
      return db.transaction(async (tx) => {
        const updated = await deps.feedback.setStatus(tx, id, status);
        if (!updated) throw notFound(MODERATION_MESSAGES.feedbackNotFound);
        await audited(tx, actor, 'feedback', id, updated.userId);
        return updated.item;
      });
    },

    /** POST (handled) or DELETE (open again) /api/admin/{practitioner,challenge}-requests/{id}/handled. */
    async setRequestHandled(
      actor: Actor,
      kind: RequestKind,
      id: string,
      handled: boolean,
    ): Promise<TRequestHandled> {
      return db.transaction(async (tx) => {
        const row =
          kind === 'practitioner'
            ? await deps.practitioners.setTypeRequestHandled(tx, id, handled)
            : await deps.challenges.setRequestHandled(tx, id, handled);
        if (!row) throw notFound(MODERATION_MESSAGES.requestNotFound);
        await audited(
          tx,
          actor,
          kind === 'practitioner' ? 'practitioner_type_request' : 'challenge_request',
          id,
          row.userId,
        );
        return { id: row.id, handledAt: row.handledAt?.toISOString() ?? null };
      });
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
