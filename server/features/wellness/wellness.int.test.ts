import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../lib/calendar';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';
import { DEFAULT_AIR_QUALITY } from './air-quality';
import { dailyMessageFor } from './daily-message';

/** A stand-in air-quality provider on 127.0.0.1 that records what it was asked. */
type FakeProvider = {
  url: string;
  requests: string[];
  answer: { status: number; body: unknown };
  close(): Promise<void>;
};

async function startFakeProvider(): Promise<FakeProvider> {
  const requests: string[] = [];
  const fake = { answer: { status: 200, body: {} as unknown } };
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(fake.answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(fake.answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

let ctx: TestContext;
let withProvider: TestContext;
let provider: FakeProvider;

beforeAll(async () => {
  provider = await startFakeProvider();
  ctx = await createTestApp();
  withProvider = await createTestApp({
    AIR_QUALITY_API_URL: `${provider.url}/feed?lat={lat}&lon={lon}&zip={zip}&token=secret`,
  });
});
afterAll(async () => {
  await ctx.close();
  await withProvider.close();
  await provider.close();
});

describe('daily wellness message', () => {
  it('is stable for a date and follows the date it is given', async () => {
    const first = await ctx.app.inject({ url: '/api/wellness/daily-message?date=2026-11-21' });
    const second = await ctx.app.inject({ url: '/api/wellness/daily-message?date=2026-11-21' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(second.json());
    expect(first.json()).toEqual(dailyMessageFor('2026-11-21'));
    expect(first.json().quoteAuthor).toEqual(expect.any(String));
    const next = await ctx.app.inject({ url: '/api/wellness/daily-message?date=2026-11-22' });
    expect(next.json().affirmation).not.toBe(first.json().affirmation);
  });

  it("defaults to today's UTC date and refuses a date that does not exist", async () => {
    const today = await ctx.app.inject({ url: '/api/wellness/daily-message' });
    expect(today.json().date).toBe(localDate(new Date(), 'UTC'));
    expect((await ctx.app.inject({ url: '/api/wellness/daily-message?date=2026-02-30' })).statusCode).toBe(
      400,
    );
  });
});

describe('air quality', () => {
  it('answers 401 when signed out', async () => {
    expect((await ctx.app.inject({ url: '/api/environmental/air-quality' })).statusCode).toBe(401);
  });

  it('gives the default without a provider: Moderate, exercise indoors', async () => {
    const user = await signUpUser(ctx.app);
    const response = await ctx.app.inject({
      url: '/api/environmental/air-quality',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_AIR_QUALITY);
    expect(response.json()).toMatchObject({ status: 'Moderate', aqi: null, source: 'default' });
  });

  it('asks the configured provider about the user’s ZIP code and reports its category', async () => {
    provider.answer = { status: 200, body: { status: 'ok', data: { aqi: 162 } } };
    const user = await signUpUser(withProvider.app, { zipCode: '94110' });
    const response = await withProvider.app.inject({
      url: '/api/environmental/air-quality',
      headers: { cookie: user.cookie },
    });
    expect(response.json()).toMatchObject({
      status: 'Unhealthy',
      aqi: 162,
      source: new URL(provider.url).host,
    });
    expect(response.json().recommendations[0]).toBe('Exercise indoors today.');
    const asked = new URL(provider.requests.at(-1)!, provider.url);
    expect(asked.pathname).toBe('/feed');
    expect(asked.searchParams.get('zip')).toBe('94110');
    expect(Number(asked.searchParams.get('lat'))).toBeCloseTo(37.75, 1);
    expect(Number(asked.searchParams.get('lon'))).toBeCloseTo(-122.41, 1);
  });

  it('falls back to the default when the provider fails, and does not ask without a known ZIP', async () => {
    provider.answer = { status: 500, body: { error: 'down' } };
    const user = await signUpUser(withProvider.app, { zipCode: '10001' });
    const failed = await withProvider.app.inject({
      url: '/api/environmental/air-quality',
      headers: { cookie: user.cookie },
    });
    expect(failed.json()).toEqual(DEFAULT_AIR_QUALITY);

    const asked = provider.requests.length;
    const abroad = await signUpUser(withProvider.app, { zipCode: 'SW1A 1AA' });
    const unknown = await withProvider.app.inject({
      url: '/api/environmental/air-quality',
      headers: { cookie: abroad.cookie },
    });
    expect(unknown.json()).toEqual(DEFAULT_AIR_QUALITY);
    expect(provider.requests.length).toBe(asked);
  });
});
