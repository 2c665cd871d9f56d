import { CHALLENGE_MESSAGES } from '../contract/challenges';
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
 * Wellness challenges (docs/product/challenges.md): a visitor browses and is sent to sign up to join;
 * a member joins a challenge, ticks today's task, sees the progress move, opens all 30 days and sends
 * a custom challenge request.
 */

test('a visitor browses the challenges and is sent to sign up to join', async ({ page, pageErrors }) => {
  await page.goto('/wellness-challenges');
  await page.getByRole('heading', { level: 1, name: 'Wellness Challenges' }).waitFor();
  const gentle = page.getByRole('article', { name: '30 Days of Gentle Movement' });
  await gentle.waitFor();
  await gentle.getByText(/\d+ participants?/).waitFor();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(12);
  await expectNoSeriousA11yViolations(page, '/wellness-challenges (signed out)');

  // The category chips filter on the server.
  await page.getByRole('radio', { name: 'Sleep' }).click();
  await page.getByRole('heading', { level: 2, name: 'Sleep' }).waitFor();
  await expect.poll(() => page.getByRole('article', { name: '30 Days of Gentle Movement' }).count()).toBe(0);
  await page.getByRole('article', { name: 'Sleep Reset' }).waitFor();

  await page.getByRole('article', { name: 'Sleep Reset' }).getByRole('link', { name: 'Join' }).click();
  await page.waitForURL('**/signup?next=%2Fwellness-challenges');
  expect(pageErrors).toEqual([]);
});

test('a member joins a challenge, ticks today’s task, sees the progress and sends a request', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const user = await signedInContext(context, baseUrl);
  // Someone else already runs the challenge: the count is theirs plus ours.
  const other = await signUpViaApi(baseUrl);
  const tz = 'UTC';
  expect(
    (await apiAs(baseUrl, other, 'POST', '/api/challenges/calm-breathing/join', { timeZone: tz })).status,
  ).toBe(200);

  await page.goto('/wellness-challenges');
  const row = page.getByRole('article', { name: 'Stress and Breathing' });
  await row.getByText('1 participant', { exact: true }).waitFor();
  await row.getByRole('button', { name: 'Join' }).click();
  await expectToast(page, CHALLENGE_MESSAGES.joined, CHALLENGE_MESSAGES.joinedDescription);
  await row.getByText('2 participants').waitFor();

  const active = page.getByRole('region', { name: 'Stress and Breathing' });
  await active.getByText('Day 1 of 30').waitFor();
  await active.getByText('29 days left').waitFor();
  const meter = active.getByRole('progressbar', { name: 'Stress and Breathing progress' });
  expect(await meter.getAttribute('aria-valuenow')).toBe('0');
  await expectNoSeriousA11yViolations(page, '/wellness-challenges (joined)');

  const today = active.getByRole('checkbox', { name: /Today · Day 1/ });
  await today.click();
  await expect.poll(() => meter.getAttribute('aria-valuenow')).toBe('1');
  await active.getByText('1 of 30 tasks done').waitFor();
  // Stored: the server says so too.
  const detail = (await (await apiAs(baseUrl, user, 'GET', '/api/challenges/calm-breathing')).json()) as {
    progress: { tasksDone: number };
  };
  expect(detail.progress.tasksDone).toBe(1);
  // A mis-tap is taken back.
  await today.click();
  await expect.poll(() => meter.getAttribute('aria-valuenow')).toBe('0');
  await today.click();
  await expect.poll(() => meter.getAttribute('aria-valuenow')).toBe('1');

  // All 30 days in the detail dialog.
  await active.getByRole('button', { name: 'All 30 days' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stress and Breathing' });
  const days = dialog.getByRole('list', { name: 'Daily tasks' }).getByRole('listitem');
  await expect.poll(() => days.count()).toBe(30);
  await expectNoSeriousA11yViolations(page, '/wellness-challenges (details)');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The custom challenge request.
  await page.getByRole('button', { name: 'Request Custom Challenge' }).click();
  const form = page.getByRole('dialog', { name: 'Request Custom Challenge' });
  await form.getByRole('button', { name: 'Send Request' }).click();
  await form.getByText(CHALLENGE_MESSAGES.requestFocusRequired).waitFor();
  await form.getByLabel('What would you like to work on?').fill('Afternoon energy');
  await form.getByLabel('Your goal').fill('Get through the afternoon without a crash');
  await form.getByLabel('How many days?').selectOption('21');
  await expectNoSeriousA11yViolations(page, '/wellness-challenges (request form)');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expectToast(page, CHALLENGE_MESSAGES.requestSent, CHALLENGE_MESSAGES.requestSentDescription);
  await expect.poll(() => form.count()).toBe(0);
  expect(pageErrors).toEqual([]);
});
