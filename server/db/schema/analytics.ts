import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Product analytics (docs/product/analytics.md). Never health data: the tracker and the server strip it. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['event', 'feature', 'conversion'] }).notNull(),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>().notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientSessionId: text('client_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_name_time_idx').on(t.kind, t.name, t.createdAt),
    index('analytics_time_idx').on(t.createdAt),
  ],
);
