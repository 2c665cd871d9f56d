import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A community post. Posts are public to members, not health records: plain text, capped
 * by the contract and by a check. The author is kept when the account goes: `user_id` becomes null
 * and the post reads 'Deleted user' (docs/product/data-rights.md#account-deletion). Likes and comment counts
 * are computed.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    topic: text('topic').notNull(),
    content: text('content').notNull(),
    /** Hidden by a moderator: out of every list and read until restored (docs/product/admin.md#moderation). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_time_idx').on(t.createdAt.desc(), t.id.desc()),
    index('posts_topic_time_idx').on(t.topic, t.createdAt.desc(), t.id.desc()),
    index('posts_user_idx').on(t.userId),
    check('posts_content_length', sql`char_length(${t.content}) BETWEEN 1 AND 2000`),
  ],
);

/** One row per member who likes a post (docs/product/community.md#likes): liking twice counts once. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

/** Replies on /community-enhanced (docs/product/community.md#screens). */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_post_time_idx').on(t.postId, t.createdAt, t.id),
    index('comments_user_idx').on(t.userId),
    check('comments_content_length', sql`char_length(${t.content}) BETWEEN 1 AND 1000`),
  ],
);

/**
 * One row per member and followed topic (docs/product/community.md#following-topics): following
 * twice keeps one row; the rows go with the account.
 */
export const topicFollows = pgTable(
  'topic_follows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] }), index('topic_follows_topic_idx').on(t.topic)],
);

/** A member's report of a post (one per member and post), for the moderators' queue. */
export const postReports = pgTable(
  'post_reports',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a moderator decided on the post (hid it or kept it). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.reporterId] }),
    index('post_reports_reporter_idx').on(t.reporterId),
    check('post_reports_reason_length', sql`char_length(${t.reason}) BETWEEN 1 AND 500`),
  ],
);
