import autocannon, { type AutocannonOptions } from 'autocannon';

/**
 * The load generator of scripts/bench.ts, run as a child process (fork) so that it does not share
 * the server's event loop: it receives autocannon options over IPC and answers with a summary.
 */
export type LoadRequest = {
  id: number;
  options: AutocannonOptions;
  /**
   * Share `options.requests` among all connections: every request sent takes the next entry, and the
   * next run goes on where this one stopped. Without it autocannon gives each connection the whole
   * list from its first entry, on every run, so the first entries get `connections` requests at once
   * and again after each warm-up (the health chat's first users then passed their per-user limit).
   */
  rotate?: boolean;
};
export type LoadSummary = {
  requestsPerSec: number;
  totalRequests: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Answers per HTTP status, e.g. { "200": 9950, "429": 50 }: says what the non-2xx answers were. */
  statusCodes: Record<string, number>;
};
export type LoadResponse = { id: number; summary?: LoadSummary; error?: string };

let rotation = 0;

function rotating(options: AutocannonOptions): AutocannonOptions {
  const entries = options.requests ?? [];
  if (entries.length === 0) return options;
  return {
    ...options,
    requests: [{ setupRequest: (request) => ({ ...request, ...entries[rotation++ % entries.length] }) }],
  };
}

process.on('message', (message: LoadRequest) => {
  void (async () => {
    try {
      const result = await autocannon(message.rotate ? rotating(message.options) : message.options);
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
        statusCodes: Object.fromEntries(
          Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
        ),
      };
      process.send?.({ id: message.id, summary } satisfies LoadResponse);
    } catch (error) {
      process.send?.({ id: message.id, error: (error as Error).message } satisfies LoadResponse);
    }
  })();
});
