import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A nutrition history entry (inputType, analysis, timestamp). What a person ate is health
 * data: the whole result (items, totals, recommendations) and the short summary are AES-256-GCM
 * encrypted by the service; only the input type and the time stay in clear (docs/data-protection.md).
 */
export const nutritionAnalyses = pgTable(
  'nutrition_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** text | image | voice */
    inputType: text('input_type').notNull(),
    /** Encrypted: the text typed or transcribed (shortened), or 'Nutrition label'. */
    summaryEnc: text('summary_enc').notNull(),
    /** Encrypted JSON of contract/nutrition-analysis.ts ZNutritionAnalysisResult without id/timestamp. */
    resultEnc: text('result_enc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nutrition_analyses_user_time_idx').on(t.userId, t.createdAt.desc())],
);
