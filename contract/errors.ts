import { z } from 'zod';

/** Every error answer of the API has this shape: `{ error: { code, message, fields? } }`. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'CROSS_ORIGIN_REFUSED',
  'NOT_CONFIGURED',
  'INTERNAL',
  /** 402: a premium feature for a free user or after the trial ended (contract/subscription.ts). */
  'PREMIUM_REQUIRED',
  /** 402: a trial user past the feature's trial limit (docs/product/premium.md#gating-and-counting). */
  'TRIAL_LIMIT_REACHED',
] as const;
export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

export const ZErrorResponse = z.object({
  error: z.object({
    code: ZErrorCode,
    message: z.string(),
    /** Field name → first message for that field, for forms. */
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
    /** With the 402 codes: where the upsell leads ('/premium'). */
    upgradeUrl: z.string().optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZOkResponse = z.object({ ok: z.literal(true) });

/**
 * A request whose text holds the NUL character (U+0000) or half of a surrogate pair: neither can be
 * stored (PostgreSQL's text and jsonb refuse them).
 */
export const INVALID_TEXT_MESSAGE = 'Text cannot contain the NUL character or a broken Unicode character.';
