import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './lib/server-process';

/**
 * `npm run fuzz [-- --runs N] [-- --seed S]`: the request fuzzer (docs/testing.md#fuzzing) with N
 * generated requests per endpoint (default 1,000). It runs server/test/fuzz/fuzz.int.test.ts in the
 * integration project (its own embedded PostgreSQL), prints the answers per endpoint by status, the
 * shrunk request of each failure, and one closing line with the figure. Exits non-zero on a failure.
 */

function option(name: string, fallback?: number): number | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a positive whole number`);
  return value;
}

const runs = option('runs', 1000)!;
const seed = option('seed');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-fuzz-'));
const reportFile = path.join(dir, 'report.json');
const logFile = path.join(dir, 'vitest.log');
const log = fs.openSync(logFile, 'w');

console.log(
  `fuzzing every JSON endpoint, ${runs.toLocaleString('en')} runs each (vitest output: ${logFile})`,
);
const child = spawn(
  path.join(REPO_ROOT, 'node_modules', '.bin', 'vitest'),
  ['run', '--project', 'integration', 'server/test/fuzz/fuzz.int.test.ts'],
  {
    cwd: REPO_ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      FUZZ_RUNS: String(runs),
      FUZZ_REPORT: reportFile,
      ...(seed !== undefined ? { FUZZ_SEED: String(seed) } : {}),
    },
  },
);
/** One endpoint's line of the report server/test/fuzz/fuzz.int.test.ts writes. */
type EndpointCounts = {
  endpoint: string;
  runs: number;
  ms: number;
  byStatus: Record<string, number>;
  failure?: string;
};

const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));

if (!fs.existsSync(reportFile)) {
  console.error(`the fuzz run ended (exit ${code}) without a report; see ${logFile}`);
  process.exit(code || 1);
}
const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as {
  runsPerEndpoint: number;
  endpoints: EndpointCounts[];
};
const failures = report.endpoints.flatMap((e) => (e.failure ? [e.failure] : []));

const width = Math.max(...report.endpoints.map((e) => e.endpoint.length), 10);
for (const e of report.endpoints) {
  const statuses = Object.entries(e.byStatus)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(
    `${e.endpoint.padEnd(width)}  ${String(e.runs).padStart(5)} runs  ${String(e.ms).padStart(6)} ms  ${statuses}`,
  );
}
for (const failure of failures) console.log(`\nFAILED ${failure}`);

const count = report.endpoints.length;
const over500 = report.endpoints.reduce(
  (sum, e) =>
    sum + Object.entries(e.byStatus).reduce((s, [status, n]) => s + (Number(status) >= 500 ? n : 0), 0),
  0,
);
const ok = code === 0 && failures.length === 0;
console.log(
  ok
    ? `\nfuzz: ${count} endpoints x ${report.runsPerEndpoint} runs, 0 responses >= 500, database unchanged by refused requests`
    : `\nfuzz: ${count} endpoints x ${report.runsPerEndpoint} runs, ${failures.length} endpoints failed, ${over500} responses >= 500; vitest exit ${code}`,
);
process.exit(ok ? 0 : 1);
