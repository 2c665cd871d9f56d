import { FASTING_NOTE } from '../contract/fasting';
import { SUBSCRIPTION_MESSAGES } from '../contract/subscription';
import {
  apiAs,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  localStorageOf,
  signedInContext,
  test,
} from './fixtures';

/**
 * A free user meets the upsell, starts the 30-day trial, logs water, runs a fast and
 * sees the trial's usage; starting the trial a second time fails with the 'already used' alert.
 */
test('a free user starts the trial, tracks water and a fast, and sees the trial on /premium', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);

  // The upsell on /nutrition-premium.
  await page.goto('/nutrition-premium');
  await page.getByRole('heading', { level: 1, name: 'Premium Nutrition Assistant' }).waitFor();
  await page.getByRole('heading', { name: 'Nutrition is a Premium feature' }).waitFor();
  const upgrade = page.getByRole('link', { name: 'Upgrade to Premium' });
  expect(await upgrade.getAttribute('href')).toBe('/premium');
  expect(await page.locator('#meal-analyser').count()).toBe(0);
  await expectNoSeriousA11yViolations(page, '/nutrition-premium (upsell)');

  // The trial offer on /premium-trial.
  await page.goto('/premium-trial');
  await page.getByRole('heading', { level: 1, name: 'Premium Trial' }).waitFor();
  const start = page.getByRole('button', { name: 'Start 30-Day Free Trial' });
  await start.waitFor();
  expect(await start.isEnabled()).toBe(true);
  await expectNoSeriousA11yViolations(page, '/premium-trial (offer)');
  await start.click();
  await expectToast(page, SUBSCRIPTION_MESSAGES.trialStarted);
  await page.getByRole('heading', { name: 'Your free trial is active' }).waitFor();
  await page.getByText('30 days remaining').waitFor();
  expect((await localStorageOf(page)).premiumActive).toBe('true');

  // The upgrade card offers Premium by card (the payment itself is in e2e/payments.e2e.ts).
  await page.getByRole('button', { name: 'Upgrade to Premium' }).waitFor();
  await expectNoSeriousA11yViolations(page, '/premium-trial (trial active)');

  // The nutrition page now has the analyser section, water and fasting.
  await page.getByRole('link', { name: 'Open Premium Nutrition Assistant' }).first().click();
  await page.waitForURL('**/nutrition-premium');
  await page.locator('#meal-analyser').getByRole('heading', { name: 'Meal analysis' }).waitFor();
  const water = page.locator('#water');
  const waterMeter = water.getByRole('progressbar', { name: "Today's water toward your daily goal" });
  await waterMeter.waitFor();
  expect(await waterMeter.getAttribute('aria-valuenow')).toBe('0');

  await water.getByRole('button', { name: 'Add glass (250 ml)' }).click();
  await expectToast(page, 'Water added');
  await expect.poll(() => waterMeter.getAttribute('aria-valuenow')).toBe('250');

  await water.getByLabel('Custom amount').fill('8');
  await water.getByLabel('Unit').selectOption('oz');
  await water.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(() => waterMeter.getAttribute('aria-valuenow')).toBe('487');
  expect(await waterMeter.getAttribute('aria-valuetext')).toBe('487 ml of 2,000 ml, 24%');

  // A bad custom amount is caught before any call, with the contract's message.
  await water.getByLabel('Custom amount').fill('0');
  await water.getByRole('button', { name: 'Add', exact: true }).click();
  await water.getByText('Enter an amount from 1 to 64 oz (halves allowed, e.g. 8.5)').waitFor();

  await water.getByRole('button', { name: 'Undo last' }).click();
  await expectToast(page, 'Last entry removed');
  await expect.poll(() => waterMeter.getAttribute('aria-valuenow')).toBe('250');
  const week = water.getByRole('table', { name: /Water per day, last 7 days/ });
  expect(await week.locator('tbody tr').count()).toBe(7);
  expect(await week.locator('tbody tr').last().textContent()).toMatch(/\(today\)250 ml$/);
  await water.locator('figure[data-chart-status="drawn"] canvas').first().waitFor();
  await expectNoSeriousA11yViolations(page, '/nutrition-premium (water)');

  // The fasting note comes first, once.
  const fasting = page.locator('#fasting');
  await fasting.getByRole('heading', { name: FASTING_NOTE.title }).waitFor();
  expect(await fasting.getByRole('link', { name: FASTING_NOTE.helplinePhone }).getAttribute('href')).toBe(
    'tel:+18883757767',
  );
  await expectNoSeriousA11yViolations(page, '/nutrition-premium (fasting note)');
  await fasting.getByRole('button', { name: FASTING_NOTE.acknowledge }).click();

  await fasting.getByRole('radio', { name: /18:6/ }).check();
  await fasting.getByRole('button', { name: 'Start fast' }).click();
  await expectToast(page, 'Fast started');
  const summary = fasting.getByText(/Fast in progress: 0 min of 18 hours\./);
  await summary.waitFor({ state: 'attached' });
  const clock = fasting.locator('p[aria-hidden="true"].font-mono');
  const before = await clock.textContent();
  expect(before).toMatch(/\d/);
  // The clock ticks every second: it shows another time within a few seconds.
  await expect.poll(() => clock.textContent(), { timeout: 5_000 }).not.toBe(before);
  // The ticking clock is hidden from screen readers and no live region repeats it every second.
  expect(await fasting.locator('[aria-live]').count()).toBe(0);
  await expectNoSeriousA11yViolations(page, '/nutrition-premium (fast in progress)');

  await fasting.getByRole('button', { name: 'Stop fast' }).click();
  await expectToast(page, 'Fast ended');
  await fasting.getByText('Ended early').waitFor();
  await fasting.getByRole('button', { name: 'Start fast' }).waitFor();

  // /premium: the trial-active variant with the usage counted on the server.
  await page.goto('/premium');
  await page.getByRole('heading', { level: 1, name: 'Premium' }).waitFor();
  await page.getByRole('heading', { name: 'Your free trial is active' }).waitFor();
  await page.getByRole('progressbar', { name: 'Water tracking' }).waitFor();
  expect(await page.getByRole('progressbar', { name: 'Water tracking' }).getAttribute('aria-valuetext')).toBe(
    '2 of 50 water entries used',
  );
  expect(
    await page.getByRole('progressbar', { name: 'Fasting tracking' }).getAttribute('aria-valuetext'),
  ).toBe('1 of 20 fasts used');
  await expectNoSeriousA11yViolations(page, '/premium (trial active)');

  // The home screen's quick card.
  await page.goto('/');
  const quick = page.locator('#tracking-quick');
  await quick.getByText('water today').waitFor();
  expect(await quick.textContent()).toContain('250 ml');
  expect(await quick.textContent()).toContain('No fast in progress.');
  await expectNoSeriousA11yViolations(page, '/ (quick card)');

  expect(pageErrors).toEqual([]);
});

