import { ONBOARDING_MESSAGES } from '../contract/onboarding';
import { SHARING_MESSAGES } from '../contract/sharing';
import { symptomPayload } from '../server/test/factories';
import { apiAs, expect, expectNoSeriousA11yViolations, expectToast, signedInContext, test } from './fixtures';

/**
 * Simple onboarding, progress checklist and share dialog: a new user sees 0 of 3 on
 * /progress, completes /onboarding (an invalid age first, then a failed save, then success → /),
 * logs a symptom, sees both items complete on /progress, and shares an insight as image and text.
 */
test('a new user completes onboarding, sees the checklist update, and shares an insight', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const user = await signedInContext(context, baseUrl);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });

  // A new user: nothing done yet; Next Steps lists the first two required items.
  await page.goto('/progress');
  await page.getByRole('heading', { level: 1, name: 'Your Progress' }).waitFor();
  await expect.poll(() => page.getByTestId('required-done').textContent()).toBe('0 of 3');
  expect(await page.getByTestId('optional-done').textContent()).toBe('0 of 5');
  for (const group of ['Getting Started', 'Profile Setup', 'Core Features', 'Premium Features']) {
    await page.getByRole('heading', { level: 2, name: group }).waitFor();
  }
  const nextSteps = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: 'Next Steps' }) });
  expect(await nextSteps.last().getByRole('link').count()).toBe(2);
  expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
  await expectNoSeriousA11yViolations(page, '/progress (new user)');

  // The questionnaire: an invalid age is caught on the first step.
  await page.goto('/onboarding');
  await page.getByRole('heading', { level: 2, name: 'Personal Information' }).waitFor();
  await page.getByText('20% complete').waitFor();
  expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
  await page.getByLabel('Age').fill('0');
  // An en-US browser is offered US units: pounds, feet and inches.
  await page.getByLabel('Weight (lbs)').fill('160');
  await page.getByLabel('Feet').fill('5');
  await page.getByLabel('Inches').fill('7');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(ONBOARDING_MESSAGES.age).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/onboarding (invalid age)');
  await page.getByLabel('Age').fill('35');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { level: 2, name: 'Health History' }).waitFor();
  await page.getByText('40% complete').waitFor();
  await page.getByRole('checkbox', { name: 'Migraines' }).check();
  await page.getByLabel('Allergies (optional)').fill('Penicillin');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { level: 2, name: 'Lifestyle & Habits' }).waitFor();
  expect(await page.getByLabel('Sleep hours per night').inputValue()).toBe('8');
  expect(await page.getByLabel('Stress level').inputValue()).toBe('5');
  await page.getByLabel('Diet').selectOption('vegetarian');
  await page.getByLabel('Exercise level').selectOption('moderate');
  await page.getByLabel('Smoking').selectOption('never');
  await page.getByLabel('Alcohol').selectOption('occasionally');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { level: 2, name: 'Current Symptoms' }).waitFor();
  await page.getByRole('checkbox', { name: 'Headache' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { level: 2, name: 'Wellness Goals' }).waitFor();
  await page.getByText('100% complete').waitFor();
  await page.getByRole('checkbox', { name: 'Better sleep' }).check();
  await expectNoSeriousA11yViolations(page, '/onboarding (last step)');

  // A failed save: a destructive toast with the server's message, and the user stays.
  await page.route('**/api/onboarding/complete', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'The service is busy, please retry.' } }),
    }),
  );
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expectToast(page, ONBOARDING_MESSAGES.saveError, 'The service is busy, please retry.');
  expect(new URL(page.url()).pathname).toBe('/onboarding');
  await page.unroute('**/api/onboarding/complete');

  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  // A symptom logged elsewhere (the API, as another device would).
  const logged = await apiAs(baseUrl, user, 'POST', '/api/symptoms', symptomPayload({ severity: 4 }));
  expect(logged.status).toBe(201);

  // The server's facts complete the items: not clickable, marked Completed.
  await page.goto('/progress');
  await expect.poll(() => page.getByTestId('required-done').textContent()).toBe('2 of 3');
  const symptomsItem = page.locator('li[data-item="log_symptoms"]');
  await symptomsItem.getByText('Completed').waitFor({ state: 'attached' });
  expect(await symptomsItem.getByRole('link').count()).toBe(0);
  expect(await page.locator('li[data-item="onboarding_tour"]').getByRole('link').count()).toBe(0);
  expect(await page.locator('li[data-item="profile_setup"]').getByRole('link').getAttribute('href')).toBe(
    '/profile',
  );
  await expectNoSeriousA11yViolations(page, '/progress (after onboarding and a symptom)');

  // Share your progress: pick an insight, create the image, download it, copy the text.
  await page.getByRole('button', { name: 'Share your progress' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Share Your Insights' }).waitFor();
  await dialog.getByRole('button', { name: /First symptom logged/ }).click();
  await dialog.getByRole('heading', { name: 'First symptom logged' }).waitFor();
  expect(await dialog.getByRole('button', { name: 'Download Image' }).isDisabled()).toBe(true);
  for (const name of ['Twitter', 'Facebook', 'LinkedIn', 'Back']) {
    await dialog.getByRole('button', { name }).waitFor();
  }
  await dialog.getByRole('button', { name: 'Create Image' }).click();
  const download = dialog.getByRole('link', { name: 'Download Image' });
  await download.waitFor({ state: 'visible' });
  expect(await download.getAttribute('download')).toMatch(
    /^infinite-wellness-achievement-\d{4}-\d{2}-\d{2}\.png$/,
  );
  expect(await download.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
  const size = await dialog
    .getByRole('img', { name: /Shareable image/ })
    .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([800, 600]);

  await dialog.getByRole('button', { name: 'Copy Text' }).click();
  // The toast viewport sits outside the modal dialog (aria-hidden while it is open): found by its text.
  await page.getByText(SHARING_MESSAGES.copied, { exact: true }).first().waitFor({ state: 'visible' });
  expect(await page.getByText(SHARING_MESSAGES.copyFailed).count()).toBe(0);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('First symptom logged');
  expect(copied).toContain('#InfiniteWellness #WellnessJourney');
  await expectNoSeriousA11yViolations(page, '/progress (share dialog, detail)');

  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('heading', { name: 'Share Your Insights' }).waitFor();

  expect(pageErrors).toEqual([]);
});
