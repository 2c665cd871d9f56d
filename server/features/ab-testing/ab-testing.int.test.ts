import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignVariant } from '../../../common/ab-testing';
import {
  AB_MESSAGES,
  AB_VISITOR_COOKIE,
  SIGNUP_CTA_EXPERIMENT,
  type TActiveAssignment,
  type TCreateExperimentRequest,
  type TExperiment,
  type TExperimentResults,
} from '../../../contract/ab-testing';
import { createTestApp, makeAdmin, signUpUser, type TestContext } from '../../test/harness';
import { seedSignupCtaExperiment } from './seed';

let ctx: TestContext;
let admin: { userId: string; cookie: string };
let member: { userId: string; cookie: string };

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpUser(ctx.app);
  await makeAdmin(ctx, admin.userId);
  ctx.app.services.sessions.forgetUser(admin.userId);
  member = await signUpUser(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
});

const BASE = '/api/ab-testing/experiments';
let keyCount = 0;
const nextKey = () => {
  keyCount += 1;
  return `test-${keyCount}`;
};

const payload = (overrides: Partial<TCreateExperimentRequest> = {}): TCreateExperimentRequest => ({
  key: nextKey(),
  name: 'Button text',
  description: 'Which text gets more sign-ups',
  primaryMetric: 'signup',
  variants: [
    {
      id: 'control',
      name: 'Create Account',
      weight: 50,
      isControl: true,
      config: { ctaText: 'Create Account' },
    },
    { id: 'journey', name: 'Journey', weight: 50, isControl: false, config: { ctaText: 'Start' } },
  ],
  ...overrides,
});

const create = (body: unknown, cookie = admin.cookie) =>
  ctx.app.inject({ method: 'POST', url: BASE, headers: { cookie }, payload: body as object });
