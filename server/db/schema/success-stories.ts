import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A member's success story (docs/product/success-stories.md). Its words (title, before, after, what
 * worked, timeline) are one encrypted JSON value bound to the row (docs/data-protection.md): a story
 * is private until an admin publishes it, may go back to review, and an anonymous one must not be
 * tied to its author by a copy of the database. The condition is a choice from a fixed list, kept in
 * clear for the filter. The story goes with the account.
 */
export const successStories = pgTable(
  'success_stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    condition: text('condition').notNull(),
    /** JSON { title, beforeSymptoms, afterImprovement, treatmentProtocol, timeline }, encrypted. */
    contentEnc: text('content_enc').notNull(),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    status: text('status').notNull().default('pending'),
    /**
     * The reviewer's optional reason for not publishing, encrypted (it may quote the story). Who
     * reviewed is in the audit log.
     */
    reviewNoteEnc: text('review_note_enc'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('success_stories_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('success_stories_condition_idx')
      .on(t.condition, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('success_stories_user_idx').on(t.userId, t.createdAt.desc()),
    index('success_stories_status_idx').on(t.status, t.createdAt),
    check('success_stories_status', sql`${t.status} IN ('pending', 'published', 'rejected')`),
    check(
      'success_stories_condition',
      sql`${t.condition} IN ('fibromyalgia', 'autoimmune', 'inflammation', 'chronic-fatigue', 'digestive-issues', 'hormonal-imbalance', 'anxiety', 'depression', 'other')`,
    ),
  ],
);

/** One row per member who likes a story: liking twice counts once. */
export const successStoryLikes = pgTable(
  'success_story_likes',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => successStories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.userId] }), index('success_story_likes_user_idx').on(t.userId)],
);

/**
 * One report per member and story, with a reason from a fixed list. A report is open until a
 * review of the story resolves it; enough open reports send a published story back to review.
 */
export const successStoryReports = pgTable(
  'success_story_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => successStories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('success_story_reports_once').on(t.storyId, t.userId),
    index('success_story_reports_user_idx').on(t.userId),
  ],
);
