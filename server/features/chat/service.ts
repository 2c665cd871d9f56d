import { randomUUID } from 'node:crypto';
import type {
  TExtractedData,
  THelpLine,
  TSafetyReplyKind,
  TSafetyResult,
  TTriageLevel,
} from '../../../contract/assistant';
import {
  CHAT_LIMITS,
  type TAssistantActionDto,
  type TChatHistoryResponse,
  type TChatMessage,
  type TChatMessageJsonResponse,
  type TChatSessionSummary,
  type TPostChatResponse,
} from '../../../contract/chat';
import type { Db, DbOrTx } from '../../db/client';
import { loadAssistantContext, type TAssistantContextSources } from '../../lib/ai/context';
import {
  type AssistantEngine,
  remoteAccessFor,
  type TAssistantPrivacyLookup,
  type TAssistantReply,
} from '../../lib/ai/engine';
import type { AuditLog } from '../../lib/audit';
import { type FieldCipher, FieldDecryptionError, fieldColumn, presentReadable } from '../../lib/crypto';
import { createDecryptCache } from '../../lib/decrypt-cache';
import { decodeCursor, encodeCursor, invalidCursor } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { type ChatMessageRow, type ChatSessionRow, chatRepository as repo } from './repository';

/** What an assistant message carries besides its text (stored encrypted as one JSON value). */
type StoredMeta = {
  suggestions: string[];
  actions: TAssistantActionDto[];
  extractedData: TExtractedData;
  /** The fixed safety reply chosen and its help lines (absent on messages stored before them). */
  replyKind?: TSafetyReplyKind | null;
  help?: THelpLine[];
};

/** Sessions are listed by their first user message, cut to this length. */
const TITLE_MAX = 60;

/**
 * One turn in progress: the user's message (its id and time fixed, not yet stored), what the safety
 * layer and the engine decided, and the reply's text still to come. `commit` stores both messages and
 * their audit rows in one transaction once the whole reply exists; `abandon` stores nothing.
 */
export type ChatTurn = {
  sessionId: string;
  userMessage: TChatMessage;
  safety: TSafetyResult;
  extractedData: TExtractedData;
  suggestions: string[];
  actions: TAssistantActionDto[];
  provider: TAssistantReply['provider'];
  disclaimer: string;
  chunks: AsyncIterable<string>;
  commit(text: string): Promise<{ userMessage: TChatMessage; reply: TChatMessage }>;
  /** The reply failed or the client left: nothing is stored, but a shown emergency is audited. */
  abandon(): Promise<void>;
};

export type ChatServiceDeps = {
  db: Db;
  cipher: FieldCipher;
  audit: AuditLog;
  engine: AssistantEngine;
  /**
   * The user's consent to a remote AI provider and their identifiers (to scrub), from the profile
   * service; looked up only when the engine has a remote provider. Omitted → local only.
   */
  privacy?: TAssistantPrivacyLookup;
  /**
   * The person's recent symptoms, check-ins and chronic conditions, from the symptoms,
   * health-metrics and profile services, for trend questions. Omitted → no context.
   */
  context?: TAssistantContextSources;
  now?: () => Date;
};

/** Each message's text and details, bound to its row (docs/data-protection.md#health-data-at-rest). */
const CONTENT = fieldColumn('chat_messages', 'content_enc');
const META = fieldColumn('chat_messages', 'meta_enc');

