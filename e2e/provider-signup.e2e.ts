import { PRACTICE_MESSAGES } from '../contract/practice';
import { providerSignupPayload } from '../server/features/provider-signup/testing';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  signUpViaApi,
  TEST_PASSWORD,
  test,
  uniqueEmail,
  waitForEnabled,
} from './fixtures';

/**
 * The provider side's front door (docs/product/practice.md#provider-landing-and-signup): the landing,
 * the four signup steps with their checks, and the provider sign-in for a practitioner and a member.
 */

test('a visitor goes from the landing through the four signup steps to the provider dashboard', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/provider-landing');
  await page.getByRole('heading', { level: 1, name: 'Grow Your Practice with Infinite Wellness' }).waitFor();
  expect(await page.getByRole('region', { name: 'Simple pricing' }).textContent()).toContain('$49/month');
  // The prerendered page's choice works once the page is hydrated.
  await waitForEnabled(page.getByRole('radio', { name: 'Yearly' }));
  await page.getByRole('radio', { name: 'Yearly' }).click();
  expect(await page.getByRole('region', { name: 'Simple pricing' }).textContent()).toContain('$470/year');
  const hero = page.getByRole('region', { name: 'Grow Your Practice with Infinite Wellness' });
  expect(await hero.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/provider-login');
  expect(await page.getByRole('link', { name: 'Go to the patient portal' }).getAttribute('href')).toBe('/');
  await expectNoSeriousA11yViolations(page, '/provider-landing');

  // Back on the first step leaves for the landing.
  await page.getByRole('link', { name: 'Start Your 14-Day Free Trial' }).first().click();
  await page.waitForURL('**/provider-signup');
  await page.getByText('Step 1 of 4').waitFor();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL('**/provider-landing');
  await page.getByRole('link', { name: 'Start Your 14-Day Free Trial' }).first().click();

  // Step 1: nothing filled in, then passwords that differ.
  await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
  await expectNoSeriousA11yViolations(page, '/provider-signup step 1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, PRACTICE_MESSAGES.missingInfoTitle, PRACTICE_MESSAGES.missingInfo);
  await page.getByText(PRACTICE_MESSAGES.firstNameMin).waitFor();
  const email = uniqueEmail('provider');
  await page.getByLabel('First Name').fill('Priya');
  await page.getByLabel('Last Name').fill('Natarajan');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm Password').fill(`${TEST_PASSWORD}x`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, PRACTICE_MESSAGES.passwordMismatchTitle, PRACTICE_MESSAGES.passwordMismatch);
  await page.locator('#confirmPassword-error').getByText(PRACTICE_MESSAGES.passwordMismatch).waitFor();
  await page.getByRole('button', { name: 'Show password' }).first().click();
  expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
  await page.getByLabel('Confirm Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: specialty and credentials are required.
  await page.getByRole('heading', { name: 'Professional Information' }).waitFor();
  await page.getByText('Step 2 of 4').waitFor();
  await expectNoSeriousA11yViolations(page, '/provider-signup step 2');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectToast(
    page,
    PRACTICE_MESSAGES.professionalRequiredTitle,
    PRACTICE_MESSAGES.professionalRequired,
  );
  await page.getByLabel('Specialty').selectOption({ label: 'Functional Medicine' });
  await page.getByLabel('Credentials').fill('MD, IFMCP');
  await page.getByLabel('Years of Experience (optional)').fill('12');
  await page.getByLabel('Licence State (optional)').selectOption('CA');
  await page.getByLabel('Licence Number (optional)').fill('A123456');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: nothing is required.
  await page.getByRole('heading', { name: 'Your Practice' }).waitFor();
  await expectNoSeriousA11yViolations(page, '/provider-signup step 3');
  expect(await page.getByLabel('Consultation Fee per Hour ($, optional)').getAttribute('placeholder')).toBe(
    '150',
  );
  await page.getByLabel('Consultation Fee per Hour ($, optional)').fill('150');
  await page.getByRole('checkbox', { name: 'I offer video consultations' }).click();
  await page.getByRole('checkbox', { name: 'Spanish' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 4: the plan (Starter and monthly chosen), then the agreements.
  await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
  await page.getByText('Step 4 of 4').waitFor();
  expect(await page.getByRole('radio', { name: /Starter/ }).isChecked()).toBe(true);
  await page.locator('label').filter({ hasText: 'Unlimited patients' }).click();
  expect(await page.getByRole('radio', { name: /Professional/ }).isChecked()).toBe(true);
  await page.getByRole('radio', { name: 'Yearly' }).click();
  await expectNoSeriousA11yViolations(page, '/provider-signup step 4');
  await page.getByRole('button', { name: 'Create Account & Start Trial' }).click();
  await expectToast(page, PRACTICE_MESSAGES.agreementTitle, PRACTICE_MESSAGES.agreement);
  await page.getByRole('checkbox', { name: /Terms of Service/ }).click();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).click();
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/providers/signup') && r.status() === 201,
  );
  await page.getByRole('button', { name: 'Create Account & Start Trial' }).click();

  await expectToast(page, PRACTICE_MESSAGES.signupSucceeded, PRACTICE_MESSAGES.signupSucceededDescription);
  await page.waitForURL('**/provider-dashboard');
  const status = await page.evaluate(async () => (await fetch('/auth/status')).json());
  expect(status).toMatchObject({ authenticated: true, user: { email, role: 'practitioner' } });
  // The plan chosen on step 4 is the account's, with its trial.
  expect(await (await created).json()).toMatchObject({
    email,
    plan: 'professional_yearly',
    role: 'practitioner',
  });
  expect(pageErrors).toEqual([]);
});

test('an email already in use is named, and the signup goes back to the account step', async ({
  page,
  baseUrl,
  pageErrors,
}) => {
  const member = await signUpViaApi(baseUrl);
  await page.goto('/provider-signup');
  await page.getByLabel('First Name').fill('Priya');
  await page.getByLabel('Last Name').fill('Natarajan');
  await page.getByLabel('Email Address').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Specialty').selectOption({ label: 'Acupuncture' });
  await page.getByLabel('Credentials').fill('L.Ac.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: /Terms of Service/ }).click();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).click();
  await page.getByRole('button', { name: 'Create Account & Start Trial' }).click();
  await expectToast(
    page,
    PRACTICE_MESSAGES.signupFailedTitle,
    `${PRACTICE_MESSAGES.signupFailed} An account with this email already exists.`,
  );
  await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
  await page.getByText('An account with this email already exists', { exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/provider-signup');
  expect(pageErrors).toEqual([]);
});

test('the provider sign-in takes a practitioner to the dashboard', async ({ page, baseUrl, pageErrors }) => {
  const account = providerSignupPayload();
  const created = await fetch(`${baseUrl}/api/providers/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(account),
  });
  expect(created.status).toBe(201);

  await page.goto('/provider-login');
  await page.getByRole('heading', { level: 1, name: 'Provider Sign In' }).waitFor();
  await expectNoSeriousA11yViolations(page, '/provider-login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: 'Remember me' }).click();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/provider-dashboard');
  const status = await page.evaluate(async () => (await fetch('/auth/status')).json());
  expect(status).toMatchObject({ user: { email: account.email, role: 'practitioner' } });
  expect(pageErrors).toEqual([]);
});

test('the provider sign-in signs a member in and says it is a member account', async ({
  page,
  baseUrl,
  pageErrors,
}) => {
  const member = await signUpViaApi(baseUrl);
  await page.goto('/provider-login');
  await page.getByLabel('Email Address').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { level: 1, name: 'This is a member account' }).waitFor();
  await page.getByText(PRACTICE_MESSAGES.notAPractitioner).waitFor();
  expect(await page.getByRole('link', { name: 'Go to my member home' }).getAttribute('href')).toBe('/');
  expect(await page.getByRole('link', { name: 'Create a provider account' }).getAttribute('href')).toBe(
    '/provider-signup',
  );
  expect(new URL(page.url()).pathname).toBe('/provider-login');
  const status = await page.evaluate(async () => (await fetch('/auth/status')).json());
  expect(status).toMatchObject({ authenticated: true, user: { email: member.email, role: 'user' } });
  await expectNoSeriousA11yViolations(page, '/provider-login (member)');
  expect(pageErrors).toEqual([]);
});
