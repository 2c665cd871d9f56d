import type { Page } from 'playwright-core';
import { JOURNEY_MESSAGES } from '../contract/journey';
import { checkInPayload, symptomPayload } from '../server/test/factories';
import {
  type ApiUser,
  apiAs,
  expect,
  expectNoSeriousA11yViolations,
  newContext,
  PHONE_VIEWPORT,
  signedInContext,
  signUpViaApi,
  test,
} from './fixtures';

/** Logs `count` symptoms through the API, oldest first ('Symptom 1' … 'Symptom n'). */
async function logSymptoms(baseUrl: string, user: ApiUser, count: number): Promise<void> {
  for (let i = 1; i <= count; i += 1) {
    const response = await apiAs(
      baseUrl,
      user,
      'POST',
      '/api/symptoms',
      symptomPayload({ symptomName: `Symptom ${i}`, severity: 1 + (i % 10) }),
    );
    expect(response.status).toBe(201);
  }
}

const symptomCards = (page: Page) =>
  page.getByRole('region', { name: 'Recent Symptoms' }).getByRole('heading', { level: 3 });

test('a person with 205 symptoms scrolls /symptoms back to the very first one', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const user = await signUpViaApi(baseUrl);
  await logSymptoms(baseUrl, user, 205);
  await signedInContext(context, baseUrl, user);
  await page.goto('/symptoms');
  await page.getByRole('heading', { level: 1, name: 'Symptom Tracking' }).waitFor({ state: 'visible' });
  await symptomCards(page).first().waitFor({ state: 'visible' });
  await expect.poll(() => symptomCards(page).count()).toBe(50);
  expect(await symptomCards(page).first().textContent()).toBe('Symptom 205');

  // Scrolling to the end of the list loads the next 50 by itself …
  await page.getByRole('button', { name: 'Load older' }).scrollIntoViewIfNeeded();
  await expect.poll(() => symptomCards(page).count()).toBe(100);
  await page.getByText('50 older symptoms loaded.').waitFor({ state: 'attached' });

  // … and the button does the same from the keyboard, past the old ceiling of 200 (scrolling to the
  // button may load a page by itself as well).
  const button = page.getByRole('button', { name: 'Load older' });
  let presses = 0;
  while ((await symptomCards(page).count()) < 205) {
    const before = await symptomCards(page).count();
    if ((await button.count()) > 0 && (await button.getAttribute('aria-disabled')) === null) {
      await button.focus();
      await page.keyboard.press('Enter');
      presses += 1;
    }
    await expect.poll(() => symptomCards(page).count()).toBeGreaterThan(before);
  }
  expect(presses).toBeGreaterThan(0);
  await page.getByText('These are all the symptoms you have logged.').waitFor({ state: 'visible' });
  const names = await symptomCards(page).allTextContents();
  expect(names).toHaveLength(205);
  expect(new Set(names).size).toBe(205);
  expect(names.at(-1)).toBe('Symptom 1');
  expect(pageErrors).toEqual([]);
});

test('a person opens their journey, filters it and loads older entries, in both colour schemes', async ({
  browser,
  baseUrl,
}) => {
  // A new person first: the empty journey says what it will hold and links to the first check-in.
  const newcomer = await signUpViaApi(baseUrl);
  const first = await newContext(browser, baseUrl, { viewport: PHONE_VIEWPORT });
  try {
    await signedInContext(first, baseUrl, newcomer);
    const page = await first.newPage();
    await page.goto('/wellness-journey');
    await page
      .getByRole('heading', { level: 1, name: 'Your Wellness Journey' })
      .waitFor({ state: 'visible' });
    await page.getByText(JOURNEY_MESSAGES.emptyTitle).waitFor({ state: 'visible' });
    await page.getByRole('link', { name: JOURNEY_MESSAGES.emptyAction }).waitFor({ state: 'visible' });
    const steps = await page.evaluate(() => window.localStorage.getItem('completedSteps'));
    expect(JSON.parse(steps ?? '[]')).toContain('journey_started');
    await expectNoSeriousA11yViolations(page, '/wellness-journey (empty)');
  } finally {
    await first.close();
  }

  const user = await signUpViaApi(baseUrl);
  expect((await apiAs(baseUrl, user, 'POST', '/api/premium/start-trial')).status).toBeLessThan(300);
  await logSymptoms(baseUrl, user, 40);
  expect(
    (
      await apiAs(
        baseUrl,
        user,
        'POST',
        '/api/health-metrics',
        checkInPayload({ mood: 8, note: 'a quiet day' }),
      )
    ).status,
  ).toBe(201);
  expect((await apiAs(baseUrl, user, 'POST', '/api/water/entries', { kind: 'glass' })).status).toBe(201);

  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await newContext(browser, baseUrl, { colorScheme, viewport: PHONE_VIEWPORT });
    try {
      await signedInContext(context, baseUrl, user);
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto('/wellness-journey');
      await page.getByRole('heading', { level: 2, name: 'Today' }).waitFor({ state: 'visible' });
      const timeline = page.getByRole('region', { name: 'Timeline' });
      const titles = () => timeline.getByRole('heading', { level: 3 }).allTextContents();
      const firstPage = await titles();
      expect(firstPage).toHaveLength(30);
      expect(firstPage.slice(0, 4)).toEqual(['Water', 'First check-in', 'Daily check-in', 'Symptom 40']);
      expect(await timeline.textContent()).not.toContain('a quiet day');

      // The note opens on request only.
      const checkIn = timeline.getByRole('listitem').filter({ hasText: 'Daily check-in' }).last();
      await checkIn.getByRole('button', { name: 'Show notes' }).click();
      await checkIn.getByText('a quiet day').waitFor({ state: 'visible' });
      await expectNoSeriousA11yViolations(page, `/wellness-journey (${colorScheme})`);

      // Older entries: the rest of the symptoms and their milestones, announced.
      await page.getByRole('button', { name: JOURNEY_MESSAGES.loadOlder }).click();
      await page.getByText(/^\d+ older entries loaded\.$/).waitFor({ state: 'attached' });
      const all = await titles();
      expect(all).toContain('Symptom 1');
      expect(all).toContain('10th symptom logged');
      expect(all).toContain('First symptom logged');
      expect(all.filter((t) => /^Symptom \d+$/.test(t))).toHaveLength(40);

      // Filtering to check-ins and water leaves the symptoms out.
      await page.getByRole('checkbox', { name: 'Symptoms' }).uncheck();
      await page.getByRole('checkbox', { name: 'Milestones' }).uncheck();
      await expect.poll(titles).toEqual(['Water', 'Daily check-in']);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
