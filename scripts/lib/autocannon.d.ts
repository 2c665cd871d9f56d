/** The part of autocannon's API that scripts/lib/load-runner.ts uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };
  export type AutocannonResult = {
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    connections: number;
    pipelining: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export type AutocannonRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send of this entry; returns the request to send. */
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  };
  export type AutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: string;
    timeout?: number;
    body?: string;
    /** Each connection sends these in turn, from the first (scripts/lib/assistant-bench.ts). */
    requests?: Array<AutocannonRequest>;
    /** Requests per second over all connections; unset → as fast as the server answers. */
    overallRate?: number;
    /** With a rate: record latencies as measured, without adding the requests a slow answer delayed. */
    ignoreCoordinatedOmission?: boolean;
  };
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
