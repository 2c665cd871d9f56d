import { ASSISTANT_LIMITS } from '../../contract/assistant';
import { loadCases } from '../../eval/assistant/load';
import { analyze } from '../../server/lib/ai/analysis';
import { createLocalAssistantEngine } from '../../server/lib/ai/engine';
import { classify, safetyModel } from '../../server/lib/ai/safety/classifier';

/**
 * The assistant's part of `npm run bench` (a benchmark, not a test):
 * - the local engine reply (safety layer + extraction + analysis + nurse reply, as
 *   createLocalAssistantEngine().respond does it) timed over every message of the eval set;
 * - the guided analysis (analyze) over the eval set's condition profiles;
 * - helpers for the autocannon run of POST /api/ai/health-chat, which keeps the per-user rate limit
 *   (ASSISTANT_LIMITS.chatPerUserPerMinute) in force and spreads the load over many signed-up users.
 */

export const LOCAL_ENGINE_TARGET = { p95Ms: 30 } as const;
/** The learned safety classifier alone, per message. */
export const CLASSIFIER_TARGET = { p99Ms: 1 } as const;
export const HEALTH_CHAT_TARGET = { requestsPerSec: 500 } as const;

export type TTimings = { samples: number; p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number };

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

function summarise(times: number[]): TTimings {
  times.sort((a, b) => a - b);
  const round = (x: number) => Number(x.toFixed(3));
  return {
    samples: times.length,
    p50Ms: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    p99Ms: round(percentile(times, 0.99)),
    maxMs: round(times[times.length - 1] ?? 0),
  };
}

/** The eval set's chat messages with their short histories (extraction, red flags, look-alikes). */
export function evalMessages(): { message: string; history: string[]; isRedFlag: boolean }[] {
  return loadCases().flatMap((c) =>
    c.kind === 'condition'
      ? []
      : [{ message: c.message, history: c.history ?? [], isRedFlag: c.kind === 'red_flag' }],
  );
}

/** Times the local engine's full reply for every eval message, `rounds` times after one warm-up pass. */
export async function measureLocalEngine(
  rounds = 5,
): Promise<{ reply: TTimings; analysis: TTimings; classifier: TTimings }> {
  const engine = createLocalAssistantEngine();
  const messages = evalMessages();
  const profiles = loadCases().flatMap((c) => (c.kind === 'condition' ? [c.profile] : []));
  const now = new Date();
  const replyOnce = async (m: (typeof messages)[number]) => {
    const reply = await engine.respond({
      message: m.message,
      history: m.history.map((content) => ({ role: 'user' as const, content })),
      allowRemote: false,
      now,
    });
    let text = '';
    for await (const chunk of reply.chunks) text += chunk;
    return text;
  };
  for (const m of messages) await replyOnce(m);
  for (const p of profiles) analyze(p, { now });

  const model = safetyModel();
  for (const m of messages) classify(model, m.message);
  const replyTimes: number[] = [];
  const analysisTimes: number[] = [];
  const classifierTimes: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const m of messages) {
      const t = performance.now();
      await replyOnce(m);
      replyTimes.push(performance.now() - t);
    }
    for (const p of profiles) {
      const t = performance.now();
      analyze(p, { now });
      analysisTimes.push(performance.now() - t);
    }
    for (const m of messages) {
      const t = performance.now();
      classify(model, m.message);
      classifierTimes.push(performance.now() - t);
    }
  }
  return {
    reply: summarise(replyTimes),
    analysis: summarise(analysisTimes),
    classifier: summarise(classifierTimes),
  };
}

/**
 * How many users the health-chat run needs so that no user passes the per-user limit: the load
 * runner sends each request to the next user in turn (`rotate`, scripts/lib/load-runner.ts), so every
 * user gets at most `perUserBudget` requests over warm-up + measurement (fixed one-minute windows),
 * at up to `maxRequestsPerSec`.
 */
export function usersNeeded(seconds: number, maxRequestsPerSec: number): number {
  const perUserBudget = ASSISTANT_LIMITS.chatPerUserPerMinute - 5;
  return Math.ceil((seconds * maxRequestsPerSec) / perUserBudget);
}

/** Autocannon request list: one request per user (cookie), ordinary chat messages in turn; sent rotating. */
export function healthChatRequests(cookies: readonly string[], origin: string) {
  const ordinary = evalMessages().filter((m) => !m.isRedFlag);
  return cookies.map((cookie, i) => {
    const m = ordinary[i % ordinary.length]!;
    return {
      method: 'POST' as const,
      path: '/api/ai/health-chat',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify({
        message: m.message,
        chatHistory: m.history.map((content) => ({ role: 'user', content })),
        stage: 'health_collection',
      }),
    };
  });
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, i: number) => Promise<R>,
) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await task(items[i]!, i);
      }
    }),
  );
  return out;
}