async function created(overrides: Partial<TCreateExperimentRequest> = {}): Promise<TExperiment> {
  const response = await create(payload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TExperiment;
}
const action = (id: string, name: 'pause' | 'resume' | 'end', cookie = admin.cookie) =>
  ctx.app.inject({ method: 'POST', url: `${BASE}/${id}/${name}`, headers: { cookie } });
async function results(id: string): Promise<TExperimentResults> {
  const response = await ctx.app.inject({ url: `${BASE}/${id}/results`, headers: { cookie: admin.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TExperimentResults;
}

/** A visitor id in the cookie's format, the same for the same number. */
const visitorId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** GET /active as a visitor (cookie) or a signed-in person (session cookie, maybe with a visitor id). */
async function active(options: { visitor?: string; session?: string; ip?: string } = {}) {
  const cookies = [options.session, options.visitor ? `${AB_VISITOR_COOKIE}=${options.visitor}` : undefined];
  const cookie = cookies.filter(Boolean).join('; ');
  const response = await ctx.app.inject({
    url: `${BASE}/active`,
    headers: cookie ? { cookie } : {},
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  expect(response.statusCode, response.body).toBe(200);
  return { response, assignments: response.json() as TActiveAssignment[] };
}
const variantIn = (assignments: TActiveAssignment[], experimentId: string) =>
  assignments.find((a) => a.id === experimentId)?.assignedVariant.id;

async function convert(
  experimentId: string,
  options: { visitor?: string; session?: string; body?: object } = {},
): Promise<boolean> {
  const cookies = [options.session, options.visitor ? `${AB_VISITOR_COOKIE}=${options.visitor}` : undefined];
  const cookie = cookies.filter(Boolean).join('; ');
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/ab-testing/convert/${experimentId}`,
    headers: cookie ? { cookie } : {},
    payload: options.body ?? {},
  });
  expect(response.statusCode, response.body).toBe(202);
  return (response.json() as { recorded: boolean }).recorded;
}

async function rows(sql: string, params: unknown[]) {
  return (await ctx.database.pool.query(sql, params)).rows;
}

describe('managing experiments', () => {
  it('creates experiments and lists them newest first with their participants', async () => {
    const first = await created({ name: 'First' });
    const second = await created({ name: 'Second', metricKind: 'value', minSamplePerVariant: 10 });
    expect(first).toMatchObject({
      name: 'First',
      status: 'active',
      isActive: true,
      participants: 0,
      metrics: { primary: 'signup', kind: 'conversion' },
      minSamplePerVariant: 100,
      pausedAt: null,
      endedAt: null,
    });
    expect(second.metrics.kind).toBe('value');
    await active({ visitor: visitorId(900_001) });
    const list = (
      await ctx.app.inject({ url: BASE, headers: { cookie: admin.cookie } })
    ).json() as TExperiment[];
    const ids = list.map((e) => e.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.find((e) => e.id === first.id)?.participants).toBe(1);
    const stored = await rows('SELECT created_by FROM experiments WHERE id = $1', [first.id]);
    expect(stored[0].created_by).toBe(admin.userId);
  });

  it('answers 409 for a key already taken', async () => {
    const body = payload();
    expect((await create(body)).statusCode).toBe(201);
    const again = await create({ ...body, name: 'Another' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(AB_MESSAGES.keyTaken);
  });

  it('refuses experiments without exactly one control, with repeated variant ids or a bad key', async () => {
    const base = payload();
    const [control, journey] = base.variants;
    const noControl = await create({ ...base, variants: [{ ...control!, isControl: false }, journey] });
    expect(noControl.statusCode).toBe(400);
    expect(noControl.body).toContain(AB_MESSAGES.oneControl);
    const twoControls = await create({ ...base, variants: [control, { ...journey!, isControl: true }] });
    expect(twoControls.statusCode).toBe(400);
    expect(twoControls.body).toContain(AB_MESSAGES.oneControl);
    const sameIds = await create({ ...base, variants: [control, { ...journey!, id: 'control' }] });
    expect(sameIds.statusCode).toBe(400);
    expect(sameIds.body).toContain(AB_MESSAGES.variantIdsUnique);
    expect((await create({ ...base, key: 'Has Spaces' })).statusCode).toBe(400);
    expect((await create({ ...base, variants: [control] })).statusCode).toBe(400);
    expect((await create({ ...base, variants: [control, { ...journey!, weight: 0 }] })).statusCode).toBe(400);
    const stored = await rows('SELECT count(*)::int AS n FROM experiments WHERE key = $1', [base.key]);
    expect(stored[0].n).toBe(0);
  });

  it('pauses, resumes and ends; an ended experiment cannot be paused or resumed', async () => {
    const experiment = await created();
    const paused = await action(experiment.id, 'pause');
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'paused', isActive: false });
    expect((paused.json() as TExperiment).pausedAt).not.toBeNull();
    const resumed = await action(experiment.id, 'resume');
    expect(resumed.json()).toMatchObject({ status: 'active', isActive: true, pausedAt: null });
    const ended = await action(experiment.id, 'end');
    expect(ended.json()).toMatchObject({ status: 'ended', isActive: false });
    expect((ended.json() as TExperiment).endedAt).not.toBeNull();
    for (const name of ['resume', 'pause'] as const) {
      const refused = await action(experiment.id, name);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(AB_MESSAGES.ended);
    }
    expect((await action(experiment.id, 'end')).statusCode).toBe(200);
    const missing = await action('00000000-0000-4000-8000-000000000000', 'pause');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(AB_MESSAGES.notFound);
  });

  it('is for admins only: 403 for members and practitioners, 401 signed out', async () => {
    const experiment = await created();
    const practitioner = await signUpUser(ctx.app);
    await ctx.database.pool.query(`UPDATE users SET role = 'practitioner' WHERE id = $1`, [
      practitioner.userId,
    ]);
    ctx.app.services.sessions.forgetUser(practitioner.userId);
    const calls = [
      { method: 'GET' as const, url: BASE },
      { method: 'POST' as const, url: BASE, payload: payload() },
      { method: 'GET' as const, url: `${BASE}/${experiment.id}/results` },
      { method: 'POST' as const, url: `${BASE}/${experiment.id}/pause` },
      { method: 'POST' as const, url: `${BASE}/${experiment.id}/resume` },
      { method: 'POST' as const, url: `${BASE}/${experiment.id}/end` },
    ];
    for (const call of calls) {
      for (const cookie of [member.cookie, practitioner.cookie]) {
        const response = await ctx.app.inject({ ...call, headers: { cookie } });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
      expect((await ctx.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    const stored = await rows('SELECT status FROM experiments WHERE id = $1', [experiment.id]);
    expect(stored[0].status).toBe('active');
  });
});

describe('assignment', () => {
  it('splits 2,000 visitors by the weights, exactly as the hash says', async () => {
    const experiment = await created({
      variants: [
        { id: 'control', name: 'A', weight: 70, isControl: true, config: {} },
        { id: 'b', name: 'B', weight: 30, isControl: false, config: { ctaText: 'B' } },
      ],
    });
    const n = 2000;
    const counts = { control: 0, b: 0 } as Record<string, number>;
    let expectedControl = 0;
    for (let start = 0; start < n; start += 20) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, (_, j) => {
          const i = start + j;
          // Spread over addresses: the route's per-IP allowance is for one browser.
          return active({ visitor: visitorId(i), ip: `10.1.${Math.floor(i / 100)}.1` });
        }),
      );
      batch.forEach(({ assignments }, j) => {
        const variant = variantIn(assignments, experiment.id);
        counts[variant ?? 'none'] = (counts[variant ?? 'none'] ?? 0) + 1;
        if (assignVariant(experiment.id, `a:${visitorId(start + j)}`, experiment.variants).id === 'control')
          expectedControl += 1;
      });
    }
    expect(counts.control! + counts.b!).toBe(n);
    expect(counts.control).toBe(expectedControl);
    // 70 % of 2,000 = 1,400; one standard deviation is √(2000 · 0.7 · 0.3) ≈ 20.5.
    expect(Math.abs(counts.control! - 1400)).toBeLessThan(70);
    const stored = await rows(
      'SELECT variant_id, count(*)::int AS n FROM experiment_assignments WHERE experiment_id = $1 GROUP BY variant_id',
      [experiment.id],
    );
    expect(Object.fromEntries(stored.map((r) => [r.variant_id, r.n]))).toEqual(counts);
    const check = await results(experiment.id);
    expect(check.sampleRatio.mismatch).toBe(false);
    expect(check.experiment.participants).toBe(n);
  });

  it('gives a signed-in person the variant of the hash of their account and records it once', async () => {
    const experiment = await created();
    const person = await signUpUser(ctx.app);
    const first = await active({ session: person.cookie });
    const second = await active({ session: person.cookie });
    const expected = assignVariant(experiment.id, `u:${person.userId}`, experiment.variants);
    expect(variantIn(first.assignments, experiment.id)).toBe(expected.id);
    expect(variantIn(second.assignments, experiment.id)).toBe(expected.id);
    expect(first.assignments.find((a) => a.id === experiment.id)).toEqual({
      id: experiment.id,
      key: experiment.key,
      assignedVariant: { id: expected.id, config: expected.config },
    });
    // Signed in, no visitor cookie is needed.
    expect(String(first.response.headers['set-cookie'] ?? '')).not.toContain(AB_VISITOR_COOKIE);
    const stored = await rows(
      'SELECT subject, user_id FROM experiment_assignments WHERE experiment_id = $1',
      [experiment.id],
    );
    expect(stored).toEqual([{ subject: `u:${person.userId}`, user_id: person.userId }]);
  });

  it('sets the visitor cookie when missing and reuses it', async () => {
    const experiment = await created();
    const first = await active();
    const setCookie = String(first.response.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${AB_VISITOR_COOKIE}=[0-9a-f-]{36};`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Max-Age=31536000');
    expect(setCookie).toContain('Path=/');
    const id = setCookie.slice(AB_VISITOR_COOKIE.length + 1, setCookie.indexOf(';'));
    const variant = variantIn(first.assignments, experiment.id);
    expect(variant).toBe(assignVariant(experiment.id, `a:${id}`, experiment.variants).id);
    const again = await active({ visitor: id });
    expect(again.response.headers['set-cookie']).toBeUndefined();
    expect(variantIn(again.assignments, experiment.id)).toBe(variant);
    const stored = await rows('SELECT subject FROM experiment_assignments WHERE experiment_id = $1', [
      experiment.id,
    ]);
    expect(stored).toEqual([{ subject: `a:${id}` }]);
    // A cookie this server did not make is replaced.
    const forged = await active({ visitor: 'not-a-visitor-id' });
    expect(String(forged.response.headers['set-cookie'])).toContain(`${AB_VISITOR_COOKIE}=`);
  });

  it('keeps assignments through a pause without assigning anyone new, and again after resuming', async () => {
    const experiment = await created();
    const before = visitorId(700_001);
    const newcomer = visitorId(700_002);
    const variant = variantIn((await active({ visitor: before })).assignments, experiment.id);
    expect(variant).toBeDefined();
    await action(experiment.id, 'pause');
    expect(variantIn((await active({ visitor: before })).assignments, experiment.id)).toBe(variant);
    expect(variantIn((await active({ visitor: newcomer })).assignments, experiment.id)).toBeUndefined();
    expect(await convert(experiment.id, { visitor: before })).toBe(false);
    await action(experiment.id, 'resume');
    expect(variantIn((await active({ visitor: before })).assignments, experiment.id)).toBe(variant);
    expect(variantIn((await active({ visitor: newcomer })).assignments, experiment.id)).toBeDefined();
    expect((await results(experiment.id)).experiment.participants).toBe(2);
  });

  it('assigns nobody once ended, not even those assigned before', async () => {
    const experiment = await created();
    const before = visitorId(710_001);
    expect(variantIn((await active({ visitor: before })).assignments, experiment.id)).toBeDefined();
    await action(experiment.id, 'end');
    expect(variantIn((await active({ visitor: before })).assignments, experiment.id)).toBeUndefined();
    expect(
      variantIn((await active({ visitor: visitorId(710_002) })).assignments, experiment.id),
    ).toBeUndefined();
    expect(await convert(experiment.id, { visitor: before })).toBe(false);
    expect((await results(experiment.id)).experiment.participants).toBe(1);
  });

  it('carries a visitor’s variant over to the account they sign up with', async () => {
    const experiment = await created();
    const person = await signUpUser(ctx.app);
    const ownVariant = assignVariant(experiment.id, `u:${person.userId}`, experiment.variants).id;
    // A visitor whose hash gives the other variant, so the carry-over shows.
    let n = 720_000;
    while (assignVariant(experiment.id, `a:${visitorId(n)}`, experiment.variants).id === ownVariant) n += 1;
    const visitor = visitorId(n);
    const asVisitor = variantIn((await active({ visitor })).assignments, experiment.id);
    expect(asVisitor).not.toBe(ownVariant);
    const signedIn = await active({ session: person.cookie, visitor });
    expect(variantIn(signedIn.assignments, experiment.id)).toBe(asVisitor);
    expect(await convert(experiment.id, { session: person.cookie, visitor })).toBe(true);
    const assignments = await rows(
      'SELECT subject, user_id, variant_id FROM experiment_assignments WHERE experiment_id = $1',
      [experiment.id],
    );
    // Moved, not copied: the person counts once.
    expect(assignments).toEqual([
      { subject: `u:${person.userId}`, user_id: person.userId, variant_id: asVisitor },
    ]);
    const conversions = await rows(
      'SELECT subject, variant_id FROM experiment_conversions WHERE experiment_id = $1',
      [experiment.id],
    );
    expect(conversions).toEqual([{ subject: `u:${person.userId}`, variant_id: asVisitor }]);
    // Later, without the cookie, the account keeps the variant.
    expect(variantIn((await active({ session: person.cookie })).assignments, experiment.id)).toBe(asVisitor);
  });

  it('keeps an account’s own variant when a visitor cookie of another variant comes along', async () => {
    const experiment = await created();
    const person = await signUpUser(ctx.app);
    const own = variantIn((await active({ session: person.cookie })).assignments, experiment.id);
    let n = 730_000;
    while (assignVariant(experiment.id, `a:${visitorId(n)}`, experiment.variants).id === own) n += 1;
    await active({ visitor: visitorId(n) });
    const both = await active({ session: person.cookie, visitor: visitorId(n) });
    expect(variantIn(both.assignments, experiment.id)).toBe(own);
  });
});

describe('conversions', () => {
  it('counts a conversion experiment once per participant and only for participants', async () => {
    const experiment = await created();
    const visitor = visitorId(800_001);
    expect(await convert(experiment.id, { visitor })).toBe(false);
    await active({ visitor });
    expect(await convert(experiment.id, { visitor, body: { metadata: { source: 'signup' } } })).toBe(true);
    expect(await convert(experiment.id, { visitor })).toBe(false);
    expect(await convert(experiment.id)).toBe(false);
    expect(await convert('00000000-0000-4000-8000-000000000000', { visitor })).toBe(false);
    const stored = await rows(
      'SELECT subject, single, metadata FROM experiment_conversions WHERE experiment_id = $1',
      [experiment.id],
    );
    expect(stored).toEqual([{ subject: `a:${visitor}`, single: true, metadata: { source: 'signup' } }]);
    const [control, other] = (await results(experiment.id)).results;
    expect((control?.conversions ?? 0) + (other?.conversions ?? 0)).toBe(1);
  });

  it('counts a value experiment every time, with the mean value', async () => {
    const experiment = await created({ metricKind: 'value' });
    const visitor = visitorId(800_002);
    await active({ visitor });
    for (const value of [10, 20, 60])
      expect(await convert(experiment.id, { visitor, body: { value } })).toBe(true);
    const variant = assignVariant(experiment.id, `a:${visitor}`, experiment.variants).id;
    const result = (await results(experiment.id)).results.find((r) => r.variantId === variant);
    expect(result).toMatchObject({ participants: 1, conversions: 3, conversionRate: 100, averageValue: 30 });
  });

  it('refuses a malformed conversion', async () => {
    const experiment = await created();
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/ab-testing/convert/${experiment.id}`,
      payload: { value: 'lots' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/ab-testing/convert/nope', payload: {} })).statusCode,
    ).toBe(400);
  });
});

describe('results', () => {
  /** Puts `participants` and `conversions` into a variant by SQL. */
  async function fill(experimentId: string, variantId: string, participants: number, conversions: number) {
    await ctx.database.pool.query(
      `INSERT INTO experiment_assignments (experiment_id, subject, variant_id)
       SELECT $1, 'a:' || $2 || '-' || g, $2 FROM generate_series(1, $3::int) g`,
      [experimentId, variantId, participants],
    );
    await ctx.database.pool.query(
      `INSERT INTO experiment_conversions (experiment_id, subject, variant_id, single)
       SELECT $1, 'a:' || $2 || '-' || g, $2, true FROM generate_series(1, $3::int) g`,
      [experimentId, variantId, conversions],
    );
  }

  it('finds 250/1000 against 200/1000 significant', async () => {
    const experiment = await created();
    await fill(experiment.id, 'control', 1000, 200);
    await fill(experiment.id, 'journey', 1000, 250);
    const {
      results: [control, journey],
      sampleRatio,
    } = await results(experiment.id);
    expect(control).toEqual({
      variantId: 'control',
      variant: { name: 'Create Account', isControl: true },
      participants: 1000,
      conversions: 200,
      conversionRate: 20,
      averageValue: null,
    });
    expect(journey).toMatchObject({ participants: 1000, conversions: 250, conversionRate: 25 });
    expect(journey?.statisticalSignificance).toBe(true);
    expect(journey?.pValue).toBeCloseTo(0.007419649261025687, 10);
    expect(journey?.zScore).toBeCloseTo(2.677397763008329, 10);
    expect(journey?.differenceCi?.low).toBeCloseTo(1.3463621687539853, 8);
    expect(journey?.differenceCi?.high).toBeCloseTo(8.65363783124602, 8);
    expect(sampleRatio).toEqual({ chiSquare: 0, pValue: 1, mismatch: false });
  });

  it('finds 110/1000 against 100/1000 not significant', async () => {
    const experiment = await created();
    await fill(experiment.id, 'control', 1000, 100);
    await fill(experiment.id, 'journey', 1000, 110);
    const journey = (await results(experiment.id)).results[1];
    expect(journey?.statisticalSignificance).toBe(false);
    expect(journey?.pValue).toBeCloseTo(0.4657435879336349, 10);
  });

  it('leaves significance out until every variant has its minimum sample', async () => {
    const experiment = await created({ minSamplePerVariant: 100 });
    await fill(experiment.id, 'control', 500, 10);
    await fill(experiment.id, 'journey', 99, 90);
    const { results: list } = await results(experiment.id);
    expect(list).toHaveLength(2);
    for (const result of list) {
      expect(result).not.toHaveProperty('statisticalSignificance');
      expect(result).not.toHaveProperty('pValue');
    }
    expect(list[1]?.conversionRate).toBeCloseTo((90 / 99) * 100, 10);
  });

  it('flags a sample ratio mismatch for a skewed split', async () => {
    const experiment = await created();
    await fill(experiment.id, 'control', 600, 60);
    await fill(experiment.id, 'journey', 400, 40);
    const { sampleRatio } = await results(experiment.id);
    // χ² = (100² + 100²) / 500 = 40 with 1 degree of freedom.
    expect(sampleRatio.chiSquare).toBeCloseTo(40, 10);
    expect(sampleRatio.pValue).toBeLessThan(1e-9);
    expect(sampleRatio.mismatch).toBe(true);
  });

  it('answers 404 for an unknown experiment', async () => {
    const response = await ctx.app.inject({
      url: `${BASE}/00000000-0000-4000-8000-000000000000/results`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the sign-up button experiment', () => {
  it('is created once, and an ended one is not started again', async () => {
    expect(await seedSignupCtaExperiment(ctx.database.db)).toBe(true);
    expect(await seedSignupCtaExperiment(ctx.database.db)).toBe(false);
    const [row] = await rows('SELECT id, variants FROM experiments WHERE key = $1', [SIGNUP_CTA_EXPERIMENT]);
    expect(row.variants.map((v: { config: { ctaText: string } }) => v.config.ctaText)).toEqual([
      'Create Account',
      'Start Your Wellness Journey',
    ]);
    await action(row.id, 'end');
    expect(await seedSignupCtaExperiment(ctx.database.db)).toBe(false);
    const [after] = await rows('SELECT status FROM experiments WHERE key = $1', [SIGNUP_CTA_EXPERIMENT]);
    expect(after.status).toBe('ended');
  });
});

describe('the person’s data', () => {
  it('exports the person’s assignments and conversions and erases them with the account', async () => {
    const experiment = await created();
    const person = await signUpUser(ctx.app);
    await active({ session: person.cookie });
    expect(await convert(experiment.id, { session: person.cookie, body: { value: 5 } })).toBe(true);
    const area = ctx.app.services.userData.find((a) => a.area === 'ab-testing');
    expect(area).toBeDefined();
    const part = (await area!.exportForUser(person.userId)) as {
      experiments: { assignments: { experimentKey: string }[]; conversions: { value: number }[] };
    };
    expect(part.experiments.assignments.map((a) => a.experimentKey)).toContain(experiment.key);
    expect(part.experiments.conversions).toEqual([
      expect.objectContaining({ experimentKey: experiment.key, value: 5 }),
    ]);
    await ctx.database.db.transaction((tx) => area!.eraseForUser(tx, person.userId));
    const left = await rows(
      `SELECT (SELECT count(*) FROM experiment_assignments WHERE user_id = $1)::int
            + (SELECT count(*) FROM experiment_conversions WHERE user_id = $1)::int AS n`,
      [person.userId],
    );
    expect(left[0].n).toBe(0);
  });
});
