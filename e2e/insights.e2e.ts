import fs from 'node:fs/promises';
import { INSIGHTS_MESSAGES } from '../contract/insights';
import { INSIGHTS_EXPORT_MESSAGES } from '../contract/insights-export';
import { checkInPayload, symptomPayload } from '../server/test/factories';
import {
  apiAs,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  signedInContext,
  signUpViaApi,
  test,
} from './fixtures';

/**
 * Wellness Insights (docs/product/insights.md): a new person logs a few check-ins and symptoms, opens
 * /insights, moves through the tabs, downloads the CSV and opens the doctor summary.
 */
test('a person sees their insights, downloads their days and opens the summary for their doctor', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const user = await signUpViaApi(baseUrl);
  await signedInContext(context, baseUrl, user);
  for (const scores of [{ mood: 6 }, { mood: 7, sleepQuality: 6.5 }, { mood: 5, stress: 7 }]) {
    expect((await apiAs(baseUrl, user, 'POST', '/api/health-metrics', checkInPayload(scores))).status).toBe(
      201,
    );
  }
  for (const severity of [4, 6]) {
    const logged = await apiAs(baseUrl, user, 'POST', '/api/symptoms', symptomPayload({ severity }));
    expect(logged.status).toBe(201);
  }
  const engine = await apiAs(baseUrl, user, 'GET', '/api/insights?period=30d&metric=all&tz=UTC');
  expect(engine.status).toBe(200);

  await page.goto('/insights');
  await page.getByRole('heading', { level: 1, name: 'Wellness Insights' }).waitFor({ state: 'visible' });
  expect(await page.getByLabel('Period').locator('option').allTextContents()).toEqual([
    'Last 7 days',
    'Last 30 days',
    'Last 3 months',
    'Last year',
  ]);
  for (const name of ['Share', 'Export', 'Refresh']) {
    await page.getByRole('button', { name, exact: true }).waitFor({ state: 'visible' });
  }

  const tabs = page.getByRole('tablist', { name: 'Insights views' });
  await tabs.waitFor({ state: 'visible' });
  const overview = tabs.getByRole('tab', { name: 'Overview' });
  expect(await overview.getAttribute('aria-selected')).toBe('true');
  // Arrow keys move through the tabs.
  await overview.focus();
  await expect.poll(() => overview.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => tabs.getByRole('tab', { name: 'Trends' }).getAttribute('aria-selected'))
    .toBe('true');
  // Radix moves focus a tick after the key: wait for each step before the next key.
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => tabs.getByRole('tab', { name: 'Insights' }).getAttribute('aria-selected'))
    .toBe('true');
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => tabs.getByRole('tab', { name: 'Patterns' }).getAttribute('aria-selected'))
    .toBe('true');
  // A new account is not premium: the predictive tab offers the upgrade.
  const panel = page.getByRole('tabpanel');
  await panel.getByText(INSIGHTS_MESSAGES.premiumUpsell).waitFor({ state: 'visible' });
  expect(await panel.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/premium');
  // The metric filter asks the server again.
  const sleepRequest = page.waitForRequest(
    (r) => r.url().includes('/api/insights?') && r.url().includes('metric=sleep'),
  );
  await page.getByRole('radio', { name: 'Sleep' }).click();
  await sleepRequest;
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expectToast(page, INSIGHTS_MESSAGES.refreshed);
  await expectNoSeriousA11yViolations(page, '/insights');

  // Export: the day-by-day CSV of the period.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: INSIGHTS_EXPORT_MESSAGES.exportTitle });
  await dialog.waitFor({ state: 'visible' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: INSIGHTS_EXPORT_MESSAGES.csvChoice }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^infinite-wellness-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await fs.readFile((await download.path()) ?? '', 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines).toHaveLength(31);
  expect(lines[0]).toContain('Headache: times logged');
  await expectToast(page, INSIGHTS_EXPORT_MESSAGES.csvDownloaded);

  // The doctor summary.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await dialog.getByRole('link', { name: INSIGHTS_EXPORT_MESSAGES.summaryChoice }).click();
  await page.waitForURL(/\/insights\/summary\?period=30d$/);
  await page
    .getByRole('heading', { level: 1, name: `Health summary: ${user.firstName} Tester` })
    .waitFor({ state: 'visible' });
  await page.getByText(INSIGHTS_EXPORT_MESSAGES.selfReported).waitFor({ state: 'visible' });
  const headache = page.getByRole('row', { name: /Headache/ });
  expect(await headache.getByRole('cell').allTextContents()).toEqual(['2', '5/10', 'too few entries']);
  await page.getByText('Averages over 1 day with a check-in.').waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/insights/summary');

  // On paper: no app header, navigation or buttons; black on white.
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator('header').first().isVisible()).toBe(false);
  expect(await page.getByRole('navigation', { name: 'Primary' }).isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
  expect(await page.locator('.doctor-summary h1').evaluate((h1) => getComputedStyle(h1).color)).toBe(
    'rgb(0, 0, 0)',
  );
  await page.emulateMedia({ media: 'screen' });
  expect(pageErrors).toEqual([]);
});
