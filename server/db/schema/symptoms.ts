import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A symptom. Name, severity and time stay in clear for queries and insights; the free
 * text (description, triggers) is AES-256-GCM encrypted by the service (docs/data-protection.md).
 */
export const symptoms = pgTable(
  'symptoms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symptomName: text('symptom_name').notNull(),
    severity: smallint('severity').notNull(),
    descriptionEnc: text('description_enc'),
    /** Encrypted JSON array of strings. */
    triggersEnc: text('triggers_enc'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('symptoms_user_time_idx').on(t.userId, t.createdAt.desc()),
    check('symptoms_severity_range', sql`${t.severity} BETWEEN 1 AND 10`),
  ],
);
