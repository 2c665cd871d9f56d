import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/db/embedded';
import { type ApiUser, signUpApiUser } from './api-client';
import { removeDataDir, type ServerProcess, startServer } from './server-process';

/**
 * The crash test (docs/operations.md#crash-recovery): the real server on one DATA_DIR, writers
 * issuing writes as signed-in users, SIGKILL at a random moment, restart on the same DATA_DIR, and a
 * check of everything written so far:
 * - an acknowledged write (a 2xx answer arrived) is there, with every field as acknowledged;
 * - a refused write (an error answer arrived) is not there;
 * - a write cut off by the kill (no answer) is there whole or not at all: every row found must be one
 *   the writers sent, with all its fields, and a chat turn is both messages (the user's and the
 *   assistant's reply, which POST /api/chat stores together) or neither.
 */

export type CrashTestOptions = {
  cycles: number;
  /** Writers working at once, each as its own user. Default 4. */
  writers?: number;
  /** Kill between these many ms after the writers start. Default 150–1500. */
  killAfterMs?: [number, number];
  log?: (message: string) => void;
  /** Deterministic moments for a reproducible run. */
  random?: () => number;
};

export type CrashTestResult = {
  cycles: number;
  /** Acknowledged writes missing or changed after a restart (each counted once). */
  lost: number;
  /** Rows that were never sent, half-written turns, refused writes that were stored. */
  corrupt: number;
  failedRestarts: number;
  acknowledged: number;
  /** Writes cut off by the kill, and of those how many were found stored (whole). */
  cutOff: number;
  cutOffStored: number;
  refused: number;
  problems: string[];
};

type Kind = 'symptom' | 'checkin' | 'water' | 'chat';
type State = 'sent' | 'acked' | 'refused';
type Attempt = {
  kind: Kind;
  marker: string;
  body: Record<string, unknown>;
  state: State;
  /** The 2xx answer. */
  answer?: Record<string, unknown>;
  /** Found stored once after being cut off (for the figures). */
  seen?: boolean;
};
type Writer = { user: ApiUser; attempts: Attempt[]; counts: Record<Kind, number> };

/** Past these a user is retired and a new one signed up: the trial's 50 water entries, the list sizes. */
const RETIRE_AT: Record<Kind, number> = { water: 45, symptom: 190, checkin: 450, chat: 1000 };

export async function runCrashTest(options: CrashTestOptions): Promise<CrashTestResult> {
  const log = options.log ?? (() => {});
  const random = options.random ?? Math.random;
  const [killMin, killMax] = options.killAfterMs ?? [150, 1500];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-crash-'));
  const port = await freePort();
  const result: CrashTestResult = {
    cycles: 0,
    lost: 0,
    corrupt: 0,
    failedRestarts: 0,
    acknowledged: 0,
    cutOff: 0,
    cutOffStored: 0,
    refused: 0,
    problems: [],
  };
  const reported = new Set<string>();
  const problem = (key: string, kind: 'lost' | 'corrupt', message: string) => {
    if (reported.has(key)) return;
    reported.add(key);
    result[kind] += 1;
    result.problems.push(message);
    log(`PROBLEM: ${message}`);
  };

  const start = async (): Promise<ServerProcess> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await startServer({ dataDir, port, env: { SERVE_CLIENT: 'false', LOG_LEVEL: 'error' } });
      } catch (error) {
        result.failedRestarts += 1;
        log(`restart failed (attempt ${attempt}): ${(error as Error).message.slice(0, 2000)}`);
        if (attempt >= 3) throw error;
      }
    }
  };

  let server = await start();
  const baseUrl = server.baseUrl;
  const writers: Writer[] = [];
  const all: Writer[] = [];
  const newWriter = async (): Promise<Writer> => {
    const writer: Writer = {
      user: await signUpApiUser(baseUrl, 'crash'),
      attempts: [],
      counts: { symptom: 0, checkin: 0, water: 0, chat: 0 },
    };
    all.push(writer);
    return writer;
  };
  try {
    for (let i = 0; i < (options.writers ?? 4); i += 1) writers.push(await newWriter());

    for (let cycle = 1; cycle <= options.cycles; cycle += 1) {
      // Retire the users near a limit (between cycles, while nothing is written).
      for (let i = 0; i < writers.length; i += 1) {
        const w = writers[i]!;
        if ((Object.keys(RETIRE_AT) as Kind[]).some((k) => w.counts[k] >= RETIRE_AT[k]))
          writers[i] = await newWriter();
      }
      let running = true;
      const loops = writers.map((writer, index) =>
        writeUntilStopped(writer, `c${cycle}w${index}`, () => running, random),
      );
      await sleep(killMin + random() * (killMax - killMin));
      await server.kill();
      running = false;
      await Promise.all(loops);

      server = await start();
      await verify(all, problem);
      result.cycles = cycle;
      const stats = tally(all);
      log(
        `cycle ${cycle}: ${stats.acknowledged} acknowledged, ${stats.cutOff} cut off (${stats.cutOffStored} stored whole), ${result.lost} lost, ${result.corrupt} corrupt`,
      );
    }
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
  Object.assign(result, tally(all));
  return result;
}

