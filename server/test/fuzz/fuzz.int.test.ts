import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createFuzzer, type EndpointCounts } from './runner';

/**
 * Every JSON endpoint answers generated and mutated requests below 500, logs no error, and a refused
 * request leaves the database as it was (docs/testing.md#fuzzing). `npm test` runs FUZZ_RUNS (20) per
 * endpoint; `npm run fuzz` runs 1,000 and prints the counts.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const REPORT = process.env.FUZZ_REPORT;

const fuzzer = await createFuzzer();
const endpoints = fuzzer.endpoints();
const counts: EndpointCounts[] = [];
afterAll(async () => {
  if (REPORT) fs.writeFileSync(REPORT, JSON.stringify({ runsPerEndpoint: RUNS, endpoints: counts }, null, 2));
  await fuzzer.close();
});

describe('request fuzzing', () => {
  it('finds the app’s JSON endpoints through its onRoute hook', () => {
    expect(endpoints.length).toBeGreaterThan(50);
    expect(endpoints.map((e) => `${e.method} ${e.url}`)).toContain('POST /api/symptoms');
  });

  describe.each(endpoints.map((e) => ({ ...e, name: `${e.method} ${e.url}` })))('$name', (endpoint) => {
    it(
      `answers ${RUNS} generated requests below 500; refused ones change nothing`,
      async () => {
        const result = await fuzzer.fuzzEndpoint(endpoint, RUNS, SEED);
        counts.push(result);
        expect(result.failure, result.failure).toBeUndefined();
        expect(result.runs).toBe(RUNS);
      },
      RUNS * 1_000 + 60_000,
    );
  });
});
