import { drizzle } from 'drizzle-orm/node-postgres';
import { PRACTICE_MESSAGES } from '../contract/practice';
import * as schema from '../server/db/schema';
import { insertPractitioner } from '../server/test/practice-fixtures';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  signedInContext,
  signUpViaApi,
  test,
  withAppDatabase,
} from './fixtures';

/**
 * Asking a practitioner for a consultation from their public profile
 * (docs/product/practice.md#consultation-requests): the dialog, its answer on the page and on
 * /profile, a demo listing and a signed-out visitor.
 */

/** A practitioner's approved listing, written the way an approved signup leaves it; video off. */
async function approvedPractice(baseUrl: string): Promise<string> {
  const owner = await signUpViaApi(baseUrl);
  return withAppDatabase(async (client) => {
    const { practitionerId } = await insertPractitioner(drizzle(client, { schema }), owner.userId);
    await client.query('UPDATE practitioners SET available_for_video = false WHERE id = $1', [
      practitionerId,
    ]);
    return practitionerId;
  });
}

test('a member asks for a consultation, sees it waiting, and finds it on their profile', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const practitionerId = await approvedPractice(baseUrl);
  await signedInContext(context, baseUrl);

  await page.goto(`/practitioner-profile/${practitionerId}`);
  await page.getByRole('button', { name: 'Request a consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a consultation' });
  await dialog.waitFor();
  // Video is offered only by practices that have it.
  expect(await dialog.getByLabel('Video').isDisabled()).toBe(true);
  await dialog.getByText('This practitioner offers in-person consultations only.').waitFor();
  await dialog
    .getByText('Requests from Premium members are marked priority, so practitioners see them first.')
    .waitFor();

  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await dialog.getByText(PRACTICE_MESSAGES.requestReason).waitFor();
  await expectNoSeriousA11yViolations(page, 'the consultation dialog (errors)');

  await dialog.getByLabel('What would you like help with?').fill('Migraines twice a week since the spring');
  await dialog.getByLabel('Preferred times').fill('Weekday mornings');
  await dialog.getByRole('checkbox', { name: 'Recent symptoms summary (last 30 days)' }).click();
  await expectNoSeriousA11yViolations(page, 'the consultation dialog');
  await dialog.getByRole('button', { name: 'Send Request' }).click();

  await expectToast(page, PRACTICE_MESSAGES.requestSent, PRACTICE_MESSAGES.requestSentDescription);
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText('Waiting for an answer').waitFor();
  expect(await page.getByRole('button', { name: 'Request a consultation' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Cancel request' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'the profile with a waiting request');

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'My consultation requests' });
  await card.getByRole('link', { name: 'Priya Natarajan' }).waitFor();
  await card.getByText('Waiting for an answer').waitFor();
  expect(pageErrors).toEqual([]);
});

test('a demo listing takes no requests, and a visitor is asked to sign in', async ({
  page,
  baseUrl,
  pageErrors,
}) => {
  const demoId = await withAppDatabase(async (client) => {
    const demo = await client.query<{ id: string }>(
      'SELECT id FROM practitioners WHERE is_demo ORDER BY id LIMIT 1',
    );
    return demo.rows[0]?.id;
  });
  expect(demoId, 'the server seeds demo listings').toBeTruthy();

  await page.goto(`/practitioner-profile/${demoId}`);
  await page.getByText(PRACTICE_MESSAGES.requestDemo).waitFor();
  expect(await page.getByRole('button', { name: 'Request a consultation' }).count()).toBe(0);

  const practitionerId = await approvedPractice(baseUrl);
  await page.goto(`/practitioner-profile/${practitionerId}`);
  const signIn = page.getByRole('link', { name: 'Sign in to request a consultation' });
  await signIn.waitFor();
  expect(await signIn.getAttribute('href')).toBe(
    `/signin?next=${encodeURIComponent(`/practitioner-profile/${practitionerId}`)}`,
  );
  await expectNoSeriousA11yViolations(page, 'a practitioner profile, signed out');
  expect(pageErrors).toEqual([]);
});
