import { performance } from 'node:perf_hooks';
import { loadDialogueSets } from '../eval/assistant/dialogues';
import { EVAL_NOW } from '../eval/assistant/local-engine';
import type { TAssistantContext } from '../server/lib/ai/conversation/dialogue';
import { createLocalAssistantEngine } from '../server/lib/ai/engine';

/**
 * `node --import tsx scripts/time-dialogues.ts`: the local engine's reply timed turn by turn over the
 * scripted conversations of eval/assistant/dialogues/ (each with the history so far and a 14-day
 * context of logs and check-ins), one warm-up round then two timed ones. The target is the bench's:
 * p95 ≤ 30 ms (docs/assistant-knowledge.md#speed-npm-run-bench-a-benchmark-not-a-test).
 */
const engine = createLocalAssistantEngine();
const d = (n: number) => new Date(EVAL_NOW.getTime() - n * 86_400_000);
const context: TAssistantContext = {
  symptomLogs: Array.from({ length: 40 }, (_, i) => ({
    name: i % 3 ? 'Headache' : 'Migraine',
    severity: 3 + (i % 6),
    loggedAt: d(i % 14),
  })),
  checkIns: Array.from({ length: 14 }, (_, i) => ({
    date: d(i),
    sleepHours: 6 + (i % 3) * 0.5,
    mood: 6,
    energy: 5,
    stress: 4,
  })),
  chronicConditions: ['Migraine', 'Asthma'],
};
const sets = loadDialogueSets();
const times: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const dialogue of [...(sets.dev ?? []), ...(sets.validation ?? [])]) {
    const history: { role: 'user' | 'assistant'; content: string }[] = [];
    for (const turn of dialogue.turns) {
      const start = performance.now();
      const reply = await engine.respond({
        message: turn.user,
        history,
        allowRemote: false,
        now: EVAL_NOW,
        context,
      });
      let text = '';
      for await (const piece of reply.chunks) text += piece;
      const ms = performance.now() - start;
      if (round > 0) times.push(ms);
      history.push({ role: 'user', content: turn.user }, { role: 'assistant', content: text });
    }
  }
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
console.log(
  `turns ${times.length} (dev + validation dialogues, 2 timed rounds after a warm-up, with a 14-day context)`,
);
console.log(
  `p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms  max ${times[times.length - 1]!.toFixed(2)} ms`,
);
const p95 = times[Math.min(times.length - 1, Math.floor(0.95 * times.length))]!;
if (p95 > 30) {
  console.log('TARGET MISSED: p95 ≤ 30 ms');
  process.exitCode = 1;
}
