import { expect, test } from './fixtures';

/** The footer's 'API Docs' leaves the client router for the server's Swagger UI, which runs under the CSP. */
test('the API Docs link opens the API reference, rendered with this site’s own scripts', async ({
  page,
  pageErrors,
  baseUrl,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseUrl) && !url.startsWith('data:')) foreign.push(url);
  });

  await page.goto('/terms');
  await page.getByRole('link', { name: 'API Docs' }).first().click();
  await page.waitForURL('**/api');
  // Every area is listed, folded; opening one shows its operations.
  const auth = page.locator('.opblock-tag', { hasText: /^auth$/ });
  await auth.waitFor({ state: 'visible' });
  expect(await page.title()).toBe('API reference · Infinite Wellness');
  expect(await page.locator('.opblock-tag').count()).toBeGreaterThan(25);
  for (const area of ['symptoms', 'insights', 'achievements', 'journey']) {
    expect(await page.locator('.opblock-tag', { hasText: new RegExp(`^${area}$`) }).count()).toBe(1);
  }
  await auth.click();
  const signup = page.locator('.opblock-summary-path', { hasText: /^\/api\/auth\/signup$/ });
  await signup.waitFor({ state: 'visible' });
  expect(await page.locator('.opblock').count()).toBeGreaterThan(5);

  // An operation opens with its request schema.
  await signup.click();
  await page.locator('.opblock.is-open').getByText('Request body').first().waitFor({ state: 'visible' });

  expect(consoleErrors).toEqual([]);
  expect(foreign).toEqual([]);
  expect(pageErrors).toEqual([]);
});
