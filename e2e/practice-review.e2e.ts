import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { PRACTICE_MESSAGES } from '../contract/practice';
import type { TPractitionerPage } from '../contract/practitioners';
import { openDatabase } from '../server/db/client';
import { livePostmaster } from '../server/db/embedded';
import { insertPractitioner } from '../server/test/practice-fixtures';
import {
  type ApiUser,
  apiAs,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  outboxTo,
  signedInContext,
  signInAdminViaApi,
  signUpViaApi,
  test,
} from './fixtures';

/**
 * The review of practitioner applications (docs/product/practice.md#admin-review): an admin opens
 * Practitioner Applications from the admin menu, approves one submitted profile (it appears in
 * the members' directory) and rejects another with a reason; both practitioners are emailed.
 */

/** The database of the server under test, as an operator reaches it (e2e/fixtures.ts outboxTo does the same). */
function serverDatabase() {
  const dataDir = inject('dataDir');
  const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    postgresPassword: string;
  };
  const postmaster = livePostmaster(path.join(dataDir, 'postgres'));
  if (!postmaster) throw new Error(`No PostgreSQL is running in ${dataDir}`);
  return openDatabase(
    `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${postmaster.port}/infinite_wellness`,
    2,
  );
}

/**
 * A practitioner whose profile waits for review: an account made through the API whose role an
 * operator set, with its listing and submitted profile written as the profile form leaves them.
 */
async function pendingPractitioner(
  baseUrl: string,
  lastName: string,
): Promise<ApiUser & { lastName: string }> {
  const user = await signUpViaApi(baseUrl);
  const database = serverDatabase();
  try {
    await database.pool.query(`UPDATE users SET role = 'practitioner' WHERE id = $1`, [user.userId]);
    const { profileId, practitionerId } = await insertPractitioner(database.db, user.userId, {
      status: 'pending',
    });
    await database.pool.query(
      `UPDATE practitioner_profiles SET first_name = 'Lena', last_name = $2 WHERE id = $1`,
      [profileId, lastName],
    );
    await database.pool.query(`UPDATE practitioners SET first_name = 'Lena', last_name = $2 WHERE id = $1`, [
      practitionerId,
      lastName,
    ]);
  } finally {
    await database.close();
  }
  return { ...user, lastName };
}

test('an admin approves one application and rejects another with a reason', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const tag = Date.now().toString(36);
  const approved = await pendingPractitioner(baseUrl, `Approvable${tag}`);
  const rejected = await pendingPractitioner(baseUrl, `Rejectable${tag}`);
  const member = await signUpViaApi(baseUrl);
  const search = async (q: string) =>
    (await (await apiAs(baseUrl, member, 'GET', `/api/practitioners?q=${q}`)).json()) as TPractitionerPage;
  expect((await search(approved.lastName)).items).toHaveLength(0);

  await signedInContext(context, baseUrl, await signInAdminViaApi(baseUrl));
  // Admins find the screen in the admin menu, linked from their profile.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Admin tools' }).click();
  await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor({ state: 'visible' });
  await page.getByRole('link', { name: /^Practitioner Applications/ }).click();
  await page
    .getByRole('heading', { level: 1, name: 'Practitioner Applications' })
    .waitFor({ state: 'visible' });

  const pending = page.getByRole('tabpanel', { name: /^Pending/ });
  const toApprove = pending.getByRole('article', { name: new RegExp(approved.lastName) });
  const toReject = pending.getByRole('article', { name: new RegExp(rejected.lastName) });
  await toApprove.waitFor({ state: 'visible' });
  await toApprove.getByText('CA · A123456').waitFor({ state: 'visible' });
  await toApprove.getByText(approved.email).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'the pending applications');

  // Approve, after the confirmation.
  await toApprove.getByRole('button', { name: /^Approve/ }).click();
  const confirm = page.getByRole('dialog', { name: /^Approve Lena/ });
  await confirm.waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'the approve dialog');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await confirm.waitFor({ state: 'hidden' });
  await expectToast(
    page,
    PRACTICE_MESSAGES.applicationApproved,
    PRACTICE_MESSAGES.applicationApprovedDescription,
  );
  await toApprove.waitFor({ state: 'detached' });

  // Reject: the reason is required, with the contract's message.
  await toReject.getByRole('button', { name: /^Reject/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Reject Lena/ });
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByLabel('Reason').fill('Too short');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await dialog.getByText(PRACTICE_MESSAGES.rejectionReason).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'the reject dialog with its error');
  const reason = 'The licence number is not on the California medical board register.';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expectToast(
    page,
    PRACTICE_MESSAGES.applicationRejected,
    PRACTICE_MESSAGES.applicationRejectedDescription,
  );
  await toReject.waitFor({ state: 'detached' });

  // Each decision has moved to its tab.
  await page.getByRole('tab', { name: /^Rejected/ }).click();
  const rejectedCard = page
    .getByRole('tabpanel', { name: /^Rejected/ })
    .getByRole('article', { name: new RegExp(rejected.lastName) });
  await rejectedCard.getByText(reason).waitFor({ state: 'visible' });
  await page.getByRole('tab', { name: /^Approved/ }).click();
  const approvedCard = page
    .getByRole('tabpanel', { name: /^Approved/ })
    .getByRole('article', { name: new RegExp(approved.lastName) });
  await approvedCard.getByText('Live in the directory').waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'the approved applications');

  // Members find the approved practitioner in the directory, and not the rejected one.
  expect((await search(approved.lastName)).items.map((p) => p.lastName)).toEqual([approved.lastName]);
  expect((await search(rejected.lastName)).items).toHaveLength(0);

  // Both practitioners were emailed.
  await expect
    .poll(async () => (await outboxTo(approved.email)).map((m) => m.subject))
    .toContain('Your practitioner profile is live on Infinite Wellness');
  await expect
    .poll(async () => (await outboxTo(rejected.email)).map((m) => m.text ?? '').join('\n'))
    .toContain(reason);

  expect(pageErrors).toEqual([]);
});
