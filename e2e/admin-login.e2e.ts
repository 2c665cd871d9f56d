import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { generateSync } from 'otplib';
import { inject } from 'vitest';
import { ADMIN_AUTH_LIMITS, ADMIN_AUTH_MESSAGES } from '../contract/admin-auth';
import { expect, expectNoSeriousA11yViolations, expectToast, test } from './fixtures';

/**
 * Admin sign-in (docs/product/admin.md#sign-in): a new admin made by `npm run admin:create` signs in
 * at /admin-login, sets up the second factor from the QR code's key, saves the recovery codes and
 * reaches the analytics dashboard; signs out and in again with a code; a wrong code is refused.
 */

const run = promisify(execFile);
const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'Admin-Phrase-Secret-7';

/** `npm run admin:create` against the server under test's database, the password piped in. */
async function adminCreate(email: string): Promise<string> {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _testDb, ...inherited } = process.env;
  const running = run(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', '--email', email], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      DATA_DIR: inject('dataDir'),
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ADMIN_TOTP_SECRET: '',
    },
  });
  running.child.stdin?.end(`${PASSWORD}\n`);
  const { stdout } = await running;
  return stdout;
}

/** The code of `secret` for the step after `afterStep` (each step's code works once), and that step. */
function codeAfter(secret: string, afterStep: number) {
  const period = ADMIN_AUTH_LIMITS.periodSeconds;
  const step = Math.max(Math.floor(Date.now() / 1000 / period), afterStep + 1);
  return { step, code: generateSync({ secret, epoch: step * period }) };
}

test('a new admin enrols the second factor, saves the recovery codes, and signs in again with a code', async ({
  page,
  pageErrors,
}) => {
  const email = `e2e-new-admin-${randomBytes(3).toString('hex')}@example.com`;
  const printed = await adminCreate(email);
  expect(printed).toContain(`Admin account created: ${email}`);
  expect(printed).toMatch(/otpauth:\/\/totp\//);

  await page.goto('/admin-login');
  await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  // Both fields required, said under each.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect.poll(() => page.getByText(ADMIN_AUTH_MESSAGES.required).count()).toBe(2);
  await expectNoSeriousA11yViolations(page, '/admin-login (credentials)');

  // The password's show/hide toggle.
  const password = page.getByLabel('Password', { exact: true });
  await page.getByLabel('Username').fill(email);
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  expect(await password.getAttribute('type')).toBe('text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  expect(await password.getAttribute('type')).toBe('password');
  await page.getByRole('button', { name: 'Sign In' }).click();

  // Enrolment: the QR code (with its text alternative) and the key to type by hand.
  const qr = page.getByRole('img', { name: /QR code that adds Infinite Wellness admin sign-in/ });
  await qr.waitFor();
  const key = (await page.getByLabel('Key to enter by hand').inputValue()).replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  // The key offered is the one admin:create printed.
  expect(printed).toContain(`secret=${key}`);
  await expectNoSeriousA11yViolations(page, '/admin-login (enrolment)');

  // A wrong code is refused with the server's message; the right one signs in.
  const first = codeAfter(key, -1);
  const wrong = String((Number(first.code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Authentication code').fill(wrong);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expectToast(page, ADMIN_AUTH_MESSAGES.denied, ADMIN_AUTH_MESSAGES.invalidCode);
  await page.getByLabel('Authentication code').fill(first.code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();

  // The recovery codes, once.
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(ADMIN_AUTH_LIMITS.recoveryCodes);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .txt' }).click();
  expect((await download).suggestedFilename()).toBe('infinite-wellness-admin-recovery-codes.txt');
  await expectNoSeriousA11yViolations(page, '/admin-login (recovery codes)');
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();

  await page.waitForURL('**/analytics-dashboard');
  await expectToast(page, ADMIN_AUTH_MESSAGES.granted);
  const flags = await page.evaluate(() => [
    localStorage.getItem('isAdmin'),
    localStorage.getItem('isAdminAuthenticated'),
    localStorage.getItem('adminLoginTime'),
  ]);
  expect(flags.slice(0, 2)).toEqual(['true', 'true']);
  expect(Number.isNaN(Date.parse(flags[2] ?? ''))).toBe(false);

  // Signed out, the flags go; signing in again asks for a code, not for enrolment.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('isAdminAuthenticated'))).toBeNull();
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Authentication code').waitFor();
  await page.getByRole('button', { name: 'Use a recovery code' }).waitFor();
  await expectNoSeriousA11yViolations(page, '/admin-login (code)');

  // The enrolment's code cannot be used twice; the next step's code signs in.
  await page.getByLabel('Authentication code').fill(first.code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, ADMIN_AUTH_MESSAGES.denied, ADMIN_AUTH_MESSAGES.invalidCode);
  const next = codeAfter(key, first.step);
  const acceptedFrom = (next.step - 1) * ADMIN_AUTH_LIMITS.periodSeconds * 1000;
  // The server takes a code up to one step ahead: this one is taken at once.
  expect(Date.now()).toBeGreaterThanOrEqual(acceptedFrom);
  await page.getByLabel('Authentication code').fill(next.code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/analytics-dashboard');
  await expectToast(page, ADMIN_AUTH_MESSAGES.granted);

  expect(pageErrors).toEqual([]);
}, 120_000);
