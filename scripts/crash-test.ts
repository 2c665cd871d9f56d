import { runCrashTest } from './lib/crash-test';

/**
 * `npm run crash-test [-- --cycles N]` (default 100): the real server on one DATA_DIR, writers as
 * signed-in users (symptoms, check-ins, water, chat turns), SIGKILL at a random moment, restart, and a
 * check that every acknowledged write is there and no cut-off write is there half
 * (scripts/lib/crash-test.ts, docs/operations.md#crash-recovery). The last line is the verdict;
 * the exit code is 1 when anything was lost or corrupt or a restart failed.
 */
function parseCycles(argv: string[]): number {
  const index = argv.indexOf('--cycles');
  if (index === -1) return 100;
  const cycles = Number(argv[index + 1]);
  if (!Number.isInteger(cycles) || cycles < 1) {
    console.error('Usage: npm run crash-test -- --cycles N (a whole number ≥ 1)');
    process.exit(2);
  }
  return cycles;
}

const cycles = parseCycles(process.argv.slice(2));
const started = Date.now();
const result = await runCrashTest({ cycles, log: (message) => console.log(message) });
for (const problem of result.problems.slice(0, 50)) console.log(`  ${problem}`);
console.log(
  `${result.acknowledged} acknowledged writes, ${result.cutOff} cut off by a kill (${result.cutOffStored} of them stored whole), ${result.refused} refused, ${result.corrupt} corrupt, in ${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(
  `crash-test: ${result.cycles} cycles, ${result.lost} lost, ${result.failedRestarts} failed restarts`,
);
process.exit(result.lost + result.corrupt + result.failedRestarts > 0 ? 1 : 0);
