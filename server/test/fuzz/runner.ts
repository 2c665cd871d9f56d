import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { buildApp } from '../../app';
import { createLogger } from '../../lib/logger';
import { checkInPayload, communityPostPayload, signupPayload, symptomPayload } from '../factories';
import {
  createTestDatabase,
  makeAdmin,
  memoryMailer,
  signUpUser,
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  testEnv,
} from '../harness';
import { mutation, ODD_STRINGS, RawJson, toJsonText, validValue, wrongValue } from './arbitraries';

/**
 * The request fuzzer (docs/testing.md#fuzzing): every JSON endpoint of one app on one test database,
 * requests generated from the route's zod schemas and then mutated, sent as a signed-in user, an
 * admin or nobody. Each request must answer below 500 without an error logged, and a refused one
 * (4xx) must leave the database as it was, bookkeeping tables aside (BOOKKEEPING_TABLES).
 */

export type Endpoint = {
  method: string;
  url: string;
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
};

/** What a refused request may still write: the audit trail, counters, session activity, analytics. */
export const BOOKKEEPING_TABLES = [
  'audit_log',
  'rate_limits',
  'sessions',
  'analytics_events',
  '__drizzle_migrations',
];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Known-good bodies (the test factories) mixed in with the generated ones where a schema's refinements
 * (a strong password, a plausible check-in) make a generated value unlikely to pass.
 */
const EXAMPLE_BODIES: Record<string, () => unknown> = {
  'POST /api/auth/signup': () => signupPayload(),
  'POST /api/symptoms': () => symptomPayload(),
  'POST /api/health-metrics': () => checkInPayload(),
  'POST /api/community': () => communityPostPayload(),
};

type Identity = 'user' | 'admin' | 'anonymous';

export type FuzzRequest = {
  identity: Identity;
  method: string;
  /** With `{self}` / `{other}` standing for the sender's and another member's user id. */
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What was done to the request, for the report. */
  shape: string;
};

/** Endpoints whose routes the app declared: API routes that are not documentation, one per method. */
export function fuzzableEndpoints(routes: RouteOptions[]): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const route of routes) {
    const schema = (route.schema ?? {}) as {
      hide?: boolean;
      body?: ZodType;
      querystring?: ZodType;
      params?: ZodType;
    };
    if (schema.hide) continue;
    if (!route.url.startsWith('/api/') && route.url !== '/auth/status') continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      endpoints.push({
        method,
        url: route.url,
        body: schema.body,
        querystring: schema.querystring,
        params: schema.params,
      });
    }
  }
  return endpoints;
}

const ODD_PARAMS: readonly string[] = [
  '..',
  '%2e%2e',
  '%00',
  '%',
  '%ZZ',
  'a%2Fb',
  '-1',
  '0',
  'NaN',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(5000),
  encodeURIComponent('\u202E\uD83D\uDE00'),
  encodeURIComponent("' OR 1=1 --"),
  '__proto__',
  'null',
];

function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}

function shapeOf(schema: ZodType | undefined, name: string): ZodType | undefined {
  const shape = (schema as unknown as { shape?: Record<string, ZodType> } | undefined)?.shape;
  return shape?.[name];
}

function paramValue(endpoint: Endpoint, name: string): fc.Arbitrary<string> {
  const own = shapeOf(endpoint.params, name);
  const valid = own
    ? validValue(own).map((v) => encodeURIComponent(String(v)))
    : fc.string().map(encodeURIComponent);
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_PARAMS) },
    { weight: 2, arbitrary: fc.constantFrom('{self}', '{other}') },
    { weight: 1, arbitrary: fc.uuid() },
  );
}

