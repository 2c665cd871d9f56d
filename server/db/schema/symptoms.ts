import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A symptom. Severity and time stay in clear for queries and insights; the name and the free text
 * (description, triggers) are AES-256-GCM encrypted by the service, bound to the row
 * (docs/data-protection.md#health-data-at-rest).
 */
export const symptoms = pgTable(
  'symptoms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The name in clear, only in rows written before names were encrypted; the app moves it into
     * `symptom_name_enc` at start (server/db/encrypted-columns.ts). New rows leave it null.
     */
    symptomName: text('symptom_name'),
    /** Encrypted name (free text; the 16 usual choices are only suggestions). */
    symptomNameEnc: text('symptom_name_enc'),
    severity: smallint('severity').notNull(),
    descriptionEnc: text('description_enc'),
    /** Encrypted JSON array of strings. */
    triggersEnc: text('triggers_enc'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('symptoms_user_time_idx').on(t.userId, t.createdAt.desc()),
    // Finds the rows whose name is still in clear without reading the table: the start-up check
    // counts them on every start, and after the first start there are none.
    index('symptoms_clear_name_idx').on(t.id).where(sql`${t.symptomName} IS NOT NULL`),
    check('symptoms_severity_range', sql`${t.severity} BETWEEN 1 AND 10`),
    check('symptoms_name_present', sql`${t.symptomName} IS NOT NULL OR ${t.symptomNameEnc} IS NOT NULL`),
  ],
);
