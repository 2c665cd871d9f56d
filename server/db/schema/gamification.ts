import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Achievements a person has earned (docs/product/achievements.md): one row per achievement, written
 * once by the server when the stored activity meets the achievement's rule. The catalogue (titles,
 * rules, points) lives in code.
 */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.achievementId] }),
    index('user_achievements_user_time_idx').on(t.userId, t.earnedAt.desc()),
  ],
);

/**
 * Streak freezes used (docs/product/achievements.md#streaks): the missed day a freeze bridges, for one
 * streak type. One per ISO week (Monday of the person's week when it was used) across every streak,
 * held by the unique index so two parallel requests cannot both use it.
 */
export const streakFreezes = pgTable(
  'streak_freezes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    streakType: text('streak_type', { enum: ['symptoms', 'chat', 'exercise', 'nutrition'] }).notNull(),
    /** The missed day kept, YYYY-MM-DD in the person's time zone. */
    frozenDay: date('frozen_day', { mode: 'string' }).notNull(),
    /** Monday of the ISO week the freeze was used in. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.weekStart] }),
    uniqueIndex('streak_freezes_user_type_day_idx').on(t.userId, t.streakType, t.frozenDay),
    check(
      'streak_freezes_type_values',
      sql`${t.streakType} IN ('symptoms', 'chat', 'exercise', 'nutrition')`,
    ),
  ],
);

/**
 * Weekly challenges completed (docs/product/achievements.md#the-weekly-challenge): one row per person
 * and week, written once when every activity of that week's challenge is done; its XP counts towards
 * the level.
 */
export const weeklyChallengeRewards = pgTable(
  'weekly_challenge_rewards',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Monday of the week, in the person's time zone. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    xp: integer('xp').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);

/**
 * Public links to one earned achievement (docs/product/achievements.md#sharing): a random token, the
 * optional message the person wrote for it and whether their first name is shown. The public page
 * shows only these and the achievement's title; revoked links answer 404. Erased with the account.
 */
export const achievementShareLinks = pgTable(
  'achievement_share_links',
  {
    token: text('token').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    message: text('message'),
    showName: boolean('show_name').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('achievement_share_links_user_idx').on(t.userId, t.achievementId)],
);
