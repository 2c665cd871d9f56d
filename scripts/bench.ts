import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AutocannonOptions } from 'autocannon';
import { buildApp } from '../server/app';
import { freePort } from '../server/db/embedded';
import { openConfiguredDatabase, resolveSecrets } from '../server/db/open';
import { parseEnv } from '../server/env';
import { createFieldCipher, parseEncryptionKey } from '../server/lib/crypto';
import { formatAnalyticsDashboard, measureAnalyticsDashboard } from './lib/analytics-dashboard-bench';
import {
  CLASSIFIER_TARGET,
  HEALTH_CHAT_TARGET,
  healthChatRequests,
  inBatches,
  LOCAL_ENGINE_TARGET,
  measureLocalEngine,
  type TTimings,
  usersNeeded,
} from './lib/assistant-bench';
import { formatInsights, type InsightsTimings, measureInsights } from './lib/insights-bench';
import type { LoadRequest, LoadResponse, LoadSummary } from './lib/load-runner';
import { formatNutritionText, measureNutritionText } from './lib/nutrition-bench';
import { formatLabelPhoto, measureLabelPhoto } from './lib/nutrition-label-bench';
import { REPO_ROOT } from './lib/server-process';

/**
 * `npm run bench`: a signed-in `GET /api/symptoms/user/{id}` with 50 rows against the constant
 * `GET /api/version`, 10 connections, 10 s after a 3 s warm-up, pipelining 1.
 * Target: symptoms ≥ 4,000 requests/s with p99 ≤ 10 ms. Writes reports/bench.json.
 *
 * The server runs in this process on a fresh embedded PostgreSQL; autocannon runs in a child process
 * (scripts/lib/load-runner.ts) so the load generator does not share the server's event loop.
 *
 * The assistant (scripts/lib/assistant-bench.ts): the local engine reply (safety + extraction +
 * analysis + nurse reply) timed in-process over the eval set's messages, target p95 ≤ 30 ms; and
 * `POST /api/ai/health-chat` under the same load, target ≥ 500 requests/s. The per-user chat limit
 * (60/min) stays in force: the load is spread evenly over enough signed-up users that none passes it
 * (any 429 fails the run). Only the sign-up limit per IP is raised, for this process, so those users
 * can be created.
 *
 * Insights (scripts/lib/insights-bench.ts): `GET /api/insights?period=1y` for a member with a year of
 * data, one request at a time, target p95 ≤ 150 ms. `npm run bench -- --insights-only` runs just that.
 *
 * The admin analytics dashboard (scripts/lib/analytics-dashboard-bench.ts): its four calls over
 * 1,000,000 usage events, one request at a time, target p95 ≤ 200 ms each; last, as it fills the
 * database. `npm run bench -- --analytics-dashboard-only` runs just that.
 */

const CONNECTIONS = 10;
const WARMUP_SECONDS = 3;
const DURATION_SECONDS = 10;
const SYMPTOM_ROWS = 50;
const TARGET = { requestsPerSec: 4000, p99Ms: 10 } as const;
const REPORT_FILE = path.join(REPO_ROOT, 'reports', 'bench.json');
const INSIGHTS_ONLY = process.argv.includes('--insights-only');
const ANALYTICS_DASHBOARD_ONLY = process.argv.includes('--analytics-dashboard-only');

