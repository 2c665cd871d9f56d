import type { ConsoleMessage, Page, Request } from 'playwright-core';
import { blocksText } from '../common/library-format';
import { loadLibraryCatalogue } from '../server/features/library/catalogue';
import {
  apiAs,
  expect,
  expectNoSeriousA11yViolations,
  newContext,
  signedInContext,
  signUpViaApi,
  test,
} from './fixtures';

/**
 * The wellness library (docs/product/library.md): browsing, searching and reading signed out, the
 * premium preview and its offer, the full text on a trial, and the prerendered pages search engines
 * read without JavaScript.
 */

const library = loadLibraryCatalogue();
const freeItem = library.find((entry) => entry.access === 'free' && entry.type === 'article');
const premiumItem = library.find((entry) => entry.access === 'premium');
if (!freeItem || !premiumItem) throw new Error('The library needs a free article and a premium item');
/** A sentence only Premium members and trials may read: the first paragraph after the preview. */
const membersOnly = (() => {
  const rest = premiumItem.blocks.slice(premiumItem.previewBlocks.length);
  const paragraph = rest.find((block) => block.type === 'paragraph');
  if (!paragraph) throw new Error(`${premiumItem.slug} has no paragraph after its preview`);
  return blocksText([paragraph]).slice(0, 60);
})();
const previewText = blocksText(premiumItem.previewBlocks.filter((block) => block.type === 'paragraph')).slice(
  0,
  60,
);

/** React's hydration errors, which it reports on the console and recovers from by rendering anew. */
function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

const contentViewed = (request: Request) => {
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/analytics/track') return false;
  const body = request.postDataJSON() as {
    events?: { name: string; properties?: { slug?: string } }[];
  } | null;
  return (body?.events ?? []).some((event) => event.name === 'content_viewed');
};

