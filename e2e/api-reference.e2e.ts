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
  const signup = page.locator('.opblock-summary-path', { hasText: /^\/api\/auth\/signup$/ });
  await signup.waitFor({ state: 'visible' });
  expect(await page.title()).toBe('API reference · Infinite Wellness');
  expect(await page.locator('.opblock').count()).toBeGreaterThan(50);

  // An operation opens with its request schema.
  await signup.click();
  await page.locator('.opblock.is-open').getByText('Request body').first().waitFor({ state: 'visible' });

  expect(consoleErrors).toEqual([]);
  expect(foreign).toEqual([]);
  expect(pageErrors).toEqual([]);
});
