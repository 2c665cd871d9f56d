import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_TEXT_MESSAGE } from '../../contract/errors';
import { symptomPayload } from '../test/factories';
import { createTestApp, signUpUser, type TestContext } from '../test/harness';

let ctx: TestContext;
let cookie: string;
let userId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie, userId } = await signUpUser(ctx.app));
});
afterAll(async () => {
  await ctx?.close();
});

describe('text that cannot be stored', () => {
  it('answers 400 to a search whose query string holds NUL', async () => {
    const response = await ctx.app.inject({ url: '/api/practitioners?q=a%00b', headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: INVALID_TEXT_MESSAGE,
      fields: { 'query.q': INVALID_TEXT_MESSAGE },
    });
  });

  it('answers 400 to a body field holding NUL and stores nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/symptoms',
      headers: { cookie },
      payload: symptomPayload({ description: 'woke up\u0000 dizzy' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ description: INVALID_TEXT_MESSAGE });
    const { rows } = await ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM symptoms WHERE user_id = $1',
      [userId],
    );
    expect(rows[0].n).toBe(0);
  });

  it('answers 400 to a NUL in a key of a nested body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/symptoms',
      headers: { cookie },
      payload: { ...symptomPayload(), extra: [{ 'k\u0000': 1 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'extra.0.k\u0000': INVALID_TEXT_MESSAGE });
  });

  it('answers 400 to an analytics event whose property holds half a surrogate pair, and stores nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/conversion',
      headers: { cookie },
      payload: { step: 'a', properties: { plan: 'x\uD83D' }, clientSessionId: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'properties.plan': INVALID_TEXT_MESSAGE });
    const { rows } = await ctx.database.pool.query('SELECT count(*)::int AS n FROM analytics_events');
    expect(rows[0].n).toBe(0);
  });

  it('accepts emoji and right-to-left text, whose surrogates are paired', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/symptoms',
      headers: { cookie },
      payload: symptomPayload({ description: 'כאב ראש 😖 \u202Eafter lunch' }),
    });
    expect(response.statusCode).toBe(201);
  });
});
