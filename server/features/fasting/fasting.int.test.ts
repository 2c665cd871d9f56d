import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FASTING_MESSAGES } from '../../../contract/fasting';
import { premiumRequiredMessage, trialLimitMessage } from '../../../contract/subscription';
import { createClockedTestApp, DAY_MS, HOUR_MS, signUpWithTrial, testClock } from '../subscription/testing';
import { fastingRepository } from './repository';

const START = '2026-11-21T18:00:00.000Z';
const clock = testClock(START);
let ctx: Awaited<ReturnType<typeof createClockedTestApp>>;
beforeAll(async () => {
  ctx = await createClockedTestApp(clock);
});
afterAll(async () => {
  await ctx.close();
});

type Cookie = string | undefined;
const inject = (method: 'GET' | 'POST', cookie: Cookie, url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const state = (cookie: Cookie) => inject('GET', cookie, '/api/fasting');
const acknowledge = (cookie: Cookie) => inject('POST', cookie, '/api/fasting/acknowledge-note');
const start = (cookie: Cookie, payload: unknown) => inject('POST', cookie, '/api/fasting/start', payload);
const stop = (cookie: Cookie) => inject('POST', cookie, '/api/fasting/stop');

async function readyUser() {
  const user = await signUpWithTrial(ctx.app);
  expect((await acknowledge(user.cookie)).statusCode).toBe(200);
  return user;
}

describe('fasting API', () => {
  it('answers 401 on every endpoint when signed out', async () => {
    expect((await state(undefined)).statusCode).toBe(401);
    expect((await acknowledge(undefined)).statusCode).toBe(401);
    expect((await start(undefined, { protocol: '16:8' })).statusCode).toBe(401);
    expect((await stop(undefined)).statusCode).toBe(401);
  });

  it('answers a free user 402 PREMIUM_REQUIRED with the upsell', async () => {
    const user = await signUpWithTrial(ctx.app, { trial: false });
    const expected = {
      error: {
        code: 'PREMIUM_REQUIRED',
        message: premiumRequiredMessage('fastingTracking'),
        upgradeUrl: '/premium',
      },
    };
    expect((await state(user.cookie)).json()).toEqual(expected);
    const refused = await start(user.cookie, { protocol: '16:8' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual(expected);
    await acknowledge(user.cookie);
    expect((await start(user.cookie, { protocol: '16:8' })).statusCode).toBe(402);
  });

  it('asks for the note to be acknowledged once before the first fast, and remembers it', async () => {
    clock.set(START);
    const user = await signUpWithTrial(ctx.app);
    expect((await state(user.cookie)).json()).toMatchObject({
      noteAcknowledged: false,
      active: null,
      history: [],
    });
    const refused = await start(user.cookie, { protocol: '16:8' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(FASTING_MESSAGES.noteRequired);
    const first = await acknowledge(user.cookie);
    expect(first.json()).toEqual({ noteAcknowledged: true, acknowledgedAt: START });
    clock.advance(HOUR_MS);
    expect((await acknowledge(user.cookie)).json().acknowledgedAt).toBe(START);
    expect((await state(user.cookie)).json().noteAcknowledged).toBe(true);
    expect(
      (await inject('GET', user.cookie, '/api/premium/trial-status')).json().featuresUsed.fastingTracking,
    ).toBe(0);
    clock.set(START);
  });

  it('starts a 16:8 fast, refuses a second, and stops it with the duration and target reached', async () => {
    clock.set(START);
    const user = await readyUser();
    const started = await start(user.cookie, { protocol: '16:8' });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({
      protocol: '16:8',
      targetHours: 16,
      startedAt: START,
      endedAt: null,
      targetAt: '2026-11-22T10:00:00.000Z',
      durationMinutes: 0,
      targetReached: false,
    });
    const second = await start(user.cookie, { protocol: '18:6' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(FASTING_MESSAGES.alreadyActive);

    clock.advance(2 * HOUR_MS + 30 * 60_000);
    expect((await state(user.cookie)).json().active).toMatchObject({
      durationMinutes: 150,
      targetReached: false,
    });

    clock.set('2026-11-22T11:05:00.000Z');
    const stopped = await stop(user.cookie);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({
      endedAt: '2026-11-22T11:05:00.000Z',
      durationMinutes: 17 * 60 + 5,
      targetReached: true,
    });
    const after = (await state(user.cookie)).json();
    expect(after.active).toBeNull();
    expect(after.history).toHaveLength(1);
    expect(after.history[0]).toMatchObject({ protocol: '16:8', durationMinutes: 1025, targetReached: true });
    expect(
      (await inject('GET', user.cookie, '/api/premium/trial-status')).json().featuresUsed.fastingTracking,
    ).toBe(1);
    clock.set(START);
  });

  it('records a fast stopped early as not reaching its target, newest first in the history', async () => {
    clock.set(START);
    const user = await readyUser();
    await start(user.cookie, { protocol: '20:4' });
    clock.advance(5 * HOUR_MS);
    expect((await stop(user.cookie)).json()).toMatchObject({ durationMinutes: 300, targetReached: false });
    clock.advance(HOUR_MS);
    await start(user.cookie, { protocol: 'custom', customHours: 1 });
    clock.advance(HOUR_MS);
    await stop(user.cookie);
    const history = (await state(user.cookie)).json().history as {
      protocol: string;
      targetReached: boolean;
    }[];
    expect(history.map((f) => [f.protocol, f.targetReached])).toEqual([
      ['custom', true],
      ['20:4', false],
    ]);
    clock.set(START);
  });

  it("validates the protocol and custom hours (1–72) with the contract's messages", async () => {
    const user = await readyUser();
    for (const customHours of [0, 73, 2.5, undefined]) {
      const response = await start(user.cookie, { protocol: 'custom', customHours });
      expect(response.statusCode, String(customHours)).toBe(400);
      expect(response.json().error.message).toBe(FASTING_MESSAGES.customHoursRange);
    }
    const bad = await start(user.cookie, { protocol: '12:12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(FASTING_MESSAGES.protocolRequired);
    expect((await state(user.cookie)).json().active).toBeNull();
    const ok = await start(user.cookie, { protocol: 'custom', customHours: 72 });
    expect(ok.json()).toMatchObject({ protocol: 'custom', targetHours: 72 });
  });

  it('answers 404 to stop without a fast in progress', async () => {
    const user = await readyUser();
    const response = await stop(user.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(FASTING_MESSAGES.noneActive);
  });

  it("keeps fasts per user: another user's stop and state do not touch mine", async () => {
    const owner = await readyUser();
    const other = await readyUser();
    await start(owner.cookie, { protocol: '16:8' });
    expect((await stop(other.cookie)).statusCode).toBe(404);
    expect((await state(other.cookie)).json()).toMatchObject({ active: null, history: [] });
    expect((await state(owner.cookie)).json().active).not.toBeNull();
    // The other user can run their own fast at the same time.
    expect((await start(other.cookie, { protocol: '18:6' })).statusCode).toBe(201);
  });

  it('lets one of five concurrent starts through (the partial unique index) and counts one use', async () => {
    const user = await readyUser();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => start(user.cookie, { protocol: '16:8' })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const a of answers.filter((a) => a.statusCode !== 201)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().error.message).toBe(FASTING_MESSAGES.alreadyActive);
    }
    expect(
      (await inject('GET', user.cookie, '/api/premium/trial-status')).json().featuresUsed.fastingTracking,
    ).toBe(1);
  });

  it('holds one fast in progress per user in the database itself (partial unique index)', async () => {
    const user = await readyUser();
    const row = { userId: user.userId, protocol: '16:8' as const, targetHours: 16, startedAt: clock.now() };
    await fastingRepository.insert(ctx.database.db, row);
    const error = await fastingRepository.insert(ctx.database.db, row).catch((e: unknown) => e);
    const pgError = (error as { cause?: { code?: string; constraint?: string } }).cause;
    expect(pgError).toMatchObject({ code: '23505', constraint: 'fasts_one_active_per_user' });
    await fastingRepository.stopActive(ctx.database.db, user.userId, clock.now());
    await expect(fastingRepository.insert(ctx.database.db, row)).resolves.toMatchObject({ endedAt: null });
  });

  it('stops at the trial limit of 20 fasts; stopping still works after the trial ends', async () => {
    clock.set(START);
    const user = await readyUser();
    for (let i = 0; i < 20; i += 1) {
      expect((await start(user.cookie, { protocol: 'custom', customHours: 1 })).statusCode).toBe(201);
      clock.advance(60_000);
      expect((await stop(user.cookie)).statusCode).toBe(200);
    }
    const refused = await start(user.cookie, { protocol: '16:8' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toEqual({
      code: 'TRIAL_LIMIT_REACHED',
      message: trialLimitMessage('fastingTracking'),
      upgradeUrl: '/premium',
    });

    const late = await readyUser();
    await start(late.cookie, { protocol: '16:8' });
    clock.advance(31 * DAY_MS);
    expect((await state(late.cookie)).statusCode).toBe(402);
    const stopped = await stop(late.cookie);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().targetReached).toBe(true);
    clock.set(START);
  });
});
