import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHT_QUERY_MESSAGES, type TInsightsResponse } from '../../../contract/insights';
import { PROGRESS_MESSAGES } from '../../../contract/progress';
import { createFieldCipher } from '../../lib/crypto';
import { makeAdmin, signUpUser, TEST_ENCRYPTION_KEY } from '../../test/harness';
import {
  createClockedTestApp,
  DAY_MS,
  grantPremium,
  signUpWithTrial,
  type TestClock,
  testClock,
} from '../subscription/testing';
import { type SeedDay, seededRandom, seedHistory } from './testing';

let clock: TestClock;
let ctx: Awaited<ReturnType<typeof createClockedTestApp>>;
const cipher = createFieldCipher(TEST_ENCRYPTION_KEY);

beforeAll(async () => {
  clock = testClock('2026-06-15T20:00:00Z');
  ctx = await createClockedTestApp(clock);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (cookie: string, query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/insights?${query}`, headers: { cookie } });

async function insights(cookie: string, query = 'period=30d'): Promise<TInsightsResponse> {
  const response = await get(cookie, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TInsightsResponse;
}

async function premiumUser() {
  const user = await signUpUser(ctx.app);
  await grantPremium(ctx.database.db, user.userId, clock.now());
  return user;
}

const clamp = (n: number) => Math.max(1, Math.min(10, Math.round(n)));

/**
 * 30 days built to contain: fatigue about 3 points higher on the day after a night under 6 hours;
 * mood rising over the month; occasional mild headaches, then severe ones on the last 3 days.
 */
function builtSeed(): SeedDay[] {
  const random = seededRandom(42);
  const noise = () => Math.floor(random() * 3) - 1;
  const days: SeedDay[] = [];
  const short: boolean[] = [];
  for (let i = 0; i < 30; i++) short.push(random() < 0.5);
  for (let i = 0; i < 30; i++) {
    const daysAgo = 29 - i;
    const afterShortNight = i > 0 && short[i - 1];
    const lastThree = daysAgo <= 2;
    days.push({
      daysAgo,
      checkIn: {
        mood: clamp(3 + i * 0.15 + noise()),
        energy: clamp(6 + noise()),
        stress: clamp(5 + noise()),
        fatigueLevel: clamp(4 + (afterShortNight ? 3 : 0) + noise()),
        mentalClarity: clamp(6 + noise()),
        digestion: clamp(6 + noise()),
        sleepHours: short[i] ? 5 + Math.floor(random() * 2) * 0.5 : 7.5 + Math.floor(random() * 3) * 0.5,
      },
      symptoms: lastThree
        ? [{ name: 'Headache', severity: 8 + (daysAgo === 2 ? 0 : 1), hour: 8 }]
        : random() < 0.3
          ? [
              {
                name: 'Headache',
                severity: 2 + Math.floor(random() * 2),
                hour: 8 + Math.floor(random() * 12),
              },
            ]
          : [],
    });
  }
  return days;
}

/** Independent random values for every series: nothing should be found. */
function randomSeed(seed: number, length: number): SeedDay[] {
  const random = seededRandom(seed);
  const score = () => 1 + Math.floor(random() * 10);
  const foods = ['a glass of milk', 'coffee', 'glass of wine', 'toast', 'chocolate cake', 'rice and beans'];
  return Array.from({ length }, (_, i) => ({
    daysAgo: length - 1 - i,
    checkIn: {
      mood: score(),
      energy: score(),
      stress: score(),
      fatigueLevel: score(),
      mentalClarity: score(),
      digestion: score(),
      sleepHours: 4 + Math.floor(random() * 10) * 0.5,
    },
    symptoms: ['Headache', 'Nausea', 'Joint Pain']
      .filter(() => random() < 0.4)
      .map((name) => ({ name, severity: score(), hour: Math.floor(random() * 24) })),
    meals: [0, 1].map(() => ({
      foods: foods.filter(() => random() < 0.35),
      calories: 300 + Math.floor(random() * 600),
      protein: 10 + Math.floor(random() * 30),
    })),
    waterMl: 500 + Math.floor(random() * 1500),
    exerciseMinutes: random() < 0.5 ? 10 + Math.floor(random() * 50) : 0,
  }));
}

describe('GET /api/insights with 30 days of data built to contain findings', () => {
  let body: TInsightsResponse;
  beforeAll(async () => {
    const user = await premiumUser();
    await seedHistory(ctx.database.pool, cipher, user.userId, builtSeed(), clock.now());
    body = await insights(user.cookie, 'period=30d&tz=UTC');
  });

  it('summarises every metric with averages and trends; mood is rising', () => {
    expect(body.from).toBe('2026-05-17');
    expect(body.to).toBe('2026-06-15');
    expect(body.summaries.map((s) => s.metric)).toEqual(['mood', 'energy', 'sleep', 'stress', 'overall']);
    for (const s of body.summaries) {
      expect(s.days).toBe(30);
      expect(s.current).not.toBeNull();
      expect(s.previous).toBeNull();
      expect(s.trend).not.toBeNull();
    }
    const mood = body.summaries.find((s) => s.metric === 'mood');
    expect(mood?.trend).toBe('up');
    expect(mood?.slope?.low).toBeGreaterThan(0);
    expect(body.summaries.find((s) => s.metric === 'stress')?.higherIsBetter).toBe(false);
    expect(body.insights.some((i) => i.id === 'trend:mood' && i.type === 'improvement')).toBe(true);
  });

  it('finds that fatigue is higher on days after a short night, in a careful sentence', () => {
    const found = body.correlations.find((c) => c.from.key === 'sleep_hours' && c.to.key === 'fatigue');
    expect(found, JSON.stringify(body.correlations, null, 1)).toBeDefined();
    expect(found?.lagDays).toBe(1);
    expect(found?.rho).toBeLessThan(0);
    expect(found?.q).toBeLessThanOrEqual(0.05);
    const match = found?.sentence.match(
      /^On days after you slept ([\d.]+) hours or less, your fatigue was ([\d.]+) points higher than on other days \((\d+) days of data\)\.$/,
    );
    expect(match, found?.sentence).not.toBeNull();
    expect(Number(match?.[1])).toBeLessThan(7);
    expect(Number(match?.[2])).toBeGreaterThan(2);
    expect(Number(match?.[2])).toBeLessThan(4);
    // Day 1 of the period has no night before it in the data.
    expect(Number(match?.[3])).toBe(29);
    expect(found?.sentence).not.toMatch(/caus|because|leads? to|makes you/i);
    expect(body.insights.some((i) => i.source === 'correlation' && i.type === 'recommendation')).toBe(true);
  });

  it('warns that headaches are beyond the person’s own baseline, with where to turn', () => {
    const warning = body.insights.find((i) => i.id === 'early_warning:symptom:headache');
    expect(warning, JSON.stringify(body.insights.map((i) => i.id))).toBeDefined();
    expect(warning?.type).toBe('concern');
    expect(warning?.metric?.value).toBeCloseTo(8.7, 1);
    expect(warning?.links.map((l) => l.href)).toEqual(['/chat', '/practitioners']);
    // Concerns come first.
    expect(body.insights[0]?.type).toBe('concern');
    expect(body.predictive).toEqual({ available: true, reason: 'premium', remaining: null });
  });

  it('gives one point per day of the period for each series', () => {
    const fatigue = body.series.find((s) => s.key === 'fatigue');
    expect(fatigue?.points).toHaveLength(30);
    expect(fatigue?.points[0]?.date).toBe('2026-05-17');
    const headache = body.series.find((s) => s.key === 'symptom:headache');
    expect(headache?.points.at(-1)?.value).toBe(9);
  });

  it('the metric filter narrows summaries and series to one metric', async () => {
    const user = await premiumUser();
    await seedHistory(ctx.database.pool, cipher, user.userId, builtSeed(), clock.now());
    const sleep = await insights(user.cookie, 'period=30d&metric=sleep');
    expect(sleep.summaries.map((s) => s.metric)).toEqual(['sleep']);
    expect(sleep.series.map((s) => s.key)).toEqual(['sleep']);
  });
});

describe('data with no relation in it', () => {
  // Every seed from 1 on, none skipped: with the control valid for dependent tests, about 1 random
  // history in 100 shows a chance finding (analysis.test.ts measures the rate over 100 histories).
  it('reports no correlation, pattern or early warning for independent random values (8 seeds)', async () => {
    for (let seed = 1; seed <= 8; seed++) {
      const user = await premiumUser();
      await seedHistory(ctx.database.pool, cipher, user.userId, randomSeed(seed, 90), clock.now());
      const body = await insights(user.cookie, 'period=90d');
      expect(body.summaries.every((s) => s.days === 90)).toBe(true);
      expect(body.correlations, `seed ${seed}`).toEqual([]);
      expect(body.patterns, `seed ${seed}`).toEqual([]);
      expect(
        body.insights.filter((i) => i.source === 'early_warning'),
        `seed ${seed}`,
      ).toEqual([]);
    }
  });
});

describe('a new user', () => {
  it('sees no numbers, only what is still needed', async () => {
    const user = await premiumUser();
    const body = await insights(user.cookie);
    for (const s of body.summaries) {
      expect(s.current).toBeNull();
      expect(s.previous).toBeNull();
      expect(s.changePercent).toBeNull();
      expect(s.trend).toBeNull();
      expect(s.slope).toBeNull();
      expect(s.insights).toEqual([`Log 5 more days to see your ${s.label.toLowerCase()} trend.`]);
    }
    expect(body.insights).toEqual([]);
    expect(body.series).toEqual([]);
    expect(body.correlations).toEqual([]);
    expect(body.patterns).toEqual([]);
    expect(body.needs).toContain('Log a daily check-in to see your mood, energy, sleep and stress trends.');
    expect(body.needs).toContain('Log 14 more days to see your sleep and fatigue pattern.');
  });

  it('with 9 days of check-ins is told how many more days a pattern needs', async () => {
    const user = await premiumUser();
    const days = builtSeed().slice(-9);
    await seedHistory(ctx.database.pool, cipher, user.userId, days, clock.now());
    const body = await insights(user.cookie);
    expect(body.needs).toContain('Log 5 more days to see your sleep and fatigue pattern.');
    expect(body.correlations).toEqual([]);
  });
});

describe('who sees what', () => {
  it('a free user gets trends and summaries, no predictive parts', async () => {
    const user = await signUpUser(ctx.app);
    await seedHistory(ctx.database.pool, cipher, user.userId, builtSeed(), clock.now());
    const body = await insights(user.cookie);
    expect(body.predictive).toEqual({ available: false, reason: 'free', remaining: null });
    expect(body.summaries.find((s) => s.metric === 'mood')?.trend).toBe('up');
    expect(body.correlations).toEqual([]);
    expect(body.patterns).toEqual([]);
    expect(
      body.insights.filter((i) => ['correlation', 'pattern', 'early_warning'].includes(i.source)),
    ).toEqual([]);
  });

  it('a trial counts one use per day and period; past the limit only what was already counted', async () => {
    const user = await signUpWithTrial(ctx.app);
    await seedHistory(ctx.database.pool, cipher, user.userId, builtSeed(), clock.now());
    const used = async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/premium/trial-status',
        headers: { cookie: user.cookie },
      });
      return (response.json() as { featuresUsed: { aiInsights: number } }).featuresUsed.aiInsights;
    };
    const first = await insights(user.cookie, 'period=30d');
    expect(first.predictive).toEqual({ available: true, reason: 'trial', remaining: 14 });
    expect(first.correlations.length).toBeGreaterThan(0);
    await insights(user.cookie, 'period=30d&metric=mood');
    await insights(user.cookie, 'period=30d');
    expect(await used()).toBe(1);
    await insights(user.cookie, 'period=7d');
    expect(await used()).toBe(2);
    // The same request on parallel tabs counts once.
    await Promise.all([insights(user.cookie, 'period=90d'), insights(user.cookie, 'period=90d')]);
    expect(await used()).toBe(3);
    clock.advance(DAY_MS);
    try {
      await insights(user.cookie, 'period=30d');
      expect(await used()).toBe(4);
      await ctx.database.pool.query('UPDATE subscriptions SET ai_insights_used = 15 WHERE user_id = $1', [
        user.userId,
      ]);
      const refused = await insights(user.cookie, 'period=1y');
      expect(refused.predictive).toEqual({ available: false, reason: 'trial_limit_reached', remaining: 0 });
      expect(refused.correlations).toEqual([]);
      expect(refused.summaries.length).toBe(5);
      expect(await used()).toBe(15);
      // Already counted today: still shown.
      const counted = await insights(user.cookie, 'period=30d');
      expect(counted.predictive.available).toBe(true);
      expect(counted.predictive.remaining).toBe(0);
    } finally {
      clock.advance(-DAY_MS);
    }
  });

  it('others get their own data whatever userId they send; an admin reads anyone’s, audited', async () => {
    const owner = await premiumUser();
    await seedHistory(ctx.database.pool, cipher, owner.userId, builtSeed(), clock.now());
    const other = await premiumUser();
    const theirs = await insights(other.cookie, `period=30d&userId=${owner.userId}`);
    expect(theirs.series).toEqual([]);
    expect(theirs.summaries.every((s) => s.current === null)).toBe(true);

    const admin = await signUpUser(ctx.app);
    await makeAdmin(ctx, admin.userId);
    const read = await insights(admin.cookie, `period=30d&userId=${owner.userId}`);
    expect(read.series.find((s) => s.key === 'fatigue')?.points).toHaveLength(30);
    expect(read.correlations.length).toBeGreaterThan(0);
    const audit = await ctx.database.pool.query(
      `SELECT actor_user_id, action FROM audit_log WHERE subject_user_id = $1 AND resource = 'insights'`,
      [owner.userId],
    );
    expect(audit.rows).toEqual([{ actor_user_id: admin.userId, action: 'read' }]);
    const own = await ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE subject_user_id = $1 AND resource = 'insights'`,
      [other.userId],
    );
    expect(own.rows[0].n).toBe(1);
  });

  it('answers 60 requests a minute per person, then 429', async () => {
    const user = await signUpUser(ctx.app);
    const answers = await Promise.all(Array.from({ length: 61 }, () => get(user.cookie, 'period=7d')));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(60);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json().error.message).toBe(
      'You are refreshing your insights too quickly. Please wait a moment and try again.',
    );
  });

  it('needs to be signed in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/insights' });
    expect(response.statusCode).toBe(401);
  });
});

