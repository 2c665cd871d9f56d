import type { Page } from 'playwright-core';
import {
  apiAs,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  signedInContext,
  signUpViaApi,
  test,
  waitForEnabled,
} from './fixtures';

/**
 * Returning after sign-in (docs/product/accounts.md#returning-after-sign-in), the profile's ZIP code
 * (docs/product/profile.md#profile-information) and the questionnaire's units
 * (docs/product/onboarding.md#units), in the real browser against the real server.
 */

async function signInOnPage(page: Page, email: string, password: string) {
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor({ state: 'visible' });
  await waitForEnabled(page.getByRole('button', { name: 'Sign In', exact: true }));
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a signed-out visit to a signed-in page signs in first and lands on that page', async ({
  page,
  baseUrl,
  pageErrors,
}) => {
  const user = await signUpViaApi(baseUrl);
  await page.goto('/profile?from=email');
  await page.waitForURL((url) => url.pathname === '/signin');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/profile?from=email');
  await expectNoSeriousA11yViolations(page, '/signin?next=');
  // The prerendered page's links pick the destination up once the page is interactive.
  await waitForEnabled(page.getByRole('button', { name: 'Sign In', exact: true }));
  const carried = `?next=${encodeURIComponent('/profile?from=email')}`;
  await expect
    .poll(() => page.getByRole('link', { name: 'Sign Up', exact: true }).getAttribute('href'))
    .toBe(`/signup${carried}`);
  expect(await page.getByRole('link', { name: /Continue with Google/ }).getAttribute('href')).toBe(
    `/auth/google${carried}`,
  );

  await signInOnPage(page, user.email, user.password);
  await page.waitForURL((url) => url.pathname === '/profile' && url.search === '?from=email');
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor({ state: 'visible' });
  expect(pageErrors).toEqual([]);
});

test('the prerendered sign-in page carries the destination on its links once interactive', async ({
  page,
  pageErrors,
}) => {
  // Opened directly (as the server's redirect does), /signin is the prerendered page, hydrated.
  await page.goto(`/signin?next=${encodeURIComponent('/chat?x=1')}`);
  await waitForEnabled(page.getByRole('button', { name: 'Sign In', exact: true }));
  const carried = `?next=${encodeURIComponent('/chat?x=1')}`;
  await expect
    .poll(() => page.getByRole('link', { name: 'Sign Up', exact: true }).getAttribute('href'))
    .toBe(`/signup${carried}`);
  expect(await page.getByRole('link', { name: /Continue with Google/ }).getAttribute('href')).toBe(
    `/auth/google${carried}`,
  );
  // The sign-up page's top bar keeps it too, so switching back to sign in loses nothing.
  await page.getByRole('link', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/signup');
  const topBar = page.getByRole('navigation', { name: 'Main' });
  await expect
    .poll(() => topBar.getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href'))
    .toBe(`/signin${carried}`);
  expect(pageErrors).toEqual([]);
});

test('a forged next leads home after sign-in, never away', async ({ page, baseUrl, pageErrors }) => {
  const user = await signUpViaApi(baseUrl);
  await page.goto(`/signin?next=${encodeURIComponent('//example.org/phish')}`);
  await signInOnPage(page, user.email, user.password);
  await page.waitForURL((url) => url.pathname === '/' && url.origin === baseUrl);
  await page.getByRole('navigation', { name: 'Primary' }).waitFor({ state: 'visible' });
  expect(pageErrors).toEqual([]);
});

test('the emailed export link opened signed out downloads the file after sign-in', async ({
  page,
  baseUrl,
  pageErrors,
}) => {
  const user = await signUpViaApi(baseUrl);
  expect(
    (await apiAs(baseUrl, user, 'POST', '/api/user/data-export', { requestType: 'export' })).status,
  ).toBe(202);
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const list = (await (await apiAs(baseUrl, user, 'GET', '/api/user/data-exports')).json()) as {
          downloadUrl: string | null;
        }[];
        link = list[0]?.downloadUrl ?? null;
        return link;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\/api\/user\/data-exports\/[0-9a-f-]+\/download$/);

  await page.goto(link!);
  await page.waitForURL((url) => url.pathname === '/signin');
  expect(new URL(page.url()).searchParams.get('next')).toBe(link);
  const download = page.waitForEvent('download');
  await signInOnPage(page, user.email, user.password);
  expect((await download).suggestedFilename()).toMatch(/^infinite-wellness-export-.+\.json$/);
  await page.waitForURL((url) => url.pathname === '/');
  expect(pageErrors).toEqual([]);
});

test('the ZIP code is changed on the profile and the directory measures from it', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const user = await signedInContext(context, baseUrl);
  await page.goto('/profile');
  const zip = page.getByLabel('ZIP code');
  await expect.poll(() => zip.inputValue()).toBe('94110');
  await zip.fill('1000');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByText('Please enter a 5-digit ZIP code.').waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/profile (invalid ZIP)');
  await zip.fill('10001');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Profile Updated Successfully');
  const profile = (await (await apiAs(baseUrl, user, 'GET', '/api/user/profile')).json()) as {
    zipCode: string;
  };
  expect(profile.zipCode).toBe('10001');
  expect(pageErrors).toEqual([]);
});

test('the questionnaire takes metric units and stores pounds and centimetres', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const user = await signedInContext(context, baseUrl);
  await page.goto('/onboarding');
  await page.getByRole('heading', { level: 2, name: 'Personal Information' }).waitFor({ state: 'visible' });
  await page.getByRole('radio', { name: 'Metric (kg, cm)' }).check();
  await page.getByLabel('Age').fill('40');
  await page.getByLabel('Weight (kg)').fill('70');
  await page.getByLabel('Height (cm)').fill('170');
  await page.getByLabel('Gender').selectOption('female');
  await expectNoSeriousA11yViolations(page, '/onboarding (metric)');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 2, name: 'Health History' }).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Diet').selectOption('vegan');
  await page.getByLabel('Exercise level').selectOption('light');
  await page.getByLabel('Smoking').selectOption('never');
  await page.getByLabel('Alcohol').selectOption('never');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 2, name: 'Current Symptoms' }).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const record = (await (await apiAs(baseUrl, user, 'GET', '/api/onboarding')).json()) as {
    answers: { personalInfo: Record<string, unknown> };
  };
  expect(record.answers.personalInfo).toMatchObject({ weight: 154.32, height: 170, units: 'metric' });

  // Next time, metric is offered again.
  await page.goto('/onboarding');
  await expect.poll(() => page.getByRole('radio', { name: 'Metric (kg, cm)' }).isChecked()).toBe(true);
  expect(pageErrors).toEqual([]);
});
