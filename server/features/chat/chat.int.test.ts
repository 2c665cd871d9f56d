import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSISTANT_DISCLAIMER,
  ASSISTANT_LIMITS,
  ASSISTANT_MESSAGES,
  EMERGENCY_REPLY,
  EMERGENCY_TRIAGE_LEVELS,
} from '../../../contract/assistant';
import {
  CHAT_MESSAGES,
  type TChatMessage,
  ZChatHistoryResponse,
  ZChatMessageJsonResponse,
  ZChatStreamDone,
  ZChatStreamMeta,
  ZPostChatResponse,
} from '../../../contract/chat';
import { PAGING_MESSAGES } from '../../../contract/paging';
import { type App, buildApp } from '../../app';
import {
  type AssistantEngine,
  createLocalAssistantEngine,
  type TAssistantRequest,
} from '../../lib/ai/engine';
import {
  createTestDatabase,
  memoryMailer,
  signUpUser,
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  testEnv,
} from '../../test/harness';

/**
 * The stored chat (docs/product/assistant.md#stored-chat) through app.inject on a real database.
 * The engine is the local one unless a test swaps in a scripted one (chunked, failing, slow).
 */
const local = createLocalAssistantEngine();
let scripted: AssistantEngine | null = null;
const requests: TAssistantRequest[] = [];
const engine: AssistantEngine = {
  get usesRemote() {
    return scripted?.usesRemote ?? false;
  },
  respond: (request) => {
    requests.push(request);
    return (scripted ?? local).respond(request);
  },
};

let app: App;
/** The event streams the app answered with, newest last: a turn is over once its stream closes. */
const replyStreams: Readable[] = [];
let database: Awaited<ReturnType<typeof createTestDatabase>>;
type User = Awaited<ReturnType<typeof signUpUser>>;
let owner: User;
let other: User;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    env: testEnv({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' }),
    database,
    sessionSecret: TEST_SESSION_SECRET,
    encryptionKey: TEST_ENCRYPTION_KEY,
    clientDir: null,
    mailer: memoryMailer(),
    assistantEngine: engine,
  });
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (payload instanceof Readable) replyStreams.push(payload);
    return payload;
  });
  await app.ready();
  owner = await signUpUser(app);
  other = await signUpUser(app);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
afterEach(() => {
  scripted = null;
});

let sessionCounter = 0;
const newSession = () => {
  sessionCounter += 1;
  return `${Date.now()}${sessionCounter}`;
};

const postChat = (cookie: string | undefined, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/chat', headers: cookie ? { cookie } : {}, payload });
const get = (cookie: string | undefined, url: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const postMessage = (
  cookie: string | undefined,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/chat/message',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload,
  });

type SseEvent = { event: string; data: unknown };
/** Parses a text/event-stream body into its events, in order. */
function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      return { event, data: JSON.parse(data.join('\n')) as unknown };
    });
}

const rowsOf = async (userId: string, sessionId?: string) =>
  (
    await database.pool.query<{
      id: string;
      role: string;
      content_enc: string;
      meta_enc: string | null;
      triage: string | null;
      is_emergency: boolean;
      provider: string | null;
    }>(
      `SELECT id, role, content_enc, meta_enc, triage, is_emergency, provider FROM chat_messages
        WHERE user_id = $1 AND ($2::text IS NULL OR session_id = $2) ORDER BY created_at`,
      [userId, sessionId ?? null],
    )
  ).rows;

/** An engine whose reply comes in the given pieces, optionally failing after them. */
function scriptedEngine(pieces: string[], options: { failAfter?: boolean } = {}): AssistantEngine {
  return {
    async respond(request) {
      const base = await local.respond(request);
      async function* chunks() {
        for (const piece of pieces) yield piece;
        if (options.failAfter) throw new Error('provider connection reset');
      }
      return { ...base, provider: 'local', chunks: chunks() };
    },
  };
}

