import { z } from 'zod';
import {
  ASSISTANT_LIMITS,
  ASSISTANT_MESSAGES,
  ZExtractedData,
  ZHelpLine,
  ZSafetyReplyKind,
  ZTriageLevel,
} from './assistant';
import { ZPageCursor, ZPageLimit } from './paging';

/**
 * Stored assistant conversations (docs/product/assistant.md#stored-chat):
 * - `/chat`: POST /api/chat stores the user's message, produces, stores and returns the
 *   reply; GET /api/chat/{sessionId} lists the caller's own messages of that session.
 * - `/ai-assistant`: GET /api/chat/history and POST /api/chat/message, the reply streamed as
 *   server-sent events and stored whole when done.
 * Message content is health data: encrypted at rest, every read and write audited.
 */

export const CHAT_LIMITS = {
  sessionIdMax: 64,
  /** Messages returned by GET /api/chat/{sessionId} and one page of GET /api/chat/history. */
  pageSize: 100,
  /** Earlier turns given to the assistant as context. */
  contextTurns: 20,
  sessionsListed: 20,
} as const;

export const CHAT_MESSAGES = {
  /** The toast title when a send fails; the description is the server's message. */
  sendFailed: 'Error sending message',
  sessionNotFound: 'Conversation not found.',
  invalidSessionId: 'Invalid conversation id.',
  streamInterrupted: 'The reply was interrupted. Please try again.',
  /** /chat welcome text when the conversation is empty. */
  welcome:
    "Hi, I'm your health assistant. Tell me how you're feeling — for example \"I've had a headache for 3 days\" — and I'll help you make sense of it and suggest next steps.",
} as const;

/** /chat makes the session id once per screen load from the current time; any short token. */
export const ZChatSessionId = z
  .string()
  .trim()
  .min(1, CHAT_MESSAGES.invalidSessionId)
  .max(CHAT_LIMITS.sessionIdMax, CHAT_MESSAGES.invalidSessionId)
  .regex(/^[A-Za-z0-9_-]+$/, CHAT_MESSAGES.invalidSessionId);

const ZMessageText = z
  .string()
  .trim()
  .min(1, ASSISTANT_MESSAGES.messageRequired)
  .max(ASSISTANT_LIMITS.messageMax, ASSISTANT_MESSAGES.messageTooLong);

export const ZAssistantAction = z.object({
  kind: z.enum(['log_symptom', 'find_practitioner', 'community']),
  label: z.string(),
  /** An in-app path (starts with '/'). */
  href: z.string(),
});
export type TAssistantActionDto = z.infer<typeof ZAssistantAction>;

export const ZChatMessage = z.object({
  id: z.string(),
  sessionId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
  /** Assistant messages: the urgency told (the safety layer and the whole picture) and whether the reply is the fixed emergency text. */
  triage: ZTriageLevel.nullable(),
  isEmergency: z.boolean(),
  /** Assistant messages: the fixed safety reply chosen (the banner to show), or null. */
  replyKind: ZSafetyReplyKind.nullable().default(null),
  /** Assistant messages: the help lines to show, most urgent first. */
  help: z.array(ZHelpLine).default([]),
  suggestions: z.array(z.string()),
  actions: z.array(ZAssistantAction),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** POST /api/chat: userId is ignored (identity comes from the session). */
export const ZPostChatRequest = z.object({
  userId: z.unknown().optional(),
  sessionId: ZChatSessionId,
  role: z.literal('user').default('user'),
  content: ZMessageText,
});
export type TPostChatRequest = z.input<typeof ZPostChatRequest>;

export const ZPostChatResponse = z.object({
  userMessage: ZChatMessage,
  reply: ZChatMessage,
  disclaimer: z.string(),
});
export type TPostChatResponse = z.infer<typeof ZPostChatResponse>;

/** GET /api/chat/{sessionId}: the caller's messages of that session, oldest first. */
export const ZChatMessageList = z.array(ZChatMessage);

export const ZChatSessionSummary = z.object({
  sessionId: z.string(),
  /** The first user message, shortened (decrypted for the owner only). */
  title: z.string(),
  messageCount: z.number().int(),
  updatedAt: z.string(),
});
export type TChatSessionSummary = z.infer<typeof ZChatSessionSummary>;

/**
 * GET /api/chat/history?sessionId=&before=&limit=: the assistant's conversations and one page of
 * messages (docs/product/journey.md#paging).
 */
export const ZChatHistoryQuery = z.object({
  sessionId: ZChatSessionId.optional(),
  /** A previous page's `nextCursor` (or the id of the oldest message shown): messages older than it. */
  before: ZPageCursor.optional(),
  /** Messages per page, 1–200; 100 when absent. */
  limit: ZPageLimit.optional(),
});
export const ZChatHistoryResponse = z.object({
  sessions: z.array(ZChatSessionSummary),
  /** The requested session, else the most recent one, else null for a new user. */
  sessionId: z.string().nullable(),
  /** Oldest first. */
  messages: z.array(ZChatMessage),
  hasMore: z.boolean(),
  /** The `before` of the page of older messages, or null when there are none. */
  nextCursor: z.string().nullable().optional(),
});
export type TChatHistoryResponse = z.infer<typeof ZChatHistoryResponse>;

/** POST /api/chat/message: no sessionId starts a new conversation. */
export const ZChatMessageRequest = z.object({
  sessionId: ZChatSessionId.optional(),
  message: ZMessageText,
});
export type TChatMessageRequest = z.input<typeof ZChatMessageRequest>;

/**
 * POST /api/chat/message answers `text/event-stream` (or JSON = ZPostChatResponse plus
 * extractedData when the request's Accept is application/json). Events, in order:
 *   event: meta   data: ZChatStreamMeta   (the stored user message; safety known before any text)
 *   event: delta  data: { text }          (zero or more pieces of the reply)
 *   event: done   data: { message }       (the stored assistant message, the full text)
 *   event: error  data: { message }       (instead of done; nothing half-written is stored)
 */
export const ZChatStreamMeta = z.object({
  sessionId: z.string(),
  userMessage: ZChatMessage,
  triage: ZTriageLevel,
  isEmergency: z.boolean(),
  replyKind: ZSafetyReplyKind.nullable().default(null),
  help: z.array(ZHelpLine).default([]),
  extractedData: ZExtractedData,
  suggestions: z.array(z.string()),
  actions: z.array(ZAssistantAction),
  disclaimer: z.string(),
});
export type TChatStreamMeta = z.infer<typeof ZChatStreamMeta>;
export const ZChatStreamDelta = z.object({ text: z.string() });
export const ZChatStreamDone = z.object({ message: ZChatMessage });
export const ZChatStreamError = z.object({ message: z.string() });

/** POST /api/chat/message with `Accept: application/json`: the stored turn in one answer. */
export const ZChatMessageJsonResponse = ZPostChatResponse.extend({
  sessionId: z.string(),
  triage: ZTriageLevel,
  isEmergency: z.boolean(),
  replyKind: ZSafetyReplyKind.nullable().default(null),
  help: z.array(ZHelpLine).default([]),
  extractedData: ZExtractedData,
});
export type TChatMessageJsonResponse = z.infer<typeof ZChatMessageJsonResponse>;