function tally(all: Writer[]) {
  const attempts = all.flatMap((w) => w.attempts);
  return {
    acknowledged: attempts.filter((a) => a.state === 'acked').length,
    cutOff: attempts.filter((a) => a.state === 'sent').length,
    cutOffStored: attempts.filter((a) => a.state === 'sent' && a.seen).length,
    refused: attempts.filter((a) => a.state === 'refused').length,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pick(random: () => number): Kind {
  const r = random();
  if (r < 0.35) return 'symptom';
  if (r < 0.7) return 'checkin';
  if (r < 0.8) return 'water';
  return 'chat';
}

const SEND: Record<
  Kind,
  { method: string; url: string; body: (marker: string, n: number) => Record<string, unknown> }
> = {
  symptom: {
    method: 'POST',
    url: '/api/symptoms',
    body: (marker, n) => ({
      symptomName: ['Headache', 'Fatigue', 'Joint pain', 'Nausea'][n % 4],
      severity: 1 + (n % 10),
      description: `crash test ${marker}`,
      triggers: ['stress', `t${n % 7}`],
    }),
  },
  checkin: {
    method: 'POST',
    url: '/api/health-metrics',
    body: (marker, n) => ({
      mood: 1 + (n % 10),
      energy: 1 + ((n + 3) % 10),
      stress: 1 + ((n + 5) % 10),
      fatigueLevel: 1 + ((n + 7) % 10),
      mentalClarity: 1 + ((n + 2) % 10),
      digestion: 1 + ((n + 4) % 10),
      sleepQuality: 4 + (n % 8) / 2,
      note: `crash test ${marker}`,
    }),
  },
  // The amount tells the entries apart: each of a user's is different (at most RETIRE_AT.water).
  water: { method: 'POST', url: '/api/water/entries?tz=UTC', body: () => ({}) },
  chat: {
    method: 'POST',
    url: '/api/chat',
    body: (marker) => ({
      sessionId: crypto.randomUUID(),
      content: `I slept badly and have a mild headache today (${marker})`,
    }),
  },
};

async function writeUntilStopped(
  writer: Writer,
  prefix: string,
  running: () => boolean,
  random: () => number,
): Promise<void> {
  let n = 0;
  while (running()) {
    n += 1;
    const kind = pick(random);
    const marker = `${prefix}n${n}`;
    const send = SEND[kind];
    const body =
      kind === 'water'
        ? { kind: 'custom', amount: 100 + writer.counts.water * 10, unit: 'ml' }
        : send.body(marker, n);
    const attempt: Attempt = { kind, marker, body, state: 'sent' };
    writer.attempts.push(attempt);
    writer.counts[kind] += 1;
    try {
      const answer = await writer.user.request(send.method, send.url, body);
      if (answer.status >= 200 && answer.status < 300) {
        attempt.state = 'acked';
        attempt.answer = answer.body as Record<string, unknown>;
      } else {
        attempt.state = 'refused';
      }
    } catch {
      // No answer: the server was killed with this write in flight.
      return;
    }
  }
}

type Problem = (key: string, kind: 'lost' | 'corrupt', message: string) => void;

async function verify(all: Writer[], problem: Problem): Promise<void> {
  for (const writer of all) {
    await verifySymptoms(writer, problem);
    await verifyCheckIns(writer, problem);
    await verifyWater(writer, problem);
    await verifyChat(writer, problem);
  }
}

async function read(writer: Writer, url: string): Promise<unknown> {
  const answer = await writer.user.request('GET', url);
  if (answer.status !== 200)
    throw new Error(`GET ${url} after a restart answered ${answer.status}: ${answer.text}`);
  return answer.body;
}

const markerOf = (text: unknown) =>
  typeof text === 'string' && text.startsWith('crash test ') ? text.slice(11) : null;

/** Rows found by their marker, compared field by field with what was sent (and acknowledged). */
function checkMarked(
  writer: Writer,
  kind: 'symptom' | 'checkin',
  rows: Record<string, unknown>[],
  markerField: string,
  fields: string[],
  problem: Problem,
): void {
  const attempts = new Map(writer.attempts.filter((a) => a.kind === kind).map((a) => [a.marker, a]));
  const found = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const marker = markerOf(row[markerField]);
    const attempt = marker ? attempts.get(marker) : undefined;
    if (!marker || !attempt) {
      problem(
        `${kind}:${row.id}`,
        'corrupt',
        `${kind} ${String(row.id)} of ${writer.user.email} was never sent`,
      );
      continue;
    }
    if (found.has(marker)) problem(`${kind}:dup:${marker}`, 'corrupt', `${kind} ${marker} is stored twice`);
    found.set(marker, row);
    if (attempt.state === 'refused')
      problem(`${kind}:refused:${marker}`, 'corrupt', `${kind} ${marker} was refused but is stored`);
    for (const field of fields) {
      if (JSON.stringify(row[field]) !== JSON.stringify(attempt.body[field]))
        problem(
          `${kind}:field:${marker}:${field}`,
          'corrupt',
          `${kind} ${marker}: ${field} is ${JSON.stringify(row[field])}, sent ${JSON.stringify(attempt.body[field])}`,
        );
    }
    if (attempt.state === 'acked' && attempt.answer?.id !== row.id)
      problem(
        `${kind}:id:${marker}`,
        'lost',
        `${kind} ${marker}: acknowledged as ${String(attempt.answer?.id)}, stored as ${String(row.id)}`,
      );
    if (attempt.state === 'sent') attempt.seen = true;
  }
  for (const attempt of attempts.values()) {
    if (attempt.state === 'acked' && !found.has(attempt.marker))
      problem(
        `${kind}:lost:${attempt.marker}`,
        'lost',
        `acknowledged ${kind} ${attempt.marker} of ${writer.user.email} is missing`,
      );
  }
}

async function verifySymptoms(writer: Writer, problem: Problem) {
  const rows = (await read(writer, `/api/symptoms/user/${writer.user.userId}`)) as Record<string, unknown>[];
  checkMarked(
    writer,
    'symptom',
    rows,
    'description',
    ['symptomName', 'severity', 'description', 'triggers'],
    problem,
  );
}

async function verifyCheckIns(writer: Writer, problem: Problem) {
  const rows = (await read(writer, `/api/health-metrics/user/${writer.user.userId}?days=90`)) as Record<
    string,
    unknown
  >[];
  const fields = [
    'mood',
    'energy',
    'stress',
    'fatigueLevel',
    'mentalClarity',
    'digestion',
    'sleepQuality',
    'note',
  ];
  checkMarked(writer, 'checkin', rows, 'note', fields, problem);
}

type WaterSummary = { today: string; entries: { id: string; amountMl: number; createdAt: string }[] };

async function verifyWater(writer: Writer, problem: Problem) {
  const summary = (await read(writer, '/api/water/summary?tz=UTC')) as WaterSummary;
  const attempts = writer.attempts.filter((a) => a.kind === 'water');
  const byAmount = new Map(attempts.map((a) => [a.body.amount as number, a]));
  const stored = new Set<string>();
  for (const entry of summary.entries) {
    const attempt = byAmount.get(entry.amountMl);
    stored.add(entry.id);
    if (!attempt) {
      problem(
        `water:${entry.id}`,
        'corrupt',
        `water entry ${entry.id} (${entry.amountMl} ml) of ${writer.user.email} was never sent`,
      );
      continue;
    }
    if (attempt.state === 'refused')
      problem(`water:refused:${entry.id}`, 'corrupt', `refused water entry ${attempt.marker} is stored`);
    if (attempt.state === 'sent') attempt.seen = true;
  }
  for (const attempt of attempts) {
    if (attempt.state !== 'acked') continue;
    const entry = (attempt.answer as unknown as WaterSummary).entries.find(
      (e) => e.amountMl === attempt.body.amount,
    );
    // The summary lists today's entries (UTC): one acknowledged before midnight is not among them.
    if (!entry || entry.createdAt.slice(0, 10) !== summary.today) continue;
    if (!stored.has(entry.id))
      problem(
        `water:lost:${entry.id}`,
        'lost',
        `acknowledged water entry ${attempt.marker} (${entry.amountMl} ml) is missing`,
      );
  }
}

type ChatMessage = { id: string; role: string; content: string };

async function verifyChat(writer: Writer, problem: Problem) {
  for (const attempt of writer.attempts) {
    if (attempt.kind !== 'chat') continue;
    const messages = (await read(writer, `/api/chat/${attempt.body.sessionId as string}`)) as ChatMessage[];
    const label = `chat turn ${attempt.marker} of ${writer.user.email}`;
    if (messages.length === 0) {
      if (attempt.state === 'acked')
        problem(`chat:lost:${attempt.marker}`, 'lost', `acknowledged ${label} is missing`);
      continue;
    }
    if (attempt.state === 'refused')
      problem(`chat:refused:${attempt.marker}`, 'corrupt', `refused ${label} is stored`);
    const [question, reply] = messages;
    const whole =
      messages.length === 2 &&
      question?.role === 'user' &&
      question.content === attempt.body.content &&
      reply?.role === 'assistant' &&
      reply.content.length > 0;
    if (!whole) {
      problem(
        `chat:half:${attempt.marker}`,
        'corrupt',
        `${label} is stored half (${messages.length} messages)`,
      );
      continue;
    }
    if (attempt.state === 'sent') attempt.seen = true;
    if (attempt.state === 'acked') {
      const answer = attempt.answer as { userMessage: ChatMessage; reply: ChatMessage };
      if (
        answer.userMessage.id !== question.id ||
        answer.reply.id !== reply.id ||
        answer.reply.content !== reply.content
      )
        problem(`chat:changed:${attempt.marker}`, 'lost', `${label} is stored other than acknowledged`);
    }
  }
}