describe('POST /api/chat and GET /api/chat/{sessionId}', () => {
  it('stores the message and the reply, returns both, and lists them oldest first', async () => {
    const sessionId = newSession();
    const first = await postChat(owner.cookie, {
      userId: 1,
      sessionId,
      role: 'user',
      content: "I've had a headache for 3 days, about 6/10",
    });
    expect(first.statusCode, first.body).toBe(201);
    const body = ZPostChatResponse.parse(first.json());
    expect(body.userMessage).toMatchObject({
      sessionId,
      role: 'user',
      content: "I've had a headache for 3 days, about 6/10",
      triage: null,
      isEmergency: false,
    });
    expect(body.reply.role).toBe('assistant');
    expect(body.reply.content.toLowerCase()).toContain('headache');
    expect(body.reply.isEmergency).toBe(false);
    expect(body.disclaimer).toBe(ASSISTANT_DISCLAIMER);

    const second = await postChat(owner.cookie, { sessionId, content: 'It gets worse with bright light' });
    expect(second.statusCode, second.body).toBe(201);
    // The engine saw the session's earlier turns as context, oldest first.
    const last = requests.at(-1)!;
    expect(last.history.map((t) => t.role)).toEqual(['user', 'assistant']);
    expect(last.history[0]!.content).toBe("I've had a headache for 3 days, about 6/10");
    expect(last.allowRemote).toBe(false);

    const list = await get(owner.cookie, `/api/chat/${sessionId}`);
    expect(list.statusCode).toBe(200);
    const messages = list.json() as TChatMessage[];
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', "I've had a headache for 3 days, about 6/10"],
      ['assistant', body.reply.content],
      ['user', 'It gets worse with bright light'],
      ['assistant', (second.json() as { reply: TChatMessage }).reply.content],
    ]);
    expect(messages[0]!.id).toBe(body.userMessage.id);
    const times = messages.map((m) => Date.parse(m.timestamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // Reads and writes are audited, never with the text.
    const audit = await database.pool.query<{ action: string; resource_id: string | null }>(
      `SELECT action, resource_id FROM audit_log WHERE subject_user_id = $1 AND resource = 'chat_message'`,
      [owner.userId],
    );
    expect(audit.rows.filter((r) => r.action === 'create')).toHaveLength(4);
    expect(audit.rows.some((r) => r.action === 'read' && r.resource_id === sessionId)).toBe(true);
    expect(JSON.stringify(audit.rows)).not.toContain('headache');
  });

  it('puts a session id on the read record only when it is one of the caller’s conversations', async () => {
    const owner = await signUpUser(app);
    const made = 'invented-session-id-for-the-record';
    expect((await get(owner.cookie, `/api/chat/${made}`)).statusCode).toBe(200);
    expect((await get(owner.cookie, `/api/chat/history?sessionId=${made}`)).statusCode).toBe(200);
    const reads = await database.pool.query<{ resource_id: string | null }>(
      `SELECT resource_id FROM audit_log WHERE subject_user_id = $1 AND resource = 'chat_message' AND action = 'read'`,
      [owner.userId],
    );
    expect(reads.rows).toEqual([{ resource_id: null }, { resource_id: null }]);
  });

  it('stores the text encrypted at rest', async () => {
    const sessionId = newSession();
    const text = 'Zebra-striped rash on my forearm since yesterday';
    const posted = await postChat(owner.cookie, { sessionId, content: text });
    expect(posted.statusCode).toBe(201);
    const { reply } = ZPostChatResponse.parse(posted.json());
    const rows = await rowsOf(owner.userId, sessionId);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.content_enc).toMatch(/^v2:/);
      expect(row.content_enc.toLowerCase()).not.toContain('zebra');
    }
    const assistant = rows.find((r) => r.role === 'assistant')!;
    expect(assistant.meta_enc).toMatch(/^v2:/);
    expect(assistant.provider).toBe('local');
    // The urgency told (a new rash: the whole picture's, not an emergency) is stored beside the text.
    expect(assistant.triage).toBe(reply.triage);
    expect(EMERGENCY_TRIAGE_LEVELS).not.toContain(assistant.triage);
    const everything = await database.pool.query(`SELECT * FROM chat_messages WHERE session_id = $1`, [
      sessionId,
    ]);
    expect(JSON.stringify(everything.rows).toLowerCase()).not.toContain('zebra');
  });

  it('answers 400 with the contract messages and stores nothing', async () => {
    const sessionId = newSession();
    const blank = await postChat(owner.cookie, { sessionId, content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(ASSISTANT_MESSAGES.messageRequired);
    const long = await postChat(owner.cookie, { sessionId, content: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(ASSISTANT_MESSAGES.messageTooLong);
    const badSession = await postChat(owner.cookie, { sessionId: 'no spaces/please', content: 'Hello' });
    expect(badSession.statusCode).toBe(400);
    expect(badSession.json().error.message).toBe(CHAT_MESSAGES.invalidSessionId);
    const badGet = await get(owner.cookie, `/api/chat/${encodeURIComponent('bad id!')}`);
    expect(badGet.statusCode).toBe(400);
    expect(badGet.json().error.message).toBe(CHAT_MESSAGES.invalidSessionId);
    const tooLongId = await get(owner.cookie, `/api/chat/${'a'.repeat(65)}`);
    expect(tooLongId.statusCode).toBe(400);
    const badBefore = await get(owner.cookie, '/api/chat/history?before=not-a-uuid');
    expect(badBefore.statusCode).toBe(400);
    const blankStream = await postMessage(owner.cookie, { sessionId, message: '' });
    expect(blankStream.statusCode).toBe(400);
    expect(blankStream.json().error.message).toBe(ASSISTANT_MESSAGES.messageRequired);
    expect(await rowsOf(owner.userId, sessionId)).toEqual([]);
  });

  it("answers the owner only: another user's session is empty for them, and signed out is 401", async () => {
    const sessionId = newSession();
    const mine = await postChat(owner.cookie, { sessionId, content: 'My knees ache in the morning' });
    expect(mine.statusCode).toBe(201);
    const ownerMessageId = (mine.json() as { userMessage: TChatMessage }).userMessage.id;

    const theirs = await get(other.cookie, `/api/chat/${sessionId}`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    const theirHistory = ZChatHistoryResponse.parse(
      (await get(other.cookie, `/api/chat/history?sessionId=${sessionId}`)).json(),
    );
    expect(theirHistory.messages).toEqual([]);
    expect(theirHistory.sessions.map((s) => s.sessionId)).not.toContain(sessionId);
    const theirPage = ZChatHistoryResponse.parse(
      (await get(other.cookie, `/api/chat/history?before=${ownerMessageId}`)).json(),
    );
    expect(theirPage.messages).toEqual([]);
    expect(JSON.stringify(theirPage)).not.toContain('knees');

    // The same session id used by another user is a separate conversation.
    expect((await postChat(other.cookie, { sessionId, content: 'My back is stiff' })).statusCode).toBe(201);
    const ownerList = (await get(owner.cookie, `/api/chat/${sessionId}`)).json() as TChatMessage[];
    expect(ownerList).toHaveLength(2);
    expect(JSON.stringify(ownerList)).not.toContain('back is stiff');
    const streamed = await postMessage(other.cookie, { sessionId, message: 'And my neck' });
    expect(streamed.statusCode).toBe(200);
    expect((await get(owner.cookie, `/api/chat/${sessionId}`)).json()).toHaveLength(2);

    for (const response of [
      await postChat(undefined, { sessionId, content: 'Hello' }),
      await get(undefined, `/api/chat/${sessionId}`),
      await get(undefined, '/api/chat/history'),
      await postMessage(undefined, { sessionId, message: 'Hello' }),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('GET /api/chat/history', () => {
  it('lists conversations newest first with their first message as title, and pages backwards', async () => {
    const user = await signUpUser(app);
    const empty = ZChatHistoryResponse.parse((await get(user.cookie, '/api/chat/history')).json());
    expect(empty).toEqual({ sessions: [], sessionId: null, messages: [], hasMore: false, nextCursor: null });

    const older = newSession();
    const newer = newSession();
    await postChat(user.cookie, { sessionId: older, content: 'Trouble sleeping for two weeks' });
    await postChat(user.cookie, {
      sessionId: newer,
      content: 'Stomach ache after dairy, it has been going on for a while and it is getting annoying',
    });
    await postChat(user.cookie, { sessionId: newer, content: 'Also bloating' });

    const history = ZChatHistoryResponse.parse((await get(user.cookie, '/api/chat/history')).json());
    expect(history.sessions.map((s) => s.sessionId)).toEqual([newer, older]);
    expect(history.sessions[0]!.messageCount).toBe(4);
    expect(history.sessions[0]!.title.startsWith('Stomach ache after dairy')).toBe(true);
    expect(history.sessions[0]!.title.length).toBeLessThanOrEqual(60);
    expect(history.sessions[1]!.title).toBe('Trouble sleeping for two weeks');
    expect(history.sessionId).toBe(newer);
    expect(history.messages).toHaveLength(4);
    expect(history.hasMore).toBe(false);

    const chosen = ZChatHistoryResponse.parse(
      (await get(user.cookie, `/api/chat/history?sessionId=${older}`)).json(),
    );
    expect(chosen.sessionId).toBe(older);
    expect(chosen.messages.map((m) => m.content)[0]).toBe('Trouble sleeping for two weeks');

    const third = history.messages[2]!;
    const earlier = ZChatHistoryResponse.parse(
      (await get(user.cookie, `/api/chat/history?before=${third.id}`)).json(),
    );
    expect(earlier.sessionId).toBe(newer);
    expect(earlier.messages.map((m) => m.id)).toEqual(history.messages.slice(0, 2).map((m) => m.id));
  });
});

describe('GET /api/chat/history paging', () => {
  it('pages a conversation backwards by cursor, each message once, turns sharing a time', async () => {
    const user = await signUpUser(app);
    const sessionId = newSession();
    for (const content of [
      'Tired all day',
      'Headache at noon',
      'Slept badly',
      'Knees ache',
      'Better today',
    ]) {
      expect((await postChat(user.cookie, { sessionId, content })).statusCode).toBe(201);
    }
    // Two turns stored at the very same time, four messages sharing it.
    await database.pool.query(
      `UPDATE chat_messages SET created_at = timestamptz '2026-02-02T08:00:00Z'
        WHERE user_id = $1 AND created_at >= (SELECT created_at FROM chat_messages WHERE user_id = $1
                                              ORDER BY created_at, id OFFSET 4 LIMIT 1)
          AND created_at <= (SELECT created_at FROM chat_messages WHERE user_id = $1
                             ORDER BY created_at, id OFFSET 7 LIMIT 1)`,
      [user.userId],
    );
    const all = ZChatHistoryResponse.parse((await get(user.cookie, '/api/chat/history?limit=200')).json());
    expect(all.messages).toHaveLength(10);
    expect(all.nextCursor).toBeNull();

    const seen: string[] = [];
    let url = '/api/chat/history?limit=3';
    for (let page = 0; page < 4; page += 1) {
      const body = ZChatHistoryResponse.parse((await get(user.cookie, url)).json());
      seen.unshift(...body.messages.map((m) => m.id));
      expect(body.hasMore).toBe(page < 3);
      expect(Boolean(body.nextCursor)).toBe(page < 3);
      url = `/api/chat/history?limit=3&before=${body.nextCursor}`;
    }
    expect(seen).toEqual(all.messages.map((m) => m.id));

    const bad = await get(
      user.cookie,
      `/api/chat/history?before=${Buffer.from('c1|5|x').toString('base64url')}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(PAGING_MESSAGES.invalidCursor);
    expect((await get(user.cookie, '/api/chat/history?limit=0')).statusCode).toBe(400);
  });
});

describe('POST /api/chat/message (server-sent events)', () => {
  it('streams meta, the pieces and done, and stores exactly the streamed text', async () => {
    scripted = scriptedEngine(['Thanks for telling me. ', 'How long ', 'has it lasted?']);
    const sessionId = newSession();
    const response = await postMessage(owner.cookie, { sessionId, message: 'I feel exhausted' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    // The stream keeps every API answer's protections.
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();

    const events = parseSse(response.body);
    expect(events.map((e) => e.event)).toEqual(['meta', 'delta', 'delta', 'delta', 'done']);
    const meta = ZChatStreamMeta.parse(events[0]!.data);
    expect(meta).toMatchObject({ sessionId, isEmergency: false, triage: 'self_care' });
    expect(meta.userMessage).toMatchObject({ role: 'user', content: 'I feel exhausted', sessionId });
    expect(meta.extractedData.primarySymptoms).toEqual(['Fatigue']);
    expect(meta.disclaimer).toBe(ASSISTANT_DISCLAIMER);
    const streamed = events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(streamed).toBe('Thanks for telling me. How long has it lasted?');
    const done = ZChatStreamDone.parse(events.at(-1)!.data);
    expect(done.message.content).toBe(streamed);

    const stored = (await get(owner.cookie, `/api/chat/${sessionId}`)).json() as TChatMessage[];
    expect(stored.map((m) => m.id)).toEqual([meta.userMessage.id, done.message.id]);
    expect(stored[1]!.content).toBe(streamed);
  });

  it('starts a new conversation when no session id is given', async () => {
    const response = await postMessage(owner.cookie, { message: 'Dizzy when I stand up' });
    expect(response.statusCode).toBe(200);
    const meta = ZChatStreamMeta.parse(parseSse(response.body)[0]!.data);
    expect(meta.sessionId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect((await get(owner.cookie, `/api/chat/${meta.sessionId}`)).json()).toHaveLength(2);
  });

  it('answers one JSON body when asked for application/json', async () => {
    const sessionId = newSession();
    const response = await postMessage(
      owner.cookie,
      { sessionId, message: 'Joint pain in my hands for 2 months, 5/10' },
      { accept: 'application/json' },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = ZChatMessageJsonResponse.parse(response.json());
    expect(body.sessionId).toBe(sessionId);
    expect(body.extractedData).toMatchObject({ primarySymptoms: ['Joint Pain'], severity: 5 });
    expect(body.isEmergency).toBe(false);
    const stored = (await get(owner.cookie, `/api/chat/${sessionId}`)).json() as TChatMessage[];
    expect(stored.map((m) => m.content)).toEqual([body.userMessage.content, body.reply.content]);
  });

  it('sends an error event and stores nothing when the engine fails mid-stream', async () => {
    scripted = scriptedEngine(['Let me think about '], { failAfter: true });
    const sessionId = newSession();
    const response = await postMessage(owner.cookie, { sessionId, message: 'My feet feel cold at night' });
    expect(response.statusCode).toBe(200);
    const events = parseSse(response.body);
    expect(events.map((e) => e.event)).toEqual(['meta', 'delta', 'error']);
    expect(events[2]!.data).toEqual({ message: CHAT_MESSAGES.streamInterrupted });
    expect(response.body).not.toContain('provider connection reset');
    expect(await rowsOf(owner.userId, sessionId)).toEqual([]);
    expect((await get(owner.cookie, `/api/chat/${sessionId}`)).json()).toEqual([]);
  });

  it('answers a failing non-streamed send with an error and stores nothing', async () => {
    scripted = scriptedEngine(['Half a '], { failAfter: true });
    const sessionId = newSession();
    const response = await postChat(owner.cookie, { sessionId, content: 'Headache again today' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.message).toBe('Something went wrong on our side. Please try again.');
    expect(await rowsOf(owner.userId, sessionId)).toEqual([]);
  });

  it('refuses a cross-site post', async () => {
    const response = await postMessage(
      owner.cookie,
      { message: 'Hello there' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
  });

  it('stops the engine when the client disconnects and stores nothing', async () => {
    let sawAbort = false;
    let release: () => void = () => {};
    const aborted = new Promise<void>((resolve) => {
      release = resolve;
    });
    scripted = {
      async respond(request) {
        const base = await local.respond(request);
        async function* chunks() {
          yield 'First piece. ';
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 10_000);
            request.signal?.addEventListener('abort', () => {
              sawAbort = true;
              clearTimeout(timer);
              resolve();
              release();
            });
          });
          yield 'Second piece.';
        }
        return { ...base, chunks: chunks() };
      },
    };
    await app.listen({ port: 0, host: '127.0.0.1' });

    const { port } = app.server.address() as AddressInfo;
    const sessionId = newSession();
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/chat/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      body: JSON.stringify({ sessionId, message: 'Tired all the time' }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let received = '';
    while (!received.includes('event: delta')) {
      const { value } = await reader.read();
      received += new TextDecoder().decode(value);
    }
    controller.abort();
    await Promise.race([aborted, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    expect(sawAbort).toBe(true);
    // The stream closes once the turn has been stored or abandoned: nothing of it may be stored.
    const stream = replyStreams.at(-1);
    if (!stream) throw new Error('the reply was not an event stream');
    if (!stream.closed) await once(stream, 'close');
    expect(await rowsOf(owner.userId, sessionId)).toEqual([]);
    // fetch may leave a spare connection that never sent a request; it would hold app.close().
    app.server.closeAllConnections();
  });
});

describe('privacy and limits', () => {
  it("gives a remote-capable engine the user's consent and identifiers, off until switched on", async () => {
    const user = await signUpUser(app);
    scripted = { ...scriptedEngine(['Noted.']), usesRemote: true };
    const sessionId = newSession();
    expect((await postChat(user.cookie, { sessionId, content: 'Tired today' })).statusCode).toBe(201);
    expect(requests.at(-1)).toMatchObject({ allowRemote: false });
    const on = await app.inject({
      method: 'PATCH',
      url: '/api/user/privacy',
      headers: { cookie: user.cookie },
      payload: { aiRemoteConsent: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    scripted = { ...scriptedEngine(['Noted.']), usesRemote: true };
    expect((await postMessage(user.cookie, { sessionId, message: 'Still tired' })).statusCode).toBe(200);
    expect(requests.at(-1)).toMatchObject({ allowRemote: true, identifiers: { email: user.email } });
  });

  it('shares the per-user assistant rate limit on both sends', async () => {
    const user = await signUpUser(app);
    await database.pool.query(`INSERT INTO rate_limits (key, window_start, count) VALUES ($1, now(), $2)`, [
      `assistant:chat:user:${user.userId}`,
      ASSISTANT_LIMITS.chatPerUserPerMinute,
    ]);
    const sessionId = newSession();
    const first = await postChat(user.cookie, { sessionId, content: 'Hello' });
    expect(first.statusCode).toBe(429);
    expect(first.json().error.message).toBe(ASSISTANT_MESSAGES.rateLimited);
    expect(first.headers['retry-after']).toBeTruthy();
    expect((await postMessage(user.cookie, { sessionId, message: 'Hello' })).statusCode).toBe(429);
    // Reading is not limited.
    expect((await get(user.cookie, `/api/chat/${sessionId}`)).statusCode).toBe(200);
    expect(await rowsOf(user.userId)).toEqual([]);
  });
});

describe('emergencies', () => {
  it('stores the fixed 911 reply as the assistant message and audits it without the text', async () => {
    const sessionId = newSession();
    const response = await postChat(owner.cookie, {
      sessionId,
      content: 'I have crushing chest pain spreading to my left arm',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = ZPostChatResponse.parse(response.json());
    expect(body.reply.content).toBe(EMERGENCY_REPLY);
    expect(body.reply.isEmergency).toBe(true);
    expect(['emergency_ambulance', 'emergency']).toContain(body.reply.triage);
    const rows = await rowsOf(owner.userId, sessionId);
    const assistant = rows.find((r) => r.role === 'assistant')!;
    expect(assistant).toMatchObject({ is_emergency: true, provider: 'fixed' });
    const stored = (await get(owner.cookie, `/api/chat/${sessionId}`)).json() as TChatMessage[];
    expect(stored[1]).toMatchObject({ content: EMERGENCY_REPLY, isEmergency: true });

    // On record as shown, pointing at the stored reply: neither the words nor the kind of emergency.
    const audit = await database.pool.query<{ resource_id: string }>(
      `SELECT resource_id FROM audit_log
        WHERE subject_user_id = $1 AND action = 'emergency_shown' AND resource = 'chat_message'`,
      [owner.userId],
    );
    expect(audit.rowCount).toBe(1);
    expect(audit.rows[0]!.resource_id).toBe(assistant.id);
  });

  it('streams the fixed reply with isEmergency known in meta, before any text', async () => {
    const sessionId = newSession();
    const response = await postMessage(owner.cookie, {
      sessionId,
      message: 'I have crushing chest pain spreading to my left arm',
    });
    const events = parseSse(response.body);
    expect(events.map((e) => e.event)).toEqual(['meta', 'delta', 'done']);
    expect(ZChatStreamMeta.parse(events[0]!.data).isEmergency).toBe(true);
    expect(ZChatStreamDone.parse(events[2]!.data).message).toMatchObject({
      content: EMERGENCY_REPLY,
      isEmergency: true,
    });
  });
});
