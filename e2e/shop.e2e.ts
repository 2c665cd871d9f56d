import { SHOP_MESSAGES } from '../contract/shop';
import { symptomPayload } from '../server/test/factories';
import { apiAs, expect, expectNoSeriousA11yViolations, signedInContext, test } from './fixtures';

/**
 * The Wellness Shop (docs/product/shop.md): a visitor searches, filters by category, sees how a deal
 * link is marked and where it leads; a signed-in person who logged a headache gets a tip saying so,
 * with the library article that fits it.
 */
test('a visitor searches the shop, filters a category and finds labelled affiliate deal links', async ({
  page,
  baseUrl,
  pageErrors,
}) => {
  await page.goto('/wellness-shop');
  await page.getByRole('heading', { level: 1, name: 'Wellness Shop' }).waitFor();

  // General tips, and the disclaimer in our words.
  await page.getByRole('heading', { name: SHOP_MESSAGES.tipsTitleSignedOut }).waitFor();
  await page.locator('#shop-tips').getByRole('link', { name: 'Sign in' }).waitFor();
  await page.getByRole('heading', { name: SHOP_MESSAGES.disclaimerTitle }).waitFor();
  expect(await page.getByText(SHOP_MESSAGES.disclaimer).count()).toBe(1);

  // Every category with its count.
  const all = page.getByRole('radio', { name: /^All \(\d+\)$/ });
  await all.waitFor();
  const total = Number((await all.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(24);
  await page.getByRole('radio', { name: /^Pain relief aids \(\d+\)$/ }).click();
  await page.getByRole('heading', { level: 3, name: 'XL heating pad' }).waitFor();
  expect(await page.getByRole('heading', { level: 3, name: 'Manta Sleep Mask' }).count()).toBe(0);
  await all.click();

  // Search, accents and case ignored: the heating pad comes first.
  await page.getByRole('searchbox', { name: SHOP_MESSAGES.searchLabel }).fill('HÉAT pad');
  await page.getByRole('heading', { name: 'Search results' }).waitFor();
  await expect.poll(() => page.locator('article h3').first().textContent()).toBe('XL heating pad');

  // The deal link: our redirect, a new tab, marked sponsored and labelled for screen readers.
  const card = page.locator('article', { has: page.getByRole('heading', { name: 'XL heating pad' }) });
  const deal = card.getByRole('link', { name: /View Deal/ });
  expect(await deal.getAttribute('target')).toBe('_blank');
  expect(await deal.getAttribute('rel')).toBe('sponsored noopener noreferrer');
  const href = (await deal.getAttribute('href')) ?? '';
  expect(href).toBe('/api/shop/products/sunbeam-xl-heating-pad/deal');
  const description = await deal.evaluate(
    (link) => document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  );
  expect(description).toContain(SHOP_MESSAGES.affiliateLabel);
  const redirect = await fetch(`${baseUrl}${href}`, { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get('location')).toBe('https://www.sunbeam.com');

  // Opening a product's details counts as viewing it.
  const sent = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/analytics/track') && (request.postData() ?? '').includes('product_viewed'),
  );
  await card.getByText('More about this product').click();
  await card.getByText('Who it may suit').waitFor();
  await sent;

  // Nothing found: the empty state and a way back.
  await page.getByRole('searchbox', { name: SHOP_MESSAGES.searchLabel }).fill('zzzz nothing');
  await page.getByText(SHOP_MESSAGES.noResults).waitFor();
  await expectNoSeriousA11yViolations(page, '/wellness-shop (no results)');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, '/wellness-shop (signed out)');
  expect(pageErrors).toEqual([]);
});

test('a signed-in person who logged a headache sees a tip that says why, with its library article', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const user = await signedInContext(context, baseUrl);
  const logged = await apiAs(
    baseUrl,
    user,
    'POST',
    '/api/symptoms',
    symptomPayload({ symptomName: 'Headache' }),
  );
  expect(logged.status).toBe(201);

  await page.goto('/wellness-shop');
  await page.getByRole('heading', { level: 1, name: 'Wellness Shop' }).waitFor();
  await page.getByRole('heading', { name: SHOP_MESSAGES.tipsTitleSignedIn }).waitFor();
  await page.getByText('Because you logged headaches this month').first().waitFor();
  await page.getByRole('button', { name: 'Browse Journals & planners' }).first().click();
  await expect
    .poll(() => page.getByRole('radio', { name: /^Journals & planners/ }).getAttribute('aria-checked'))
    .toBe('true');
  await page.getByRole('heading', { level: 3, name: 'The Five Minute Journal' }).waitFor();
  await expectNoSeriousA11yViolations(page, '/wellness-shop (signed in, personal tips)');

  // The tip's library article, a keyboard away.
  await page
    .getByRole('link', { name: 'Read: A migraine diary that helps your appointment' })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/wellness-library/a-migraine-diary-that-helps-your-appointment');
  await page
    .getByRole('heading', { level: 1, name: 'A migraine diary that helps your appointment' })
    .waitFor();
  expect(pageErrors).toEqual([]);
});
