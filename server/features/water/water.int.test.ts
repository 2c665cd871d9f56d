import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumRequiredMessage, trialLimitMessage } from '../../../contract/subscription';
import { WATER_MESSAGES } from '../../../contract/water';
import {
  createClockedTestApp,
  grantPremium,
  HOUR_MS,
  signUpWithTrial,
  testClock,
} from '../subscription/testing';

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
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', cookie: Cookie, url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const summary = (cookie: Cookie, tz = 'UTC') =>
  inject('GET', cookie, `/api/water/summary?tz=${encodeURIComponent(tz)}`);
const add = (cookie: Cookie, payload: unknown, tz = 'UTC') =>
  inject('POST', cookie, `/api/water/entries?tz=${encodeURIComponent(tz)}`, payload);
const undo = (cookie: Cookie, tz = 'UTC') =>
  inject('DELETE', cookie, `/api/water/entries/last?tz=${encodeURIComponent(tz)}`);

describe('water API', () => {
  it('answers 401 on every endpoint when signed out', async () => {
    expect((await summary(undefined)).statusCode).toBe(401);
    expect((await add(undefined, { kind: 'glass' })).statusCode).toBe(401);
    expect((await undo(undefined)).statusCode).toBe(401);
    expect((await inject('DELETE', undefined, `/api/water/entries/${crypto.randomUUID()}`)).statusCode).toBe(
      401,
    );
    expect((await inject('PUT', undefined, '/api/water/goal', { goalMl: 2500 })).statusCode).toBe(401);
  });

  it('answers a free user 402 PREMIUM_REQUIRED with the upsell on every endpoint, storing nothing', async () => {
    clock.set(START);
    const user = await signUpWithTrial(ctx.app, { trial: false });
    const expected = {
      error: {
        code: 'PREMIUM_REQUIRED',
        message: premiumRequiredMessage('waterTracking'),
        upgradeUrl: '/premium',
      },
    };
    for (const response of [
      await summary(user.cookie),
      await add(user.cookie, { kind: 'glass' }),
      await undo(user.cookie),
      await inject('PUT', user.cookie, '/api/water/goal', { goalMl: 2500 }),
    ]) {
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual(expected);
    }
    // Starting the trial afterwards shows that none of the refused writes was stored.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/premium/start-trial',
      headers: { cookie: user.cookie },
    });
    const after = (await summary(user.cookie)).json();
    expect(after.totalMl).toBe(0);
    expect(after.entries).toEqual([]);
    expect(after.goalMl).toBe(2000);
  });

  it("adds a glass, a bottle and custom ml/oz amounts; today's total, entries newest first and the week", async () => {
    clock.set(START);
    const user = await signUpWithTrial(ctx.app);
    expect((await add(user.cookie, { kind: 'glass' })).statusCode).toBe(201);
    clock.advance(60_000);
    expect((await add(user.cookie, { kind: 'bottle' })).statusCode).toBe(201);
    clock.advance(60_000);
    expect((await add(user.cookie, { kind: 'custom', amount: 300, unit: 'ml' })).statusCode).toBe(201);
    clock.advance(60_000);
    const last = await add(user.cookie, { kind: 'custom', amount: 8, unit: 'oz' });
    expect(last.statusCode).toBe(201);
    const body = last.json();
    // 8 US fl oz = 236.6 ml → 237.
    expect(body.totalMl).toBe(250 + 500 + 300 + 237);
    expect(body.goalMl).toBe(2000);
    expect(body.today).toBe('2026-11-21');
    expect(body.entries.map((e: { amountMl: number }) => e.amountMl)).toEqual([237, 300, 500, 250]);
    expect(body.entries[0]).toMatchObject({ kind: 'custom', enteredAmount: 8, unit: 'oz' });
    expect(body.week).toHaveLength(7);
    expect(body.week[6]).toEqual({ date: '2026-11-21', totalMl: 1287 });
    expect(body.week[0]).toEqual({ date: '2026-11-15', totalMl: 0 });
    expect((await summary(user.cookie)).json()).toEqual(body);
  });

  it("validates with the contract's messages and stores nothing", async () => {
    clock.set(START);
    const user = await signUpWithTrial(ctx.app);
    const cases: [unknown, string][] = [
      [{ kind: 'custom', unit: 'ml' }, WATER_MESSAGES.amountRequired],
      [{ kind: 'custom', amount: 0, unit: 'ml' }, WATER_MESSAGES.mlRange],
      [{ kind: 'custom', amount: 2001, unit: 'ml' }, WATER_MESSAGES.mlRange],
      [{ kind: 'custom', amount: 12.5, unit: 'ml' }, WATER_MESSAGES.mlRange],
      [{ kind: 'custom', amount: 8.3, unit: 'oz' }, WATER_MESSAGES.ozRange],
      [{ kind: 'custom', amount: 65, unit: 'oz' }, WATER_MESSAGES.ozRange],
    ];
    for (const [payload, message] of cases) {
      const response = await add(user.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect((await add(user.cookie, { kind: 'bucket' })).statusCode).toBe(400);
    const goal = await inject('PUT', user.cookie, '/api/water/goal', { goalMl: 100 });
    expect(goal.statusCode).toBe(400);
    expect(goal.json().error.message).toBe(WATER_MESSAGES.goalRange);
    const tz = await summary(user.cookie, 'Mars/Olympus_Mons');
    expect(tz.statusCode).toBe(400);
    expect(tz.json().error.message).toBe('Unknown time zone');
    expect((await add(user.cookie, { kind: 'glass' }, '+05:30')).statusCode).toBe(400);
    const after = (await summary(user.cookie)).json();
    expect(after.totalMl).toBe(0);
    expect(
      (await inject('GET', user.cookie, '/api/premium/trial-status')).json().featuresUsed.waterTracking,
    ).toBe(0);
  });

  it('sets the daily goal (default 2,000 ml)', async () => {
    const user = await signUpWithTrial(ctx.app);
    expect((await summary(user.cookie)).json().goalMl).toBe(2000);
    const saved = await inject('PUT', user.cookie, '/api/water/goal', { goalMl: 2500 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ goalMl: 2500 });
    expect((await summary(user.cookie)).json().goalMl).toBe(2500);
  });

  it("undoes the newest entry of today; 404 when today has none; another user's undo leaves it alone", async () => {
    clock.set(START);
    const owner = await signUpWithTrial(ctx.app);
    const other = await signUpWithTrial(ctx.app);
    await add(owner.cookie, { kind: 'glass' });
    clock.advance(60_000);
    await add(owner.cookie, { kind: 'bottle' });

    const otherUndo = await undo(other.cookie);
    expect(otherUndo.statusCode).toBe(404);
    expect(otherUndo.json().error.message).toBe(WATER_MESSAGES.nothingToUndo);
    expect((await summary(other.cookie)).json().totalMl).toBe(0);

    const undone = await undo(owner.cookie);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().totalMl).toBe(250);
    expect((await undo(owner.cookie)).json().totalMl).toBe(0);
    expect((await undo(owner.cookie)).statusCode).toBe(404);
    // Undo does not give the trial use back.
    expect(
      (await inject('GET', owner.cookie, '/api/premium/trial-status')).json().featuresUsed.waterTracking,
    ).toBe(2);
  });

  it("answers 404 when deleting another user's entry, and changes nothing", async () => {
    clock.set(START);
    const owner = await signUpWithTrial(ctx.app);
    const other = await signUpWithTrial(ctx.app);
    const id = (await add(owner.cookie, { kind: 'glass' })).json().entries[0].id as string;
    const response = await inject('DELETE', other.cookie, `/api/water/entries/${id}`);
    expect(response.statusCode).toBe(404);
    expect((await summary(owner.cookie)).json().totalMl).toBe(250);
    expect((await summary(other.cookie)).json().entries).toEqual([]);
    const own = await inject('DELETE', owner.cookie, `/api/water/entries/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().totalMl).toBe(0);
  });

  it("counts 'today' in the user's time zone (a glass at 23:30 in Los Angeles is that evening's)", async () => {
    // 07:30 UTC on 22 November is 23:30 on 21 November in Los Angeles (UTC−8).
    clock.set('2026-11-22T07:30:00.000Z');
    const user = await signUpWithTrial(ctx.app);
    const la = 'America/Los_Angeles';
    const added = (await add(user.cookie, { kind: 'glass' }, la)).json();
    expect(added.today).toBe('2026-11-21');
    expect(added.totalMl).toBe(250);
    expect((await summary(user.cookie, 'UTC')).json()).toMatchObject({ today: '2026-11-22', totalMl: 250 });
    // One hour later it is past midnight in Los Angeles: a new day, yesterday in the week view.
    clock.advance(HOUR_MS);
    const next = (await summary(user.cookie, la)).json();
    expect(next).toMatchObject({ today: '2026-11-22', totalMl: 0, entries: [] });
    expect(next.week.slice(-2)).toEqual([
      { date: '2026-11-21', totalMl: 250 },
      { date: '2026-11-22', totalMl: 0 },
    ]);
    // An undo after midnight cannot remove yesterday's glass.
    expect((await undo(user.cookie, la)).statusCode).toBe(404);
    clock.set(START);
  });

  it('stops at the trial limit of 50 with TRIAL_LIMIT_REACHED; reading still works; Premium is unlimited', async () => {
    clock.set(START);
    const user = await signUpWithTrial(ctx.app);
    for (let i = 0; i < 50; i += 1) {
      expect((await add(user.cookie, { kind: 'custom', amount: 10, unit: 'ml' })).statusCode).toBe(201);
    }
    const refused = await add(user.cookie, { kind: 'glass' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      error: {
        code: 'TRIAL_LIMIT_REACHED',
        message: trialLimitMessage('waterTracking'),
        upgradeUrl: '/premium',
      },
    });
    expect(refused.json().error.message).toBe(
      "You've used all 50 water entries included in your free trial. Upgrade to Premium for unlimited water tracking.",
    );
    const read = await summary(user.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().totalMl).toBe(500);

    await grantPremium(ctx.database.db, user.userId, clock.now());
    expect((await add(user.cookie, { kind: 'glass' })).statusCode).toBe(201);
    expect((await summary(user.cookie)).json().totalMl).toBe(750);
  });
});
