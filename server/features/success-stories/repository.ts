import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { successStories, successStoryLikes, successStoryReports } from '../../db/schema/success-stories';

/** A story as read: likes counted, the author's name parts joined from users, times as ISO text. */
export type StoryRow = {
  id: string;
  userId: string;
  firstName: string | null;
  lastName: string | null;
  condition: string;
  contentEnc: string;
  isAnonymous: boolean;
  status: string;
  reviewNoteEnc: string | null;
  likes: number;
  likedByMe: boolean;
  reportedByMe: boolean;
  createdAt: string;
  publishedAt: string | null;
  /** The sort key of the list it was read in, in microseconds since the epoch (the cursor). */
  sortMicros: string;
};

/** An open report's reasons of a story in the review queue. */
export type QueueRow = StoryRow & { openReports: number; reportReasons: string[] | null };

/** A position in a list: the sort time in microseconds and the id of the last story shown. */
export type Cursor = { micros: string; id: string };

// `to_char` gives exactly `Date#toISOString()`'s form.
const isoTime = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const micros = (column: SQL) => sql`(extract(epoch FROM ${column}) * 1000000)::bigint::text`;

const storySelect = (viewerId: string, sortColumn: SQL) => sql`
  SELECT s.id, s.user_id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName",
         s.condition, s.content_enc AS "contentEnc", s.is_anonymous AS "isAnonymous", s.status,
         s.review_note_enc AS "reviewNoteEnc",
         (SELECT count(*) FROM success_story_likes l WHERE l.story_id = s.id)::int AS likes,
         EXISTS (SELECT 1 FROM success_story_likes l WHERE l.story_id = s.id AND l.user_id = ${viewerId}) AS "likedByMe",
         EXISTS (SELECT 1 FROM success_story_reports r WHERE r.story_id = s.id AND r.user_id = ${viewerId}) AS "reportedByMe",
         ${isoTime(sql`s.created_at`)} AS "createdAt",
         ${isoTime(sql`s.published_at`)} AS "publishedAt",
         ${micros(sortColumn)} AS "sortMicros"
    FROM success_stories s JOIN users u ON u.id = s.user_id`;

type Page = { limit: number; cursor?: Cursor; offset?: number };

/** Keyset (cursor) or offset (page) paging on (sort column, id), newest first; one row more than asked. */
function paged(base: SQL, conditions: SQL[], sortColumn: SQL, page: Page): SQL {
  const where = [...conditions];
  if (page.cursor) {
    where.push(
      sql`(${sortColumn}, s.id) < (to_timestamp(0) + ${page.cursor.micros}::bigint * interval '1 microsecond', ${page.cursor.id}::uuid)`,
    );
  }
  const offset = page.cursor === undefined && page.offset ? sql` OFFSET ${page.offset}` : sql``;
  return sql`${base} WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${sortColumn} DESC, s.id DESC LIMIT ${page.limit + 1}${offset}`;
}

