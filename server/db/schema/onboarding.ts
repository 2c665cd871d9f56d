import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The simple onboarding answers (docs/product/onboarding.md#simple-questionnaire), one row
 * per user, upserted. Named `onboarding_answers` (not `health_profiles`) so that it cannot clash
 * with the profile area's medical-conditions tables. The whole payload is health data: it is stored
 * as AES-256-GCM encrypted JSON (docs/data-protection.md).
 */
export const onboardingAnswers = pgTable('onboarding_answers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Encrypted JSON of the contract's TOnboardingAnswers. */
  answersEnc: text('answers_enc').notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
