import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';

/**
 * TRUST_PROXY decides which peer may name the client in X-Forwarded-For
 * (docs/operations.md#behind-a-load-balancer). The client address the app uses is read back from the
 * per-IP rate-limit counters, which key on it.
 */
let oneHop: TestContext;
let listed: TestContext;
let direct: TestContext;
beforeAll(async () => {
  [oneHop, listed, direct] = await Promise.all([
    createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_ANALYTICS_PER_MINUTE: '3' }),
    createTestApp({ TRUST_PROXY: '10.0.0.1,10.1.0.0/16', RATE_LIMIT_ANALYTICS_PER_MINUTE: '3' }),
    createTestApp({ RATE_LIMIT_ANALYTICS_PER_MINUTE: '3' }),
  ]);
});
afterAll(async () => {
  await Promise.all([oneHop?.close(), listed?.close(), direct?.close()]);
});

/** One analytics call (a per-IP limited route: every attempt counts, even a malformed one). */
const track = (ctx: TestContext, remoteAddress: string, forwardedFor?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/analytics/track',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: {},
  });

/** The client addresses the app has counted requests for. */
async function countedAddresses(ctx: TestContext): Promise<string[]> {
  const { rows } = await ctx.database.pool.query<{ key: string }>(
    `SELECT key FROM rate_limits WHERE key LIKE 'analytics:ip:%' ORDER BY key`,
  );
  return rows.map((row) => row.key.slice('analytics:ip:'.length));
}

const clear = (ctx: TestContext) => ctx.database.pool.query('DELETE FROM rate_limits');

describe('TRUST_PROXY', () => {
  it('with a hop count of 1, takes the address the proxy saw, whatever the client wrote before it', async () => {
    await clear(oneHop);
    // The client forges a leftmost entry; the proxy (10.0.0.1) appends the address it saw.
    await track(oneHop, '10.0.0.1', '198.51.100.66, 203.0.113.7');
    await track(oneHop, '10.0.0.1', '203.0.113.7');
    expect(await countedAddresses(oneHop)).toEqual(['203.0.113.7']);
  });

  it('with a list of proxies, uses X-Forwarded-For only from them; anyone else keeps their own address', async () => {
    await clear(listed);
    await track(listed, '10.1.4.2', '203.0.113.7');
    await track(listed, '192.0.2.10', '198.51.100.66');
    expect(await countedAddresses(listed)).toEqual(['192.0.2.10', '203.0.113.7']);
  });

  it('unset, ignores X-Forwarded-For', async () => {
    await clear(direct);
    await track(direct, '192.0.2.10', '198.51.100.66');
    expect(await countedAddresses(direct)).toEqual(['192.0.2.10']);
  });

  it('with a hop count, a client reaching the app directly from a public address keeps its own', async () => {
    await clear(oneHop);
    await track(oneHop, '192.0.2.10', '198.51.100.66');
    await track(oneHop, '::ffff:192.0.2.11', '198.51.100.66');
    // IPv4 written inside IPv6 counts as the IPv4 address.
    expect(await countedAddresses(oneHop)).toEqual(['192.0.2.10', '192.0.2.11']);
  });

  it('a client cannot escape a per-IP limit by rotating X-Forwarded-For', async () => {
    for (const ctx of [oneHop, listed, direct]) {
      await clear(ctx);
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i += 1) {
        // Straight to the app from a public address, not through a trusted proxy.
        const response = await track(ctx, '192.0.2.10', `198.51.100.${i}`);
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(3)).toEqual([429, 429]);
    }
    // Behind one proxy, the forged entries sit left of the address the proxy appended.
    await clear(oneHop);
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const response = await track(oneHop, '10.0.0.1', `198.51.100.${i}, 203.0.113.7`);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
