import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Where a person is in the guided tour (docs/product/onboarding.md#resuming-the-tour), one row per user,
 * replaced on every save and deleted when the tour finishes. The answers and the conversation are
 * health data: AES-256-GCM encrypted JSON (docs/data-protection.md); only the step is in clear.
 */
export const onboardingTourProgress = pgTable('onboarding_tour_progress', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  step: integer('step').notNull(),
  /** Encrypted JSON `{ answers, mode, chat }` (contract/onboarding-tour.ts). */
  answersEnc: text('answers_enc').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
