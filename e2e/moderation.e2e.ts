import type { TPost } from '../contract/community';
import { FEEDBACK_STATUS_LABELS, MODERATION_MESSAGES } from '../contract/moderation';
import {
  apiAs,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  newContext,
  signedInContext,
  signInAdminViaApi,
  signUpViaApi,
  test,
} from './fixtures';

/**
 * The moderation queues (docs/product/admin.md#moderation): a member reports a post; an admin finds
 * it from the admin menu, hides it (the member no longer sees it) and restores it; the admin marks a
 * piece of feedback resolved.
 */

test('a reported post is hidden and restored by an admin, and feedback is resolved', async ({
  page,
  context,
  browser,
  baseUrl,
  pageErrors,
}) => {
  const tag = Date.now().toString(36);
  const content = `Buy my miracle cure today, code ${tag}, it fixes fatigue for good.`;
  const author = await signUpViaApi(baseUrl);
  const created = await apiAs(baseUrl, author, 'POST', '/api/community', {
    topic: 'Fatigue Support',
    content,
  });
  expect(created.status).toBe(201);
  const post = (await created.json()) as TPost;
  const message = `The water tracker forgets my goal after midnight (${tag}).`;
  const sent = await apiAs(baseUrl, author, 'POST', '/api/feedback/submit', { rating: 2, message });
  expect(sent.status).toBe(201);

  // A member reports the post from the discussions list.
  const member = await signedInContext(context, baseUrl);
  expect(member.userId).not.toBe(author.userId);
  await page.goto('/community-enhanced');
  await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
  const card = page.getByRole('article').filter({ hasText: content });
  await card.getByRole('button', { name: /^Report/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await dialog.getByText(MODERATION_MESSAGES.reportReasonRequired).waitFor({ state: 'visible' });
  await dialog.getByRole('radio', { name: 'Advertising or spam' }).check();
  await dialog.getByLabel('Anything to add (optional)').fill('A shop link in every post.');
  await expectNoSeriousA11yViolations(page, 'the report dialog');
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expectToast(page, MODERATION_MESSAGES.reported);
  await card.getByText('Reported').waitFor({ state: 'visible' });

  // An admin finds it from the profile's admin link and the menu.
  const adminContext = await newContext(browser, baseUrl);
  await signedInContext(adminContext, baseUrl, await signInAdminViaApi(baseUrl));
  const admin = await adminContext.newPage();
  admin.on('pageerror', (error) => pageErrors.push(error.message));
  await admin.goto('/profile');
  await admin.getByRole('link', { name: 'Admin tools' }).click();
  await admin.getByRole('heading', { level: 1, name: 'Admin' }).waitFor({ state: 'visible' });
  const reportsLink = admin.getByRole('link', { name: /^Community Reports/ });
  await expect.poll(async () => (await reportsLink.textContent()) ?? '').toMatch(/\d+ waiting/);
  await expectNoSeriousA11yViolations(admin, 'the admin menu');
  await reportsLink.click();
  await admin.getByRole('heading', { level: 1, name: 'Community Reports' }).waitFor({ state: 'visible' });
  const reported = admin.getByRole('article').filter({ hasText: content });
  await reported.getByText('Advertising or spam').waitFor({ state: 'visible' });
  await reported.getByText('A shop link in every post.').waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(admin, 'the reported posts');

  await reported.getByRole('button', { name: /^Hide/ }).click();
  const confirm = admin.getByRole('dialog', { name: 'Hide this post?' });
  await expectNoSeriousA11yViolations(admin, 'the hide confirmation');
  await confirm.getByRole('button', { name: 'Hide Post' }).click();
  await expectToast(admin, MODERATION_MESSAGES.postHidden);
  await reported.waitFor({ state: 'detached' });

  // The member no longer sees it, in the list or at its address.
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
  await page.getByRole('article').first().waitFor({ state: 'visible' });
  await expect.poll(() => page.getByRole('article').filter({ hasText: content }).count()).toBe(0);
  expect((await apiAs(baseUrl, member, 'GET', `/api/community/posts/${post.id}`)).status).toBe(404);
  expect((await apiAs(baseUrl, author, 'GET', `/api/community/posts/${post.id}`)).status).toBe(404);

  // The admin restores it from the Hidden tab.
  await admin.getByRole('tab', { name: 'Hidden' }).click();
  const hidden = admin
    .getByRole('tabpanel', { name: 'Hidden' })
    .getByRole('article')
    .filter({ hasText: content });
  await expectNoSeriousA11yViolations(admin, 'the hidden posts');
  await hidden.getByRole('button', { name: /^Restore/ }).click();
  await expectToast(admin, MODERATION_MESSAGES.postRestored);
  await hidden.waitFor({ state: 'detached' });
  await page.reload();
  await page.getByRole('article').filter({ hasText: content }).waitFor({ state: 'visible' });

  // The admin marks the feedback resolved: it leaves the New list and is under Resolved.
  await admin.goto('/admin');
  await admin.getByRole('link', { name: /^Feedback/ }).click();
  await admin.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor({ state: 'visible' });
  const item = admin.getByRole('article').filter({ hasText: message });
  await item.waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(admin, 'the feedback queue');
  await item.getByLabel('Status').selectOption({ label: FEEDBACK_STATUS_LABELS.resolved });
  await expectToast(admin, MODERATION_MESSAGES.statusSaved);
  await item.waitFor({ state: 'detached' });
  const filters = admin.getByRole('radiogroup', { name: 'Filter by status' });
  await filters.getByRole('radio', { name: FEEDBACK_STATUS_LABELS.resolved }).click();
  const resolved = admin.getByRole('article').filter({ hasText: message });
  await expect.poll(() => resolved.getByLabel('Status').inputValue()).toBe('resolved');

  // The other queues open, with their states, readable in both schemes.
  for (const [link, heading] of [
    [/^Requests/, 'Requests'],
    [/^Success Stories/, 'Success Stories'],
  ] as const) {
    await admin.goto('/admin');
    await admin.getByRole('link', { name: link }).click();
    await admin.getByRole('heading', { level: 1, name: heading }).waitFor({ state: 'visible' });
    await admin
      .getByText(MODERATION_MESSAGES.nothingWaiting)
      .or(admin.getByRole('article').first())
      .first()
      .waitFor({ state: 'visible' });
    await expectNoSeriousA11yViolations(admin, heading);
  }

  await adminContext.close();
  expect(pageErrors).toEqual([]);
});
