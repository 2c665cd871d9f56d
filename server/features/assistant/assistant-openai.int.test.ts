import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMERGENCY_REPLY } from '../../../contract/assistant';
import { loadFixture, type ReplayServer, startReplayServer } from '../../lib/ai/providers/replay-server';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';

/**
 * POST /api/ai/health-chat with AI_PROVIDER=openai, pointed at the replay server
 * (docs/assistant-providers.md#tests).
 */

let replay: ReplayServer;
let ctx: TestContext;
beforeAll(async () => {
  replay = await startReplayServer();
  ctx = await createTestApp({
    AI_PROVIDER: 'openai',
    AI_BASE_URL: replay.url,
    AI_API_KEY: 'sk-test-key',
    AI_MODEL: 'gpt-4o-mini',
    AI_TIMEOUT_MS: '1000',
  });
});
afterAll(async () => {
  await ctx.close();
  await replay.close();
});
beforeEach(() => replay.reset());

const RECORDED_TEXT = (loadFixture('chat-stream').events ?? [])
  .map((e) =>
    typeof e === 'object'
      ? ((e as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content ?? '')
      : '',
  )
  .join('');

const chat = (cookie: string, message: string, chatHistory: { role: string; content: string }[] = []) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/ai/health-chat',
    headers: { cookie },
    payload: { message, chatHistory, stage: 'health_collection' },
  });
const consent = (cookie: string, aiRemoteConsent: boolean) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/user/privacy',
    headers: { cookie },
    payload: { aiRemoteConsent },
  });

describe('health chat with the openai provider', () => {
  it('answers locally and sends nothing until the user turns the external AI switch on', async () => {
    const user = await signUpUser(ctx.app, { firstName: 'Maya', lastName: 'Rivera' });
    const body = (await chat(user.cookie, 'pounding headache for 3 days')).json();
    expect(body.response).toMatch(/^Thank you for telling me\. I understand you have headache for 3 days\./);
    expect(replay.requests).toHaveLength(0);
  });

  it('with consent, streams the model’s reply and sends no identifier', async () => {
    const user = await signUpUser(ctx.app, {
      firstName: 'Maya',
      lastName: 'Rivera',
      phoneNumber: '415-555-1234',
      dateOfBirth: '1985-03-14',
    });
    expect((await consent(user.cookie, true)).statusCode).toBe(200);
    const response = await chat(
      user.cookie,
      `I'm Maya Rivera (${user.email}, 415-555-1234, ZIP 94110): pounding headache for 3 days, 7/10`,
      [{ role: 'user', content: 'Hello, Maya here, born March 14, 1985, text me at 5551234' }],
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.response).toBe(RECORDED_TEXT);
    expect(body.isEmergency).toBe(false);
    expect(body.extractedData).toMatchObject({
      primarySymptoms: ['Headache', 'Vision Problems'],
      severity: 7,
    });
    // The reply and the extraction; a safety second opinion too when the local layers were unsure.
    const slots = replay.requests.map((r) => r.slot).filter((s) => s !== 'urgency');
    expect(slots.sort()).toEqual(['extraction', 'stream']);
    const sent = replay.requests.map((r) => r.text).join('\n');
    for (const identifier of ['Maya', 'Rivera', user.email, '415-555-1234', '5551234', '94110', '1985']) {
      expect(sent).not.toContain(identifier);
    }
  });

  it('answers an emergency with the fixed reply without calling the provider, even with consent', async () => {
    const user = await signUpUser(ctx.app);
    await consent(user.cookie, true);
    const body = (await chat(user.cookie, 'I have crushing chest pain spreading to my left arm')).json();
    expect(body).toMatchObject({ isEmergency: true, response: EMERGENCY_REPLY });
    expect(replay.requests).toHaveLength(0);
  });

  it('falls back to the local engine when the provider fails, never showing the error', async () => {
    const user = await signUpUser(ctx.app);
    await consent(user.cookie, true);
    replay.use({ stream: 'chat-500', extraction: 'extraction-500' });
    const response = await chat(user.cookie, 'pounding headache for 3 days');
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toMatch(/^Thank you for telling me/);
    expect(response.json().response).not.toMatch(/500|error/i);
  });

  it('stops sending as soon as the switch is turned off again', async () => {
    const user = await signUpUser(ctx.app);
    await consent(user.cookie, true);
    await consent(user.cookie, false);
    await chat(user.cookie, 'pounding headache for 3 days');
    expect(replay.requests).toHaveLength(0);
  });
});
