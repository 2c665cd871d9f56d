import type { TSeoAnalysis } from '../contract/seo';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  newContext,
  signedInContext,
  signInAdminViaApi,
  test,
} from './fixtures';

/**
 * SEO Magic (docs/product/admin.md#seo-magic): a visitor runs the tool in the landing page's footer
 * (the page starts the app on that press), gets the score in a toast, the page's title and meta tags
 * replaced, copies a result and downloads the JSON; an admin opens SEO Magic Studio's Health Check,
 * which crawls the built public pages, and optimises one of them. Both in the light and dark scheme.
 */

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a visitor runs SEO Magic in the landing page's footer (${colorScheme})`, async ({
    browser,
    baseUrl,
  }) => {
    const context = await newContext(browser, baseUrl, { colorScheme, acceptDownloads: true });
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto('/');
      const tool = page.getByRole('region', { name: 'SEO Magic' });
      const button = tool.getByRole('button', { name: 'Optimize with SEO Magic' });
      await button.scrollIntoViewIfNeeded();
      const titleBefore = await page.title();

      const answer = page.waitForResponse((res) => res.url().endsWith('/api/seo/analyze'));
      await button.click();
      const response = await answer;
      expect(response.status()).toBe(200);
      const analysis = (await response.json()) as TSeoAnalysis;
      const sent = JSON.parse(response.request().postData() ?? '{}') as {
        pageType: string;
        pageContent: string;
      };
      expect(sent.pageType).toBe('landing');
      expect(sent.pageContent).toContain('Your Infinite Path to Optimal Wellness');

      await expectToast(
        page,
        'SEO Magic Complete!',
        `Page optimized with SEO score of ${analysis.score}/100`,
      );
      await expect.poll(() => page.title()).toBe(analysis.title);
      expect(analysis.title).not.toBe(titleBefore);
      expect(analysis.title.length).toBeLessThanOrEqual(60);
      expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toBe(
        analysis.keywords.join(', '),
      );
      expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toBe(
        analysis.openGraph.description,
      );
      const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(structured.map((text) => JSON.parse(text) as unknown)).toEqual([analysis.structuredData]);
      await tool.getByText(String(analysis.score), { exact: true }).waitFor({ state: 'visible' });
      await button.waitFor({ state: 'visible' });
      expect(await button.isEnabled()).toBe(true);

      await tool.getByRole('button', { name: 'Copy Title' }).click();
      await expectToast(page, 'Copied!', 'Title copied to clipboard');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(analysis.title);

      const download = page.waitForEvent('download');
      await tool.getByRole('button', { name: 'Download JSON' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^seo-analysis-landing-\d+\.json$/);
      const path = await file.path();
      const { readFile } = await import('node:fs/promises');
      const saved = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
      expect(saved.pageType).toBe('landing');
      expect(saved.url).toBe(`${baseUrl}/`);
      expect(typeof saved.timestamp).toBe('string');
      expect((saved.analysis as TSeoAnalysis).score).toBe(analysis.score);

      await expectNoSeriousA11yViolations(page, `the landing page with SEO Magic's results (${colorScheme})`);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('an admin opens the Health Check of SEO Magic Studio and optimises a page', async ({
  browser,
  baseUrl,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await newContext(browser, baseUrl, { colorScheme });
    try {
      await signedInContext(context, baseUrl, await signInAdminViaApi(baseUrl));
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto('/seo-optimizer');
      await page.getByRole('heading', { level: 1, name: 'SEO Magic Studio' }).waitFor({ state: 'visible' });
      await expectNoSeriousA11yViolations(page, `SEO Magic Studio (${colorScheme})`);

      await page.getByRole('tab', { name: 'Health Check' }).click();
      await page.getByRole('heading', { name: 'Overall score' }).waitFor({ state: 'visible' });
      const panel = page.getByRole('tabpanel', { name: 'Health Check' });
      // The built public pages: the landing page, the provider landing and the wellness library.
      await panel.getByRole('button', { name: 'Optimize /', exact: true }).waitFor({ state: 'visible' });
      await panel.getByRole('button', { name: 'Optimize /provider-landing' }).waitFor({ state: 'visible' });
      await panel.getByRole('button', { name: 'Optimize /wellness-library', exact: true }).waitFor();
      await panel.getByText('Well Optimized').waitFor({ state: 'visible' });
      await panel.getByText('Need Attention').waitFor({ state: 'visible' });
      await panel.getByRole('heading', { name: 'Recommendations' }).waitFor({ state: 'visible' });
      await expectNoSeriousA11yViolations(page, `the SEO health check (${colorScheme})`);

      await page.getByRole('tab', { name: 'Analytics' }).click();
      await page.getByText('Pages indexable').waitFor({ state: 'visible' });
      await page.getByText('Keywords found').waitFor({ state: 'visible' });
      await expectNoSeriousA11yViolations(page, `the SEO figures (${colorScheme})`);

      await page.getByRole('tab', { name: 'Health Check' }).click();
      const answer = page.waitForResponse((res) => res.url().endsWith('/api/seo/analyze'));
      await page.getByRole('button', { name: 'Optimize /provider-landing' }).click();
      const response = await answer;
      const sent = JSON.parse(response.request().postData() ?? '{}') as {
        pageType: string;
        currentUrl: string;
      };
      expect(sent).toMatchObject({ pageType: 'provider-landing', currentUrl: `${baseUrl}/provider-landing` });
      const analysis = (await response.json()) as TSeoAnalysis;
      await expectToast(
        page,
        'SEO Magic Complete!',
        `Page optimized with SEO score of ${analysis.score}/100`,
      );
      await page.getByRole('tab', { name: 'SEO Magic', selected: true }).waitFor({ state: 'visible' });
      await page.getByText('From the health check:').waitFor({ state: 'visible' });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }
}, 120_000);
