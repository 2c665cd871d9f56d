import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Feedback from the /feedback page (`source = 'page'`) and the floating widget
 * (`source = 'widget'`), one table so admins' counts and reports read one place. Feedback is not a
 * health record but people write health details into it, so every free-text column and the contact
 * email are AES-256-GCM encrypted by the service (docs/data-protection.md). When an account is deleted,
 * the service's forgetUser erases the text and contact details and the author becomes null ('set null'):
 * the structured opinion (ratings, category) stays for the product's counts.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['page', 'widget'] }).notNull(),
    rating: smallint('rating').notNull(),
    /** Page: one of the 5 categories; widget: one of the 7 widget categories, or null. */
    category: text('category'),
    // Page fields.
    subjectEnc: text('subject_enc'),
    /** The page's `feedback` or the widget's `message`; null only once the author deleted their account. */
    messageEnc: text('message_enc'),
    easeOfUse: smallint('ease_of_use'),
    featureCompleteness: smallint('feature_completeness'),
    designQuality: smallint('design_quality'),
    performance: smallint('performance'),
    symptomsTracking: smallint('symptoms_tracking'),
    aiChat: smallint('ai_chat'),
    practitionerDirectory: smallint('practitioner_directory'),
    community: smallint('community'),
    wouldRecommend: boolean('would_recommend'),
    mostLikedFeatureEnc: text('most_liked_feature_enc'),
    leastLikedFeatureEnc: text('least_liked_feature_enc'),
    suggestedImprovementsEnc: text('suggested_improvements_enc'),
    additionalFeaturesEnc: text('additional_features_enc'),
    contactForFollowup: boolean('contact_for_followup'),
    // Widget fields.
    type: text('type'),
    priority: text('priority'),
    emailEnc: text('email_enc'),
    /** Where admins are with it (docs/product/admin.md#moderation). */
    status: text('status', { enum: ['new', 'in_progress', 'resolved', 'dismissed'] })
      .notNull()
      .default('new'),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_time_idx').on(t.createdAt.desc()),
    index('feedback_user_idx').on(t.userId),
    check('feedback_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    // NULL (not rated) passes a CHECK; any rating outside 1–5 makes the conjunction false.
    check(
      'feedback_feature_ratings_range',
      sql`${t.easeOfUse} BETWEEN 1 AND 5 AND ${t.featureCompleteness} BETWEEN 1 AND 5
        AND ${t.designQuality} BETWEEN 1 AND 5 AND ${t.performance} BETWEEN 1 AND 5
        AND ${t.symptomsTracking} BETWEEN 1 AND 5 AND ${t.aiChat} BETWEEN 1 AND 5
        AND ${t.practitionerDirectory} BETWEEN 1 AND 5 AND ${t.community} BETWEEN 1 AND 5`,
    ),
    check('feedback_source_known', sql`${t.source} IN ('page', 'widget')`),
  ],
);

/**
 * The feedback prompt's counters, one row per account (docs/product/feedback.md#when-the-prompt-opens):
 * kept on the server so the rule follows the account across browsers and a cleared browser cannot
 * bring the prompt back early. Visits are app loads at least 30 minutes apart. Goes with the account.
 */
export const feedbackPromptState = pgTable(
  'feedback_prompt_state',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitCount: integer('visit_count').notNull().default(0),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    /** The visit count when the prompt was last closed; null when never prompted. */
    lastPromptVisit: integer('last_prompt_visit'),
  },
  (t) => [check('feedback_prompt_visits_nonnegative', sql`${t.visitCount} >= 0`)],
);
