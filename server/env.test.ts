import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
  APP_URL: 'https://app.example/',
};

describe('parseEnv', () => {
  it('fills the defaults for a development start with no configuration', () => {
    const env = parseEnv({});
    expect(env.NODE_ENV).toBe('development');
    expect(env.PORT).toBe(5000);
    expect(env.isProduction).toBe(false);
    expect(env.appUrl).toBe('http://localhost:5000');
    expect(env.dataDir).toBe(path.resolve('./data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATABASE_POOL_MAX).toBe(10);
    expect(env.SESSION_IDLE_MINUTES).toBe(30);
    expect(env.ADMIN_SESSION_IDLE_MINUTES).toBe(15);
    expect(env.RATE_LIMIT_AUTH_PER_MINUTE).toBe(10);
    expect(env.SIGNIN_FAILURES_PER_15_MIN).toBe(10);
    expect(env.SERVE_CLIENT).toBe(true);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.BODY_LIMIT_BYTES).toBe(1024 * 1024);
  });

  it('derives the app URL from PORT and treats empty values as unset', () => {
    const env = parseEnv({ PORT: '8080', DATABASE_URL: '', SESSION_SECRET: '', SERVE_CLIENT: 'false' });
    expect(env.PORT).toBe(8080);
    expect(env.appUrl).toBe('http://localhost:8080');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SESSION_SECRET).toBeUndefined();
    expect(env.SERVE_CLIENT).toBe(false);
  });

  it('accepts a complete production configuration and drops the trailing slash of APP_URL', () => {
    const env = parseEnv(PRODUCTION);
    expect(env.isProduction).toBe(true);
    expect(env.appUrl).toBe('https://app.example');
    expect(env.secureTransport).toBe(true);
  });

  it('treats an https APP_URL as secure transport outside production too, and http as not', () => {
    expect(parseEnv({ APP_URL: 'https://staging.example' }).secureTransport).toBe(true);
    expect(parseEnv({ APP_URL: 'http://localhost:5000' }).secureTransport).toBe(false);
    expect(parseEnv({}).secureTransport).toBe(false);
  });

  it('requires SESSION_SECRET, DATA_ENCRYPTION_KEY and APP_URL in production, one line each', () => {
    let message = '';
    try {
      parseEnv({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  SESSION_SECRET: required in production',
      '  DATA_ENCRYPTION_KEY: required in production',
      '  APP_URL: required in production',
    ]);
    expect(() => parseEnv({ ...PRODUCTION, APP_URL: undefined })).toThrow(
      '  APP_URL: required in production',
    );
  });

  it('names each invalid variable on its own line', () => {
    expect(() =>
      parseEnv({ PORT: 'eighty', SESSION_SECRET: 'short', DATA_ENCRYPTION_KEY: 'nothex' }),
    ).toThrow(
      /Invalid configuration:\n {2}PORT: .+\n {2}SESSION_SECRET: must be at least 32 characters\n {2}DATA_ENCRYPTION_KEY: must be 32 bytes/,
    );
  });

  it('reports every problem at once', () => {
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        PORT: 'eighty',
        APP_URL: 'https://app.example',
        ADMIN_EMAIL: 'a@b.co',
      }),
    ).toThrow(
      /^Invalid configuration:\n {2}PORT: .+\n {2}SESSION_SECRET: required in production\n {2}DATA_ENCRYPTION_KEY: required in production\n {2}ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither$/,
    );
  });

  it('takes ADMIN_TOTP_SECRET as base32 (upper-cased) with ADMIN_EMAIL only, and refuses anything else', () => {
    const admin = { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'Password123' };
    expect(parseEnv({ ...admin, ADMIN_TOTP_SECRET: ' jbswy3dpehpk3pxp ' }).ADMIN_TOTP_SECRET).toBe(
      'JBSWY3DPEHPK3PXP',
    );
    expect(parseEnv({ ...admin, ADMIN_TOTP_SECRET: '' }).ADMIN_TOTP_SECRET).toBeUndefined();
    expect(() => parseEnv({ ...admin, ADMIN_TOTP_SECRET: 'not-base32!' })).toThrow(
      'ADMIN_TOTP_SECRET: must be a base32 secret of at least 16 characters',
    );
    expect(() => parseEnv({ ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXP' })).toThrow(
      'ADMIN_TOTP_SECRET: set with ADMIN_EMAIL and ADMIN_PASSWORD',
    );
  });

  it('rejects ADMIN_EMAIL without ADMIN_PASSWORD and the reverse', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'admin@example.com' })).toThrow(
      'ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither',
    );
    expect(() => parseEnv({ ADMIN_PASSWORD: 'Password123' })).toThrow('set both or neither');
    const env = parseEnv({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'Password123' });
    expect(env.ADMIN_EMAIL).toBe('admin@example.com');
  });

  it('defaults the assistant to the local provider and requires a base URL and model for openai', () => {
    const env = parseEnv({});
    expect(env.AI_PROVIDER).toBe('local');
    expect(env.AI_TIMEOUT_MS).toBe(20_000);
    expect(env.AI_TRANSCRIBE_MODEL).toBe('whisper-1');
    expect(() => parseEnv({ AI_PROVIDER: 'openai' })).toThrow(
      /AI_BASE_URL: required when AI_PROVIDER=openai\n {2}AI_MODEL: required when AI_PROVIDER=openai/,
    );
    expect(() => parseEnv({ AI_PROVIDER: 'gemini' })).toThrow('AI_PROVIDER');
    const openai = parseEnv({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.1:8b',
      AI_TIMEOUT_MS: '5000',
    });
    expect(openai.AI_PROVIDER).toBe('openai');
    expect(openai.AI_TIMEOUT_MS).toBe(5000);
  });

  it('accepts the data key as base64 too', () => {
    const key = Buffer.alloc(32, 9).toString('base64');
    expect(parseEnv({ DATA_ENCRYPTION_KEY: key }).DATA_ENCRYPTION_KEY).toBe(key);
  });

  it('accepts old data keys separated by commas and names a malformed list', () => {
    const keys = `${'cd'.repeat(32)}, ${Buffer.alloc(32, 3).toString('base64')}`;
    expect(parseEnv({ DATA_ENCRYPTION_KEYS_OLD: keys }).DATA_ENCRYPTION_KEYS_OLD).toBe(keys);
    expect(() => parseEnv({ DATA_ENCRYPTION_KEYS_OLD: `${'cd'.repeat(32)},short` })).toThrow(
      'DATA_ENCRYPTION_KEYS_OLD: must be keys of 32 bytes',
    );
  });

  it('takes TRUST_PROXY as off, a hop count, or a list of proxy addresses and CIDR ranges', () => {
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it("refuses TRUST_PROXY values that would trust any client's X-Forwarded-For, and malformed lists", () => {
    for (const value of ['true', 'TRUE', 'yes', '*']) {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: .*would trust an X-Forwarded-For header written by any client.*\(e\.g\. 1\)/,
      );
    }
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.1,proxy.internal' })).toThrow(
      /TRUST_PROXY: not an IP address or CIDR range: 'proxy.internal'/,
    );
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/'10.0.0.0\/33'/);
  });

  it('configures Stripe only with all three keys, and says which are missing otherwise', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    };
    expect(parseEnv({})).toMatchObject({ stripe: null, PAYMENT_PROVIDER: 'sandbox' });
    expect(parseEnv(keys).PAYMENT_PROVIDER).toBe('stripe');
    expect(parseEnv({ ...keys, PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe',
    );
    expect(parseEnv(keys).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiBase: null,
    });
    expect(() => parseEnv({ STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toThrow(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: set all three or none (missing STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET)',
    );
    expect(() => parseEnv({ ...keys, STRIPE_WEBHOOK_SECRET: '' })).toThrow('(missing STRIPE_WEBHOOK_SECRET)');
  });

  it('refuses malformed Stripe keys, mixed test and live keys, and another Stripe host in production', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    };
    expect(() => parseEnv({ ...keys, STRIPE_SECRET_KEY: 'pk_live_abc123' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    expect(() => parseEnv({ ...keys, STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123' })).toThrow(
      'one is a live key, the other a test key',
    );
    expect(() => parseEnv({ ...PRODUCTION, ...keys, STRIPE_API_BASE: 'http://127.0.0.1:4010' })).toThrow(
      /STRIPE_API_BASE: for tests only/,
    );
    expect(parseEnv({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:4010' }).stripe?.apiBase).toBe(
      'http://127.0.0.1:4010',
    );
  });
});
