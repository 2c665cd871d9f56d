import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Water intake (docs/product/premium.md#water-tracking): one row per drink logged. Amounts are structured
 * values summed per day, stored in clear (docs/data-protection.md); every write is audited.
 */
export const waterEntries = pgTable(
  'water_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['glass', 'bottle', 'custom'] }).notNull(),
    amountMl: integer('amount_ml').notNull(),
    /** As entered: 250 ml for a glass, 8.5 oz for a custom amount in ounces. */
    enteredAmount: numeric('entered_amount', { precision: 7, scale: 1, mode: 'number' }).notNull(),
    unit: text('unit', { enum: ['ml', 'oz'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('water_entries_user_time_idx').on(t.userId, t.createdAt.desc()),
    check('water_entries_amount_range', sql`${t.amountMl} BETWEEN 1 AND 2000`),
    check('water_entries_kind_values', sql`${t.kind} IN ('glass', 'bottle', 'custom')`),
    check('water_entries_unit_values', sql`${t.unit} IN ('ml', 'oz')`),
  ],
);

/** The user's daily water goal; no row = the default 2,000 ml (contract/water.ts). */
export const waterGoals = pgTable(
  'water_goals',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    goalMl: integer('goal_ml').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('water_goals_range', sql`${t.goalMl} BETWEEN 500 AND 6000`)],
);
