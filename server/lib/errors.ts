import type { TErrorCode } from '../../contract/errors';

const STATUS: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  CROSS_ORIGIN_REFUSED: 403,
  NOT_CONFIGURED: 503,
  INTERNAL: 500,
  PREMIUM_REQUIRED: 402,
  TRIAL_LIMIT_REACHED: 402,
};

/**
 * The one error type (docs/conventions.md#one-error-type); the error handler turns it into `{ error: { code,
 * message, fields? } }`.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;
  /** The 402 upsell's target ('/premium'). */
  readonly upgradeUrl?: string;

  constructor(
    code: TErrorCode,
    message: string,
    options: {
      fields?: Record<string, string>;
      status?: number;
      headers?: Record<string, string>;
      upgradeUrl?: string;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? STATUS[code];
    this.fields = options.fields;
    this.headers = options.headers;
    this.upgradeUrl = options.upgradeUrl;
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
export const forbidden = (message = 'You do not have access to this resource.') =>
  new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message);
