import type { Page } from 'playwright-core';
import { AUTH_MESSAGES, FORGOT_PASSWORD_MESSAGE, GOOGLE_NOT_CONFIGURED_MESSAGE } from '../contract/auth';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  holdRequests,
  localStorageOf,
  signedInContext,
  signUpViaApi,
  test,
  waitForEnabled,
} from './fixtures';

const HERO = 'Your Infinite Path to Optimal Wellness';
const DAY_SECONDS = 24 * 60 * 60;

async function openSignin(page: Page, path = '/signin') {
  await page.goto(path);
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor({ state: 'visible' });
  await waitForEnabled(page.getByRole('button', { name: 'Sign In', exact: true }));
}

async function fillSignin(page: Page, email: string, password: string) {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/**
 * Sign-in states, toasts, storage, Remember me and sign-out (docs/product/accounts.md#answers-and-messages).
 */
test('a wrong password shows the Sign In Failed toast with the server message', async ({
  page,
  baseUrl,
  pageErrors,
}) => {
  const user = await signUpViaApi(baseUrl);
  await openSignin(page);
  await expectNoSeriousA11yViolations(page, '/signin');

  await fillSignin(page, user.email, 'Not-The-Password-9');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/signin'));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  expect((await answer).status()).toBe(401);
  await expectToast(page, 'Sign In Failed', AUTH_MESSAGES.invalidCredentials);
  expect(new URL(page.url()).pathname).toBe('/signin');
  expect((await localStorageOf(page)).userId).toBeUndefined();
  await expectNoSeriousA11yViolations(page, '/signin (failed sign-in toast)');
  expect(pageErrors).toEqual([]);
});

test('an invalid email is caught in the browser with the contract message', async ({ page, pageErrors }) => {
  await openSignin(page);
  const signinCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/signin')) signinCalls.push(request.url());
  });
  await fillSignin(page, 'not-an-email', 'Whatever-123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByText(AUTH_MESSAGES.email).waitFor({ state: 'visible' });
  expect(await page.getByLabel('Email Address').getAttribute('aria-invalid')).toBe('true');
  expect(signinCalls).toEqual([]);
  await expectNoSeriousA11yViolations(page, '/signin (validation message)');
  expect(pageErrors).toEqual([]);
});

test('signing in with Remember me keeps a 30-day session; signing out ends it', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const user = await signUpViaApi(baseUrl);
  await openSignin(page);
  await fillSignin(page, user.email, user.password);
  await page.getByRole('checkbox', { name: 'Remember me' }).click();
  expect(await page.getByRole('checkbox', { name: 'Remember me' }).getAttribute('aria-checked')).toBe('true');

  const held = await holdRequests(page, '**/api/auth/signin');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await held.requested;
  await page.getByRole('button', { name: 'Signing In...' }).waitFor({ state: 'visible' });
  held.release();
  await page.waitForURL((url) => url.pathname === '/');
  await expectToast(page, 'Welcome Back!', 'Successfully signed in to your account.');

  const storage = await localStorageOf(page);
  expect(storage).toMatchObject({
    userId: user.userId,
    userEmail: user.email,
    profileCompleted: 'true',
    hasSeenOnboarding: 'true',
  });
  const session = (await context.cookies()).find((cookie) => cookie.name.endsWith('iw_session'));
  expect(session, 'the session cookie').toBeDefined();
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect(session?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 29 * DAY_SECONDS);
  await page.getByRole('button', { name: 'Sign Out' }).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/ (home, signed in)');

  // Sign out: back on the landing page, and the server agrees.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('heading', { level: 1, name: HERO }).waitFor({ state: 'visible' });
  expect(new URL(page.url()).pathname).toBe('/');
  const status = await page.request.get('/auth/status');
  expect(await status.json()).toEqual({ authenticated: false, user: null });
  expect((await localStorageOf(page)).userId).toBeUndefined();

  // Without Remember me the session cookie ends with the browser.
  await openSignin(page);
  await fillSignin(page, user.email, user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Sign Out' }).waitFor({ state: 'visible' });
  const browserSession = (await context.cookies()).find((cookie) => cookie.name.endsWith('iw_session'));
  expect(browserSession?.expires).toBe(-1);
  expect(pageErrors).toEqual([]);
});

test('a signed-in unknown path shows the 404 page', async ({ page, context, baseUrl, pageErrors }) => {
  await signedInContext(context, baseUrl);
  await page.goto('/no-such-page');
  await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor({ state: 'visible' });
  await page.getByText("We couldn't find this page.", { exact: false }).waitFor({ state: 'visible' });
  expect(await page.getByText(/router/i).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  await expectNoSeriousA11yViolations(page, '/no-such-page (signed in)');
  expect(pageErrors).toEqual([]);
});

test('a signed-out unknown path falls back to the landing page', async ({ page, pageErrors }) => {
  await page.goto('/no-such-page');
  await page.getByRole('heading', { level: 1, name: HERO }).waitFor({ state: 'visible' });
  expect(await page.getByText('404 Page Not Found').count()).toBe(0);
  expect(pageErrors).toEqual([]);
});

test('/signin?error=google_not_configured explains that Google sign-in is unavailable', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/signin?error=google_not_configured');
  await expectToast(page, 'Google Sign-In Unavailable', GOOGLE_NOT_CONFIGURED_MESSAGE);
  await page.waitForURL((url) => url.pathname === '/signin' && url.search === '');
  await expectNoSeriousA11yViolations(page, '/signin (Google not configured toast)');
  expect(pageErrors).toEqual([]);
});

test('Google sign-in without configuration comes back to /signin with the toast', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/auth/google');
  await page.waitForURL((url) => url.pathname === '/signin');
  await expectToast(page, 'Google Sign-In Unavailable', GOOGLE_NOT_CONFIGURED_MESSAGE);
  // The query is dropped once the toast is shown, so a reload does not repeat it.
  await expect.poll(() => new URL(page.url()).search).toBe('');
  expect(pageErrors).toEqual([]);
});

test('forgot password accepts an email and answers with the neutral message', async ({
  page,
  baseUrl,
  pageErrors,
}) => {
  const user = await signUpViaApi(baseUrl);
  await openSignin(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password');
  await page.getByRole('heading', { name: 'Forgot Password' }).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/forgot-password');

  await page.getByLabel('Email Address').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText(FORGOT_PASSWORD_MESSAGE).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/forgot-password (sent)');

  // An unknown address gets exactly the same answer.
  await page.goto('/forgot-password');
  await waitForEnabled(page.getByRole('button', { name: 'Send Reset Link' }));
  await page.getByLabel('Email Address').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText(FORGOT_PASSWORD_MESSAGE).waitFor({ state: 'visible' });
  expect(pageErrors).toEqual([]);
});
