import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../contract/auth';
import { verifyPassword } from '../server/features/auth/better-auth';
import { createTestDatabase } from '../server/test/harness';
import { EXIT, PASSWORD_ARGUMENT_REFUSED, parseAdminArgs, passwordProblems } from './admin-create';

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, 'admin-create.ts');

describe('parseAdminArgs', () => {
  it('accepts an email, normalising it', () => {
    expect(parseAdminArgs(['--email', ' Boss@Example.com '])).toEqual({
      ok: true,
      email: 'boss@example.com',
      resetSecondFactor: false,
    });
    expect(parseAdminArgs(['--email', 'boss@example.com', '--reset-second-factor'])).toMatchObject({
      ok: true,
      resetSecondFactor: true,
    });
  });

  it('names the missing email', () => {
    expect(parseAdminArgs([])).toEqual({ ok: false, problems: ['--email is required'] });
  });

  it('refuses a password on the command line, saying how to give it, without repeating it', () => {
    for (const argv of [
      ['--email', 'boss@example.com', '--password', 'Secret123'],
      ['--email', 'boss@example.com', '--password=Secret123'],
      ['--email', 'boss@example.com', 'Secret123'],
    ]) {
      const result = parseAdminArgs(argv);
      expect(result.ok).toBe(false);
      const problems = !result.ok ? result.problems.join('\n') : '';
      expect(problems).toContain(PASSWORD_ARGUMENT_REFUSED);
      expect(problems).not.toContain('Secret123');
    }
  });

  it('refuses an invalid email and unknown options', () => {
    const invalid = parseAdminArgs(['--email', 'boss']);
    expect(!invalid.ok && invalid.problems).toEqual([`--email: ${AUTH_MESSAGES.email}`]);
    const unknown = parseAdminArgs(['--email', 'boss@example.com', '--role', 'x']);
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.problems[0]).toMatch(/--role/);
  });
});

describe('passwordProblems', () => {
  it('explains a weak password with the signup messages, and accepts a good one', () => {
    expect(passwordProblems('secret')).toEqual([
      `password: ${AUTH_MESSAGES.passwordLength}`,
      `password: ${AUTH_MESSAGES.passwordUpper}`,
      `password: ${AUTH_MESSAGES.passwordNumber}`,
    ]);
    expect(passwordProblems('Secret123')).toEqual([]);
  });
});

describe('npm run admin:create', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-admin-create-'));
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs the script with `args`, `stdin` piped in (the password's line). */
  const adminCreate = async (stdin: string, ...args: string[]) => {
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'admin-create-test-secret-0123456789abcdef',
      DATA_ENCRYPTION_KEY: '11'.repeat(32),
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    };
    const running = run(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { env });
    running.child.stdin?.end(stdin);
    try {
      const { stdout, stderr } = await running;
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  const adminRow = async (email: string) => {
    const { rows } = await database.pool.query<{ role: string; password: string }>(
      `SELECT u.role, a.password FROM users u
         JOIN accounts a ON a.user_id = u.id AND a.provider_id = 'credential'
        WHERE u.email = $1`,
      [email],
    );
    return rows[0];
  };

  it('creates an admin, then promotes and re-keys the same account on a second run', async () => {
    const first = await adminCreate('Secret123\n', '--email', 'Root@Example.com');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(EXIT.ok);
    expect(first.stdout).toContain('Admin account created: root@example.com');
    // The enrolment URI, printed once, matches the unconfirmed secret kept for the account.
    const uri = /otpauth:\/\/totp\/\S+/.exec(first.stdout)?.[0];
    expect(uri).toMatch(/^otpauth:\/\/totp\/Infinite%20Wellness:root%40example\.com\?secret=[A-Z2-7]+/);
    expect(first.stdout).toContain('The first sign-in at /admin-login');
    const factor = await database.pool.query<{ confirmed_at: Date | null }>(
      `SELECT f.confirmed_at FROM admin_two_factor f JOIN users u ON u.id = f.user_id WHERE u.email = $1`,
      ['root@example.com'],
    );
    expect(factor.rows).toEqual([{ confirmed_at: null }]);
    const created = await adminRow('root@example.com');
    expect(created?.role).toBe('admin');
    expect(await verifyPassword(created?.password ?? '', 'Secret123')).toBe(true);

    await database.pool.query(`UPDATE users SET role = 'user' WHERE email = 'root@example.com'`);
    const second = await adminCreate('Another456\r\nignored\n', '--email', 'root@example.com');
    expect(second.code).toBe(EXIT.ok);
    expect(second.stdout).toContain('Existing account root@example.com is now an admin');
    // Still unconfirmed: a new secret replaces the first offer.
    const secondUri = /otpauth:\/\/totp\/\S+/.exec(second.stdout)?.[0];
    expect(secondUri).toBeDefined();
    expect(secondUri).not.toBe(uri);
    const promoted = await adminRow('root@example.com');
    expect(promoted?.role).toBe('admin');
    expect(await verifyPassword(promoted?.password ?? '', 'Another456')).toBe(true);
  }, 60_000);

  it('keeps a confirmed second factor on a later run, and replaces it with --reset-second-factor', async () => {
    const first = await adminCreate('Secret123\n', '--email', 'keeper@example.com');
    expect(first.code).toBe(EXIT.ok);
    await database.pool.query(
      `UPDATE admin_two_factor SET confirmed_at = now() WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      ['keeper@example.com'],
    );
    const kept = await adminCreate('Secret123\n', '--email', 'keeper@example.com');
    expect(kept.code).toBe(EXIT.ok);
    expect(kept.stdout).toContain('Two-factor sign-in is already set up');
    expect(kept.stdout).not.toContain('otpauth://');
    const reset = await adminCreate('Secret123\n', '--email', 'keeper@example.com', '--reset-second-factor');
    expect(reset.stdout).toMatch(/otpauth:\/\/totp\//);
    const factor = await database.pool.query<{ confirmed_at: Date | null }>(
      `SELECT f.confirmed_at FROM admin_two_factor f JOIN users u ON u.id = f.user_id WHERE u.email = $1`,
      ['keeper@example.com'],
    );
    expect(factor.rows).toEqual([{ confirmed_at: null }]);
  }, 60_000);

  it('exits with a usage error and a readable message on a weak password, touching nothing', async () => {
    const result = await adminCreate('password\n', '--email', 'weak@example.com');
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain(`password: ${AUTH_MESSAGES.passwordUpper}`);
    expect(await adminRow('weak@example.com')).toBeUndefined();
  });

  it('refuses a password given on the command line, and empty standard input, touching nothing', async () => {
    const argument = await adminCreate('', '--email', 'argv@example.com', '--password', 'Secret123');
    expect(argument.code).toBe(EXIT.usage);
    expect(argument.stderr).toContain('A password is not accepted on the command line');
    expect(argument.stderr).toContain('Usage: npm run admin:create -- --email <address>');
    expect(argument.stderr).not.toContain('Secret123');
    const empty = await adminCreate('', '--email', 'argv@example.com');
    expect(empty.code).toBe(EXIT.usage);
    expect(empty.stderr).toContain('Nothing was read from standard input');
    expect(await adminRow('argv@example.com')).toBeUndefined();
  });
});
