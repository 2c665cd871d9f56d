// @vitest-environment jsdom

import { buildLibraryList, libraryItemAnswer, trendingTags } from '@common/library';
import { parseLibraryFile } from '@common/library-format';
import { libraryItemKey, libraryListKey } from '@common/library-paths';
import { render as renderDom, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './api/queryClient';
import { App } from './app';
import { PRERENDERED_PAGES, type QuerySeed, render } from './entry-server';
import { preloadPublicPage } from './public-pages';
import { prepareDomEnvironment, resetBrowserState, SIGNED_OUT, signedIn, stubApi } from './test-utils';

const HEADINGS: Record<string, string> = {
  '/': 'Your Infinite Path to Optimal Wellness',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/support': 'Support',
  '/signin': 'Welcome Back',
  '/signup': 'Create Your Account',
  '/forgot-password': 'Forgot Password',
  '/provider-landing': 'Grow Your Practice with Infinite Wellness',
};

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

/**
 * Puts the server's HTML in the page, then hydrates it the way client/main.tsx does (with the answers
 * the page was built with, as client/boot.tsx puts them in the cache).
 */
async function hydrate(path: string, seeds: readonly QuerySeed[] = []) {
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerendered = 'true';
  container.innerHTML = render(path, seeds);
  document.body.append(container);
  window.history.replaceState(null, '', path);
  const recoverableErrors: unknown[] = [];
  await preloadPublicPage(path);
  const queryClient = createQueryClient();
  for (const [queryKey, data] of seeds) queryClient.setQueryData(queryKey, data);
  const view = renderDom(<App queryClient={queryClient} isPrerendered />, {
    container,
    hydrate: true,
    onRecoverableError: (error) => recoverableErrors.push(error),
  });
  return { ...view, recoverableErrors };
}

describe('prerendered public pages', () => {
  it('renders every public page with its own single h1, landmarks and no loading spinner', () => {
    for (const path of Object.keys(PRERENDERED_PAGES)) {
      const container = document.createElement('div');
      container.innerHTML = render(path);
      const headings = container.querySelectorAll('h1');
      expect(headings, path).toHaveLength(1);
      expect(headings[0]?.textContent, path).toBe(HEADINGS[path]);
      expect(container.textContent, path).not.toContain('Loading...');
      expect(container.querySelector('header nav[aria-label]'), path).not.toBeNull();
      expect(container.querySelector('main'), path).not.toBeNull();
      expect(container.querySelector('footer a[href="/privacy"]'), path).not.toBeNull();
    }
  });

  it('links the landing page to its destinations with real hrefs', () => {
    const container = document.createElement('div');
    container.innerHTML = render('/');
    const hrefOf = (text: string) =>
      [...container.querySelectorAll('a')].find((a) => a.textContent?.trim() === text)?.getAttribute('href');
    expect(hrefOf('Start Your Wellness Journey')).toBe('/signup');
    expect(hrefOf('Already have an account?')).toBe('/signin');
    expect(hrefOf('Start 30-Day Free Trial')).toBe('/signup');
    expect(hrefOf('Get Started Free Today')).toBe('/signup');
    expect(hrefOf('SEO Magic Studio')).toBe('/seo-optimizer');
    expect(hrefOf('Healthcare Provider? Join our platform')).toBe('/provider-landing');
    expect(hrefOf('API Docs')).toBe('/api');
    expect(hrefOf('Terms of Service')).toBe('/terms');
    expect(hrefOf('Support')).toBe('/support');
  });

  it.each(Object.keys(PRERENDERED_PAGES))(
    'hydrates %s without a mismatch while the auth status loads',
    async (path) => {
      stubApi(null);
      const consoleError = vi.spyOn(console, 'error');
      const { container, recoverableErrors } = await hydrate(path);
      expect(recoverableErrors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(container.querySelector('h1')?.textContent).toBe(HEADINGS[path]);
      expect(container.textContent).not.toContain('Loading...');
    },
  );

  it('enables the sign-in button only once hydrated', async () => {
    stubApi(SIGNED_OUT);
    const prerendered = document.createElement('div');
    prerendered.innerHTML = render('/signin');
    const serverButton = [...prerendered.querySelectorAll('button')].find((b) => b.textContent === 'Sign In');
    expect(serverButton?.disabled).toBe(true);

    const { getByRole } = await hydrate('/signin');
    await waitFor(() =>
      expect((getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('switches a prerendered landing to the signed-in home when the status says signed in', async () => {
    stubApi(signedIn());
    const { findByRole, container } = await hydrate('/');
    expect(
      await findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Maya$/ }),
    ).toBeTruthy();
    expect(container.querySelector('nav[aria-label="Primary"] a[aria-current="page"]')?.textContent).toBe(
      'Home',
    );
  });
});

describe('prerendered library pages', () => {
  const entry = parseLibraryFile(
    'sleep-guide',
    [
      '---',
      'title: The sleep guide',
      'type: guide',
      'access: premium',
      'category: Sleep',
      'summary: Sleep when pain wakes you.',
      'conditions: insomnia',
      'tags: sleep, pain, routine',
      'minutes: 12',
      'author: Infinite Wellness editorial team',
      'reviewed: 2026-11-01',
      'featured: true',
      '---',
      '',
      'The **first** paragraph of the preview.',
      '',
      '> A callout in the preview.',
      '',
      '<!-- more -->',
      '',
      'Only for members.',
      '',
      '## Sources',
      '',
      '1. [A source](https://example.org/a)',
    ].join('\n'),
  );
  const list = buildLibraryList(
    [entry],
    {},
    {
      readers: new Map(),
      trending: trendingTags([entry], new Map()),
      premiumPriceCents: 999,
    },
  );
  const item = libraryItemAnswer(entry, false, 999);

  it.each([
    [
      '/wellness-library',
      [libraryListKey({}), list] as const,
      'Wellness Library',
      'Sleep when pain wakes you.',
    ],
    [
      '/wellness-library/sleep-guide',
      [libraryItemKey('sleep-guide'), item] as const,
      'The sleep guide',
      'first',
    ],
  ])('renders %s with its content and hydrates it without a mismatch', async (path, seed, heading, text) => {
    stubApi(null, {
      'GET /api/library': Response.json(list),
      'GET /api/library/sleep-guide': Response.json(item),
    });
    const html = document.createElement('div');
    html.innerHTML = render(path, [seed]);
    expect(html.querySelector('h1')?.textContent).toBe(heading);
    expect(html.textContent).toContain(text);
    expect(html.textContent).not.toContain('Only for members.');
    expect(html.textContent).not.toContain('Loading');

    const consoleError = vi.spyOn(console, 'error');
    const { container, recoverableErrors } = await hydrate(path, [seed]);
    expect(recoverableErrors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe(heading);
    expect(container.textContent).toContain(text);
  });
});
