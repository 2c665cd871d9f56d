import type { z } from 'zod';
import { formatAuthorName } from '../../../common/community';
import { authorInitials, readReportReason, storedReportReason } from '../../../common/moderation';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  COMMUNITY_TOPICS,
  type TComment,
  type TCommunityStats,
  type TCommunityTopic,
  type TCommunityTopicSummary,
  type TPost,
  type TPostThread,
  type ZCreateCommentRequest,
  type ZCreatePostRequest,
  type ZPatchPostRequest,
  type ZPostListQuery,
} from '../../../contract/community';
import {
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  type TReportedPost,
  type TReportPostResult,
  type TReportQueueStatus,
  type ZReportPostRequest,
} from '../../../contract/moderation';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { assertCanDeleteComment, assertCanDeletePost, assertCanReport } from './policy';
import { type CommentRow, type PostRow, communityRepository as repo } from './repository';

type CreatePostInput = z.output<typeof ZCreatePostRequest>;
type CreateCommentInput = z.output<typeof ZCreateCommentRequest>;
type PatchPostInput = z.output<typeof ZPatchPostRequest>;
type ListQuery = z.output<typeof ZPostListQuery>;
type ReportInput = z.output<typeof ZReportPostRequest>;

/**
 * The community (docs/product/community.md). Posts and replies are plain text shown
 * to every member, not health records, so they are neither encrypted nor audited; the author always
 * comes from the session.
 */
