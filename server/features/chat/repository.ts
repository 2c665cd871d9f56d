import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chatMessages } from '../../db/schema/chat';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessageRow = typeof chatMessages.$inferInsert;

/** A message's time in whole microseconds since the epoch, as text (a Date keeps only milliseconds). */
const AT_US = sql<string>`(extract(epoch FROM ${chatMessages.createdAt}) * 1000000)::bigint::text`;

export type ChatSessionRow = {
  sessionId: string;
  /** The session's first user message, still encrypted (null if it holds none). */
  titleEnc: string | null;
  /** That message's id (its ciphertext is bound to it). */
  titleId: string | null;
  messageCount: number;
  updatedAt: Date;
};

/**
 * Every query of the chat area (docs/conventions.md#repositories-own-the-sql). Every read is scoped by the
 * caller's user id.
 */
export const chatRepository = {
  /** How many messages the person wrote to the assistant per calendar day in `timeZone`. */
  async userMessagesPerDay(
    db: DbOrTx,
    userId: string,
    timeZone: string,
  ): Promise<{ day: string; count: number }[]> {
    const result = await db.execute<{ day: string; count: number }>(sql`
      SELECT to_char((${chatMessages.createdAt} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
             count(*)::int AS count
        FROM ${chatMessages}
       WHERE ${chatMessages.userId} = ${userId} AND ${chatMessages.role} = 'user'
       GROUP BY 1`);
    return result.rows;
  },

  async insertMany(db: DbOrTx, rows: NewChatMessageRow[]): Promise<ChatMessageRow[]> {
    return db.insert(chatMessages).values(rows).returning();
  },

  /**
   * One page of a session, oldest first: the `limit` newest messages, or the `limit` newest before
   * `before` (a message's exact time in microseconds since the epoch and its id; messages of one turn
   * share a time, the id orders them). `hasMore` says whether older ones exist; each row carries its
   * exact time (`atUs`, text) for the next page's cursor.
   */
  async page(
    db: DbOrTx,
    userId: string,
    sessionId: string,
    limit: number,
    before?: { atUs: bigint; id: string },
  ): Promise<{ rows: (ChatMessageRow & { atUs: string })[]; hasMore: boolean }> {
    const at = before
      ? sql`'epoch'::timestamptz + ${before.atUs.toString()}::bigint * interval '1 microsecond'`
      : null;
    const rows = await db
      .select({ ...getTableColumns(chatMessages), atUs: AT_US })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.userId, userId),
          eq(chatMessages.sessionId, sessionId),
          at && before
            ? sql`${chatMessages.createdAt} <= ${at} AND (${chatMessages.createdAt} < ${at} OR ${chatMessages.id} < ${before.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(limit + 1);
    const hasMore = rows.length > limit;
    return { rows: rows.slice(0, limit).reverse(), hasMore };
  },

  /** The caller's own message with its exact time, or undefined (another user's id reads as missing). */
  async find(
    db: DbOrTx,
    userId: string,
    id: string,
  ): Promise<(ChatMessageRow & { atUs: string }) | undefined> {
    const [row] = await db
      .select({ ...getTableColumns(chatMessages), atUs: AT_US })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.id, id)));
    return row;
  },

  /** The user's conversations, most recently active first (index chat_messages_user_time_idx). */
  async sessions(db: DbOrTx, userId: string, limit: number): Promise<ChatSessionRow[]> {
    const result = await db.execute<{
      session_id: string;
      title_enc: string | null;
      title_id: string | null;
      message_count: number;
      updated_at: Date | string;
    }>(sql`
      SELECT ${chatMessages.sessionId} AS session_id,
             (array_agg(${chatMessages.contentEnc} ORDER BY ${chatMessages.createdAt}, ${chatMessages.id})
                FILTER (WHERE ${chatMessages.role} = 'user'))[1] AS title_enc,
             (array_agg(${chatMessages.id}::text ORDER BY ${chatMessages.createdAt}, ${chatMessages.id})
                FILTER (WHERE ${chatMessages.role} = 'user'))[1] AS title_id,
             count(*)::int AS message_count,
             max(${chatMessages.createdAt}) AS updated_at
        FROM ${chatMessages}
       WHERE ${chatMessages.userId} = ${userId}
       GROUP BY ${chatMessages.sessionId}
       ORDER BY updated_at DESC
       LIMIT ${limit}`);
    return result.rows.map((r) => ({
      sessionId: r.session_id,
      titleEnc: r.title_enc,
      titleId: r.title_id,
      messageCount: Number(r.message_count),
      updatedAt: r.updated_at instanceof Date ? r.updated_at : new Date(r.updated_at),
    }));
  },

  /** Every message of the user, oldest first (the data export). */
  async listAllForUser(db: DbOrTx, userId: string): Promise<ChatMessageRow[]> {
    return db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  },

  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
  },
};
