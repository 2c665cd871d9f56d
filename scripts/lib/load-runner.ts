import autocannon, { type AutocannonOptions } from 'autocannon';

/**
 * The load generator of scripts/bench.ts, run as a child process (fork) so that it does not share
 * the server's event loop: it receives autocannon options over IPC and answers with a summary.
 */
export type LoadRequest = { id: number; options: AutocannonOptions };
export type LoadSummary = {
  requestsPerSec: number;
  totalRequests: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
export type LoadResponse = { id: number; summary?: LoadSummary; error?: string };

process.on('message', (message: LoadRequest) => {
  void (async () => {
    try {
      const result = await autocannon(message.options);
      const summary: LoadSummary = {
        requestsPerSec: result.requests.average,
        totalRequests: result.requests.total,
        latencyMs: {
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
          average: result.latency.average,
        },
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      };
      process.send?.({ id: message.id, summary } satisfies LoadResponse);
    } catch (error) {
      process.send?.({ id: message.id, error: (error as Error).message } satisfies LoadResponse);
    }
  })();
});