describe('validation', () => {
  it('refuses an unknown period, metric or time zone with the contract’s messages', async () => {
    const user = await signUpUser(ctx.app);
    const period = await get(user.cookie, 'period=2w');
    expect(period.statusCode).toBe(400);
    expect(period.json().error.fields.period).toBe(INSIGHT_QUERY_MESSAGES.period);
    const metric = await get(user.cookie, 'metric=weight');
    expect(metric.statusCode).toBe(400);
    expect(metric.json().error.fields.metric).toBe(INSIGHT_QUERY_MESSAGES.metric);
    const tz = await get(user.cookie, 'tz=Mars/Olympus');
    expect(tz.statusCode).toBe(400);
    expect(tz.json().error.fields.tz).toBe(PROGRESS_MESSAGES.unknownTimeZone);
  });

  it('reads each area per local day: meals, water, fasting, exercise and symptoms', async () => {
    const user = await premiumUser();
    await seedHistory(
      ctx.database.pool,
      cipher,
      user.userId,
      [
        {
          daysAgo: 1,
          meals: [
            { foods: ['coffee with milk'], calories: 120, protein: 6, hour: 8 },
            { foods: ['pasta'], calories: 650, protein: 22.5, hour: 19 },
          ],
          waterMl: 1500,
          fastHours: 16,
          exerciseMinutes: 30,
          // 23:00 UTC on 14 June is 15 June, 01:00 in Berlin.
          symptoms: [{ name: 'Migraine', severity: 6, hour: 23 }],
        },
        { daysAgo: 2, symptoms: [{ name: 'migraine', severity: 4, hour: 10 }] },
      ],
      clock.now(),
    );
    const utc = await insights(user.cookie, 'period=7d');
    const value = (body: TInsightsResponse, key: string, date: string) =>
      body.series.find((s) => s.key === key)?.points.find((p) => p.date === date)?.value;
    expect(value(utc, 'calories', '2026-06-14')).toBe(770);
    expect(value(utc, 'protein', '2026-06-14')).toBe(28.5);
    expect(value(utc, 'water', '2026-06-14')).toBe(1500);
    expect(value(utc, 'water', '2026-06-13')).toBeNull();
    expect(value(utc, 'fasting', '2026-06-14')).toBe(16);
    expect(value(utc, 'fasting', '2026-06-13')).toBe(0);
    expect(value(utc, 'exercise', '2026-06-14')).toBe(30);
    // One symptom whatever the case of its name; 0 on a tracked day without it.
    expect(value(utc, 'symptom:migraine', '2026-06-14')).toBe(6);
    expect(value(utc, 'symptom:migraine', '2026-06-13')).toBe(4);
    expect(utc.series.filter((s) => s.key.startsWith('symptom'))).toHaveLength(1);
    const berlin = await insights(user.cookie, 'period=7d&tz=Europe/Berlin');
    expect(value(berlin, 'symptom:migraine', '2026-06-15')).toBe(6);
    expect(value(berlin, 'symptom:migraine', '2026-06-14')).toBeNull();
  });

  it('counts days in the person’s time zone', async () => {
    const user = await premiumUser();
    // 20:00 UTC on 15 June is already 16 June in Auckland.
    const body = await insights(user.cookie, 'period=7d&tz=Pacific/Auckland');
    expect(body.to).toBe('2026-06-16');
    expect(body.from).toBe('2026-06-10');
  });
});
