import type { TAchievementsPage } from '../contract/gamification';
import { GAMIFICATION_MESSAGES } from '../contract/gamification';
import { checkInPayload, symptomPayload } from '../server/test/factories';
import {
  apiAs,
  expect,
  expectNoSeriousA11yViolations,
  newContext,
  signedInContext,
  signUpViaApi,
  test,
} from './fixtures';

/**
 * Achievements, the share dialog, the public shared-achievement page and the levels and streaks panel
 * on /progress (docs/product/achievements.md#screens), against the real server.
 */

test('a new person sees their achievements and levels without sample figures, readable in both schemes', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await page.goto('/achievements');
  await page.getByRole('heading', { level: 1, name: 'Achievements' }).waitFor({ state: 'visible' });
  const tabs = page.getByRole('tablist', { name: 'Achievements by status' });
  await tabs.waitFor({ state: 'visible' });

  // Nothing earned yet: zeros in kind words, level 1.
  await expect.poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toBe('Earned 0');
  await page.getByText(/^Everyone starts here\./).waitFor({ state: 'visible' });
  expect(await page.getByTestId('share-earned').textContent()).toBe('0');
  expect(await page.getByTestId('share-streak').textContent()).toBe('0');
  expect(await page.getByTestId('share-level').textContent()).toBe('1');
  await expectNoSeriousA11yViolations(page, '/achievements');

  // The category filter and the tabs work from the keyboard.
  const filter = page.getByRole('radiogroup', { name: 'Category' });
  await filter.getByRole('radio', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  expect(await filter.getByRole('radio', { name: 'Getting Started' }).getAttribute('aria-checked')).toBe(
    'true',
  );
  await tabs.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => tabs.getByRole('tab', { selected: true }).textContent())
    .toMatch(/^In Progress \d+$/);

  await page.goto('/progress');
  const panel = page.getByRole('region', { name: 'Levels and streaks' });
  await panel.getByText('Level 1', { exact: true }).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/progress: Overview');
  for (const tab of ['Achievements', 'Streaks', 'Challenges']) {
    await panel.getByRole('tab', { name: tab }).click();
    await panel.getByRole('tabpanel').getByRole('status').waitFor({ state: 'detached' });
    expect(await panel.getByRole('tabpanel').getByRole('alert').count(), `${tab} loaded`).toBe(0);
    await expectNoSeriousA11yViolations(page, `/progress: ${tab}`);
  }
  expect(pageErrors).toEqual([]);
});

test('an earned achievement is shared by link and opens signed out, showing only what was shared', async ({
  page,
  context,
  browser,
  baseUrl,
  pageErrors,
}) => {
  // A first symptom and a first check-in: a brand-new person's first achievements.
  const user = await signUpViaApi(baseUrl);
  expect((await apiAs(baseUrl, user, 'POST', '/api/symptoms', symptomPayload())).status).toBe(201);
  expect((await apiAs(baseUrl, user, 'POST', '/api/health-metrics', checkInPayload())).status).toBe(201);
  const response = await apiAs(baseUrl, user, 'GET', '/api/achievements');
  expect(response.status).toBe(200);
  const listed = (await response.json()) as TAchievementsPage;
  const earned = listed.achievements.find((achievement) => achievement.earnedAt);
  expect(earned, 'logging a first symptom and check-in earns an achievement').toBeDefined();
  const title = earned?.title ?? '';

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await signedInContext(context, baseUrl, user);
  await page.goto('/achievements');
  await page.getByRole('button', { name: `Share ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your achievement' });
  await dialog.waitFor({ state: 'visible' });

  // Over Twitter's limit, Share is disabled with the limit's message.
  const message = dialog.getByRole('textbox', { name: 'Your message (optional)' });
  await message.fill('x'.repeat(281));
  await dialog.getByText(GAMIFICATION_MESSAGES.tooLong('Twitter', 280)).waitFor({ state: 'visible' });
  expect(await dialog.getByRole('button', { name: 'Share on Twitter' }).isDisabled()).toBe(true);
  await expectNoSeriousA11yViolations(page, 'share dialog');

  await message.fill('Small steps add up.');
  await dialog.getByRole('checkbox', { name: 'Show my first name on the shared page' }).click();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  // The toast shows above the dialog (the dialog hides the page behind it from assistive technology,
  // so it is found by its text).
  await page
    .getByText(GAMIFICATION_MESSAGES.linkCopied, { exact: true })
    .first()
    .waitFor({ state: 'visible' });
  const link = await dialog.getByRole('textbox', { name: 'Your link' }).inputValue();
  expect(link).toMatch(new RegExp(`^${baseUrl}/shared/achievements/[^/]+$`));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(pageErrors).toEqual([]);

  // Signed out: the page opens without a sign-in redirect and shows only the shared fields.
  const visitor = await newContext(browser, baseUrl);
  try {
    const publicPage = await visitor.newPage();
    const publicErrors: string[] = [];
    publicPage.on('pageerror', (error) => publicErrors.push(error.message));
    await publicPage.goto(link);
    await publicPage.getByRole('heading', { level: 1, name: title }).waitFor({ state: 'visible' });
    expect(new URL(publicPage.url()).pathname).toBe(new URL(link).pathname);
    await publicPage
      .getByText(`${user.firstName} earned an achievement on Infinite Wellness`)
      .waitFor({ state: 'visible' });
    await publicPage.getByText('Small steps add up.').waitFor({ state: 'visible' });
    expect(await publicPage.getByRole('link', { name: 'Join Infinite Wellness' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(await publicPage.getByText(user.email).count()).toBe(0);
    await expectNoSeriousA11yViolations(publicPage, 'shared achievement');

    await publicPage.goto('/shared/achievements/no-such-token');
    await publicPage
      .getByRole('heading', { level: 1, name: "This achievement isn't available" })
      .waitFor({ state: 'visible' });
    await expectNoSeriousA11yViolations(publicPage, 'shared achievement: unknown');
    expect(publicErrors).toEqual([]);
  } finally {
    await visitor.close();
  }
});