export function createCommunityService(deps: { db: Db }) {
  const { db } = deps;

  const presentPost = (actor: Actor, row: PostRow): TPost => ({
    id: row.id,
    userId: row.userId,
    authorName: formatAuthorName(row.userId === null ? null : row),
    topic: row.topic as TCommunityTopic,
    content: row.content,
    likes: row.likes,
    comments: row.comments,
    timestamp: row.timestamp,
    likedByMe: row.likedByMe,
    isMine: row.userId !== null && row.userId === actor.userId,
  });

  const presentComment = (actor: Actor, row: CommentRow): TComment => ({
    id: row.id,
    postId: row.postId,
    userId: row.userId,
    authorName: formatAuthorName(row.userId === null ? null : row),
    content: row.content,
    timestamp: row.timestamp,
    isMine: row.userId !== null && row.userId === actor.userId,
  });

  const loadPost = async (actor: Actor, id: string): Promise<TPost> => {
    const row = await repo.findPost(db, id, actor.userId);
    if (!row) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    return presentPost(actor, row);
  };

  /** Sets the caller's like on a post to `liked`, inside a transaction that holds the post row. */
  const setLike = async (actor: Actor, postId: string, decide: (currentCount: number) => boolean | null) => {
    await db.transaction(async (tx) => {
      if (!(await repo.postAuthor(tx, postId))) throw notFound(COMMUNITY_MESSAGES.postNotFound);
      const liked = decide(await repo.countLikes(tx, postId));
      if (liked === true) await repo.like(tx, postId, actor.userId);
      if (liked === false) await repo.unlike(tx, postId, actor.userId);
    });
    return loadPost(actor, postId);
  };

  /**
   * Every topic, in the topics' order, with its posts, members and whether the caller follows it
   * (docs/product/community.md#topics-and-members).
   */
  const topicSummaries = async (actor: Actor): Promise<TCommunityTopicSummary[]> => {
    const counted = new Map((await repo.topicActivity(db, actor.userId)).map((row) => [row.topic, row]));
    return COMMUNITY_TOPICS.map((topic) => {
      const row = counted.get(topic);
      return {
        topic,
        posts: row?.posts ?? 0,
        members: row?.members ?? 0,
        followedByMe: row?.followedByMe ?? false,
      };
    });
  };

  return {
    async list(actor: Actor, query: ListQuery, topic?: TCommunityTopic): Promise<TPost[]> {
      const rows = await repo.listPosts(db, {
        viewerId: actor.userId,
        topic,
        before: query.before,
        limit: query.limit,
      });
      if (rows === null) throw new AppError('BAD_REQUEST', COMMUNITY_MESSAGES.staleCursor);
      return rows.map((row) => presentPost(actor, row));
    },

    async create(actor: Actor, input: CreatePostInput): Promise<TPost> {
      const id = await repo.insertPost(db, {
        userId: actor.userId,
        topic: input.topic,
        content: input.content,
      });
      return loadPost(actor, id);
    },

    like: (actor: Actor, postId: string) => setLike(actor, postId, () => true),
    unlike: (actor: Actor, postId: string) => setLike(actor, postId, () => false),

    /** PATCH { likes }: above the current count is a like by the caller, below an unlike. */
    patch: (actor: Actor, postId: string, input: PatchPostInput) =>
      setLike(actor, postId, (current) =>
        input.likes > current ? true : input.likes < current ? false : null,
      ),

    async thread(actor: Actor, postId: string): Promise<TPostThread> {
      const post = await loadPost(actor, postId);
      const rows = await repo.listComments(db, postId, COMMUNITY_LIMITS.commentsMax);
      return { post, comments: rows.map((row) => presentComment(actor, row)) };
    },

    async comment(actor: Actor, postId: string, input: CreateCommentInput): Promise<TComment> {
      if (!(await repo.findPost(db, postId, actor.userId))) throw notFound(COMMUNITY_MESSAGES.postNotFound);
      const id = await db.transaction(async (tx) => {
        // Holds the post so it cannot be deleted between the check and the insert.
        if (!(await repo.postAuthor(tx, postId))) throw notFound(COMMUNITY_MESSAGES.postNotFound);
        return repo.insertComment(tx, { postId, userId: actor.userId, content: input.content });
      });
      const row = await repo.findComment(db, id);
      if (!row) throw notFound(COMMUNITY_MESSAGES.commentNotFound);
      return presentComment(actor, row);
    },

    async deletePost(actor: Actor, postId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const post = await repo.postAuthor(tx, postId);
        if (!post) throw notFound(COMMUNITY_MESSAGES.postNotFound);
        assertCanDeletePost(actor, post.userId);
        await repo.deletePost(tx, postId);
      });
    },

    async deleteComment(actor: Actor, commentId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const comment = await repo.findComment(tx, commentId);
        if (!comment) throw notFound(COMMUNITY_MESSAGES.commentNotFound);
        assertCanDeleteComment(actor, comment.userId);
        await repo.deleteComment(tx, commentId);
      });
    },

    /**
     * POST /api/community/posts/{id}/report: one report per member and post (a second changes
     * nothing); a hidden or missing post is 404, one's own post 403
     * (docs/product/community.md#reports-and-hidden-posts).
     */
    async report(actor: Actor, postId: string, input: ReportInput): Promise<TReportPostResult> {
      await db.transaction(async (tx) => {
        const post = await repo.postAuthor(tx, postId);
        if (!post) throw notFound(COMMUNITY_MESSAGES.postNotFound);
        assertCanReport(actor, post.userId);
        await repo.report(tx, {
          postId,
          reporterId: actor.userId,
          reason: storedReportReason(input.reason, input.detail),
        });
      });
      return { postId, reportedByMe: true };
    },

    /**
     * The moderators' queue (docs/product/admin.md#moderation): posts with open reports, or hidden
     * posts. The author is shown by initials only.
     */
    async reportQueue(status: TReportQueueStatus): Promise<TReportedPost[]> {
      const rows = await repo.reportQueue(db, status, MODERATION_LIMITS.reportQueueMax);
      return rows.map((row) => ({
        id: row.id,
        topic: row.topic as TCommunityTopic,
        content: row.content,
        author: authorInitials(row.firstName, row.lastName),
        reportCount: row.reportCount,
        reports: row.reasons.map(readReportReason),
        firstReportedAt: row.firstReportedAt,
        hiddenAt: row.hiddenAt,
        postedAt: row.postedAt,
      }));
    },

    /** Posts with open reports still shown (the admin menu's count). */
    countOpenReports: () => repo.countOpenReports(db),

    /**
     * A moderator's decision, inside the caller's transaction (which audits it): 'hide' takes the post
     * out of the community and resolves its reports, 'restore' brings a hidden post back, 'dismiss'
     * keeps it and resolves its reports. Answers the post's author (null: deleted account).
     */
    async moderate(
      tx: DbOrTx,
      postId: string,
      decision: 'hide' | 'restore' | 'dismiss',
      moderatorId: string,
    ): Promise<{ authorId: string | null; hiddenAt: string | null }> {
      const post = await repo.lockForModeration(tx, postId);
      if (!post) throw notFound(MODERATION_MESSAGES.postNotFound);
      if (decision === 'hide') {
        if (!post.hidden) await repo.setHidden(tx, postId, moderatorId);
        await repo.resolveReports(tx, postId);
      } else if (decision === 'restore') {
        if (!post.hidden) throw new AppError('CONFLICT', MODERATION_MESSAGES.notHidden);
        await repo.setHidden(tx, postId, null);
      } else {
        if (post.hidden) throw new AppError('CONFLICT', MODERATION_MESSAGES.alreadyHidden);
        await repo.resolveReports(tx, postId);
      }
      return { authorId: post.userId, hiddenAt: await repo.hiddenAt(tx, postId) };
    },

    stats: (): Promise<TCommunityStats> => repo.stats(db),

    topics: (actor: Actor) => topicSummaries(actor),

    /** Follows or unfollows a topic as the caller; answers the topic's new numbers. */
    async setFollow(actor: Actor, topic: TCommunityTopic, follow: boolean): Promise<TCommunityTopicSummary> {
      if (follow) await repo.follow(db, actor.userId, topic);
      else await repo.unfollow(db, actor.userId, topic);
      const summary = (await topicSummaries(actor)).find((s) => s.topic === topic);
      if (!summary) throw new Error(`topic ${topic} missing from the topic list`);
      return summary;
    },

    /**
     * Per topic: members (followers and writers) and posts in the last 7 days, for the assistant's
     * community picks (no content leaves this area).
     */
    topicActivity: async (): Promise<{ topic: string; members: number; postsThisWeek: number }[]> =>
      (await repo.topicActivity(db)).map(({ topic, members, postsThisWeek }) => ({
        topic,
        members,
        postsThisWeek,
      })),

    /** Days the user posted or replied, for the progress streak (no content leaves this area). */
    activityDays: (userId: string, timeZone: string): Promise<string[]> =>
      repo.activityDays(db, userId, timeZone),

    /** For levels and achievements: posts, replies and posts others liked or answered, per day in `timeZone`. */
    contributionsPerDay: (userId: string, timeZone: string) => repo.contributionsPerDay(db, userId, timeZone),

    /**
     * The data export's community sections (docs/product/data-rights.md): what the user wrote and
     * liked, and the topics they follow.
     */
    async exportForUser(userId: string) {
      const [writing, reports] = await Promise.all([repo.writingOf(db, userId), repo.reportsOf(db, userId)]);
      return {
        communityReports: reports.map((r) => {
          const { reason, detail } = readReportReason(r.reason);
          return {
            postId: r.postId,
            reason,
            detail,
            createdAt: r.createdAt.toISOString(),
            resolvedAt: r.resolvedAt?.toISOString() ?? null,
          };
        }),
        communityPosts: writing.posts.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
        communityComments: writing.comments.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
        likes: writing.likes.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
        followedTopics: writing.follows.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
      };
    },

    /**
     * The account erasure (inside its transaction): likes and followed topics are deleted; posts and replies stay,
     * public, by 'Deleted user' (docs/product/data-rights.md).
     */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.detachUser(tx, userId);
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
