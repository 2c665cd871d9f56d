import { PROFILE_TOASTS } from '../contract/profile';
import { expect, expectNoSeriousA11yViolations, expectToast, signedInContext, test } from './fixtures';

/**
 * The external-AI consent switch on the profile's Privacy & Security tab
 * (docs/product/profile.md#privacy-consents).
 */
test('a user turns the external AI service on for their assistant conversations', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await page.goto('/profile');
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor({ state: 'visible' });
  await page.getByRole('tab', { name: 'Privacy & Security' }).click();
  const remote = page.getByRole('switch', {
    name: 'Use the external AI service for my assistant conversations',
  });
  await expect.poll(() => remote.getAttribute('aria-checked')).toBe('false');
  await page
    .getByText("When off, the app's own engine answers", { exact: false })
    .waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/profile (Privacy & Security, external AI off)');

  // Failure path: the save fails, the toast says so and the switch stays off.
  await page.route('**/api/user/privacy', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
      }),
    }),
  );
  await remote.click();
  await expectToast(page, 'Privacy setting not saved');
  await expect.poll(() => remote.getAttribute('aria-checked')).toBe('false');
  await page.unroute('**/api/user/privacy');

  await remote.click();
  await expectToast(page, PROFILE_TOASTS.privacySaved.title);
  await expect.poll(() => remote.getAttribute('aria-checked')).toBe('true');

  // Stored on the server: a reload shows it on.
  await page.reload();
  await page.getByRole('tab', { name: 'Privacy & Security' }).click();
  await expect
    .poll(() =>
      page
        .getByRole('switch', { name: 'Use the external AI service for my assistant conversations' })
        .getAttribute('aria-checked'),
    )
    .toBe('true');
  await expectNoSeriousA11yViolations(page, '/profile (Privacy & Security, external AI on)');
  expect(pageErrors).toEqual([]);
});
