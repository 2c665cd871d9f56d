import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Stored assistant conversations (docs/product/assistant.md#stored-chat). The text
 * and everything derived from it (suggestions, actions, what was understood) are AES-256-GCM
 * encrypted by the service; role, triage, the emergency flag, the provider and the time stay in
 * clear for ordering, listing and audits (docs/data-protection.md).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's conversation token (contract ZChatSessionId); scoped by user_id, not global. */
    sessionId: text('session_id').notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    contentEnc: text('content_enc').notNull(),
    /** Encrypted JSON `{ suggestions, actions, extractedData }` (assistant messages), else null. */
    metaEnc: text('meta_enc'),
    /** Assistant messages: the safety layer's triage level; null for the user's own messages. */
    triage: text('triage'),
    isEmergency: boolean('is_emergency').notNull().default(false),
    /** Assistant messages: 'fixed' (safety text), 'local' or 'openai'; null for user messages. */
    provider: text('provider'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_user_session_time_idx').on(t.userId, t.sessionId, t.createdAt),
    index('chat_messages_user_time_idx').on(t.userId, t.createdAt),
    check('chat_messages_role', sql`${t.role} IN ('user', 'assistant')`),
  ],
);
