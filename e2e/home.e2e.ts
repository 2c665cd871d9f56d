import { HEALTH_METRIC_MESSAGES } from '../contract/health-metrics';
import { SYMPTOM_MESSAGES } from '../contract/symptoms';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  signedInContext,
  test,
  toasts,
} from './fixtures';

/**
 * The home dashboard (docs/product/home.md): a new user sees zeros and an invitation, checks in (one invalid
 * value, one failed save, then a saved check-in), logs a symptom, and sees their progress.
 */
test('a new user checks in and logs a symptom, and the home screen shows their real progress', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const user = await signedInContext(context, baseUrl);
  await page.goto('/');
  await page
    .getByRole('heading', {
      level: 1,
      name: new RegExp(`^Good (morning|afternoon|evening), ${user.firstName}$`),
    })
    .waitFor({ state: 'visible' });

  // A new user: zeros, an invitation and the onboarding prompts; never sample figures.
  const progress = page.getByRole('region', { name: 'Your progress' });
  await progress.getByText('0-day streak').waitFor({ state: 'visible' });
  await progress.getByText('Log a symptom or do a check-in today to start your streak.').waitFor();
  expect(
    await progress
      .getByRole('list', { name: /This week/ })
      .getByRole('listitem')
      .count(),
  ).toBe(7);
  expect(await progress.textContent()).not.toMatch(/245|7-day streak/);
  const prompts = page.getByRole('region', { name: 'Start your wellness journey' });
  await prompts.getByRole('link', { name: 'Log First Symptom' }).waitFor({ state: 'visible' });
  await prompts.getByRole('link', { name: 'Start Chat' }).waitFor({ state: 'visible' });
  await page.getByRole('region', { name: "Today's affirmation" }).locator('p').first().waitFor();
  await page.getByText('Air quality: Moderate').waitFor({ state: 'visible' });
  await page.getByRole('link', { name: /^Wellness Library/ }).waitFor();
  await page.getByRole('link', { name: 'View All' }).waitFor();
  await page.getByRole('link', { name: 'Join Discussions' }).waitFor();
  await expectNoSeriousA11yViolations(page, '/ (new user)');

  // The check-in: an invalid value is caught in the form.
  await page.getByRole('button', { name: 'Check in now' }).click();
  const sleep = page.getByLabel('Sleep last night (hours)');
  await sleep.fill('25');
  await page.getByRole('button', { name: 'Save check-in' }).click();
  await page.getByText(HEALTH_METRIC_MESSAGES.sleepRange).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/ (check-in with an error)');

  // A failed save shows a destructive toast with the server's message, and keeps the form.
  await sleep.fill('6.5');
  await page.getByRole('slider', { name: 'Mood' }).fill('8');
  await page.getByRole('slider', { name: 'Stress' }).fill('3');
  await page.getByLabel('Note (optional)').fill('Felt better after a walk');
  await page.route('**/api/health-metrics', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'INTERNAL', message: 'The service is busy. Please try again.' },
          }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Save check-in' }).click();
  await expectToast(page, HEALTH_METRIC_MESSAGES.saveError, 'The service is busy. Please try again.');
  const failure = toasts(page).getByRole('listitem').filter({ hasText: HEALTH_METRIC_MESSAGES.saveError });
  expect(await failure.first().getAttribute('class')).toContain('bg-bad');
  await page.unroute('**/api/health-metrics');

  // Saved: toast, the form closes, and the metrics and recommendations appear.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/health-metrics') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save check-in' }).click();
  expect((await saved).status()).toBe(201);
  await expectToast(page, HEALTH_METRIC_MESSAGES.saved);
  await sleep.waitFor({ state: 'hidden' });
  await page.getByText(/Last check-in: today at/).waitFor({ state: 'visible' });
  const metrics = page.getByRole('region', { name: 'Your health metrics' });
  await metrics.getByText('6.5 hours', { exact: true }).waitFor({ state: 'visible' });
  await page.getByRole('region', { name: 'Recommended for you' }).waitFor({ state: 'visible' });
  await progress.getByText('1-day streak').waitFor({ state: 'visible' });
  expect(await page.getByRole('region', { name: 'Start your wellness journey' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, '/ (after a check-in)');

  // A symptom: the progress card counts it.
  await page.getByRole('link', { name: 'Log Symptoms' }).click();
  await page.waitForURL('**/symptoms');
  await page.getByRole('button', { name: 'Log Symptom' }).click();
  await page.getByLabel('Symptom Name').fill('Headache');
  await page.getByRole('button', { name: 'Save Symptom' }).click();
  await expectToast(page, SYMPTOM_MESSAGES.logged);
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const stat = (label: string) => progress.locator('dl > div').filter({ hasText: label });
  await expect
    .poll(async () => (await stat('Symptoms logged').locator('dd').textContent())?.trim(), {
      timeout: 15_000,
    })
    .toBe('1');
  await progress.getByText('1-day streak').waitFor({ state: 'visible' });
  expect((await stat('Wellness points').locator('dd').textContent())?.trim()).toBe('20');
  const today = progress.getByRole('listitem').filter({ hasText: ', today: active' });
  expect(await today.count()).toBe(1);
  await expectNoSeriousA11yViolations(page, '/ (after a symptom)');

  expect(pageErrors).toEqual([]);
});