const log = (message: string) => console.log(`[bench] ${message}`);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = parseEnv({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    LOG_LEVEL: 'silent',
    SERVE_CLIENT: 'false',
    // The health-chat run signs up hundreds of users from 127.0.0.1 (see above).
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  });

  const { database, embedded } = await openConfiguredDatabase(env, () => {});
  const { sessionSecret, encryptionKeyText } = resolveSecrets(env);
  const app = await buildApp({
    env,
    database,
    sessionSecret,
    encryptionKey: parseEncryptionKey(encryptionKeyText),
    clientDir: null,
  });
  let loader: ChildProcess | undefined;
  try {
    await app.listen({ port, host: '127.0.0.1' });
    log(`Server on ${baseUrl} (embedded PostgreSQL on port ${embedded?.port})`);
    const analyticsDashboard = async () => {
      const admin = await signUp(baseUrl, '-analytics-admin');
      log(formatAnalyticsDashboard(await measureAnalyticsDashboard(app, database, baseUrl, admin)));
    };
    if (ANALYTICS_DASHBOARD_ONLY) {
      await analyticsDashboard();
      return;
    }

    const insightsUser = await signUp(baseUrl, '-insights');
    const insights = await measureInsights(
      database,
      createFieldCipher(parseEncryptionKey(encryptionKeyText)),
      baseUrl,
      insightsUser,
    );
    log(formatInsights(insights));
    if (INSIGHTS_ONLY) return;

    const { userId, cookie } = await signUp(baseUrl);
    for (let i = 0; i < SYMPTOM_ROWS; i++) await logSymptom(baseUrl, cookie, i);
    const check = await fetch(`${baseUrl}/api/symptoms/user/${userId}`, { headers: { cookie } });
    const rows = (await check.json()) as unknown[];
    if (check.status !== 200 || rows.length !== SYMPTOM_ROWS) {
      throw new Error(`Expected ${SYMPTOM_ROWS} symptoms, got status ${check.status} with ${rows.length}`);
    }
    log(`Signed up ${userId} and logged ${SYMPTOM_ROWS} symptoms`);

    loader = fork(path.join(REPO_ROOT, 'scripts', 'lib', 'load-runner.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const run = loadRunner(loader);
    const measure = async (
      label: string,
      url: string,
      headers: Record<string, string> = {},
      extra: Partial<AutocannonOptions> = {},
      rotate = false,
    ) => {
      const options: AutocannonOptions = { url, connections: CONNECTIONS, pipelining: 1, headers, ...extra };
      log(`${label}: warming up ${WARMUP_SECONDS} s`);
      await run({ ...options, duration: WARMUP_SECONDS }, rotate);
      log(`${label}: measuring ${DURATION_SECONDS} s`);
      const cpuBefore = process.cpuUsage();
      const summary = await run({ ...options, duration: DURATION_SECONDS }, rotate);
      const cpu = process.cpuUsage(cpuBefore);
      if (summary.non2xx > 0 || summary.errors > 0) {
        throw new Error(
          `${label}: ${summary.non2xx} non-2xx answers and ${summary.errors} errors (by status: ${JSON.stringify(summary.statusCodes)})`,
        );
      }
      // CPU the server process spent per answered request: less sensitive than req/s to whatever
      // else runs on the machine.
      const serverCpuUsPerRequest = Math.round((cpu.user + cpu.system) / Math.max(1, summary.totalRequests));
      return { ...summary, serverCpuUsPerRequest };
    };

    const busyBefore = await machineBusyShare(2000);
    log(`Machine CPU busy before the run (server idle): ${(busyBefore * 100).toFixed(0)} %`);
    log('Local assistant engine: timing every eval message');
    const engine = await measureLocalEngine();
    log(formatNutritionText(await measureNutritionText(database)));
    log(formatLabelPhoto(await measureLabelPhoto()));
    const constant = await measure('GET /api/version', `${baseUrl}/api/version`);
    const symptoms = await measure('GET /api/symptoms/user/{id}', `${baseUrl}/api/symptoms/user/${userId}`, {
      cookie,
    });

    const chatUsers = usersNeeded(WARMUP_SECONDS + DURATION_SECONDS, HEALTH_CHAT_MAX_RPS);
    const signUpStart = performance.now();
    const chatCookies = await inBatches(
      Array.from({ length: chatUsers }, (_, i) => i),
      4,
      async (i) => (await signUp(baseUrl, `-chat-${i}`)).cookie,
    );
    log(
      `Signed up ${chatUsers} users for the health chat in ${((performance.now() - signUpStart) / 1000).toFixed(1)} s`,
    );
    const chat = await measure(
      'POST /api/ai/health-chat',
      baseUrl,
      {},
      {
        requests: healthChatRequests(chatCookies, baseUrl),
        // The users are sized for this rate; it caps the run so that none passes the per-user limit
        // even on a faster machine, and latencies are recorded as measured.
        overallRate: HEALTH_CHAT_MAX_RPS,
        ignoreCoordinatedOmission: true,
      },
      true,
    );
    report(constant, symptoms, busyBefore, { engine, chat, chatUsers }, insights);
    await analyticsDashboard();
  } finally {
    loader?.kill();
    await app.close();
    await database.close();
    await embedded?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Share of all cores busy over `ms` (os.cpus() counters): other work on the machine skews a benchmark. */
async function machineBusyShare(ms: number): Promise<number> {
  const totals = () =>
    os.cpus().reduce(
      (sum, cpu) => {
        const { user, nice, sys, irq, idle } = cpu.times;
        return { busy: sum.busy + user + nice + sys + irq, all: sum.all + user + nice + sys + irq + idle };
      },
      { busy: 0, all: 0 },
    );
  const before = totals();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = totals();
  return (after.busy - before.busy) / Math.max(1, after.all - before.all);
}

function loadRunner(child: ChildProcess) {
  let nextId = 1;
  return (options: AutocannonOptions, rotate: boolean) =>
    new Promise<LoadSummary>((resolve, reject) => {
      const id = nextId++;
      const onMessage = (message: LoadResponse) => {
        if (message.id !== id) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (message.summary) resolve(message.summary);
        else reject(new Error(`autocannon failed: ${message.error}`));
      };
      const onExit = (code: number | null) => reject(new Error(`The load generator exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ id, options, rotate } satisfies LoadRequest);
    });
}

/**
 * The health-chat run is sized for this rate and capped at it: every request goes to the next user
 * in turn (across connections and from warm-up to measurement), so each user gets
 * rate × 13 s / users requests, within the per-user limit; a 429 fails the run.
 */
const HEALTH_CHAT_MAX_RPS = 3000;

async function signUp(baseUrl: string, tag = ''): Promise<{ userId: string; cookie: string }> {
  const password = 'Bench-Password-1';
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email: `bench-${Date.now()}${tag}@example.com`,
      password,
      confirmPassword: password,
      zipCode: '94110',
      termsAccepted: true,
      privacyAccepted: true,
    }),
  });
  if (response.status !== 201)
    throw new Error(`Signup answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { userId: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { userId: body.userId, cookie };
}

const NAMES = ['Headache', 'Fatigue', 'Joint Pain', 'Nausea', 'Back Pain', 'Dizziness', 'Sleep Issues'];

async function logSymptom(baseUrl: string, cookie: string, i: number): Promise<void> {
  const response = await fetch(`${baseUrl}/api/symptoms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({
      symptomName: NAMES[i % NAMES.length],
      severity: (i % 10) + 1,
      description: `Benchmark entry ${i}: started mid-morning, eased after rest and water; worse after screen time.`,
      triggers: ['stress', 'poor sleep', i % 2 === 0 ? 'caffeine' : 'skipped meal'],
    }),
  });
  if (response.status !== 201) throw new Error(`POST /api/symptoms answered ${response.status}`);
}

type Measured = LoadSummary & { serverCpuUsPerRequest: number };

type AssistantMeasured = {
  engine: { reply: TTimings; analysis: TTimings; classifier: TTimings };
  chat: Measured;
  chatUsers: number;
};

function report(
  constant: Measured,
  symptoms: Measured,
  busyBefore: number,
  assistant: AssistantMeasured,
  insights: InsightsTimings,
) {
  const ratio = symptoms.requestsPerSec / constant.requestsPerSec;
  const meetsThroughput = symptoms.requestsPerSec >= TARGET.requestsPerSec;
  const meetsLatency = symptoms.latencyMs.p99 <= TARGET.p99Ms;
  const row = (name: string, s: Measured) =>
    `${name.padEnd(32)} ${s.requestsPerSec.toFixed(0).padStart(9)} ${String(s.latencyMs.p50).padStart(8)} ${String(s.latencyMs.p99).padStart(8)} ${String(s.latencyMs.max).padStart(8)} ${String(s.serverCpuUsPerRequest).padStart(15)}`;
  console.log('');
  console.log(
    `${'route'.padEnd(32)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'server CPU µs/req'.padStart(15)}`,
  );
  console.log(row('GET /api/version', constant));
  console.log(row(`GET /api/symptoms/user/{id} (${SYMPTOM_ROWS})`, symptoms));
  console.log('');
  console.log(`ratio symptoms/constant: ${ratio.toFixed(3)} (${(ratio * 100).toFixed(1)} %)`);
  console.log(
    `target: symptoms ≥ ${TARGET.requestsPerSec} req/s (${meetsThroughput ? 'met' : 'missed'}) and p99 ≤ ${TARGET.p99Ms} ms (${meetsLatency ? 'met' : 'missed'}) at ${CONNECTIONS} connections`,
  );
  console.log(meetsThroughput && meetsLatency ? 'MEETS TARGET' : 'BELOW TARGET');

  const { engine, chat, chatUsers } = assistant;
  const meetsEngine =
    engine.reply.p95Ms <= LOCAL_ENGINE_TARGET.p95Ms && engine.classifier.p99Ms <= CLASSIFIER_TARGET.p99Ms;
  const meetsChat = chat.requestsPerSec >= HEALTH_CHAT_TARGET.requestsPerSec;
  console.log('');
  console.log(row(`POST /api/ai/health-chat (${chatUsers} users)`, chat));
  console.log(
    `local engine reply (safety + extraction + analysis + nurse), ${engine.reply.samples} eval messages: p50 ${engine.reply.p50Ms} ms, p95 ${engine.reply.p95Ms} ms, p99 ${engine.reply.p99Ms} ms, max ${engine.reply.maxMs} ms`,
  );
  console.log(
    `guided analysis, ${engine.analysis.samples} eval profiles: p50 ${engine.analysis.p50Ms} ms, p95 ${engine.analysis.p95Ms} ms`,
  );
  console.log(
    `safety classifier alone, ${engine.classifier.samples} eval messages: p50 ${engine.classifier.p50Ms} ms, p99 ${engine.classifier.p99Ms} ms (target ≤ ${CLASSIFIER_TARGET.p99Ms} ms)`,
  );
  console.log(
    `target: local engine reply p95 ≤ ${LOCAL_ENGINE_TARGET.p95Ms} ms (${meetsEngine ? 'met' : 'missed'}), health-chat ≥ ${HEALTH_CHAT_TARGET.requestsPerSec} req/s (${meetsChat ? 'met' : 'missed'})`,
  );
  if (chat.requestsPerSec >= HEALTH_CHAT_MAX_RPS * 0.95) {
    console.log(
      `note: the health-chat run is capped at ${HEALTH_CHAT_MAX_RPS} req/s (the users it signs up); the route may do more`,
    );
  }
  console.log(meetsEngine && meetsChat ? 'ASSISTANT MEETS TARGET' : 'ASSISTANT BELOW TARGET');
  if (busyBefore > 0.1) {
    console.log(
      `note: ${(busyBefore * 100).toFixed(0)} % of this machine's CPU was already busy just before the run; other work lowers these figures (server CPU µs/req is less affected)`,
    );
  }

  fs.mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
  fs.writeFileSync(
    REPORT_FILE,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          node: process.version,
          cpuBusyBeforeRun: Number(busyBefore.toFixed(3)),
        },
        settings: {
          connections: CONNECTIONS,
          pipelining: 1,
          warmupSeconds: WARMUP_SECONDS,
          durationSeconds: DURATION_SECONDS,
          symptomRows: SYMPTOM_ROWS,
        },
        constant: { route: 'GET /api/version', ...constant },
        symptoms: { route: 'GET /api/symptoms/user/{id}', ...symptoms },
        ratio,
        target: TARGET,
        meetsTarget: meetsThroughput && meetsLatency,
        insights: { route: 'GET /api/insights?period=1y', ...insights },
        assistant: {
          localEngine: { ...engine, target: LOCAL_ENGINE_TARGET, meetsTarget: meetsEngine },
          healthChat: {
            route: 'POST /api/ai/health-chat',
            users: chatUsers,
            ...chat,
            target: HEALTH_CHAT_TARGET,
            meetsTarget: meetsChat,
          },
        },
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Wrote ${path.relative(REPO_ROOT, REPORT_FILE)}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error('[bench] Failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