test('starting the trial a second time fails with the alert; a used trial shows the disabled offer', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const user = await signedInContext(context, baseUrl);
  await page.goto('/premium-trial');
  const start = page.getByRole('button', { name: 'Start 30-Day Free Trial' });
  await start.waitFor();

  // The trial is started elsewhere (another tab) while this page still shows the offer.
  const elsewhere = await apiAs(baseUrl, user, 'POST', '/api/premium/start-trial');
  expect(elsewhere.status).toBe(201);

  await start.click();
  await expectToast(page, SUBSCRIPTION_MESSAGES.trialStartFailed, SUBSCRIPTION_MESSAGES.alreadyUsedTrial);
  // The statuses were read again: the server's truth (an active trial) replaces the stale offer.
  await page.getByRole('heading', { name: 'Your free trial is active' }).waitFor();

  // After the 30 days (proven on the server with an injected clock in subscription.int.test.ts) the
  // answers are these; the offer is then disabled, with the 'already used' alert.
  await page.route('**/api/subscription/status', (route) =>
    route.fulfill({ json: { isPremium: false, plan: 'free', trialEligible: false } }),
  );
  await page.route('**/api/premium/trial-status', (route) =>
    route.fulfill({
      json: {
        isActive: false,
        startDate: '2026-10-01T12:00:00.000Z',
        endDate: '2026-10-31T12:00:00.000Z',
        daysRemaining: 0,
        daysUsed: 30,
        totalDays: 30,
        featuresUsed: { nutritionAnalysis: 3, waterTracking: 12, fastingTracking: 4, aiInsights: 0 },
        limits: { nutritionAnalysis: 10, waterTracking: 50, fastingTracking: 20, aiInsights: 15 },
      },
    }),
  );
  await page.goto('/premium');
  await page.getByRole('alert').filter({ hasText: SUBSCRIPTION_MESSAGES.alreadyUsedTrial }).waitFor();
  expect(await page.getByRole('button', { name: 'Start 30-Day Free Trial' }).isDisabled()).toBe(true);
  await expectNoSeriousA11yViolations(page, '/premium (trial used)');

  await page.goto('/nutrition-premium');
  await page.getByRole('heading', { name: 'Nutrition is a Premium feature' }).waitFor();
  expect(await page.getByRole('link', { name: 'Start 30-Day Free Trial' }).count()).toBe(0);
  expect((await localStorageOf(page)).premiumActive).toBeUndefined();

  expect(pageErrors).toEqual([]);
});
