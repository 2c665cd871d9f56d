import { ACCOUNT_MESSAGES } from '../contract/account';
import { AUTH_MESSAGES } from '../contract/auth';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  signedInContext,
  test,
  waitForEnabled,
} from './fixtures';

const HERO = 'Your Infinite Path to Optimal Wellness';

/** Profile → Data Management (docs/product/data-rights.md): export, then deletion. */
test('a user exports their data, then deletes their account', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const user = await signedInContext(context, baseUrl);
  const description = `e2e-export-${Date.now()}`;
  const logged = await page.request.post('/api/symptoms', {
    headers: { origin: baseUrl },
    data: { symptomName: 'Headache', severity: 6, description, userId: user.userId },
  });
  expect(logged.status()).toBe(201);

  await page.goto('/profile');
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor({ state: 'visible' });
  await page.getByRole('tab', { name: 'Data Management' }).click();
  await page.getByRole('heading', { name: 'Export your data' }).waitFor({ state: 'visible' });
  await page
    .getByText('No exports yet. Request one above and it will appear here.')
    .waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/profile (Data Management)');

  // Failure path: the server refuses (here, the daily limit) → a destructive toast with its message.
  await page.route('**/api/user/data-export', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.exportRateLimited } }),
    }),
  );
  await page.getByRole('button', { name: 'Request Data Export' }).click();
  await expectToast(page, 'Data Export Not Requested', ACCOUNT_MESSAGES.exportRateLimited);
  await page.unroute('**/api/user/data-export');

  // The export: toast, then the item appears and becomes ready.
  await page.getByRole('button', { name: 'Request Data Export' }).click();
  await expectToast(page, ACCOUNT_MESSAGES.exportRequestedTitle, ACCOUNT_MESSAGES.exportRequestedDescription);
  const item = page.getByTestId('data-export-item').first();
  await item.waitFor({ state: 'visible' });
  const download = item.getByRole('link', { name: /^Download the export requested/ });
  await download.waitFor({ state: 'visible', timeout: 20_000 });
  await item.getByText('Ready', { exact: true }).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/profile (Data Management, export ready)');

  const href = await download.getAttribute('href');
  expect(href).toMatch(/^\/api\/user\/data-exports\/[0-9a-f-]+\/download$/);
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="infinite-wellness-export-/);
  const archive = (await file.json()) as {
    data: { symptoms: { description: string }[] };
    fhir: { resourceType: string; type: string };
  };
  expect(archive.data.symptoms[0]?.description).toBe(description);
  expect(archive.fhir).toMatchObject({ resourceType: 'Bundle', type: 'collection' });

  // Beside it, the health record alone as FHIR JSON: a Bundle at the top of the file.
  const fhirLink = item.getByRole('link', { name: /^Download FHIR bundle of the export requested/ });
  const fhirHref = await fhirLink.getAttribute('href');
  expect(fhirHref).toMatch(/^\/api\/user\/data-exports\/[0-9a-f-]+\/fhir$/);
  const fhirFile = await page.request.get(fhirHref!);
  expect(fhirFile.status()).toBe(200);
  expect(fhirFile.headers()['content-type']).toMatch(/^application\/fhir\+json/);
  expect(fhirFile.headers()['content-disposition']).toMatch(
    /^attachment; filename="infinite-wellness-fhir-bundle-/,
  );
  const bundle = (await fhirFile.json()) as {
    resourceType: string;
    type: string;
    entry: { resource: { resourceType: string; note?: { text: string }[] } }[];
  };
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  expect(bundle).toEqual(archive.fhir);
  expect(bundle.entry.some((e) => e.resource.note?.[0]?.text === description)).toBe(true);

  // Deletion: the dialog's Cancel keeps the account.
  await page.getByRole('button', { name: 'Delete Account', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/profile (delete account dialog)');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect((await page.request.get('/api/user/data-exports')).status()).toBe(200);

  // Confirmed: toast, signed out, on the landing page.
  await page.getByRole('button', { name: 'Delete Account', exact: true }).click();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/user/delete'));
  await dialog.getByRole('button', { name: 'Yes, Delete Account' }).click();
  expect((await answer).status()).toBe(200);
  await expectToast(
    page,
    ACCOUNT_MESSAGES.deletionRequestedTitle,
    ACCOUNT_MESSAGES.deletionRequestedDescription,
  );
  await page.getByRole('heading', { level: 1, name: HERO }).waitFor({ state: 'visible' });
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'iw_session' }));
  await expectNoSeriousA11yViolations(page, 'the landing page after deletion');

  // Signing in again fails.
  await page.goto('/signin');
  await waitForEnabled(page.getByRole('button', { name: 'Sign In', exact: true }));
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Sign In Failed', AUTH_MESSAGES.invalidCredentials);

  expect(pageErrors).toEqual([]);
});
