// @vitest-environment jsdom
import { findByRole, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from './api/queryClient';
import { hydrate } from './boot';
import { PRERENDERED_PAGES, render } from './entry-server';
import { hydrateOnInteraction, inAppHref } from './hydrate-on-interaction';
import {
  prepareDomEnvironment,
  resetBrowserState,
  SIGNED_OUT,
  sentBodies,
  signedIn,
  stubApi,
} from './test-utils';
import { clearToasts } from './ui/use-toast';

beforeAll(() => prepareDomEnvironment());

/** Errors React reports while hydrating (a mismatch is one) reach the window as error events. */
function collectWindowErrors() {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    errors.push(event.error ?? event.message);
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  return { errors, stop: () => window.removeEventListener('error', onError) };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.replaceChildren();
  // The app's query cache is one per page load.
  queryClient.clear();
  resetBrowserState();
});

/** The prerendered landing page as the server sends it, started the way client/main.tsx does. */
function landing() {
  window.history.replaceState(null, '', '/');
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerendered = 'true';
  container.dataset.hydrate = 'on-interaction';
  container.innerHTML = render('/');
  document.body.append(container);
  const loadApp = vi.fn(() => import('./boot'));
  stop = hydrateOnInteraction(container, loadApp);
  return { container, loadApp };
}

const linkNamed = (container: ParentNode, text: string) =>
  [...container.querySelectorAll('a')].find((a) => a.textContent?.trim() === text) as HTMLAnchorElement;

describe('the landing page, hydrated on interaction', () => {
  it('runs no app code until a link is followed, then hydrates the page and shows the link’s page', async () => {
    const fetchMock = stubApi(SIGNED_OUT);
    const consoleError = vi.spyOn(console, 'error');
    const windowErrors = collectWindowErrors();
    const { container, loadApp } = landing();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/auth/status', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadApp).not.toHaveBeenCalled();
    const header = container.querySelector('header');

    fireEvent.click(linkNamed(container, 'Start Your Wellness Journey'));
    expect(await findByRole(container, 'heading', { level: 1, name: 'Create Your Account' })).toBeTruthy();
    expect(window.location.pathname).toBe('/signup');
    expect(loadApp).toHaveBeenCalledTimes(1);
    // Hydrated, not rendered afresh: the server's header element is still the one on screen.
    expect(container.querySelector('header')).toBe(header);
    expect(consoleError).not.toHaveBeenCalled();
    windowErrors.stop();
    expect(windowErrors.errors).toEqual([]);
    // The status read on arrival is the app's: it is not asked again.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/auth/status')).toHaveLength(1);

    // One page_view for the landing page (counted before the app ran), one for the signup page.
    await waitFor(
      () => {
        const views = (
          sentBodies(fetchMock, 'POST /api/analytics/track') as {
            events: { name: string; properties: unknown }[];
          }[]
        )
          .flatMap((batch) => batch.events)
          .filter((event) => event.name === 'page_view')
          .map((event) => event.properties);
        expect(views).toEqual([{ path: '/' }, { path: '/signup' }]);
      },
      { timeout: 5000 },
    );
  });

  it('starts the app when SEO Magic is pressed, then runs it on the hydrated page and applies the result', async () => {
    const analysis = {
      title: 'Optimal Wellness | Infinite Wellness',
      description: 'A description.',
      keywords: ['wellness', 'symptoms'],
      openGraph: { title: 'Optimal Wellness | Infinite Wellness', description: 'A description.' },
      structuredData: { '@type': 'WebPage' },
      score: 72,
      suggestions: [],
      checks: [],
      signals: {
        words: 1,
        readingGrade: null,
        medical: false,
        indexable: true,
        mobileViewport: true,
        overflowHints: 0,
      },
    };
    const fetchMock = stubApi(SIGNED_OUT, { 'POST /api/seo/analyze': Response.json(analysis) });
    const { container, loadApp } = landing();
    const header = container.querySelector('header');
    const button = [...container.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('SEO Magic'),
    );
    expect(button).toBeTruthy();
    expect(loadApp).not.toHaveBeenCalled();

    fireEvent.click(button as HTMLButtonElement);
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/seo/analyze')).toHaveLength(1));
    expect(loadApp).toHaveBeenCalledTimes(1);
    expect(container.querySelector('header')).toBe(header);
    const [body] = sentBodies(fetchMock, 'POST /api/seo/analyze') as {
      pageContent: string;
      pageType: string;
    }[];
    expect(body?.pageType).toBe('landing');
    expect(body?.pageContent).toContain('Your Infinite Path to Optimal Wellness');
    expect(body?.pageContent).not.toContain('<script');
    await waitFor(() => expect(document.title).toBe(analysis.title));
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
      'wellness, symptoms',
    );
    expect(await findByRole(container, 'heading', { name: 'Suggestions' })).toBeTruthy();
    await waitFor(() =>
      expect(document.body.textContent).toContain('Page optimized with SEO score of 72/100'),
    );
    // The toast lives outside the page's root: closed before the next test empties the document.
    clearToasts();
    await waitFor(() => expect(document.body.textContent).not.toContain('SEO Magic Complete!'));
  });

  it('leaves clicks with a modifier key, other sites, files and the server’s own paths to the browser', () => {
    document.body.innerHTML = render('/');
    const hrefOfClick = (anchor: HTMLAnchorElement, init: MouseEventInit = {}) => {
      let result: string | null = null;
      anchor.addEventListener(
        'click',
        (event) => {
          result = inAppHref(event);
          event.preventDefault(); // jsdom cannot navigate
        },
        { once: true },
      );
      anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
      return result;
    };
    const anchor = (href: string) => {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = href;
      document.body.append(a);
      return a;
    };
    const signup = linkNamed(document.body, 'Start Your Wellness Journey');
    expect(hrefOfClick(signup)).toBe('/signup');
    expect(hrefOfClick(linkNamed(document.body, 'Terms of Service'))).toBe('/terms');
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      expect(hrefOfClick(signup, { [modifier]: true }), modifier).toBeNull();
    }
    expect(hrefOfClick(signup, { button: 1 })).toBeNull();
    expect(hrefOfClick(linkNamed(document.body, 'API Docs'))).toBeNull();
    expect(hrefOfClick(anchor('/auth/google'))).toBeNull();
    expect(hrefOfClick(anchor('/favicon.svg'))).toBeNull();
    expect(hrefOfClick(anchor('https://example.com/signup'))).toBeNull();
    const download = anchor('/terms');
    download.setAttribute('download', '');
    expect(hrefOfClick(download)).toBeNull();
  });

  it('gives a signed-in visitor their home screen at once', async () => {
    stubApi(signedIn());
    const { container, loadApp } = landing();
    expect(
      await findByRole(container, 'heading', { level: 1, name: /^Good (morning|afternoon|evening), Maya$/ }),
    ).toBeTruthy();
    expect(loadApp).toHaveBeenCalledTimes(1);
  });
});

describe('the app start-up (client/boot.tsx)', () => {
  it.each(Object.keys(PRERENDERED_PAGES))('hydrates %s without a mismatch', async (path) => {
    stubApi(SIGNED_OUT);
    const consoleError = vi.spyOn(console, 'error');
    const windowErrors = collectWindowErrors();
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.innerHTML = render(path);
    document.body.append(container);
    const heading = container.querySelector('h1');
    await hydrate(container);
    expect(container.querySelector('h1')).toBe(heading);
    windowErrors.stop();
    expect(windowErrors.errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
