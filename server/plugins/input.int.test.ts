import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from '../../contract/errors';
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

describe('text holding the NUL character', () => {
  it('answers 400 to a search whose query string holds NUL', async () => {
    const response = await ctx.app.inject({ url: '/api/practitioners?q=a%00b', headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: NUL_CHARACTER_MESSAGE,
      fields: { 'query.q': NUL_CHARACTER_MESSAGE },
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
    expect(response.json().error.fields).toEqual({ description: NUL_CHARACTER_MESSAGE });
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
    expect(response.json().error.fields).toEqual({ 'extra.0.k\u0000': NUL_CHARACTER_MESSAGE });
  });
});
