import fs from 'node:fs';
import sharp from 'sharp';
import { type ApiUser, apiRequest, signUpApiUser } from './lib/api-client';
import { startServer } from './lib/server-process';

/**
 * `npm run soak [-- --minutes N] [-- --users N]` (default 30 minutes, 40 users): the real server
 * (`node --import tsx server/main.ts`, its own embedded PostgreSQL) under mixed traffic from many
 * signed-in users: reads (symptoms, check-ins, water, chat history, profile, subscription), writes
 * (symptoms, check-ins, water, chat turns), nutrition text analysis and avatar uploads, each user
 * pausing 50–400 ms between actions. Prints throughput, errors and the server's RSS every 30 s,
 * then every route's count, errors, p50 and p99. The last line has the figures: errors, RSS at the
 * start and the end, and its growth after the warm-up (the first fifth of the run, at most 5 minutes).
 * A user who used up a trial allowance (50 water entries, 10 nutrition analyses) is replaced by a new
 * sign-up, so no answer is a refusal by design: every non-2xx answer counts as an error.
 * docs/operations.md#soak-run.
 */

function option(name: string, fallback: number): number {
  const argv = process.argv.slice(2);
  const index = argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`Usage: npm run soak -- --minutes N --users N (--${name} must be a number > 0)`);
    process.exit(2);
  }
  return value;
}

const minutes = option('minutes', 30);
const userCount = Math.round(option('users', 40));
const durationMs = minutes * 60_000;
const warmUpMs = Math.min(5 * 60_000, durationMs / 5);

type Route = { count: number; errors: number; latencies: number[] };
const routes = new Map<string, Route>();
let total = 0;
let errors = 0;
const errorSamples: string[] = [];

