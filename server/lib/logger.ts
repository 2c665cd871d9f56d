import pino from 'pino';

/** What services need of the server's structured logger (pino, as Fastify's `app.log` is). */
export type Logger = Pick<pino.BaseLogger, 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'>;
export type LogLevel = pino.LevelWithSilent;

/** A pino logger at `level`, writing to stdout, or to `destination` (tests capture lines there). */
export function createLogger(level: LogLevel, destination?: pino.DestinationStream): pino.Logger {
  return destination ? pino({ level }, destination) : pino({ level });
}

/** Errors only, to stdout: for code that runs before or outside an app with its own logger. */
export const fallbackLogger: Logger = createLogger('error');
