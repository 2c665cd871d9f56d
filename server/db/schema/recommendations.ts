import { date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A recommendation the user marked as tried (recommendationsTried on the progress card). Once per
 * recommendation per day in the user's time zone, so trying counts at most daily.
 */
export const recommendationFeedback = pgTable(
  'recommendation_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recommendationId: text('recommendation_id').notNull(),
    triedOn: date('tried_on', { mode: 'string' }).notNull(),
    triedAt: timestamp('tried_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('recommendation_feedback_once_a_day').on(t.userId, t.recommendationId, t.triedOn),
    index('recommendation_feedback_user_time_idx').on(t.userId, t.triedAt.desc()),
  ],
);
