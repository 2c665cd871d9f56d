import { ADMIN_REPORT_MESSAGES } from '../contract/admin-report';
import {
  E2E_ADMIN,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  outboxTo,
  signedInContext,
  signInAdminViaApi,
  test,
  uniqueEmail,
  withAppDatabase,
} from './fixtures';

/**
 * Daily Email Reports (docs/product/admin.md#daily-report): an admin sends a test report to an
 * address (it reaches the outbox, with the counts the screen shows), schedules the address (the
 * button then reads Scheduled, disabled), sees it listed and removes it; an empty field asks for an
 * address; Preview opens the report's HTML in a new tab.
 */
test('an admin sends a test report, schedules the daily one, and removes the address', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl, await signInAdminViaApi(baseUrl));
  await page.goto('/admin-email-setup');
  await page.getByRole('heading', { level: 1, name: 'Daily Email Reports' }).waitFor({ state: 'visible' });
  const field = page.getByLabel('Email address');
  // The admin's own address is filled in.
  await expect.poll(() => field.inputValue()).toBe(E2E_ADMIN.email);
  const today = page.getByRole('region', { name: 'Today’s figures' });
  await today.getByText('New users').waitFor({ state: 'visible' });
  await page.getByRole('heading', { name: 'Scheduled addresses' }).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'the report setup');

  // No address: the screen asks for one and sends nothing.
  await field.fill('');
  await page.getByRole('button', { name: 'Send Test' }).click();
  await expectToast(page, ADMIN_REPORT_MESSAGES.emailRequiredTitle, ADMIN_REPORT_MESSAGES.emailRequired);
  await page.getByRole('alert').filter({ hasText: ADMIN_REPORT_MESSAGES.emailRequired }).waitFor();

  // A test send: the counts returned are shown, and the mail waits in the outbox (no SMTP here).
  const email = uniqueEmail('report');
  await field.fill(email);
  await page.getByRole('button', { name: 'Send Test' }).click();
  await expectToast(page, ADMIN_REPORT_MESSAGES.testSentTitle);
  const counts = page.getByTestId('test-counts');
  await counts.waitFor({ state: 'visible' });
  expect(await counts.textContent()).toMatch(/^New users: [\d,]+ · Feedback: [\d,]+$/);
  await expect
    .poll(async () => (await outboxTo(email)).map((m) => m.subject))
    .toEqual([expect.stringMatching(/^\[Test\] Infinite Wellness daily report: /)]);
  const [mail] = await outboxTo(email);
  const newUsers = (await counts.textContent())?.match(/New users: ([\d,]+)/)?.[1];
  expect(mail?.text).toContain(`New users: ${newUsers}`);

  // Schedule Daily: the toast, then 'Scheduled', disabled, while this address is in the field.
  const schedule = page.getByRole('button', { name: 'Schedule Daily' });
  await schedule.click();
  await expectToast(page, ADMIN_REPORT_MESSAGES.scheduledTitle, ADMIN_REPORT_MESSAGES.scheduledText);
  const scheduled = page.getByRole('button', { name: 'Scheduled' });
  await scheduled.waitFor({ state: 'visible' });
  expect(await scheduled.isDisabled()).toBe(true);
  const row = page.getByRole('listitem').filter({ hasText: email });
  await row.waitFor({ state: 'visible' });
  const stored = await withAppDatabase((client) =>
    client.query('SELECT email FROM admin_report_schedules WHERE email = $1', [email]),
  );
  expect(stored.rows).toEqual([{ email }]);
  await expectNoSeriousA11yViolations(page, 'the report setup with an address scheduled');

  // Preview opens the report in a new tab.
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /^Preview/ }).click(),
  ]);
  await preview.getByRole('heading', { level: 1, name: /^Daily report: / }).waitFor({ state: 'visible' });
  expect(await preview.getByText('New users').count()).toBe(1);
  await preview.close();

  // Remove: the address leaves the list and can be scheduled again.
  await row.getByRole('button', { name: `Remove ${email}` }).click();
  await expectToast(page, ADMIN_REPORT_MESSAGES.removedTitle, email);
  await row.waitFor({ state: 'detached' });
  expect(await page.getByRole('button', { name: 'Schedule Daily' }).isEnabled()).toBe(true);

  expect(pageErrors).toEqual([]);
});
