import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads `process.env` (docs/conventions.md#configuration-is-parsed-once). Parsed once with
 * zod; a problem exits with one readable line per variable. Tests build a config with `parseEnv({...})`.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** proxy-addr's names for address ranges, accepted in a `TRUST_PROXY` list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, or an address with a prefix length (`10.0.0.0/8`, `fd00::/8`). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which peers may set the client address in `X-Forwarded-For` (docs/operations.md#behind-a-load-balancer):
 * nobody (`false`, the default), the nearest N hops (`1`), or proxies by address (`10.0.0.1,10.0.0.0/8`).
 * 'Trust everyone' is refused: any client could then write its own address and escape every per-IP limit.
 */
const ZTrustProxy = z.preprocess(emptyAsUndefined, z.string().trim().optional()).transform((value, ctx) => {
  if (value === undefined || ['false', '0', 'no'].includes(value.toLowerCase())) return false as const;
  if (/^\d+$/.test(value)) return Number(value);
  if (['true', 'yes', '*', 'all'].includes(value.toLowerCase())) {
    ctx.addIssue({
      code: 'custom',
      message: `'${value}' would trust an X-Forwarded-For header written by any client; set the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.0.0/8)`,
    });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `not an IP address or CIDR range: ${invalid.map((entry) => `'${entry}'`).join(', ')}; use a hop count (e.g. 1) or a comma-separated list such as 10.0.0.1,10.0.0.0/8`,
    });
    return z.NEVER;
  }
  return entries;
});

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  TEST_DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  DATA_ENCRYPTION_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, 'must be 32 bytes as 64 hex characters or base64')
      .optional(),
  ),
  /**
   * Keys that wrote older values, still read until `npm run keys:rotate` re-encrypts them with
   * DATA_ENCRYPTION_KEY (docs/operations.md#rotating-the-data-key): commas between keys.
   */
  DATA_ENCRYPTION_KEYS_OLD: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^\s*([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)(\s*,\s*([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=))*\s*,?\s*$/,
        'must be keys of 32 bytes (64 hex characters or base64) separated by commas',
      )
      .optional(),
  ),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** An admin's session ends after this many minutes without activity (docs/product/admin.md#sign-in). */
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(240).default(15),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_ANALYTICS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  SIGNIN_FAILURES_PER_15_MIN: z.coerce.number().int().min(1).default(10),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  MAIL_FROM: z.string().default('Infinite Wellness <no-reply@infinitewellness.local>'),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_ISSUER: z.preprocess(emptyAsUndefined, z.string().url().default('https://accounts.google.com')),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.string().email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  /** The ADMIN_EMAIL account's TOTP secret (base32), enrolled as confirmed at start. */
  ADMIN_TOTP_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z2-7]{16,128}=*$/, 'must be a base32 secret of at least 16 characters')
      .optional(),
  ),
  TRUST_PROXY: ZTrustProxy,
  SERVE_CLIENT: z.preprocess(emptyAsUndefined, bool.default(true)),
  SEED_DEMO_CONTENT: z.preprocess(emptyAsUndefined, bool.default(true)),
  /**
   * The card processor (docs/product/payments.md#providers). Unset: `stripe` when Stripe's three keys
   * are set, otherwise the built-in test `sandbox`.
   */
  PAYMENT_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['sandbox', 'stripe']).optional()),
  /**
   * Scheduled and queued background jobs on pg-boss (docs/architecture.md#background-jobs). `false`
   * runs none in this process and queues none (the test suite, unless a test turns them on).
   */
  BACKGROUND_JOBS: z.preprocess(emptyAsUndefined, bool.default(true)),
  /** An air-quality JSON endpoint; `{lat}`, `{lon}`, `{zip}` are filled in from the user's ZIP code. */
  AIR_QUALITY_API_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  /**
   * `local` (offline knowledge engine) or `openai` (any OpenAI-compatible endpoint;
   * docs/assistant-providers.md).
   */
  AI_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['local', 'openai']).default('local')),
  /** e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1 (Ollama). */
  AI_BASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  AI_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  AI_TRANSCRIBE_MODEL: z.preprocess(emptyAsUndefined, z.string().default('whisper-1')),
  AI_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(100).max(300_000).default(20_000),
  ),
  /**
   * Stripe, the card processor used when all three are set (docs/product/payments.md#stripe); unset →
   * the built-in sandbox processor. A test key (`sk_test_…`) marks every payment screen 'Test mode'.
   */
  STRIPE_SECRET_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9]+$/, "must be the webhook endpoint's signing secret (whsec_…)")
      .optional(),
  ),
  /** Tests only: where the Stripe SDK sends its calls (the local fake, server/lib/payments/stripe-fake.ts). */
  STRIPE_API_BASE: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
});