export function createChatService(deps: ChatServiceDeps) {
  const { db, cipher, audit, engine } = deps;
  const now = deps.now ?? (() => new Date());
  // Conversations are re-read on every send (context) and every refresh: cache decrypted text.
  const decrypted = createDecryptCache(cipher);

  const present = (row: ChatMessageRow): TChatMessage => {
    const meta = row.metaEnc
      ? (JSON.parse(decrypted.decrypt(row.metaEnc, META.at(row.id))) as StoredMeta)
      : null;
    return {
      id: row.id,
      sessionId: row.sessionId,
      role: row.role,
      content: decrypted.decrypt(row.contentEnc, CONTENT.at(row.id)),
      timestamp: row.createdAt.toISOString(),
      triage: (row.triage as TTriageLevel | null) ?? null,
      isEmergency: row.isEmergency,
      replyKind: meta?.replyKind ?? null,
      help: meta?.help ?? [],
      suggestions: meta?.suggestions ?? [],
      actions: meta?.actions ?? [],
    };
  };

  /** A conversation's title: its first message, or nothing when there is none or it cannot be read. */
  const titleOf = (s: ChatSessionRow): string => {
    if (!s.titleEnc || !s.titleId) return '';
    try {
      return decrypted.decrypt(s.titleEnc, CONTENT.at(s.titleId));
    } catch (error) {
      if (error instanceof FieldDecryptionError) return '';
      throw error;
    }
  };

  const readEntry = (actor: Actor) => ({
    actorUserId: actor.userId,
    subjectUserId: actor.userId,
    action: 'read' as const,
    requestId: actor.requestId,
    ipAddress: actor.ip,
  });
  const auditRead = (actor: Actor, sessionId: string | null) =>
    audit.read({ ...readEntry(actor), resource: 'chat_message', resourceId: sessionId });

  /**
   * An emergency reply was shown: on record without the message or which kind of emergency
   * (docs/data-protection.md#audit-log). The id is the stored reply's, or null when nothing was stored.
   */
  const emergencyEntry = (actor: Actor, replyId: string | null) => ({
    actorUserId: actor.userId,
    subjectUserId: actor.userId,
    action: 'emergency_shown' as const,
    resource: 'chat_message',
    resourceId: replyId,
    requestId: actor.requestId,
    ipAddress: actor.ip,
  });

  /** Starts a turn: the session's earlier turns as context, then the engine (safety first). */
  async function startTurn(
    actor: Actor,
    input: { sessionId: string; content: string },
    signal?: AbortSignal,
  ): Promise<ChatTurn> {
    const { sessionId, content } = input;
    const receivedAt = now();
    const [earlier, context, remote] = await Promise.all([
      repo.page(db, actor.userId, sessionId, CHAT_LIMITS.contextTurns),
      deps.context ? loadAssistantContext(deps.context, actor.userId, receivedAt) : undefined,
      remoteAccessFor(engine, deps.privacy, actor.userId),
    ]);
    if (context) await audit.read({ ...readEntry(actor), resource: 'assistant_context', resourceId: null });
    const history = presentReadable(earlier.rows, (row) => ({
      role: row.role,
      content: decrypted.decrypt(row.contentEnc, CONTENT.at(row.id)),
    }));
    const reply = await engine.respond({
      message: content,
      history,
      ...remote,
      context,
      now: receivedAt,
      signal,
    });
    const userMessage: TChatMessage = {
      id: randomUUID(),
      sessionId,
      role: 'user',
      content,
      timestamp: receivedAt.toISOString(),
      triage: null,
      isEmergency: false,
      replyKind: null,
      help: [],
      suggestions: [],
      actions: [],
    };
    const meta: StoredMeta = {
      replyKind: reply.safety.replyKind,
      help: reply.safety.help,
      suggestions: reply.suggestions,
      actions: reply.actions,
      extractedData: reply.extractedData,
    };
    let settled = false;

    return {
      sessionId,
      userMessage,
      safety: reply.safety,
      extractedData: reply.extractedData,
      suggestions: reply.suggestions,
      actions: reply.actions,
      provider: reply.provider,
      disclaimer: reply.disclaimer,
      chunks: reply.chunks,

      async commit(text) {
        if (settled) throw new Error('chat turn already settled');
        settled = true;
        // Strictly after the user's message, so a conversation always reads in order.
        const repliedAt = new Date(Math.max(now().getTime(), receivedAt.getTime() + 1));
        const replyId = randomUUID();
        const rows = await db.transaction(async (tx) => {
          const inserted = await repo.insertMany(tx, [
            {
              id: userMessage.id,
              userId: actor.userId,
              sessionId,
              role: 'user',
              contentEnc: cipher.encrypt(content, CONTENT.at(userMessage.id)),
              metaEnc: null,
              triage: null,
              isEmergency: false,
              provider: null,
              createdAt: receivedAt,
            },
            {
              id: replyId,
              userId: actor.userId,
              sessionId,
              role: 'assistant',
              contentEnc: cipher.encrypt(text, CONTENT.at(replyId)),
              metaEnc: cipher.encrypt(JSON.stringify(meta), META.at(replyId)),
              triage: reply.safety.triage,
              isEmergency: reply.safety.isEmergency,
              provider: reply.provider,
              createdAt: repliedAt,
            },
          ]);
          for (const row of inserted) {
            await audit.write(tx, {
              actorUserId: actor.userId,
              subjectUserId: actor.userId,
              action: 'create',
              resource: 'chat_message',
              resourceId: row.id,
              requestId: actor.requestId,
              ipAddress: actor.ip,
            });
          }
          const storedReply = inserted.find((row) => row.role === 'assistant');
          if (reply.safety.isEmergency) await audit.write(tx, emergencyEntry(actor, storedReply?.id ?? null));
          return inserted;
        });
        const stored = rows.map(present);
        const userRow = stored.find((m) => m.role === 'user');
        const replyRow = stored.find((m) => m.role === 'assistant');
        if (!userRow || !replyRow) throw new Error('chat insert returned no rows');
        return { userMessage: userRow, reply: replyRow };
      },

      async abandon() {
        if (settled) return;
        settled = true;
        // The emergency banner was already shown (the stream's meta event): that stays on record.
        if (reply.safety.isEmergency) await audit.write(db, emergencyEntry(actor, null));
      },
    };
  }

  /** Runs a whole turn without streaming: the reply collected, then stored with the user's message. */
  async function completeTurn(actor: Actor, input: { sessionId: string; content: string }) {
    const turn = await startTurn(actor, input);
    let text = '';
    try {
      for await (const piece of turn.chunks) text += piece;
    } catch (error) {
      await turn.abandon();
      throw error;
    }
    const stored = await turn.commit(text);
    return { turn, ...stored };
  }

  return {
    startTurn,

    /** POST /api/chat: stores the message and the reply, returns both. */
    async post(actor: Actor, input: { sessionId: string; content: string }): Promise<TPostChatResponse> {
      const { turn, userMessage, reply } = await completeTurn(actor, input);
      return { userMessage, reply, disclaimer: turn.disclaimer };
    },

    /** POST /api/chat/message answered as JSON (Accept: application/json). */
    async postJson(
      actor: Actor,
      input: { sessionId?: string; message: string },
    ): Promise<TChatMessageJsonResponse> {
      const sessionId = input.sessionId ?? newSessionId();
      const { turn, userMessage, reply } = await completeTurn(actor, { sessionId, content: input.message });
      return {
        sessionId,
        userMessage,
        reply,
        disclaimer: turn.disclaimer,
        triage: turn.safety.triage,
        isEmergency: turn.safety.isEmergency,
        replyKind: turn.safety.replyKind,
        help: turn.safety.help,
        extractedData: turn.extractedData,
      };
    },

    /** GET /api/chat/{sessionId}: the caller's messages of that session (another user's: none). */
    async listSession(actor: Actor, sessionId: string): Promise<TChatMessage[]> {
      const { rows } = await repo.page(db, actor.userId, sessionId, CHAT_LIMITS.pageSize);
      // The id asked for goes on record only when it is one of the caller's conversations.
      await auditRead(actor, rows.length > 0 ? sessionId : null);
      return presentReadable(rows, present);
    },

    /**
     * GET /api/chat/history: the caller's conversations and one page of the chosen one (at most
     * `limit`, default 100). `before` is a previous page's `nextCursor` or, as older clients send it,
     * the id of the oldest message shown (docs/product/journey.md#paging).
     */
    async history(
      actor: Actor,
      query: { sessionId?: string; before?: string; limit?: number },
    ): Promise<TChatHistoryResponse> {
      const limit = query.limit ?? CHAT_LIMITS.pageSize;
      const beforeId = query.before ? messageIdOf(query.before) : undefined;
      const sessionRows = await repo.sessions(db, actor.userId, CHAT_LIMITS.sessionsListed);
      const sessions: TChatSessionSummary[] = sessionRows.map((s) => ({
        sessionId: s.sessionId,
        title: shorten(titleOf(s)),
        messageCount: s.messageCount,
        updatedAt: s.updatedAt.toISOString(),
      }));
      const cursor = beforeId ? await repo.find(db, actor.userId, beforeId) : undefined;
      const sessionId = query.sessionId ?? cursor?.sessionId ?? sessions[0]?.sessionId ?? null;
      if (!sessionId || (beforeId && (!cursor || cursor.sessionId !== sessionId))) {
        // A `before` that is not one of the caller's messages in this session: nothing older to show.
        await auditRead(actor, null);
        return { sessions, sessionId, messages: [], hasMore: false, nextCursor: null };
      }
      const page = await repo.page(
        db,
        actor.userId,
        sessionId,
        limit,
        cursor ? { atUs: BigInt(cursor.atUs), id: cursor.id } : undefined,
      );
      // The id asked for goes on record only when it is one of the caller's conversations (a client
      // may send any text as the session id).
      const owned = page.rows.length > 0 || sessions.some((s) => s.sessionId === sessionId);
      await auditRead(actor, owned ? sessionId : null);
      const oldest = page.rows[0];
      return {
        sessions,
        sessionId,
        messages: presentReadable(page.rows, present),
        hasMore: page.hasMore,
        nextCursor:
          page.hasMore && oldest ? encodeCursor({ atUs: BigInt(oldest.atUs), keys: [oldest.id] }) : null,
      };
    },

    /** For levels and achievements (which check access and audit their own read): messages written to the assistant per day in `timeZone`. */
    countsPerDay: (userId: string, timeZone: string): Promise<{ day: string; count: number }[]> =>
      repo.userMessagesPerDay(db, userId, timeZone),

    /** For the data export (server/features/account), which audits the export itself. */
    async exportForUser(userId: string) {
      const rows = await repo.listAllForUser(db, userId);
      return {
        chatMessages: presentReadable(rows, (row) => {
          const message = present(row);
          const meta = row.metaEnc
            ? (JSON.parse(decrypted.decrypt(row.metaEnc, META.at(row.id))) as StoredMeta)
            : null;
          return {
            ...message,
            extractedData: meta?.extractedData ?? null,
            provider: row.provider,
          };
        }),
      };
    },

    /** The account erasure (inside its transaction): every conversation. */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.deleteForUser(tx, userId);
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The message a history `before` names: a message id, or a cursor holding one; else a 400. */
function messageIdOf(before: string): string {
  if (UUID.test(before)) return before.toLowerCase();
  const id = decodeCursor(before, 1).keys[0] ?? '';
  if (!UUID.test(id)) throw invalidCursor();
  return id;
}

/** A new conversation's id (POST /api/chat/message without one). */
function newSessionId(): string {
  return randomUUID();
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= TITLE_MAX ? oneLine : `${oneLine.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}

export type ChatService = ReturnType<typeof createChatService>;
