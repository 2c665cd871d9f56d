import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
