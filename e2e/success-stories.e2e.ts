import { STORY_MESSAGES, type TStoryPage } from '../contract/success-stories';
import {
  apiAs,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  signedInContext,
  signInAdminViaApi,
  test,
} from './fixtures';

/**
 * Success stories (docs/product/success-stories.md): a member shares a story, sees it pending in My
 * Stories, an admin approves it through the API, and it shows in Browse for everyone.
 */
test('a member shares a story, sees it pending, and it shows in Browse once an admin approves it', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const user = await signedInContext(context, baseUrl);
  await page.goto('/success-stories');
  await page.getByRole('heading', { level: 1, name: 'Success Stories' }).waitFor({ state: 'visible' });

  // A condition nobody has written about yet: the empty state, and no invented story.
  const chips = page.getByRole('radiogroup', { name: 'Filter by condition' });
  await chips.getByRole('radio', { name: 'Hormonal imbalance' }).click();
  await page.getByText('No stories about Hormonal imbalance yet').waitFor({ state: 'visible' });
  expect(await page.getByRole('article').count()).toBe(0);
  await chips.getByRole('radio', { name: 'All' }).click();

  // The dialog checks its fields with the screen's messages.
  await page.getByRole('button', { name: 'Share Your Success Story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Success Story' });
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByLabel('Title').fill('Tiny');
  await dialog.getByRole('button', { name: 'Submit Story' }).click();
  await dialog.getByText(STORY_MESSAGES.titleMin).waitFor({ state: 'visible' });
  await dialog.getByText(STORY_MESSAGES.timelineMin).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'the share dialog');

  const title = `Getting my afternoons back ${Date.now().toString(36)}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Condition').selectOption('hormonal-imbalance');
  await dialog.getByLabel('Symptoms before').fill('Exhausted by noon, cold all the time, brain fog.');
  await dialog.getByLabel('Your improvement').fill('I work full days again and sleep through the night.');
  await dialog.getByLabel('What worked for you').fill('Thyroid tests with my doctor, then pacing my week.');
  await dialog.getByLabel('Timeline').fill('8 months');
  await dialog.getByRole('button', { name: 'Submit Story' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expectToast(page, STORY_MESSAGES.submitted, STORY_MESSAGES.submittedDescription);

  // My Stories opens on it, pending review; Browse does not show it yet.
  const mine = page.getByRole('tabpanel', { name: 'My Stories' });
  const pending = mine.getByRole('article', { name: title });
  await pending.waitFor({ state: 'visible' });
  await pending.getByText('Pending review').waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'My Stories');

  // An admin approves it through the API.
  const own = (await (await apiAs(baseUrl, user, 'GET', '/api/success-stories/user')).json()) as TStoryPage;
  const storyId = own.stories.find((s) => s.title === title)?.id;
  expect(storyId).toBeDefined();
  const admin = await signInAdminViaApi(baseUrl);
  const approved = await apiAs(baseUrl, admin, 'POST', `/api/admin/success-stories/${storyId}/approve`);
  expect(approved.status).toBe(200);

  // Browse shows it; its preview opens with Read more.
  await page.reload();
  await page.getByRole('tab', { name: 'Browse' }).waitFor({ state: 'visible' });
  await chips.getByRole('radio', { name: 'Hormonal imbalance' }).click();
  const card = page.getByRole('tabpanel', { name: 'Browse' }).getByRole('article', { name: title });
  await card.waitFor({ state: 'visible' });
  await card.getByText('Avery T.').waitFor({ state: 'visible' });
  const readMore = card.getByRole('button', { name: /^Read more/ });
  expect(await readMore.getAttribute('aria-expanded')).toBe('false');
  await readMore.click();
  await card.getByText('Thyroid tests with my doctor, then pacing my week.').waitFor({ state: 'visible' });
  expect(await card.getByRole('button', { name: /^Show less/ }).getAttribute('aria-expanded')).toBe('true');
  await expectNoSeriousA11yViolations(page, 'Browse');

  // My Stories now says Published.
  await page.getByRole('tab', { name: 'My Stories' }).click();
  await mine.getByRole('article', { name: title }).getByText('Published').waitFor({ state: 'visible' });
  expect(pageErrors).toEqual([]);
});
