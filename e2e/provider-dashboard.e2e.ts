import { drizzle } from 'drizzle-orm/node-postgres';
import { BILLING_MESSAGES } from '../contract/billing';
import { PRACTICE_MESSAGES } from '../contract/practice';
import * as schema from '../server/db/schema';
import { symptomPayload } from '../server/test/factories';
import { insertPractitioner } from '../server/test/practice-fixtures';
import {
  type ApiUser,
  apiAs,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  signedInContext,
  signUpViaApi,
  test,
  withAppDatabase,
} from './fixtures';

/**
 * The provider dashboard (docs/product/practice.md#dashboard): a live practitioner with a pending
 * consultation request sees their numbers, reads the request with the symptoms the patient shared,
 * and accepts it with a proposed time.
 */

/** A member made a practitioner by an operator, with an approved listing in the directory. */
async function livePractitioner(baseUrl: string): Promise<{ user: ApiUser; practitionerId: string }> {
  const user = await signUpViaApi(baseUrl);
  const practitionerId = await withAppDatabase(async (client) => {
    await client.query(`UPDATE users SET role = 'practitioner' WHERE id = $1`, [user.userId]);
    const db = drizzle(client, { schema });
    return (await insertPractitioner(db, user.userId, { status: 'approved' })).practitionerId;
  });
  // The role change reaches the server's session cache through its notification.
  await expect
    .poll(async () => (await apiAs(baseUrl, user, 'GET', '/api/provider/dashboard')).status)
    .toBe(200);
  return { user, practitionerId };
}

const REASON = 'Fatigue every afternoon and headaches after work for two months.';

test('a practitioner reads a pending request on the dashboard and accepts it with a time', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const { user: practitioner, practitionerId } = await livePractitioner(baseUrl);
  const patient = await signUpViaApi(baseUrl);
  expect(
    (await apiAs(baseUrl, patient, 'POST', '/api/symptoms', symptomPayload({ symptomName: 'Fatigue' })))
      .status,
  ).toBe(201);
  const sent = await apiAs(
    baseUrl,
    patient,
    'POST',
    `/api/practitioners/${practitionerId}/consultation-requests`,
    {
      reason: REASON,
      preferredTimes: 'Weekday mornings before 11',
      mode: 'video',
      share: { symptoms: true, checkIns: false, insights: false },
    },
  );
  expect(sent.status, await sent.clone().text()).toBe(201);

  await signedInContext(context, baseUrl, practitioner);
  await page.goto('/provider-dashboard');
  await page.getByRole('heading', { level: 1, name: 'Provider Dashboard' }).waitFor();
  await page.getByText('Welcome back, Priya.').waitFor();
  await page.getByText('Live in the directory').waitFor();
  expect(await page.getByRole('link', { name: 'View public profile' }).getAttribute('href')).toBe(
    `/practitioner-profile/${practitionerId}`,
  );
  await page.getByText('14 days left in your free trial').waitFor();
  expect(await page.getByRole('link', { name: 'Choose how to pay' }).count()).toBe(0);
  const stats = page.locator('#practice-stats dl');
  await expect.poll(async () => (await stats.textContent()) ?? '').toContain('Pending1');

  const requests = page.getByRole('list', { name: 'Consultation requests' });
  const item = requests.getByRole('listitem').filter({ hasText: REASON });
  await item.waitFor();
  expect(await item.textContent()).toContain('Weekday mornings before 11');
  await item.getByText(/^Fatigue: 1 time, average severity 5\/10$/).waitFor();
  await item.getByText('Waiting for your answer').waitFor();
  await expectNoSeriousA11yViolations(page, '/provider-dashboard (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page, '/provider-dashboard (dark)');
  await page.emulateMedia({ colorScheme: 'light' });

  // Accept: a time is required and must be in the future.
  await item.getByRole('button', { name: /^Accept/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept request' });
  await dialog.getByRole('button', { name: 'Accept Request' }).click();
  await dialog.getByText(PRACTICE_MESSAGES.proposedTime).waitFor();
  await expectNoSeriousA11yViolations(page, '/provider-dashboard (accept dialog)');
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  tomorrow.setHours(10, 30, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T10:30`;
  await dialog.getByLabel('Proposed time').fill(local);
  await dialog.getByLabel('Note (optional)').fill('We will meet by video; the link comes by email.');
  await dialog.getByRole('button', { name: 'Accept Request' }).click();
  await expectToast(page, 'Request Accepted');
  await dialog.waitFor({ state: 'hidden' });

  // The list refreshes: nothing waits under Pending, the request is accepted under All.
  await page.getByText('No requests waiting for an answer').waitFor();
  await expect.poll(async () => (await stats.textContent()) ?? '').toContain('Pending0');
  await page.getByRole('radio', { name: 'All' }).click();
  const answered = requests.getByRole('listitem').filter({ hasText: REASON });
  await answered.getByText('Accepted', { exact: true }).waitFor();
  await answered.getByText('We will meet by video; the link comes by email.').waitFor();

  // The patient sees the time proposed.
  const own = (await (await apiAs(baseUrl, patient, 'GET', '/api/consultation-requests')).json()) as {
    status: string;
    proposedTime: string | null;
  }[];
  expect(own[0]?.status).toBe('accepted');
  expect(own[0]?.proposedTime).toBe(tomorrow.toISOString());
  expect(pageErrors).toEqual([]);
});

test('after the trial, the practitioner pays for the practice plan from the dashboard', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const { user } = await livePractitioner(baseUrl);
  await withAppDatabase((client) =>
    client.query(
      `UPDATE practitioner_profiles SET plan_code = 'professional_monthly',
         trial_started_at = now() - interval '20 days', trial_ends_at = now() - interval '6 days'
       WHERE user_id = $1`,
      [user.userId],
    ),
  );
  await signedInContext(context, baseUrl, user);
  await page.goto('/provider-dashboard');
  await page.getByText('Trial ended').waitFor();
  await page.getByText('Professional plan').waitFor();
  await page.getByRole('link', { name: 'Choose how to pay' }).click();
  await page.waitForURL('**/checkout?plan=professional_monthly');
  await page.getByRole('heading', { name: BILLING_MESSAGES.checkoutTitle }).waitFor();
  expect(await page.locator('dl').first().textContent()).toContain('Practice Professional (monthly)');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill(`12${String((new Date().getFullYear() + 3) % 100)}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: BILLING_MESSAGES.payNow }).click();
  await page.waitForURL('**/payment-success?payment=*');

  await page.goto('/provider-dashboard');
  await page.getByText('Paid: your plan is active.').waitFor();
  expect(await page.getByText('Trial ended').count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Choose how to pay' }).count()).toBe(0);
  expect(pageErrors).toEqual([]);
});

test('a member who opens the dashboard is told it is for practitioners', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await page.goto('/provider-dashboard');
  await page.getByRole('heading', { name: 'This page is for practitioners' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Provider Dashboard' }).count()).toBe(0);
  expect(pageErrors).toEqual([]);
});
