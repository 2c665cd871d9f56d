import type { Page } from 'playwright-core';
import { PRACTITIONER_MESSAGES } from '../contract/practitioners';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  localStorageOf,
  signedInContext,
  test,
} from './fixtures';

const SHOWING = /^Showing (\d+) of (\d+) practitioners$/;

/** The result count while there are more pages ('Showing 10 of 49 practitioners'). */
async function showing(page: Page): Promise<{ shown: number; total: number }> {
  const status = page.getByRole('status').filter({ hasText: SHOWING });
  await status.waitFor({ state: 'visible' });
  const match = SHOWING.exec((await status.textContent()) ?? '');
  return { shown: Number(match?.[1]), total: Number(match?.[2]) };
}

/** Waits until the count reads `expected` and no update is pending. */
async function expectCount(page: Page, expected: number): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${expected} practitioners? found$`) })
    .waitFor({ state: 'visible' });
}

/** A card: the practitioner's name, the link to their profile (one per listing), its text, miles. */
type CardSummary = { name: string; href: string; text: string; miles: number | null };

async function cards(page: Page): Promise<CardSummary[]> {
  const articles = page.getByRole('region', { name: 'Results' }).getByRole('article');
  const out: CardSummary[] = [];
  for (const article of await articles.all()) {
    const name = (await article.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const href = (await article.getByRole('link', { name }).first().getAttribute('href')) ?? '';
    const text = (await article.textContent()) ?? '';
    const miles = /Under 0\.1 miles away/.test(text)
      ? 0
      : Number(/([\d.,]+) miles? away/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
    out.push({ name, href, text, miles: Number.isNaN(miles) ? null : miles });
  }
  return out;
}

/** Find Practitioners, for a user whose ZIP code is 94110 (San Francisco). */
test('a signed-in user finds practitioners near them, filters, searches and requests a type', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await page.goto('/practitioners');
  await page.getByRole('heading', { level: 1, name: 'Find Practitioners' }).waitFor({ state: 'visible' });

  // The first 10 of the demo directory, nearest first; 'Show more' adds the next 10.
  const { shown, total } = await showing(page);
  expect(shown).toBe(10);
  expect(total).toBeGreaterThanOrEqual(40);
  const firstPage = await cards(page);
  expect(firstPage).toHaveLength(10);
  expect(firstPage[0]?.name).toBe('Daniel Okafor');
  expect(firstPage[0]?.text).toContain('Under 0.1 miles away');
  const more = page.getByRole('button', { name: 'Show more' });
  await more.focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('status')
    .filter({ hasText: `Showing 20 of ${total} practitioners` })
    .waitFor({ state: 'visible' });
  const all = await cards(page);
  expect(all).toHaveLength(20);
  expect(all.slice(0, 10).map((c) => c.href)).toEqual(firstPage.map((c) => c.href));
  // Twenty different listings (other tests add practitioners who may share a name).
  expect(new Set(all.map((c) => c.href)).size).toBe(20);
  expect(all.every((c) => /^\/practitioner-profile\/[0-9a-f-]{36}$/.test(c.href))).toBe(true);
  // The focus moved to the first new card.
  expect(await page.evaluate(() => document.activeElement?.querySelector('h3')?.textContent)).toBe(
    all[10]?.name,
  );
  const known = all.map((c) => c.miles).filter((m): m is number => m !== null);
  expect(known).toEqual([...known].sort((a, b) => a - b));
  const first = page.getByRole('article', { name: 'Daniel Okafor' });
  for (const text of [
    'DAc, LAc',
    'Acupuncturist',
    '4.8 out of 5',
    '(96 reviews)',
    '$120 per session',
    'Demo listing',
  ]) {
    await first.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
  }
  expect((await localStorageOf(page)).completedSteps).toContain('practitioners_viewed');
  await expectNoSeriousA11yViolations(page, '/practitioners');

  // Acupuncturists within 10 miles: chips and count follow.
  await page.getByLabel('Specialty', { exact: true }).selectOption('Acupuncturist');
  await page.getByLabel('Distance').selectOption('10');
  const chips = page.getByRole('list', { name: 'Active filters' });
  await chips.getByRole('button', { name: 'Remove filter: Acupuncturist' }).waitFor({ state: 'visible' });
  await chips.getByRole('button', { name: 'Remove filter: Within 10 miles' }).waitFor({ state: 'visible' });
  await expectCount(page, 2);
  const acupuncturists = await cards(page);
  expect(acupuncturists.map((c) => c.name)).toEqual(['Daniel Okafor', 'Lena Zhou']);
  expect(acupuncturists.every((c) => c.text.includes('Acupuncturist') && (c.miles ?? 99) <= 10)).toBe(true);
  await expectNoSeriousA11yViolations(page, '/practitioners (filtered)');

  // Removing the specialty chip keeps the distance: everyone within 10 miles.
  await chips.getByRole('button', { name: 'Remove filter: Acupuncturist' }).click();
  expect(await page.getByLabel('Specialty', { exact: true }).inputValue()).toBe('');
  await expect.poll(async () => (await cards(page)).length).toBeGreaterThan(2);
  const nearby = await cards(page);
  // Other tests add practices in San Francisco too, so the count may pass one page of cards: it then
  // reads 'Showing 10 of N practitioners' rather than 'N practitioners found'.
  const COUNT = /^(?:(\d+) practitioners? found|Showing \d+ of (\d+) practitioners)$/;
  const found = page.getByRole('status').filter({ hasText: COUNT });
  await found.waitFor({ state: 'visible' });
  const counted = COUNT.exec((await found.textContent()) ?? '');
  const nearbyCount = Number(counted?.[1] ?? counted?.[2]);
  expect(nearbyCount).toBeGreaterThanOrEqual(nearby.length);
  expect(nearby.every((c) => c.miles !== null && c.miles <= 10)).toBe(true);
  expect(nearbyCount).toBeLessThan(total);

  // Search by name, then clear everything from the chips.
  const search = page.getByRole('searchbox', { name: 'Search by name, specialty or condition' });
  await search.fill('marsh');
  await expectCount(page, 1);
  expect((await cards(page)).map((c) => c.name)).toEqual(['Elena Marsh']);
  await chips.getByRole('button', { name: 'Remove filter: Within 10 miles' }).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Clear all' }).click();
  await showing(page);

  // A condition: found in the bios and the conditions treated, not only in names.
  await search.fill('migraines');
  await page
    .getByRole('status')
    .filter({ hasText: /^\d+ practitioners? found$/ })
    .waitFor({ state: 'visible' });
  const migraine = await cards(page);
  await expectCount(page, migraine.length);
  expect(migraine.map((c) => c.name)).toContain('Daniel Okafor');
  expect(migraine.every((c) => /migraine/i.test(c.text))).toBe(true);

  // A search that matches nobody: the empty state says so and clears the search.
  await search.fill('no such practitioner');
  await page.getByText('No practitioners match “no such practitioner”').waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/practitioners (no results)');
  await page.getByRole('button', { name: 'Clear search' }).click();
  expect(await search.inputValue()).toBe('');
  expect((await showing(page)).total).toBe(total);

  // Request Practitioner Type: the missing specialty is caught, then the request is sent.
  await page.getByRole('button', { name: 'Request Practitioner Type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Practitioner Type' });
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await dialog.getByText(PRACTITIONER_MESSAGES.requestSpecialtyRequired).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'the Request Practitioner Type dialog (with an error)');

  await dialog.getByLabel('Specialty', { exact: true }).selectOption('Other');
  await dialog.getByLabel('Other specialty').fill('Physical Therapist');
  await dialog.getByLabel('Note (optional)').fill('Evening appointments would help.');
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/practitioner-requests') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({
    specialty: 'Physical Therapist',
    note: 'Evening appointments would help.',
  });
  await expectToast(page, PRACTITIONER_MESSAGES.requestSent, PRACTITIONER_MESSAGES.requestSentDescription);
  await dialog.waitFor({ state: 'hidden' });
  await expectNoSeriousA11yViolations(page, '/practitioners (after the request)');

  expect(pageErrors).toEqual([]);
});
