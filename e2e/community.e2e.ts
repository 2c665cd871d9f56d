import { randomUUID } from 'node:crypto';
import { COMMUNITY_MESSAGES, COMMUNITY_TOPICS } from '../contract/community';
import { communityPostPayload } from '../server/test/factories';
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
 * Community (docs/product/community.md): a member opens /community (demo posts and stats from a fresh
 * install), is told their post is too short, posts a real one, likes it, filters by topic, then opens the
 * thread on /community-enhanced, replies and deletes the reply.
 */
test('a member posts, likes, filters, replies and deletes their reply', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);

  // The seeded community and the stats strip.
  await page.goto('/community');
  await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor({ state: 'visible' });
  const discussions = page.getByRole('region', { name: 'Discussions' });
  await discussions.getByText(/Pacing has changed my weeks/).waitFor({ state: 'visible' });
  await discussions
    .getByRole('heading', { name: /^Elena T\./ })
    .first()
    .waitFor({ state: 'visible' });
  const stats = page.getByRole('region', { name: 'Community stats' });
  await stats.getByText('Members').waitFor({ state: 'visible' });
  await expect
    .poll(async () => Number((await stats.locator('dd').first().textContent())?.replace(/,/g, '')))
    .toBeGreaterThanOrEqual(6);
  expect(JSON.parse((await localStorageOf(page)).completedSteps ?? '[]')).toContain('community_visited');
  await expectNoSeriousA11yViolations(page, '/community');

  // A too-short post is refused with the contract's message.
  const toggle = page.getByRole('button', { name: 'New Post' });
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await page.getByLabel('Topic', { exact: true }).selectOption('Mental Health');
  const content = page.getByLabel('Your post', { exact: true });
  await content.fill('Too short');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await page.getByText(COMMUNITY_MESSAGES.contentMin).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/community (post form with an error)');

  // A real post appears first.
  const text = `Journaling before bed settles my thoughts (${randomUUID().slice(0, 8)})`;
  await content.fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expectToast(page, COMMUNITY_MESSAGES.created);
  await content.waitFor({ state: 'hidden' });
  const first = discussions.getByRole('listitem').first();
  await first.getByText(text).waitFor({ state: 'visible' });
  await first.getByRole('heading', { name: /^Avery T\./ }).waitFor({ state: 'visible' });
  await first.getByText('Mental Health', { exact: true }).waitFor({ state: 'visible' });

  // Like it: the count goes up once and the button reads pressed.
  await first.getByRole('button', { name: 'Like, 0 likes' }).click();
  const liked = first.getByRole('button', { name: 'Like, 1 like' });
  await liked.waitFor({ state: 'visible' });
  expect(await liked.getAttribute('aria-pressed')).toBe('true');

  // Filter by topic; the active topic clears the filter.
  const filters = page.getByRole('radiogroup', { name: 'Filter by topic' });
  const mentalHealth = filters.getByRole('radio', { name: 'Mental Health' });
  await mentalHealth.click();
  expect(await mentalHealth.getAttribute('aria-checked')).toBe('true');
  await discussions.getByText(/Pacing has changed my weeks/).waitFor({ state: 'hidden' });
  await discussions.getByText(text).waitFor({ state: 'visible' });
  await discussions.getByText(/three things I can control/).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/community (filtered)');
  await mentalHealth.click();
  expect(await mentalHealth.getAttribute('aria-checked')).toBe('false');
  await discussions.getByText(/Pacing has changed my weeks/).waitFor({ state: 'visible' });

  // Open the thread on /community-enhanced and reply.
  await discussions
    .getByRole('listitem')
    .filter({ hasText: text })
    .getByRole('link', { name: '0 replies' })
    .click();
  await page.waitForURL('**/community-enhanced/*');
  await page.getByRole('heading', { level: 1, name: 'Community Discussions' }).waitFor({ state: 'visible' });
  await page.getByRole('heading', { level: 2, name: 'Replies (0)' }).waitFor({ state: 'visible' });
  await page.getByText(text).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/community-enhanced/{id}');

  const reply = 'Thank you for reading, this community helps.';
  await page.getByLabel('Your reply', { exact: true }).fill(reply);
  await page.getByRole('button', { name: 'Post Reply' }).click();
  await expectToast(page, 'Reply posted');
  const replies = page.getByRole('region', { name: /^Replies/ });
  await replies.getByText(reply).waitFor({ state: 'visible' });
  await page.getByRole('heading', { level: 2, name: 'Replies (1)' }).waitFor({ state: 'visible' });

  // Delete the reply after confirming.
  await replies.getByRole('button', { name: 'Delete your reply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this reply?' });
  await dialog.waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/community-enhanced/{id} (confirm delete)');
  await dialog.getByRole('button', { name: 'Delete Reply' }).click();
  await expectToast(page, 'Reply deleted');
  await replies.getByText(reply).waitFor({ state: 'hidden' });
  await page.getByRole('heading', { level: 2, name: 'Replies (0)' }).waitFor({ state: 'visible' });

  // Back to the list of discussions.
  await page.getByRole('link', { name: 'All Discussions' }).click();
  await page.waitForURL('**/community-enhanced');
  await page.getByRole('region', { name: 'Discussions' }).getByText(text).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/community-enhanced');

  // Every topic with a discussion has a chip (the demo posts are in all ten), plus All.
  const chips = page.getByRole('radiogroup', { name: 'Filter by topic' }).getByRole('radio');
  await chips.filter({ hasText: 'General Discussion' }).waitFor();
  expect(await chips.allTextContents()).toEqual(['All', ...COMMUNITY_TOPICS]);

  // Follow a topic: the server keeps it, so it is still followed after a reload.
  await chips.filter({ hasText: 'Sleep Issues' }).click();
  const follow = page.getByRole('button', { name: 'Follow Sleep Issues' });
  await follow.click();
  await page.getByText('You follow this topic').waitFor({ state: 'visible' });
  expect(await follow.getAttribute('aria-pressed')).toBe('true');
  await expectNoSeriousA11yViolations(page, '/community-enhanced (a followed topic)');
  await page.goto('/community-enhanced?topic=Sleep%20Issues');
  await page.getByText('You follow this topic').waitFor({ state: 'visible' });
  expect(await page.getByRole('button', { name: 'Follow Sleep Issues' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  await page.getByRole('button', { name: 'Follow Sleep Issues' }).click();
  await page.getByText('You follow this topic').waitFor({ state: 'hidden' });

  expect(pageErrors).toEqual([]);
});

test('a member deletes their own post from its thread after confirming', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const user = await signedInContext(context, baseUrl);
  const text = `Gentle stretching every morning (${randomUUID().slice(0, 8)})`;
  const created = await apiAs(
    baseUrl,
    user,
    'POST',
    '/api/community',
    communityPostPayload({ topic: 'Exercise & Movement', content: text }),
  );
  expect(created.status).toBe(201);
  const post = (await created.json()) as { id: string };

  await page.goto(`/community-enhanced/${post.id}`);
  await page.getByText(text).waitFor({ state: 'visible' });
  const deleteButton = page.getByRole('button', { name: 'Delete your post' });

  // Cancel keeps it.
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(text).waitFor({ state: 'visible' });

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete Post' }).click();
  await expectToast(page, 'Post deleted');
  await page.waitForURL(/\/community-enhanced$/);
  const discussions = page.getByRole('region', { name: 'Discussions' });
  await discussions.getByText(/Pacing has changed my weeks/).waitFor({ state: 'visible' });
  expect(await discussions.getByText(text).count()).toBe(0);
  // Nobody else's post offers a delete button.
  expect(await discussions.getByRole('button', { name: /^Delete/ }).count()).toBe(0);

  const gone = await apiAs(baseUrl, user, 'GET', `/api/community/posts/${post.id}`);
  expect(gone.status).toBe(404);
  expect(pageErrors).toEqual([]);
});