/** Every query of the success stories area (docs/conventions.md#repositories-own-the-sql). */
export const storyRepository = {
  /** Published stories, newest published first, optionally of one condition. */
  async listPublished(
    db: DbOrTx,
    options: Page & { viewerId: string; condition?: string },
  ): Promise<StoryRow[]> {
    const sort = sql`s.published_at`;
    const conditions = [sql`s.status = 'published'`];
    if (options.condition !== undefined) conditions.push(sql`s.condition = ${options.condition}`);
    const result = await db.execute<StoryRow>(
      paged(storySelect(options.viewerId, sort), conditions, sort, options),
    );
    return result.rows;
  },

  /** The author's own stories, any status, newest written first. */
  async listOwn(db: DbOrTx, options: Page & { userId: string; condition?: string }): Promise<StoryRow[]> {
    const sort = sql`s.created_at`;
    const conditions = [sql`s.user_id = ${options.userId}`];
    if (options.condition !== undefined) conditions.push(sql`s.condition = ${options.condition}`);
    const result = await db.execute<StoryRow>(
      paged(storySelect(options.userId, sort), conditions, sort, options),
    );
    return result.rows;
  },

  async find(db: DbOrTx, id: string, viewerId: string): Promise<StoryRow | null> {
    const result = await db.execute<StoryRow>(
      sql`${storySelect(viewerId, sql`s.created_at`)} WHERE s.id = ${id}`,
    );
    return result.rows[0] ?? null;
  },

  /** The story's author and status, holding the row until the transaction ends; undefined when none. */
  async lock(db: DbOrTx, id: string): Promise<{ userId: string; status: string } | undefined> {
    const result = await db.execute<{ userId: string; status: string }>(
      sql`SELECT user_id AS "userId", status FROM ${successStories} WHERE id = ${id} FOR UPDATE`,
    );
    return result.rows[0];
  },

  async insert(
    db: DbOrTx,
    row: { id: string; userId: string; condition: string; contentEnc: string; isAnonymous: boolean },
  ): Promise<void> {
    await db.insert(successStories).values({ ...row, status: 'pending' });
  },

  /** Idempotent: a second like by the same member changes nothing (primary key on both). */
  async like(db: DbOrTx, storyId: string, userId: string): Promise<void> {
    await db.insert(successStoryLikes).values({ storyId, userId }).onConflictDoNothing();
  },

  async unlike(db: DbOrTx, storyId: string, userId: string): Promise<void> {
    await db.execute(
      sql`DELETE FROM ${successStoryLikes} WHERE story_id = ${storyId} AND user_id = ${userId}`,
    );
  },

  /** False when the member had already reported the story (one report per member and story). */
  async report(db: DbOrTx, storyId: string, userId: string, reason: string): Promise<boolean> {
    const inserted = await db
      .insert(successStoryReports)
      .values({ storyId, userId, reason })
      .onConflictDoNothing()
      .returning({ id: successStoryReports.id });
    return inserted.length > 0;
  },

  async openReports(db: DbOrTx, storyId: string): Promise<number> {
    const result = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${successStoryReports} WHERE story_id = ${storyId} AND resolved_at IS NULL`,
    );
    return result.rows[0]?.n ?? 0;
  },

  /** Back to review (reported): stays out of Browse until an admin decides again. */
  async sendToReview(db: DbOrTx, storyId: string): Promise<void> {
    await db.execute(sql`UPDATE ${successStories} SET status = 'pending' WHERE id = ${storyId}`);
  },

  /** An admin's decision; resolves the story's open reports. Published keeps the first publication time. */
  async decide(
    db: DbOrTx,
    storyId: string,
    decision: { status: 'published' | 'rejected'; reviewNoteEnc: string | null },
  ): Promise<void> {
    const publishedAt =
      decision.status === 'published' ? sql`coalesce(published_at, now())` : sql`published_at`;
    await db.execute(sql`
      UPDATE ${successStories}
         SET status = ${decision.status}, reviewed_at = now(),
             review_note_enc = ${decision.reviewNoteEnc}, published_at = ${publishedAt}
       WHERE id = ${storyId}`);
    await db.execute(
      sql`UPDATE ${successStoryReports} SET resolved_at = now() WHERE story_id = ${storyId} AND resolved_at IS NULL`,
    );
  },

  /** Stories waiting for review (the admin menu's count). */
  async countPending(db: DbOrTx): Promise<number> {
    const result = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${successStories} WHERE status = 'pending'`,
    );
    return result.rows[0]?.n ?? 0;
  },

  /** The review queue: stories of a status, oldest first, with their open reports. */
  async queue(db: DbOrTx, status: string, viewerId: string, limit: number): Promise<QueueRow[]> {
    const result = await db.execute<QueueRow>(sql`
      SELECT q.*, (SELECT count(*) FROM success_story_reports r WHERE r.story_id = q.id AND r.resolved_at IS NULL)::int AS "openReports",
             (SELECT array_agg(DISTINCT r.reason) FROM success_story_reports r WHERE r.story_id = q.id AND r.resolved_at IS NULL) AS "reportReasons"
        FROM (${storySelect(viewerId, sql`s.created_at`)} WHERE s.status = ${status}
              ORDER BY s.created_at, s.id LIMIT ${limit}) q`);
    return result.rows;
  },

  /** What the data export lists: the person's stories, likes and reports. */
  async ofUser(db: DbOrTx, userId: string) {
    const stories = await db.execute<StoryRow & { reviewedAt: string | null }>(sql`
      ${storySelect(userId, sql`s.created_at`)} WHERE s.user_id = ${userId} ORDER BY s.created_at, s.id`);
    const likes = await db.execute<{ storyId: string; createdAt: string }>(sql`
      SELECT story_id AS "storyId", ${isoTime(sql`created_at`)} AS "createdAt"
        FROM ${successStoryLikes} WHERE user_id = ${userId} ORDER BY created_at`);
    const reports = await db.execute<{ storyId: string; reason: string; createdAt: string }>(sql`
      SELECT story_id AS "storyId", reason, ${isoTime(sql`created_at`)} AS "createdAt"
        FROM ${successStoryReports} WHERE user_id = ${userId} ORDER BY created_at`);
    return { stories: stories.rows, likes: likes.rows, reports: reports.rows };
  },

  /** The account erasure: the person's reports, likes and stories (with others' likes and reports of them). */
  async deleteUser(db: DbOrTx, userId: string): Promise<void> {
    await db.execute(sql`DELETE FROM ${successStoryReports} WHERE user_id = ${userId}`);
    await db.execute(sql`DELETE FROM ${successStoryLikes} WHERE user_id = ${userId}`);
    await db.execute(sql`DELETE FROM ${successStories} WHERE user_id = ${userId}`);
  },
};