function record(route: string, ms: number, ok: boolean, detail: string) {
  let entry = routes.get(route);
  if (!entry) {
    entry = { count: 0, errors: 0, latencies: [] };
    routes.set(route, entry);
  }
  entry.count += 1;
  entry.latencies.push(ms);
  total += 1;
  if (!ok) {
    entry.errors += 1;
    errors += 1;
    if (errorSamples.length < 20) errorSamples.push(`${route}: ${detail.slice(0, 200)}`);
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

type VirtualUser = { user: ApiUser; water: number; nutrition: number; chatSession: string; n: number };

const MEALS = [
  '2 eggs, a slice of whole wheat toast and a banana',
  'a bowl of oatmeal with blueberries and a cup of milk',
  'grilled chicken breast, brown rice and steamed broccoli',
  'a turkey sandwich and an apple',
  'salmon with roasted potatoes and a side salad',
];
const CHATS = [
  'I have had a mild headache since this morning',
  'How can I sleep better when I wake up at 3 am?',
  'My energy dips every afternoon, what could help?',
  'I feel bloated after dinner most days',
];

async function main() {
  console.log(`soak: ${minutes} min, ${userCount} users; starting the server…`);
  const server = await startServer({ env: { SERVE_CLIENT: 'false', LOG_LEVEL: 'error' } });
  const avatar = await sharp({
    create: { width: 256, height: 256, channels: 3, background: { r: 90, g: 140, b: 200 } },
  })
    .jpeg()
    .toBuffer();

  const newUser = async (): Promise<VirtualUser> => ({
    user: await signUpApiUser(server.baseUrl, 'soak'),
    water: 0,
    nutrition: 0,
    chatSession: crypto.randomUUID(),
    n: 0,
  });

  const call = async (
    vu: VirtualUser,
    route: string,
    method: string,
    url: string,
    body?: unknown,
  ): Promise<void> => {
    const started = performance.now();
    try {
      const answer = await apiRequest(server.baseUrl, method, url, { body, cookie: vu.user.cookie });
      const ok = answer.status >= 200 && answer.status < 300;
      record(route, performance.now() - started, ok, `${answer.status} ${answer.text}`);
    } catch (error) {
      record(route, performance.now() - started, false, (error as Error).message);
    }
  };

  const form = (fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    if (file)
      data.append(file.name, new Blob([new Uint8Array(file.data)], { type: file.type }), 'avatar.jpg');
    return data;
  };

  /** One action of a user, chosen by weight: mostly reads, as people use the app. */
  const act = async (vu: VirtualUser) => {
    vu.n += 1;
    const id = vu.user.userId;
    const r = Math.random();
    if (r < 0.14) return call(vu, 'GET /api/symptoms/user/:id', 'GET', `/api/symptoms/user/${id}`);
    if (r < 0.26)
      return call(vu, 'GET /api/health-metrics/user/:id', 'GET', `/api/health-metrics/user/${id}?days=30`);
    if (r < 0.36) return call(vu, 'GET /api/water/summary', 'GET', '/api/water/summary?tz=UTC');
    if (r < 0.44) return call(vu, 'GET /api/chat/history', 'GET', '/api/chat/history');
    if (r < 0.5) return call(vu, 'GET /api/user/profile', 'GET', '/api/user/profile');
    if (r < 0.55) return call(vu, 'GET /api/subscription/status', 'GET', '/api/subscription/status');
    if (r < 0.67)
      return call(vu, 'POST /api/symptoms', 'POST', '/api/symptoms', {
        symptomName: ['Headache', 'Fatigue', 'Joint pain', 'Nausea'][vu.n % 4],
        severity: 1 + (vu.n % 10),
        description: `Soak run entry ${vu.n}`,
        triggers: ['stress'],
      });
    if (r < 0.77)
      return call(vu, 'POST /api/health-metrics', 'POST', '/api/health-metrics', {
        mood: 1 + (vu.n % 10),
        energy: 5,
        stress: 4,
        fatigueLevel: 3,
        mentalClarity: 7,
        digestion: 6,
        sleepQuality: 7.5,
        note: `Soak run check-in ${vu.n}`,
      });
    if (r < 0.83 && vu.water < 45) {
      vu.water += 1;
      return call(vu, 'POST /api/water/entries', 'POST', '/api/water/entries?tz=UTC', { kind: 'glass' });
    }
    if (r < 0.91)
      return call(vu, 'POST /api/chat', 'POST', '/api/chat', {
        sessionId: vu.n % 20 === 0 ? crypto.randomUUID() : vu.chatSession,
        content: CHATS[vu.n % CHATS.length],
      });
    if (r < 0.97 && vu.nutrition < 9) {
      vu.nutrition += 1;
      return call(
        vu,
        'POST /api/nutrition/analyze-premium (text)',
        'POST',
        '/api/nutrition/analyze-premium',
        form({ type: 'text', input: MEALS[vu.n % MEALS.length]!, tz: 'UTC' }),
      );
    }
    if (r >= 0.97)
      return call(
        vu,
        'POST /api/user/avatar',
        'POST',
        '/api/user/avatar',
        form({}, { name: 'avatar', data: avatar, type: 'image/jpeg' }),
      );
    return call(vu, 'GET /api/symptoms/user/:id', 'GET', `/api/symptoms/user/${id}`);
  };

  const started = Date.now();
  const samples: { atMs: number; rssMb: number }[] = [{ atMs: 0, rssMb: rssMb(server.pid) }];
  let signUps = 0;
  const deadline = started + durationMs;

  const runUser = async (slot: number) => {
    // Spread the first sign-ups over a few seconds.
    await new Promise((resolve) => setTimeout(resolve, slot * 100));
    let vu = await newUser();
    signUps += 1;
    while (Date.now() < deadline) {
      await act(vu);
      if (vu.water >= 45 && vu.nutrition >= 9) {
        vu = await newUser();
        signUps += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 350));
    }
  };

  let lastTotal = 0;
  let lastAt = started;
  const reporter = setInterval(() => {
    const now = Date.now();
    const rss = rssMb(server.pid);
    samples.push({ atMs: now - started, rssMb: rss });
    if (samples.length % 3 === 1) {
      const rate = ((total - lastTotal) * 1000) / (now - lastAt);
      lastTotal = total;
      lastAt = now;
      console.log(
        `${((now - started) / 60_000).toFixed(1)} min: ${total} requests (${rate.toFixed(0)}/s), ${errors} errors, RSS ${rss} MB`,
      );
    }
  }, 10_000);

  try {
    await Promise.all(Array.from({ length: userCount }, (_, slot) => runUser(slot)));
  } finally {
    clearInterval(reporter);
  }
  const endRss = rssMb(server.pid);
  samples.push({ atMs: Date.now() - started, rssMb: endRss });
  const elapsedS = (Date.now() - started) / 1000;
  await server.stop();

  console.log('\nroute                                         requests  errors   p50 ms   p99 ms');
  for (const [route, entry] of [...routes.entries()].sort((x, y) => y[1].count - x[1].count)) {
    const sorted = entry.latencies.sort((x, y) => x - y);
    console.log(
      `${route.padEnd(45)} ${String(entry.count).padStart(8)} ${String(entry.errors).padStart(7)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)}`,
    );
  }
  for (const sample of errorSamples) console.log(`  error: ${sample}`);
  console.log(
    `RSS over time (MB): ${samples.map((s) => `${Math.round(s.atMs / 1000)}s=${s.rssMb}`).join(' ')}`,
  );
  const afterWarmUp = samples.find((s) => s.atMs >= warmUpMs) ?? samples[0]!;
  const growth = ((endRss - afterWarmUp.rssMb) / afterWarmUp.rssMb) * 100;
  console.log(
    `soak: ${minutes} min, ${total} requests (${(total / elapsedS).toFixed(0)}/s), ${signUps} sign-ups, ${errors} errors, RSS start ${samples[0]!.rssMb} MB, after warm-up ${afterWarmUp.rssMb} MB, end ${endRss} MB, growth after warm-up ${growth.toFixed(1)} %`,
  );
  process.exit(errors > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
