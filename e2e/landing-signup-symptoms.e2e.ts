import { SYMPTOM_MESSAGES } from '../contract/symptoms';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  holdRequests,
  localStorageOf,
  TEST_PASSWORD,
  test,
  uniqueEmail,
} from './fixtures';

/** Landing → signup → /onboarding-tour → /symptoms → log one → it is listed. */
test('a visitor signs up from the landing page and logs a symptom', async ({ page, pageErrors }) => {
  // Landing page: hero, structured data in the head.
  await page.goto('/');
  await page
    .getByRole('heading', { level: 1, name: 'Your Infinite Path to Optimal Wellness' })
    .waitFor({ state: 'visible' });
  const structuredData = (
    await page.locator('head script[type="application/ld+json"]').allTextContents()
  ).map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(structuredData).toContainEqual(
    expect.objectContaining({ '@type': 'WebApplication', applicationCategory: 'HealthApplication' }),
  );
  await expectNoSeriousA11yViolations(page, 'the landing page');

  // Signup, from the call to action at the bottom of the page: the form opens at its top.
  await page.getByRole('link', { name: 'Get Started Free Today' }).click();
  await page.waitForURL('**/signup');
  await page.getByRole('heading', { name: 'Create Your Account' }).waitFor({ state: 'visible' });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expectNoSeriousA11yViolations(page, '/signup');

  const email = uniqueEmail('signup');
  await page.getByLabel('First Name').fill('Jordan');
  await page.getByLabel('Last Name').fill('Rivera');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('ZIP Code').fill('94110');
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('checkbox', { name: /Terms of Service/ }).click();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).click();

  // Hold the signup answer back until the submitting state has been seen.
  const held = await holdRequests(page, '**/api/auth/signup');
  const signupResponse = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/signup') && response.request().method() === 'POST',
  );
  // The button's text is an A/B experiment (docs/product/ab-testing.md#the-wired-experiment).
  await page.getByRole('button', { name: /^(Create Account|Start Your Wellness Journey)$/ }).click();
  await held.requested;
  await page.getByRole('button', { name: 'Creating Account...' }).waitFor({ state: 'visible' });
  held.release();
  expect((await signupResponse).status()).toBe(201);

  await page.waitForURL('**/onboarding-tour');
  await expectToast(page, 'Account Created Successfully!');
  const afterSignup = await localStorageOf(page);
  expect(afterSignup.userId).toMatch(/\S+/);
  expect(afterSignup.userEmail).toBe(email);
  expect(afterSignup.profileCompleted).toBe('true');
  expect(afterSignup.hasSeenOnboarding).toBeUndefined();
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/onboarding-tour');

  // Symptoms: empty list, open the form, the required-name message, then a real entry.
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Symptoms' }).click();
  await page.waitForURL('**/symptoms');
  await page.getByRole('heading', { name: 'Recent Symptoms' }).waitFor({ state: 'visible' });
  await page.getByText('No symptoms logged yet').waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/symptoms (empty)');

  const toggle = page.getByRole('button', { name: 'Log Symptom' });
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  const nameField = page.getByLabel('Symptom Name');
  await nameField.waitFor({ state: 'visible' });

  await page.getByRole('button', { name: 'Save Symptom' }).click();
  await page.getByText(SYMPTOM_MESSAGES.nameRequired).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/symptoms (form with an error)');

  await nameField.fill('Headache');
  await page.locator('#severity').fill('8');
  expect(await page.locator('#severity').inputValue()).toBe('8');
  await page.getByLabel('Description (optional)').fill('Throbbing behind the eyes since the afternoon');
  await page.getByLabel('Triggers (optional)').fill('bright light, skipped lunch');
  await page.getByRole('button', { name: 'Save Symptom' }).click();

  await expectToast(page, SYMPTOM_MESSAGES.logged);
  await nameField.waitFor({ state: 'hidden' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  const list = page.getByRole('region', { name: 'Recent Symptoms' });
  const item = list.getByRole('listitem').filter({ hasText: 'Headache' });
  await item.first().waitFor({ state: 'visible' });
  await item.getByText('Severe').first().waitFor({ state: 'visible' });
  await item.getByText('Throbbing behind the eyes since the afternoon').waitFor({ state: 'visible' });
  await item.getByText('bright light').waitFor({ state: 'visible' });
  expect((await localStorageOf(page)).symptomsLogged).toBe('true');
  await expectNoSeriousA11yViolations(page, '/symptoms (one symptom)');

  // After a reload the entry comes from the server.
  const listResponse = page.waitForResponse(
    (response) => response.url().includes('/api/symptoms/user/') && response.request().method() === 'GET',
  );
  await page.reload();
  const fromServer = await listResponse;
  expect(fromServer.status()).toBe(200);
  expect(await fromServer.json()).toEqual([
    expect.objectContaining({
      symptomName: 'Headache',
      severity: 8,
      description: 'Throbbing behind the eyes since the afternoon',
      triggers: ['bright light', 'skipped lunch'],
    }),
  ]);
  await list.getByRole('listitem').filter({ hasText: 'Headache' }).first().waitFor({ state: 'visible' });

  expect(pageErrors).toEqual([]);
});