function queryText(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return value === undefined ? '' : `q=${encodeURIComponent(toJsonText(value))}`;
  const search = new URLSearchParams();
  for (const [key, v] of Object.entries(value)) {
    const items = Array.isArray(v) ? v : [v];
    for (const item of items) {
      const text =
        item instanceof RawJson
          ? item.text
          : typeof item === 'object' && item !== null
            ? toJsonText(item)
            : String(item);
      search.append(key, text.length > 20_000 ? text.slice(0, 20_000) : text);
    }
  }
  return search.toString();
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/merge-patch+json',
];

const BROKEN_JSON = [
  '{',
  '{"a":',
  '[1,2',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '{"a":1}}',
  '\u0000',
  '{"a":"\\x"}',
  '\uFEFF{}',
];

function bodyArbitrary(
  endpoint: Endpoint,
): fc.Arbitrary<{ payload?: string; contentType?: string; shape: string }> {
  const generated = endpoint.body ? validValue(endpoint.body) : fc.jsonValue({ maxDepth: 2 });
  const example = EXAMPLE_BODIES[`${endpoint.method} ${endpoint.url}`];
  const base = example ? fc.oneof(generated, fc.constant(null).map(example)) : generated;
  const json = 'application/json';
  return fc.oneof(
    {
      weight: 2,
      arbitrary: base.map((v) => ({ payload: toJsonText(v), contentType: json, shape: 'valid body' })),
    },
    {
      weight: 6,
      arbitrary: fc.tuple(base, fc.array(mutation, { minLength: 1, maxLength: 2 })).map(([v, ms]) => ({
        payload: toJsonText(ms.reduce((acc, m) => m.apply(acc), v)),
        contentType: json,
        shape: `body: ${ms.map((m) => m.kind).join(', ')}`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...BROKEN_JSON)
        .map((payload) => ({ payload, contentType: json, shape: 'broken JSON' })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(base, fc.constantFrom(...CONTENT_TYPES)).map(([v, contentType]) => ({
        payload: toJsonText(v),
        contentType,
        shape: `content type ${contentType}`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<{ payload?: string; contentType?: string; shape: string }>(
        { payload: '', contentType: json, shape: 'empty JSON body' },
        { shape: 'no body' },
        { payload: toJsonText(nestedArrays(1000)), contentType: json, shape: '1,000 nested arrays' },
      ),
    },
  );
}

function nestedArrays(levels: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

/** Requests for one endpoint: schema-valid values, mutated, with odd params, query strings and bodies. */
export function requestArbitrary(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const names = paramNames(endpoint.url);
  const params = fc.tuple(...names.map((n) => paramValue(endpoint, n)));
  const query = endpoint.querystring
    ? fc.oneof(
        { weight: 3, arbitrary: validValue(endpoint.querystring) },
        {
          weight: 4,
          arbitrary: fc.tuple(validValue(endpoint.querystring), mutation).map(([v, m]) => m.apply(v)),
        },
        { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), wrongValue, { maxKeys: 3 }) },
      )
    : fc.oneof(
        { weight: 4, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.dictionary(fc.constantFrom(...ODD_STRINGS), fc.constantFrom(...ODD_STRINGS), {
            maxKeys: 2,
          }),
        },
      );
  const body = BODY_METHODS.has(endpoint.method)
    ? bodyArbitrary(endpoint)
    : fc.constant<{ payload?: string; contentType?: string; shape: string }>({ shape: 'no body' });
  const identity = fc.constantFrom<Identity>('user', 'user', 'user', 'admin', 'anonymous');
  return fc.tuple(identity, params, query, body).map(([who, values, q, b]) => {
    let path = endpoint.url;
    names.forEach((name, i) => {
      path = path.replace(`:${name}`, values[i] ?? '');
    });
    const search = queryText(q);
    const headers: Record<string, string> = {};
    if (b.contentType) headers['content-type'] = b.contentType;
    return {
      identity: who,
      method: endpoint.method,
      url: search ? `${path}?${search}` : path,
      headers,
      ...(b.payload !== undefined ? { payload: b.payload } : {}),
      shape: b.shape,
    };
  });
}

/** A request as a reader wants it in a failure: long values cut, invisible characters shown. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string, max: number) =>
    text.length > max ? `${text.slice(0, max)}… (${text.length.toLocaleString('en')} characters)` : text;
  // Control characters, bidirectional marks and lone surrogates as \\uXXXX; everything else as sent.
  const visible = (text: string) =>
    text.replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return [
    `${request.method} ${cut(visible(request.url), 300)} as ${request.identity} (${request.shape})`,
    ...Object.entries(request.headers).map(([k, v]) => `${k}: ${v}`),
    request.payload === undefined ? '(no body)' : cut(visible(request.payload), 600),
  ].join('\n');
}

export type EndpointCounts = {
  endpoint: string;
  /** Requests run (up to the first failure). */
  runs: number;
  ms: number;
  /** Answers by status, up to and including the first failing request (not the shrinking). */
  byStatus: Record<string, number>;
  /** The broken rule with the shrunk request and how to replay it. */
  failure?: string;
};

export type Fuzzer = Awaited<ReturnType<typeof createFuzzer>>;

/** One app on one fresh test database, its routes collected through the onRoute hook. */
export async function createFuzzer() {
  const routes: RouteOptions[] = [];
  const errors: string[] = [];
  const database = await createTestDatabase();
  // Every error the app logs is a finding, even when the answer hid it.
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      errors.push(String(chunk).slice(0, 2000));
      done();
    },
  });
  const app = await buildApp({
    // Limits per address are raised (every injected request comes from one); limits per person stay.
    env: testEnv({ RATE_LIMIT_AUTH_PER_MINUTE: '100000', RATE_LIMIT_ANALYTICS_PER_MINUTE: '100000' }),
    database,
    sessionSecret: TEST_SESSION_SECRET,
    encryptionKey: TEST_ENCRYPTION_KEY,
    clientDir: null,
    mailer: memoryMailer(),
    logger: createLogger('error', logStream),
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
  const onProcessError = (error: unknown) =>
    errors.push(`unhandled: ${String((error as Error)?.stack ?? error)}`);
  process.on('unhandledRejection', onProcessError);
  process.on('uncaughtException', onProcessError);

  const tables = (
    await database.pool.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND NOT (table_name = ANY($1))
        ORDER BY table_name`,
      [BOOKKEEPING_TABLES],
    )
  ).rows.map((r) => r.name);
  await database.pool.query(`
    CREATE SCHEMA fuzz;
    CREATE TABLE fuzz.writes (table_name text PRIMARY KEY, n bigint NOT NULL);
    CREATE FUNCTION fuzz.count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fuzz.writes VALUES (TG_TABLE_NAME, 1)
        ON CONFLICT (table_name) DO UPDATE SET n = fuzz.writes.n + 1;
      RETURN NULL;
    END $$;
    ${tables
      .map(
        (t) => `
      CREATE TRIGGER fuzz_rows AFTER INSERT OR DELETE ON "${t}" FOR EACH ROW EXECUTE FUNCTION fuzz.count_write();
      CREATE TRIGGER fuzz_updates AFTER UPDATE ON "${t}" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
        EXECUTE FUNCTION fuzz.count_write();
      CREATE TRIGGER fuzz_truncate AFTER TRUNCATE ON "${t}" FOR EACH STATEMENT EXECUTE FUNCTION fuzz.count_write();`,
      )
      .join('\n')}
  `);

  /**
   * Committed row changes per table that is not bookkeeping, counted by triggers this fuzzer adds to
   * its own database: exact (a row written and put back still counts) and as cheap as one small read.
   */
  async function snapshot(): Promise<Map<string, string>> {
    const { rows } = await database.pool.query<{ table_name: string; n: string }>(
      'SELECT table_name, n FROM fuzz.writes',
    );
    return new Map(rows.map((r) => [r.table_name, r.n]));
  }

  const identities = new Map<Identity, { userId: string; cookie: string }>();
  let other = '';
  async function signUp(identity: Identity) {
    if (identity === 'anonymous') return;
    const user = await signUpUser(app);
    if (identity === 'admin') {
      await makeAdmin({ database }, user.userId);
      app.services.sessions.forgetUser(user.userId);
    }
    identities.set(identity, user);
  }
  await Promise.all([signUp('user'), signUp('admin')]);
  other = (await signUpUser(app)).userId;

  /** Signs the identities up again when a request ended their session or erased them. */
  async function keepIdentitiesAlive() {
    for (const identity of ['user', 'admin'] as const) {
      const current = identities.get(identity);
      const check = await app.inject({
        url: '/api/user/profile',
        headers: { cookie: current?.cookie ?? '' },
      });
      if (check.statusCode === 401) await signUp(identity);
    }
  }

  /** Waits for work a previous request started after its answer (mail, export jobs). */
  async function settle() {
    await app.services.background.drain();
    await app.services.jobs.drain();
  }

  async function send(request: FuzzRequest) {
    const self = identities.get(request.identity);
    const url = request.url.replaceAll('{self}', self?.userId ?? other).replaceAll('{other}', other);
    const headers = { ...request.headers, ...(self ? { cookie: self.cookie } : {}) };
    return app.inject({
      method: request.method as 'GET',
      url,
      headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
  }

  /**
   * Runs `runs` generated requests against one endpoint; resolves with the answers by status and,
   * when a request broke a rule, the shrunk request.
   */
  async function fuzzEndpoint(endpoint: Endpoint, runs: number, seed?: number): Promise<EndpointCounts> {
    const name = `${endpoint.method} ${endpoint.url}`;
    const byStatus: Record<string, number> = {};
    let counting = true;
    const started = performance.now();
    const property = fc.asyncProperty(requestArbitrary(endpoint), async (request) => {
      try {
        await check(request);
      } catch (error) {
        counting = false;
        throw error;
      }
    });
    const check = async (request: FuzzRequest) => {
      await settle();
      const before = await snapshot();
      const errorsBefore = errors.length;
      const response = await send(request);
      if (counting) byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;
      await settle();
      if (response.statusCode >= 500) {
        throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
      }
      if (errors.length > errorsBefore) {
        throw new Error(`logged an error:\n${errors.slice(errorsBefore).join('\n').slice(0, 2000)}`);
      }
      if (response.statusCode >= 400) {
        const after = await snapshot();
        const changed = [...after].filter(([table, n]) => before.get(table) !== n).map(([table]) => table);
        if (changed.length > 0) {
          throw new Error(`answered ${response.statusCode} but changed ${changed.join(', ')}`);
        }
      } else if (request.method !== 'GET') {
        await keepIdentitiesAlive();
      }
      // A member past a per-person limit is replaced, so later requests reach the route again.
      if (response.statusCode === 429 && request.identity !== 'anonymous') await signUp(request.identity);
    };
    const result = await fc.check(property, { numRuns: runs, ...(seed !== undefined ? { seed } : {}) });
    const counts = {
      endpoint: name,
      runs: result.numRuns,
      ms: Math.round(performance.now() - started),
      byStatus,
    };
    if (!result.failed) return counts;
    const request = result.counterexample?.[0];
    const cause =
      result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    const failure = [
      `${name}: ${cause}`,
      'shrunk request:',
      request ? describeRequest(request) : '(none)',
      `replay: FUZZ_SEED=${result.seed} (path ${result.counterexamplePath})`,
    ].join('\n');
    return { ...counts, failure };
  }

  return {
    app,
    routes,
    endpoints: () => fuzzableEndpoints(routes),
    fuzzEndpoint,
    async close() {
      process.off('unhandledRejection', onProcessError);
      process.off('uncaughtException', onProcessError);
      await app.close();
      await database.close();
    },
  };
}
