import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES } from '../../../contract/assistant';
import {
  CHAT_MESSAGES,
  type TChatStreamMeta,
  ZChatHistoryQuery,
  ZChatHistoryResponse,
  ZChatMessageJsonResponse,
  ZChatMessageList,
  ZChatMessageRequest,
  ZChatSessionId,
  ZPostChatRequest,
  ZPostChatResponse,
} from '../../../contract/chat';
import { actorOf } from '../../plugins/auth';
import { perUser } from '../../plugins/rate-limit';
import type { ChatService, ChatTurn } from './service';

const MINUTE_SECONDS = 60;

/** One server-sent event (https://html.spec.whatwg.org/multipage/server-sent-events.html). */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** JSON only when asked for it and the event stream is not: EventSource and fetch streams get SSE. */
function wantsJson(request: FastifyRequest): boolean {
  const accept = String(request.headers.accept ?? '');
  return /\bapplication\/json\b/i.test(accept) && !/\btext\/event-stream\b/i.test(accept);
}

/**
 * The reply as events: `meta` (the user's message and the safety result, before any text), `delta`
 * per piece the engine yields, then `done` with the stored message, or `error` with nothing stored.
 */
async function* turnEvents(
  turn: ChatTurn,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): AsyncGenerator<string> {
  const meta: TChatStreamMeta = {
    sessionId: turn.sessionId,
    userMessage: turn.userMessage,
    triage: turn.safety.triage,
    isEmergency: turn.safety.isEmergency,
    replyKind: turn.safety.replyKind,
    help: turn.safety.help,
    extractedData: turn.extractedData,
    suggestions: turn.suggestions,
    actions: turn.actions,
    disclaimer: turn.disclaimer,
  };
  let settled = false;
  try {
    yield sseEvent('meta', meta);
    let text = '';
    for await (const piece of turn.chunks) {
      if (signal.aborted) break;
      if (!piece) continue;
      text += piece;
      yield sseEvent('delta', { text: piece });
    }
    if (signal.aborted) return;
    const stored = await turn.commit(text);
    settled = true;
    yield sseEvent('done', { message: stored.reply });
  } catch (error) {
    if (!signal.aborted) {
      log.error({ err: error }, 'chat reply stream failed');
      yield sseEvent('error', { message: CHAT_MESSAGES.streamInterrupted });
    }
  } finally {
    if (!settled) await turn.abandon().catch((error) => log.error({ err: error }, 'chat abandon failed'));
  }
}

/**
 * The stored chat (docs/product/assistant.md#stored-chat). Every route answers for the signed-in
 * user's own messages only. Guards: session → validation → per-user rate limit (writes).
 */
export const chatRoutes: FastifyPluginAsyncZod<{ service: ChatService }> = async (app, { service }) => {
  // One budget with POST /api/ai/health-chat: every assistant reply counts once per user.
  const chatLimit = perUser('assistant:chat', {
    max: ASSISTANT_LIMITS.chatPerUserPerMinute,
    windowSeconds: MINUTE_SECONDS,
    message: ASSISTANT_MESSAGES.rateLimited,
  });

  app.post(
    '/api/chat',
    {
      onRequest: app.guards.user,
      config: { rateLimit: chatLimit },
      schema: { body: ZPostChatRequest, response: { 201: ZPostChatResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await service.post(actorOf(request), {
          sessionId: request.body.sessionId,
          content: request.body.content,
        }),
      ),
  );

  app.get(
    '/api/chat/history',
    {
      onRequest: app.guards.user,
      schema: { querystring: ZChatHistoryQuery, response: { 200: ZChatHistoryResponse } },
    },
    async (request) => service.history(actorOf(request), request.query),
  );

  app.get(
    '/api/chat/:sessionId',
    {
      onRequest: app.guards.user,
      schema: { params: z.object({ sessionId: ZChatSessionId }), response: { 200: ZChatMessageList } },
    },
    async (request) => service.listSession(actorOf(request), request.params.sessionId),
  );

  app.post(
    '/api/chat/message',
    {
      onRequest: app.guards.user,
      config: { rateLimit: chatLimit },
      schema: { body: ZChatMessageRequest, response: { 201: ZChatMessageJsonResponse } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (wantsJson(request)) return reply.status(201).send(await service.postJson(actor, request.body));

      // The client leaving (closed tab, aborted fetch) stops the engine; nothing is stored then.
      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      // Failures before the first event (the engine could not start) are ordinary JSON errors.
      const turn = await service.startTurn(
        actor,
        { sessionId: request.body.sessionId ?? randomUUID(), content: request.body.message },
        controller.signal,
      );
      // A stream payload goes through Fastify's onSend hooks: the security headers, no-store and the
      // request id set for every API answer stay on this one too.
      // The typed reply knows only the JSON answer's schema; a stream is not serialised by it.
      const streamReply = reply as unknown as FastifyReply;
      return streamReply
        .status(200)
        .type('text/event-stream; charset=utf-8')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(turnEvents(turn, controller.signal, request.log), { objectMode: false }));
    },
  );
};
