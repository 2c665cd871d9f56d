import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { comments, postLikes, postReports, posts, topicFollows } from '../../db/schema/community';

/** A post as read: counts computed, the author's name parts joined from users (null when deleted). */
export type PostRow = {
  id: string;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  topic: string;
  content: string;
  likes: number;
  comments: number;
  likedByMe: boolean;
  timestamp: string;
};

export type CommentRow = {
  id: string;
  postId: string;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  content: string;
  timestamp: string;
};

/** A post in the moderators' queue, with its reports' stored reasons, oldest first. */
export type ReportQueueRow = {
  id: string;
  topic: string;
  content: string;
  firstName: string | null;
  lastName: string | null;
  postedAt: string;
  hiddenAt: string | null;
  reportCount: number;
  reasons: string[];
  firstReportedAt: string | null;
};

// `to_char` gives exactly `Date#toISOString()`'s form, as the symptoms list does.
const isoTime = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Counts are computed per post rather than stored: likes come from the primary key of post_likes
 * (an index-only count) and comments from comments_post_time_idx, so they can never drift, also when
 * an account's likes go with it.
 */
const postSelect = (viewerId: string) => sql`
  SELECT p.id, p.user_id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName",
         p.topic, p.content,
         (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)::int AS likes,
         (SELECT count(*) FROM comments c WHERE c.post_id = p.id)::int AS comments,
         EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = ${viewerId}) AS "likedByMe",
         ${isoTime(sql`p.created_at`)} AS "timestamp"
    FROM posts p LEFT JOIN users u ON u.id = p.user_id`;

