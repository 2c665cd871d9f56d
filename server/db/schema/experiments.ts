import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TExperimentVariant } from '../../../contract/ab-testing';
import { users } from './auth';

/**
 * An A/B experiment (docs/product/ab-testing.md). `key` is how the code that shows a variant names
 * the experiment (`landing_cta`); variants carry their weight and config map. Status: active,
 * paused (nobody new is assigned, assignments are kept), ended (nobody is assigned any more).
 */
export const experiments = pgTable(
  'experiments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['active', 'paused', 'ended'] })
      .notNull()
      .default('active'),
    variants: jsonb('variants').$type<TExperimentVariant[]>().notNull(),
    /** The primary metric's name (for example `signup`). */
    primaryMetric: text('primary_metric').notNull(),
    /** `conversion`: once per participant; `value`: every conversion counts with its value. */
    metricKind: text('metric_kind', { enum: ['conversion', 'value'] })
      .notNull()
      .default('conversion'),
    /** Participants every variant needs before significance is computed. */
    minSamplePerVariant: integer('min_sample_per_variant').notNull().default(100),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('experiments_time_idx').on(t.createdAt.desc())],
);

/**
 * Who was assigned which variant (one row per experiment and subject). The subject is `u:<userId>`
 * for a signed-in person and `a:<visitorId>` for a visitor's first-party id. Assignment itself is a
 * hash (common/ab-testing.ts); the row records exposure so participants can be counted.
 */
export const experimentAssignments = pgTable(
  'experiment_assignments',
  {
    experimentId: uuid('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    /** Set for signed-in subjects, so an account's deletion removes its rows. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    variantId: text('variant_id').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.experimentId, t.subject] }),
    index('experiment_assignments_variant_idx').on(t.experimentId, t.variantId),
    index('experiment_assignments_user_idx').on(t.userId),
  ],
);

/**
 * A conversion of an assigned subject. `single` rows (metric kind `conversion`) are unique per
 * experiment and subject, so converting twice counts once.
 */
export const experimentConversions = pgTable(
  'experiment_conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    experimentId: uuid('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    variantId: text('variant_id').notNull(),
    value: doublePrecision('value'),
    metadata: jsonb('metadata')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    single: boolean('single').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('experiment_conversions_single_idx').on(t.experimentId, t.subject).where(sql`${t.single}`),
    index('experiment_conversions_variant_idx').on(t.experimentId, t.variantId),
    index('experiment_conversions_user_idx').on(t.userId),
    check('experiment_conversions_value_finite', sql`${t.value} IS NULL OR ${t.value} = ${t.value}`),
  ],
);