test('a visitor searches, filters by tab and category, and opens an article', async ({
  page,
  pageErrors,
}) => {
  const hydration = watchHydration(page);
  await page.goto('/wellness-library');
  await page.getByRole('heading', { level: 1, name: 'Wellness Library' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Featured' }).waitFor();
  const results = page.getByRole('region', { name: /content|Results/ });
  await page.getByRole('region', { name: 'Trending topics' }).getByRole('button').first().waitFor();
  await expectNoSeriousA11yViolations(page, '/wellness-library');
  // Ten cards, then 'Show more' until the whole catalogue is listed.
  expect(await results.getByRole('listitem').count()).toBe(Math.min(10, library.length));
  while ((await results.getByRole('listitem').count()) < library.length) {
    const shown = await results.getByRole('listitem').count();
    await results.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => results.getByRole('listitem').count()).toBeGreaterThan(shown);
  }
  expect(await results.getByRole('button', { name: 'Show more' }).count()).toBe(0);

  // Premium tab: only premium items, each saying so.
  await page.getByRole('radio', { name: /^Premium \(\d+\)$/ }).click();
  await page.getByRole('heading', { level: 2, name: 'Matching content' }).waitFor();
  const premiumCount = library.filter((entry) => entry.access === 'premium').length;
  expect(premiumCount).toBeLessThanOrEqual(10);
  await expect.poll(() => results.getByRole('listitem').count()).toBe(premiumCount);
  expect(await results.getByText('Premium', { exact: true }).count()).toBe(premiumCount);

  // A category chip, with the count the server gave.
  await page.getByRole('radio', { name: 'All', exact: false }).first().click();
  const category = freeItem.category;
  const inCategory = library.filter((entry) => entry.category === category).length;
  await page.getByRole('radio', { name: `${category} (${inCategory})` }).click();
  await expect.poll(() => results.getByRole('listitem').count()).toBe(inCategory);

  // A search across the catalogue, case- and accent-insensitive; then one with no match.
  await page.getByRole('radio', { name: 'All topics' }).click();
  const word = freeItem.title.split(' ').find((w) => w.length > 6) ?? freeItem.title;
  await page.getByRole('searchbox').fill(word.toUpperCase());
  await page.getByRole('heading', { level: 2, name: `Results for “${word.toUpperCase()}”` }).waitFor();
  await results.getByRole('link', { name: new RegExp(freeItem.title) }).waitFor();
  await page.getByRole('searchbox').fill('zqxwv');
  await page.getByText('Nothing matches “zqxwv”').waitFor();
  await expectNoSeriousA11yViolations(page, '/wellness-library (no match)');
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await page.getByRole('heading', { level: 2, name: 'Featured' }).waitFor();

  // Open the article: its page, its sources and the note; the view is counted.
  const viewed = page.waitForRequest(contentViewed);
  await page.getByRole('searchbox').fill(freeItem.title);
  await results
    .getByRole('link', { name: new RegExp(freeItem.title) })
    .first()
    .click();
  await page.getByRole('heading', { level: 1, name: freeItem.title }).waitFor();
  await page.getByText(/general information, not medical advice/).waitFor();
  const firstSource = page.getByRole('region', { name: 'Sources' }).getByRole('link').first();
  expect(await firstSource.getAttribute('rel')).toBe('noopener noreferrer');
  await viewed;
  await expectNoSeriousA11yViolations(page, `/wellness-library/${freeItem.slug}`);
  expect(hydration).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a premium item shows a visitor its preview and the offer; a trial reads it all', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const hydration = watchHydration(page);
  await page.goto(`/wellness-library/${premiumItem.slug}`);
  await page.getByRole('heading', { level: 1, name: premiumItem.title }).waitFor();
  await page.getByText(previewText.slice(0, 40), { exact: false }).first().waitFor();
  const upsell = page.getByRole('link', { name: 'Upgrade to Premium - $9.99/month' });
  expect(await upsell.getAttribute('href')).toBe('/signup');
  expect(await page.locator('main').textContent()).not.toContain(membersOnly);
  await expectNoSeriousA11yViolations(page, `/wellness-library/${premiumItem.slug} (locked)`);
  expect(hydration).toEqual([]);

  const user = await signUpViaApi(baseUrl);
  expect((await apiAs(baseUrl, user, 'POST', '/api/premium/start-trial')).status).toBe(201);
  await signedInContext(context, baseUrl, user);
  await page.goto(`/wellness-library/${premiumItem.slug}`);
  await page.getByRole('heading', { level: 1, name: premiumItem.title }).waitFor();
  await page.getByText(membersOnly.slice(0, 40), { exact: false }).first().waitFor();
  expect(await page.getByRole('link', { name: /Upgrade to Premium/ }).count()).toBe(0);
  expect(pageErrors).toEqual([]);
});

test('the prerendered pages hold the text and structured data without JavaScript', async ({
  browser,
  baseUrl,
}) => {
  const context = await newContext(browser, baseUrl, { javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(`/wellness-library/${freeItem.slug}`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    const firstParagraph = blocksText(
      freeItem.blocks.filter((block) => block.type === 'paragraph').slice(0, 1),
    );
    expect(html).toContain(firstParagraph.slice(0, 50).replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/wellness-library/${freeItem.slug}" />`);
    expect(html).not.toContain('prerender-origin.invalid');
    const ld = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
    ) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: freeItem.title,
      description: freeItem.summary,
      dateModified: freeItem.reviewed,
      author: { name: freeItem.author },
      publisher: { '@type': 'Organization', name: 'Infinite Wellness' },
      isAccessibleForFree: true,
    });
    await page.getByRole('heading', { level: 1, name: freeItem.title }).waitFor();

    const premium = await (await fetch(`${baseUrl}/wellness-library/${premiumItem.slug}`)).text();
    expect(premium).toContain('"isAccessibleForFree":false');
    expect(premium).not.toContain(membersOnly.slice(0, 40));

    const index = await page.goto('/wellness-library');
    const indexHtml = (await index?.text()) ?? '';
    expect(indexHtml).toContain(premiumItem.title.replace(/&/g, '&amp;'));
    expect(indexHtml).toContain('"@type":"CollectionPage"');
  } finally {
    await context.close();
  }
});