/** Every query of the community area (docs/conventions.md#repositories-own-the-sql). */
export const communityRepository = {
  /**
   * Per calendar day in `timeZone`: posts and replies the person wrote, and their posts (by the day
   * written) that someone else liked or replied to.
   */
  async contributionsPerDay(
    db: DbOrTx,
    userId: string,
    timeZone: string,
  ): Promise<{ day: string; posts: number; comments: number; engagedPosts: number }[]> {
    const result = await db.execute<{
      day: string;
      posts: number;
      comments: number;
      engagedPosts: number;
    }>(sql`
      SELECT to_char((created_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
             count(*) FILTER (WHERE kind = 'post')::int AS posts,
             count(*) FILTER (WHERE kind = 'comment')::int AS comments,
             count(*) FILTER (WHERE kind = 'post' AND engaged)::int AS "engagedPosts"
        FROM (SELECT p.created_at, 'post' AS kind,
                     (EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id IS DISTINCT FROM ${userId})
                      OR EXISTS (SELECT 1 FROM comments c WHERE c.post_id = p.id AND c.user_id IS DISTINCT FROM ${userId})) AS engaged
                FROM posts p WHERE p.user_id = ${userId}
              UNION ALL
              SELECT created_at, 'comment', false FROM comments WHERE user_id = ${userId}) AS activity
       GROUP BY 1`);
    return result.rows;
  },

  /**
   * Newest first (posts_time_idx, or posts_topic_time_idx with a topic). `before` is the id of the
   * last post already shown: keyset pagination on (created_at, id), so new posts never shift pages.
   * Returns null when that post no longer exists.
   */
  async listPosts(
    db: DbOrTx,
    options: { viewerId: string; topic?: string; before?: string; limit: number },
  ): Promise<PostRow[] | null> {
    // Hidden posts are out of every list (docs/product/community.md#reports-and-hidden-posts).
    const conditions: SQL[] = [sql`p.hidden_at IS NULL`];
    if (options.topic !== undefined) conditions.push(sql`p.topic = ${options.topic}`);
    if (options.before !== undefined) {
      const cursor = await db.execute<{ exists: boolean }>(
        sql`SELECT EXISTS (SELECT 1 FROM posts WHERE id = ${options.before} AND hidden_at IS NULL) AS "exists"`,
      );
      if (!cursor.rows[0]?.exists) return null;
      conditions.push(
        sql`(p.created_at, p.id) < (SELECT created_at, id FROM posts WHERE id = ${options.before})`,
      );
    }
    const where = sql`WHERE ${sql.join(conditions, sql` AND `)}`;
    const result = await db.execute<PostRow>(sql`
      ${postSelect(options.viewerId)}
      ${where}
      ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
      LIMIT ${options.limit}`);
    return result.rows;
  },

  async findPost(db: DbOrTx, id: string, viewerId: string): Promise<PostRow | null> {
    const result = await db.execute<PostRow>(
      sql`${postSelect(viewerId)} WHERE p.id = ${id} AND p.hidden_at IS NULL`,
    );
    return result.rows[0] ?? null;
  },

  /**
   * The post's author, or undefined when there is no such post or it is hidden (null author: account
   * deleted). Locks the row.
   */
  async postAuthor(db: DbOrTx, id: string): Promise<{ userId: string | null } | undefined> {
    const result = await db.execute<{ userId: string | null }>(
      sql`SELECT user_id AS "userId" FROM ${posts} WHERE id = ${id} AND hidden_at IS NULL FOR UPDATE`,
    );
    return result.rows[0];
  },

  async insertPost(db: DbOrTx, row: { userId: string; topic: string; content: string }): Promise<string> {
    const [inserted] = await db.insert(posts).values(row).returning({ id: posts.id });
    if (!inserted) throw new Error('insert returned no row');
    return inserted.id;
  },

  async deletePost(db: DbOrTx, id: string): Promise<void> {
    // Comments and likes go with it (ON DELETE CASCADE).
    await db.execute(sql`DELETE FROM ${posts} WHERE id = ${id}`);
  },

  async countLikes(db: DbOrTx, postId: string): Promise<number> {
    const result = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${postLikes} WHERE post_id = ${postId}`,
    );
    return result.rows[0]?.n ?? 0;
  },

  /** Idempotent: a second like by the same member changes nothing (primary key on both). */
  async like(db: DbOrTx, postId: string, userId: string): Promise<void> {
    await db.insert(postLikes).values({ postId, userId }).onConflictDoNothing();
  },

  async unlike(db: DbOrTx, postId: string, userId: string): Promise<void> {
    await db.execute(sql`DELETE FROM ${postLikes} WHERE post_id = ${postId} AND user_id = ${userId}`);
  },

  /** Oldest first, so a thread reads top to bottom. */
  async listComments(db: DbOrTx, postId: string, limit: number): Promise<CommentRow[]> {
    const result = await db.execute<CommentRow>(sql`
      SELECT c.id, c.post_id AS "postId", c.user_id AS "userId",
             u.first_name AS "firstName", u.last_name AS "lastName", c.content,
             ${isoTime(sql`c.created_at`)} AS "timestamp"
        FROM comments c LEFT JOIN users u ON u.id = c.user_id
       WHERE c.post_id = ${postId}
       ORDER BY c.created_at, c.id
       LIMIT ${limit}`);
    return result.rows;
  },

  async findComment(db: DbOrTx, id: string): Promise<CommentRow | null> {
    const result = await db.execute<CommentRow>(sql`
      SELECT c.id, c.post_id AS "postId", c.user_id AS "userId",
             u.first_name AS "firstName", u.last_name AS "lastName", c.content,
             ${isoTime(sql`c.created_at`)} AS "timestamp"
        FROM comments c LEFT JOIN users u ON u.id = c.user_id
       WHERE c.id = ${id}`);
    return result.rows[0] ?? null;
  },

  async insertComment(db: DbOrTx, row: { postId: string; userId: string; content: string }): Promise<string> {
    const [inserted] = await db.insert(comments).values(row).returning({ id: comments.id });
    if (!inserted) throw new Error('insert returned no row');
    return inserted.id;
  },

  async deleteComment(db: DbOrTx, id: string): Promise<void> {
    await db.execute(sql`DELETE FROM ${comments} WHERE id = ${id}`);
  },

  /** Members (every account), discussions (posts) and support given (likes plus replies). */
  async stats(db: DbOrTx): Promise<{ members: number; discussions: number; supportGiven: number }> {
    const result = await db.execute<{ members: number; discussions: number; supportGiven: number }>(sql`
      SELECT (SELECT count(*) FROM users)::int AS members,
             (SELECT count(*) FROM posts WHERE hidden_at IS NULL)::int AS discussions,
             ((SELECT count(*) FROM post_likes l JOIN posts p ON p.id = l.post_id WHERE p.hidden_at IS NULL)
              + (SELECT count(*) FROM comments c JOIN posts p ON p.id = c.post_id WHERE p.hidden_at IS NULL))::int
               AS "supportGiven"`);
    const row = result.rows[0];
    return row ?? { members: 0, discussions: 0, supportGiven: 0 };
  },

  /**
   * Per topic that has posts or followers: its posts, its members (distinct people who follow it or
   * wrote a post or reply in it), posts in the last 7 days, and whether `viewerId` follows it.
   */
  async topicActivity(
    db: DbOrTx,
    viewerId: string | null = null,
  ): Promise<
    { topic: string; posts: number; members: number; postsThisWeek: number; followedByMe: boolean }[]
  > {
    const result = await db.execute<{
      topic: string;
      posts: number;
      members: number;
      postsThisWeek: number;
      followedByMe: boolean;
    }>(sql`
      WITH topic_posts AS (
             SELECT topic, count(*)::int AS posts,
                    (count(*) FILTER (WHERE created_at > now() - interval '7 days'))::int AS "postsThisWeek"
               FROM posts WHERE hidden_at IS NULL GROUP BY topic),
           topic_members AS (
             SELECT topic, count(DISTINCT user_id)::int AS members
               FROM (SELECT topic, user_id FROM posts WHERE user_id IS NOT NULL AND hidden_at IS NULL
                     UNION SELECT p.topic, c.user_id FROM comments c JOIN posts p ON p.id = c.post_id
                            WHERE c.user_id IS NOT NULL AND p.hidden_at IS NULL
                     UNION SELECT topic, user_id FROM topic_follows) AS people
              GROUP BY topic),
           topics AS (SELECT topic FROM topic_posts UNION SELECT topic FROM topic_members)
      SELECT t.topic, coalesce(tp.posts, 0)::int AS posts, coalesce(tm.members, 0)::int AS members,
             coalesce(tp."postsThisWeek", 0)::int AS "postsThisWeek",
             EXISTS (SELECT 1 FROM topic_follows f WHERE f.topic = t.topic AND f.user_id = ${viewerId})
               AS "followedByMe"
        FROM topics t
        LEFT JOIN topic_posts tp ON tp.topic = t.topic
        LEFT JOIN topic_members tm ON tm.topic = t.topic`);
    return result.rows.map((row) => ({
      topic: row.topic,
      posts: Number(row.posts),
      members: Number(row.members),
      postsThisWeek: Number(row.postsThisWeek),
      followedByMe: row.followedByMe === true,
    }));
  },

  /** One report per member and post: a second changes nothing (primary key on both). */
  async report(db: DbOrTx, row: { postId: string; reporterId: string; reason: string }): Promise<void> {
    await db.insert(postReports).values(row).onConflictDoNothing();
  },

  /**
   * The moderators' queue: posts with open reports, first reported first ('open'), or hidden posts,
   * last hidden first, with every report they had ('hidden'). Author names only as name parts.
   */
  async reportQueue(db: DbOrTx, status: 'open' | 'hidden', limit: number): Promise<ReportQueueRow[]> {
    const open = status === 'open';
    const result = await db.execute<ReportQueueRow>(sql`
      SELECT p.id, p.topic, p.content, u.first_name AS "firstName", u.last_name AS "lastName",
             ${isoTime(sql`p.created_at`)} AS "postedAt",
             CASE WHEN p.hidden_at IS NULL THEN NULL ELSE ${isoTime(sql`p.hidden_at`)} END AS "hiddenAt",
             count(r.post_id)::int AS "reportCount",
             coalesce(array_agg(r.reason ORDER BY r.created_at) FILTER (WHERE r.post_id IS NOT NULL), '{}')
               AS reasons,
             CASE WHEN count(r.post_id) = 0 THEN NULL ELSE ${isoTime(sql`min(r.created_at)`)} END
               AS "firstReportedAt"
        FROM posts p
        LEFT JOIN users u ON u.id = p.user_id
        ${open ? sql`JOIN post_reports r ON r.post_id = p.id AND r.resolved_at IS NULL` : sql`LEFT JOIN post_reports r ON r.post_id = p.id`}
       WHERE ${open ? sql`p.hidden_at IS NULL` : sql`p.hidden_at IS NOT NULL`}
       GROUP BY p.id, u.first_name, u.last_name
       ORDER BY ${open ? sql`min(r.created_at), p.id` : sql`p.hidden_at DESC, p.id`}
       LIMIT ${limit}`);
    return result.rows;
  },

  /** Posts with open reports that are still shown (the admin menu's count). */
  async countOpenReports(db: DbOrTx): Promise<number> {
    const result = await db.execute<{ n: number }>(sql`
      SELECT count(DISTINCT r.post_id)::int AS n
        FROM post_reports r JOIN posts p ON p.id = r.post_id
       WHERE r.resolved_at IS NULL AND p.hidden_at IS NULL`);
    return result.rows[0]?.n ?? 0;
  },

  /** Locks a post for a moderator's decision: its author and whether it is hidden; undefined if gone. */
  async lockForModeration(
    db: DbOrTx,
    id: string,
  ): Promise<{ userId: string | null; hidden: boolean } | undefined> {
    const result = await db.execute<{ userId: string | null; hidden: boolean }>(
      sql`SELECT user_id AS "userId", hidden_at IS NOT NULL AS hidden FROM ${posts} WHERE id = ${id} FOR UPDATE`,
    );
    return result.rows[0];
  },

  async setHidden(db: DbOrTx, id: string, hiddenBy: string | null): Promise<void> {
    await db.execute(
      hiddenBy === null
        ? sql`UPDATE ${posts} SET hidden_at = NULL, hidden_by = NULL WHERE id = ${id}`
        : sql`UPDATE ${posts} SET hidden_at = now(), hidden_by = ${hiddenBy} WHERE id = ${id}`,
    );
  },

  /** When the post was hidden, as ISO text; null while shown. */
  async hiddenAt(db: DbOrTx, id: string): Promise<string | null> {
    const result = await db.execute<{ hiddenAt: string | null }>(
      sql`SELECT CASE WHEN hidden_at IS NULL THEN NULL ELSE ${isoTime(sql`hidden_at`)} END AS "hiddenAt"
            FROM ${posts} WHERE id = ${id}`,
    );
    return result.rows[0]?.hiddenAt ?? null;
  },

  /** Resolves a post's open reports (a moderator hid it or kept it). */
  async resolveReports(db: DbOrTx, postId: string): Promise<void> {
    await db.execute(
      sql`UPDATE ${postReports} SET resolved_at = now() WHERE post_id = ${postId} AND resolved_at IS NULL`,
    );
  },

  /** Idempotent: following a topic twice keeps one row (primary key on both). */
  async follow(db: DbOrTx, userId: string, topic: string): Promise<void> {
    await db.insert(topicFollows).values({ userId, topic }).onConflictDoNothing();
  },

  async unfollow(db: DbOrTx, userId: string, topic: string): Promise<void> {
    await db.execute(sql`DELETE FROM ${topicFollows} WHERE user_id = ${userId} AND topic = ${topic}`);
  },

  /** Calendar days in `timeZone` (YYYY-MM-DD) on which the user posted or replied. */
  async activityDays(db: DbOrTx, userId: string, timeZone: string): Promise<string[]> {
    const result = await db.execute<{ day: string }>(sql`
      SELECT DISTINCT to_char((created_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day
        FROM (SELECT created_at FROM posts WHERE user_id = ${userId}
              UNION ALL SELECT created_at FROM comments WHERE user_id = ${userId}) AS activity`);
    return result.rows.map((row) => row.day);
  },

  /** The user's posts, replies, likes and followed topics, oldest first (the data export). */
  async writingOf(db: DbOrTx, userId: string) {
    const [userPosts, userComments, likes, follows] = await Promise.all([
      db
        .select({ id: posts.id, topic: posts.topic, content: posts.content, createdAt: posts.createdAt })
        .from(posts)
        .where(eq(posts.userId, userId))
        .orderBy(asc(posts.createdAt)),
      db
        .select({
          id: comments.id,
          postId: comments.postId,
          content: comments.content,
          createdAt: comments.createdAt,
        })
        .from(comments)
        .where(eq(comments.userId, userId))
        .orderBy(asc(comments.createdAt)),
      db
        .select({ postId: postLikes.postId, createdAt: postLikes.createdAt })
        .from(postLikes)
        .where(eq(postLikes.userId, userId))
        .orderBy(asc(postLikes.createdAt)),
      db
        .select({ topic: topicFollows.topic, createdAt: topicFollows.createdAt })
        .from(topicFollows)
        .where(eq(topicFollows.userId, userId))
        .orderBy(asc(topicFollows.createdAt), asc(topicFollows.topic)),
    ]);
    return { posts: userPosts, comments: userComments, likes, follows };
  },

  /** The posts the person reported, oldest first (the data export). */
  async reportsOf(db: DbOrTx, userId: string) {
    return db
      .select({
        postId: postReports.postId,
        reason: postReports.reason,
        createdAt: postReports.createdAt,
        resolvedAt: postReports.resolvedAt,
      })
      .from(postReports)
      .where(eq(postReports.reporterId, userId))
      .orderBy(asc(postReports.createdAt));
  },

  /**
   * The account erasure: likes, followed topics and reports go; posts and replies stay, public, with no
   * author, so they read as 'Deleted user'.
   */
  async detachUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(postLikes).where(eq(postLikes.userId, userId));
    await db.delete(topicFollows).where(eq(topicFollows.userId, userId));
    await db.delete(postReports).where(eq(postReports.reporterId, userId));
    await db.update(posts).set({ userId: null }).where(eq(posts.userId, userId));
    // A moderator's account going keeps the posts they hid hidden, without saying who hid them.
    await db.update(posts).set({ hiddenBy: null }).where(eq(posts.hiddenBy, userId));
    await db.update(comments).set({ userId: null }).where(eq(comments.userId, userId));
  },
};
