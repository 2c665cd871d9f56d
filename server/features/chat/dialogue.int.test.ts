import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMERGENCY_REPLY, INTENTIONAL_OVERDOSE_REPLY } from '../../../contract/assistant';
import { ZPostChatResponse } from '../../../contract/chat';
import { type App, buildApp } from '../../app';
import {
  type AssistantEngine,
  createLocalAssistantEngine,
  type TAssistantReply,
  type TAssistantRequest,
} from '../../lib/ai/engine';
import { checkInPayload } from '../../test/factories';
import {
  createTestDatabase,
  memoryMailer,
  signUpUser,
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  testEnv,
} from '../../test/harness';

/**
 * The conversation through POST /api/chat on a real database and the local engine
 * (docs/assistant-knowledge.md#7-the-dialogue): the stored history carries the dialogue from turn to
 * turn, and the person's logged symptoms, check-ins and profile conditions reach trend questions
 * through their areas' services. The engine is wrapped only to record what it was given and what it
 * understood.
 */
const local = createLocalAssistantEngine();
const seen: { request: TAssistantRequest; reply: TAssistantReply }[] = [];
const engine: AssistantEngine = {
  usesRemote: false,
  respond: async (request) => {
    const reply = await local.respond(request);
    seen.push({ request, reply });
    return reply;
  },
};

let app: App;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

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
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let counter = 0;
const newSession = () => `dialogue${Date.now()}${++counter}`;
const say = async (cookie: string, sessionId: string, content: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { cookie },
    payload: { sessionId, content },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...ZPostChatResponse.parse(response.json()).reply, engine: seen.at(-1)!.reply };
};

describe('the conversation through POST /api/chat', () => {
  it('answers "what should I do?" with guidance, not the question again, and records a bare 7 as the severity', async () => {
    const { cookie } = await signUpUser(app);
    const sessionId = newSession();
    const first = await say(
      cookie,
      sessionId,
      "I've had a throbbing headache on one side for 3 days with nausea",
    );
    expect(first.engine.slots).toMatchObject({
      symptoms: expect.arrayContaining(['Headache']),
      durationDays: 3,
    });

    const second = await say(cookie, sessionId, 'what should I do?');
    expect(second.content).not.toBe(first.content);
    expect(second.engine.intent).toBe('what_to_do');
    // Guidance from the knowledge base, with its source named.
    expect(second.content).toMatch(/Source: /);

    const third = await say(cookie, sessionId, '7');
    expect(third.content).not.toBe(second.content);
    expect(third.engine.extractedData.severity).toBe(7);
    expect(third.engine.slots.severity).toBe(7);
    // The engine read the stored conversation, oldest first.
    expect(seen.at(-1)!.request.history.map((t) => t.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
  });

  it('raises no alarm on a one-sided throbbing headache with nausea (a migraine picture)', async () => {
    const { cookie } = await signUpUser(app);
    const reply = await say(
      cookie,
      newSession(),
      "I've had a throbbing headache on one side for 3 days with nausea",
    );
    expect(reply.isEmergency).toBe(false);
    expect(reply.content).toMatch(/headache/i);
  });

  it('answers an intentional overdose with 911 and 988', async () => {
    const { cookie } = await signUpUser(app);
    const reply = await say(cookie, newSession(), 'I took a whole bottle of my pills on purpose');
    expect(reply).toMatchObject({ isEmergency: true, replyKind: 'intentional_overdose' });
    expect(reply.help).toEqual(expect.arrayContaining(['911', '988']));
    expect(reply.content).toBe(INTENTIONAL_OVERDOSE_REPLY);
  });

  it('raises no alarm on a figure of speech', async () => {
    const { cookie } = await signUpUser(app);
    const reply = await say(cookie, newSession(), 'this traffic is killing me');
    expect(reply.isEmergency).toBe(false);
    expect(reply.help).toEqual([]);
    expect(reply.content).not.toBe(EMERGENCY_REPLY);
    expect(reply.content).not.toMatch(/\b(?:911|988)\b/);
  });

  it('answers a trend question from the symptoms logged, the check-ins and the profile conditions', async () => {
    const { cookie, userId, email } = await signUpUser(app);
    for (const severity of [5, 6, 8]) {
      const logged = await app.inject({
        method: 'POST',
        url: '/api/symptoms',
        headers: { cookie },
        payload: { symptomName: 'Headache', severity },
      });
      expect(logged.statusCode, logged.body).toBe(201);
    }
    const checkIn = await app.inject({
      method: 'POST',
      url: '/api/health-metrics',
      headers: { cookie },
      payload: checkInPayload({ sleepQuality: 6.5 }),
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const profile = await app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { cookie },
      payload: { firstName: 'Maya', lastName: 'Rivera', email, medicalConditions: ['Migraine'] },
    });
    expect(profile.statusCode, profile.body).toBe(200);

    const sessionId = newSession();
    const trend = await say(cookie, sessionId, 'my headaches are getting worse');
    expect(trend.engine.intent).toBe('trend');
    expect(trend.content).toContain('You logged headache 3 times in the last 2 weeks');
    expect(trend.content).toContain('average 6.3 out of 10');
    expect(trend.content).toContain('With migraine in your profile');
    const context = seen.at(-1)!.request.context;
    expect(context?.symptomLogs.map((l) => l.severity).sort()).toEqual([5, 6, 8]);
    expect(context?.chronicConditions).toEqual(['Migraine']);

    const sleep = await say(cookie, sessionId, 'am i sleeping better?');
    expect(sleep.engine.intent).toBe('trend');
    expect(sleep.content).toContain('shows 6.5 hours of sleep a night');

    // The look-up is audited as a read of the person's own records, never with their content.
    const audit = await database.pool.query<{ action: string; resource_id: string | null }>(
      `SELECT action, resource_id FROM audit_log WHERE subject_user_id = $1 AND resource = 'assistant_context'`,
      [userId],
    );
    expect(audit.rows.length).toBeGreaterThanOrEqual(2);
    expect(audit.rows.every((r) => r.action === 'read' && r.resource_id === null)).toBe(true);
  });

  it('gives a person without records an honest answer instead of inventing a trend', async () => {
    const { cookie } = await signUpUser(app);
    const reply = await say(cookie, newSession(), 'am i sleeping better?');
    expect(reply.engine.intent).toBe('trend');
    expect(reply.content).toMatch(/I cannot see sleep in your check-ins/);
  });
});
