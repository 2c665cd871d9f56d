import pino from 'pino';

/** What services need of the server's structured logger (pino, as Fastify's `app.log` is). */
export type Logger = Pick<pino.BaseLogger, 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'>;
export type LogLevel = pino.LevelWithSilent;

type LoggedRequest = { method?: string; url?: string; host?: string; ip?: string };

/**
 * A request as it is logged: method, path and host, never the query string — it can hold a
 * password-reset token or an OAuth code (docs/data-protection.md#logs).
 */
export function requestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    url: pathOnly(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** The path of a URL without its query string and fragment. */
export function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** A pino logger at `level`, writing to stdout, or to `destination` (tests capture lines there). */
export function createLogger(level: LogLevel, destination?: pino.DestinationStream): pino.Logger {
  const options: pino.LoggerOptions = { level, serializers: { req: requestForLog } };
  return destination ? pino(options, destination) : pino(options);
}

/** Errors only, to stdout: for code that runs before or outside an app with its own logger. */
export const fallbackLogger: Logger = createLogger('error');
