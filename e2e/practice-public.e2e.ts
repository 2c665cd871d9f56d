import { drizzle } from 'drizzle-orm/node-postgres';
import { PRACTICE_MESSAGES } from '../contract/practice';
import * as schema from '../server/db/schema';
import { insertPractitioner } from '../server/test/practice-fixtures';
import {
  type ApiUser,
  apiAs,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  signedInContext,
  signInViaApi,
  signUpViaApi,
  test,
  withAppDatabase,
} from './fixtures';

/** An approved, live practitioner listing of a new account (Priya Natarajan, MD, San Francisco 94108). */
async function approvedListing(baseUrl: string, bio: string): Promise<{ id: string; account: ApiUser }> {
  const account = await signUpViaApi(baseUrl);
  const id = await withAppDatabase(async (client) => {
    await client.query(`UPDATE users SET role = 'practitioner' WHERE id = $1`, [account.userId]);
    const { practitionerId } = await insertPractitioner(drizzle(client, { schema }), account.userId);
    await client.query('UPDATE practitioners SET bio = $2 WHERE id = $1', [practitionerId, bio]);
    return practitionerId;
  });
  // The role changed under the session: sign in again for a session that knows it.
  return { id, account: await signInViaApi(baseUrl, account) };
}

test('a member opens a demo listing from the directory and reads its profile', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await page.goto('/practitioners');
  const results = page.getByRole('region', { name: 'Results' });
  // The nearest demo listing to the member's ZIP code 94110.
  await results.getByRole('link', { name: 'Daniel Okafor' }).click();
  await page.waitForURL(/\/practitioner-profile\/[0-9a-f-]{36}$/);

  await page.getByRole('heading', { level: 1, name: /^Daniel Okafor/ }).waitFor({ state: 'visible' });
  expect(await page.title()).toContain('Daniel Okafor, Acupuncturist');
  await expect.poll(() => page.getByText('Demo listing', { exact: true }).count()).toBe(1);
  expect(await page.getByText('Verified', { exact: true }).count()).toBe(0);
  expect(await page.getByRole('img', { name: 'Rated 4.8 out of 5 from 96 reviews' }).count()).toBe(1);
  expect(await page.getByText('Under 0.1 miles away', { exact: false }).count()).toBe(1);
  expect(await page.getByText('$120 per session').count()).toBe(1);
  expect(await page.getByText('In-person visits only').count()).toBe(1);
  // A demo listing takes no reviews: no form.
  expect(await page.getByRole('button', { name: 'Post Review' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'demo practitioner profile');

  await page.getByRole('link', { name: 'Find Practitioners' }).click();
  await page.getByRole('heading', { level: 1, name: 'Find Practitioners' }).waitFor({ state: 'visible' });
  expect(pageErrors).toEqual([]);
}, 90_000);

test('a real listing’s page carries its structured data and takes a review after an accepted request', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const bio = 'Gut health and long-standing fatigue, one step at a time. </script><b>not markup</b>';
  const { id, account: practitioner } = await approvedListing(baseUrl, bio);

  // The page source a signed-out visitor (or a search engine) gets.
  const source = await (await fetch(`${baseUrl}/practitioner-profile/${id}`)).text();
  const blocks = [...source.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
  expect(blocks).toHaveLength(1);
  expect(blocks[0]).toMatchObject({ '@type': 'Physician', name: 'Priya Natarajan, MD', description: bio });
  expect(source).toContain(`<link rel="canonical" href="`);
  expect(source).not.toContain('<b>not markup</b>');
  expect((await fetch(`${baseUrl}/practitioner-profile/00000000-0000-4000-8000-000000000000`)).status).toBe(
    404,
  );

  // Signed out, the page itself.
  await page.goto(`/practitioner-profile/${id}`);
  await page.getByRole('heading', { level: 1, name: 'Priya Natarajan, MD' }).waitFor({ state: 'visible' });
  expect(await page.getByText('Verified', { exact: true }).count()).toBe(1);
  expect(await page.getByText('No one has reviewed this practitioner yet.').count()).toBe(1);
  await expectNoSeriousA11yViolations(page, 'practitioner profile, signed out');

  // A member whose consultation request the practitioner accepted writes a review.
  const member = await signedInContext(context, baseUrl);
  const asked = await apiAs(baseUrl, member, 'POST', `/api/practitioners/${id}/consultation-requests`, {
    reason: 'Fatigue after meals for three months',
    preferredTimes: 'Weekday mornings',
    mode: 'video',
  });
  expect(asked.status, await asked.clone().text()).toBe(201);
  const { id: requestId } = (await asked.json()) as { id: string };
  const accepted = await apiAs(
    baseUrl,
    practitioner,
    'POST',
    `/api/provider/consultation-requests/${requestId}/accept`,
    { proposedTime: new Date(Date.now() + 3 * 86_400_000).toISOString(), note: '' },
  );
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  await page.goto(`/practitioner-profile/${id}`);
  const post = page.getByRole('button', { name: 'Post Review' });
  await post.waitFor({ state: 'visible' });
  await post.click();
  await page.getByText(PRACTICE_MESSAGES.reviewRating).waitFor({ state: 'visible' });
  // The stars are the radio buttons' labels: a tap on the fourth chooses 4.
  await page.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
  expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
  await page.getByLabel('Your review').fill('Unhurried first visit and a clear plan.');
  await expectNoSeriousA11yViolations(page, 'review form');
  await post.click();
  await expectToast(page, PRACTICE_MESSAGES.reviewPosted, PRACTICE_MESSAGES.reviewPostedDescription);
  await page.getByRole('button', { name: 'Remove my review' }).waitFor({ state: 'visible' });
  expect(await page.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' }).count()).toBe(1);
  expect(await page.getByText('Avery T. (your review)').count()).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
}, 120_000);