export type Env = Omit<z.infer<typeof ZEnv>, 'PAYMENT_PROVIDER'> & {
  /** The card processor in use: as set, or Stripe when its keys are set, or the sandbox. */
  PAYMENT_PROVIDER: 'sandbox' | 'stripe';
  isProduction: boolean;
  /**
   * The app is served over https (production, or an https APP_URL anywhere): cookies are Secure and
   * `__Host-` prefixed, and HSTS is sent (docs/data-protection.md#in-transit-and-in-the-browser).
   */
  secureTransport: boolean;
  appUrl: string;
  dataDir: string;
  /** Stripe's settings when its three keys are set; null → the sandbox processor. */
  stripe: StripeSettings | null;
};

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests only: the local fake's address instead of api.stripe.com. */
  apiBase: string | null;
};

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** Stripe's keys: all three or none, both of the same mode, and no other API host in production. */
function stripeProblems(source: Record<string, string | undefined>): string[] {
  const set = STRIPE_KEYS.filter((key) => Boolean(source[key]));
  const problems: string[] = [];
  if (set.length > 0 && set.length < STRIPE_KEYS.length) {
    const missing = STRIPE_KEYS.filter((key) => !source[key]);
    problems.push(`  ${STRIPE_KEYS.join(', ')}: set all three or none (missing ${missing.join(', ')})`);
  }
  const secretMode = /^(?:sk|rk)_(test|live)_/.exec(source.STRIPE_SECRET_KEY ?? '')?.[1];
  const publishableMode = /^pk_(test|live)_/.exec(source.STRIPE_PUBLISHABLE_KEY ?? '')?.[1];
  if (secretMode && publishableMode && secretMode !== publishableMode) {
    problems.push(
      `  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: one is a ${secretMode} key, the other a ${publishableMode} key`,
    );
  }
  if (source.PAYMENT_PROVIDER === 'stripe' && set.length === 0) {
    problems.push(`  ${STRIPE_KEYS.join(', ')}: required when PAYMENT_PROVIDER=stripe`);
  }
  if (source.STRIPE_API_BASE && source.NODE_ENV === 'production') {
    problems.push(
      '  STRIPE_API_BASE: for tests only; unset it in production (the SDK then calls api.stripe.com)',
    );
  }
  return problems;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Every problem at once, one line each, so a deployment is fixed in one go.
  const problems: string[] = [];
  const result = ZEnv.safeParse(source);
  if (!result.success) {
    problems.push(...result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`));
  }
  if (source.NODE_ENV === 'production') {
    for (const key of ['SESSION_SECRET', 'DATA_ENCRYPTION_KEY', 'APP_URL'] as const) {
      if (!source[key]) problems.push(`  ${key}: required in production`);
    }
  }
  if (Boolean(source.ADMIN_EMAIL) !== Boolean(source.ADMIN_PASSWORD)) {
    problems.push('  ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  if (source.ADMIN_TOTP_SECRET && !source.ADMIN_EMAIL) {
    problems.push('  ADMIN_TOTP_SECRET: set with ADMIN_EMAIL and ADMIN_PASSWORD');
  }
  if (source.AI_PROVIDER === 'openai') {
    for (const key of ['AI_BASE_URL', 'AI_MODEL'] as const) {
      if (!source[key]) problems.push(`  ${key}: required when AI_PROVIDER=openai`);
    }
  }
  problems.push(...stripeProblems(source));
  if (!result.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = result.data;
  const isProduction = env.NODE_ENV === 'production';
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBase: env.STRIPE_API_BASE ?? null,
        }
      : null;
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    isProduction,
    secureTransport: isProduction || new URL(appUrl).protocol === 'https:',
    appUrl,
    dataDir: path.resolve(env.DATA_DIR),
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? (stripe ? 'stripe' : 'sandbox'),
    stripe,
  };
}

let cached: Env | undefined;

/** The process configuration; exits the process with a readable message when it is invalid. */
export function getEnv(): Env {
  if (cached) return cached;
  try {
    cached = parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  return cached;
}
