// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_ONLY_PATHS } from './signed-in-paths';
import signedInRoutesSource from './signed-in-routes.tsx?raw';
import {
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  SIGNED_OUT,
  sentBodies,
  signedIn,
  stubApi,
} from './test-utils';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

describe('top-level routing', () => {
  it("shows a 'Loading...' spinner while the auth status loads", async () => {
    stubApi(null);
    const { findByRole } = renderApp('/symptoms');
    expect((await findByRole('status')).textContent).toContain('Loading...');
  });

  it('falls back to the landing page on an unknown signed-out path', async () => {
    stubApi(SIGNED_OUT);
    const { findByRole } = renderApp('/no-such-page');
    expect(
      await findByRole('heading', { level: 1, name: 'Your Infinite Path to Optimal Wellness' }),
    ).toBeTruthy();
  });

  it('lists every signed-in screen that a visitor has to sign in for', () => {
    const routed = [
      ...signedInRoutesSource.matchAll(/path="([^"]+)"/g),
      ...signedInRoutesSource.matchAll(/\['(\/[^']*)', '[^']*'\]/g),
    ].map((match) => match[1]);
    expect(routed.length).toBeGreaterThan(30);
    // What visitors may open signed out: a screen of their own, or the landing page for now.
    const openToVisitors = new Set([
      '/',
      '/signin',
      '/signup',
      '/terms',
      '/privacy',
      '/support',
      '/forgot-password',
      '/reset-password',
      '/confirm-email',
      '/onboarding-tour',
      '/admin-login',
      '/wellness-library',
      '/wellness-challenges',
      '/wellness-shop',
      '/practitioner-profile/:id',
      '/provider-landing',
      '/provider-signup',
      '/provider-login',
    ]);
    const needSignIn = routed.filter((path) => !openToVisitors.has(path ?? ''));
    expect([...needSignIn].sort()).toEqual([...SIGNED_IN_ONLY_PATHS].sort());
  });

  it.each(SIGNED_IN_ONLY_PATHS.map((path) => path.replace(':postId', 'p1')))(
    'sends a visitor from %s to sign in first, remembering it',
    async (path) => {
      stubApi(SIGNED_OUT);
      const { findByRole } = renderApp(`${path}?from=email`);
      expect(await findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
      expect(window.location.pathname).toBe('/signin');
      expect(new URLSearchParams(window.location.search).get('next')).toBe(`${path}?from=email`);
    },
  );

  it('shows the signed-out screens of later features with their title', async () => {
    stubApi(SIGNED_OUT);
    const { findByRole } = renderApp('/onboarding-tour');
    expect(await findByRole('heading', { level: 1, name: 'Health Assessment' })).toBeTruthy();
  });

  it('shows the 404 screen on an unknown signed-in path, in plain words with a way home', async () => {
    stubApi(signedIn());
    const { findByRole, getByRole, queryByText } = renderApp('/no-such-page');
    expect(await findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(getByRole('main').textContent).toContain("We couldn't find this page.");
    expect(getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(queryByText(/router/i)).toBeNull();
  });

  it("offers 'Go back' on the 404 screen when there is a page to go back to", async () => {
    window.history.replaceState(null, '', '/symptoms');
    window.history.pushState(null, '', '/next');
    stubApi(signedIn());
    const { findByRole } = renderApp('/no-such-page');
    const back = await findByRole('button', { name: 'Go back' });
    fireEvent.click(back);
    await waitFor(() => expect(window.location.pathname).toBe('/symptoms'));
  });

  it.each([
    [
      '/provider-landing',
      'Grow Your Practice with Infinite Wellness',
      'Grow Your Practice with Infinite Wellness',
    ],
    ['/provider-signup', 'Join Infinite Wellness as a Provider', 'You are signed in with a member account'],
    ['/provider-login', 'Provider Sign In', 'This is a member account'],
  ])('opens %s both signed out and signed in', async (path, signedOutTitle, memberTitle) => {
    stubApi(SIGNED_OUT);
    const signedOut = renderApp(path);
    expect(await signedOut.findByRole('heading', { level: 1, name: signedOutTitle })).toBeTruthy();
    signedOut.unmount();
    resetBrowserState();

    stubApi(signedIn());
    const { findByRole, queryByRole } = renderApp(path);
    expect(await findByRole('heading', { level: 1, name: memberTitle })).toBeTruthy();
    expect(await findByRole('navigation', { name: 'Primary' })).toBeTruthy();
    expect(queryByRole('heading', { name: '404 Page Not Found' })).toBeNull();
  });

  it.each(['/signin', '/provider-login', '/provider-signup'])(
    'sends a signed-in practitioner from %s to the provider dashboard',
    async (path) => {
      stubApi(signedIn('practitioner'));
      renderApp(path);
      await waitFor(() => expect(window.location.pathname).toBe('/provider-dashboard'));
    },
  );

  it('sends a signed-in admin from the provider sign-in to the app’s home', async () => {
    stubApi(signedIn('admin'));
    renderApp('/provider-login');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('opens the admin sign-in signed out and signed in as a member', async () => {
    for (const status of [SIGNED_OUT, signedIn('user')]) {
      stubApi(status);
      const { findByRole, getByLabelText, unmount } = renderApp('/admin-login');
      expect(await findByRole('heading', { level: 1, name: 'Admin Login' })).toBeTruthy();
      expect(getByLabelText('Username')).toBeTruthy();
      unmount();
      resetBrowserState();
    }
  });

  it('sends a signed-in admin from the admin sign-in to the analytics dashboard', async () => {
    stubApi(signedIn('admin'));
    const { findByRole } = renderApp('/admin-login');
    expect(await findByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeTruthy();
    expect(window.location.pathname).toBe('/analytics-dashboard');
  });

  it('sends a non-admin from an admin screen to /admin-login, whatever local storage says', async () => {
    window.localStorage.setItem('isAdmin', 'true');
    window.localStorage.setItem('isAdminAuthenticated', 'true');
    stubApi(signedIn('user'));
    const { findByRole } = renderApp('/analytics-dashboard');
    expect(await findByRole('heading', { level: 1, name: 'Admin Login' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin-login');
  });

  it.each([
    ['/analytics-dashboard', 'Analytics Dashboard'],
    ['/ab-testing-dashboard', 'A/B Testing Dashboard'],
    ['/admin-email-setup', 'Daily Email Reports'],
  ])('lets an admin open %s', async (path, title) => {
    stubApi(signedIn('admin'));
    const { findByRole } = renderApp(path);
    expect(await findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(window.location.pathname).toBe(path);
  });

  it('greets the signed-in user on / with the symptom shortcuts', async () => {
    stubApi(signedIn());
    const { findByRole, getByRole } = renderApp('/');
    expect(
      await findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Maya$/ }),
    ).toBeTruthy();
    expect(getByRole('link', { name: 'Log Symptoms' }).getAttribute('href')).toBe('/symptoms');
    expect(getByRole('link', { name: 'Chat About Symptoms' }).getAttribute('href')).toBe('/chat');
  });

  it('marks the current section in the bottom navigation', async () => {
    stubApi(signedIn());
    const { findByRole, getByRole } = renderApp('/community');
    await findByRole('heading', { level: 1, name: 'Community' });
    const nav = getByRole('navigation', { name: 'Primary' });
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.textContent)).toEqual(['Community']);
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Home',
      'Symptoms',
      'Chat',
      'Community',
      'Profile',
    ]);
  });

  it('signs out: posts to the server, forgets the account and shows the landing page', async () => {
    window.localStorage.setItem('userId', 'user-1');
    window.localStorage.setItem('userEmail', 'maya@example.com');
    const fetchMock = stubApi(signedIn(), { 'POST /api/auth/signout': () => Response.json({ ok: true }) });
    const { findByRole } = renderApp('/profile');
    fireEvent.click(await findByRole('button', { name: 'Sign Out' }));

    expect(
      await findByRole('heading', { level: 1, name: 'Your Infinite Path to Optimal Wellness' }),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/auth/signout')).toHaveLength(1);
    expect(window.location.pathname).toBe('/');
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(window.localStorage.getItem('userEmail')).toBeNull();
  });

  it('tracks a page view for each route change, with the path only', async () => {
    const fetchMock = stubApi(SIGNED_OUT);
    const { findByRole } = renderApp('/terms');
    await findByRole('heading', { level: 1, name: 'Terms of Service' });
    fireEvent.click((await findByRole('main')).querySelector('a[href="/privacy"]') as HTMLAnchorElement);
    await findByRole('heading', { level: 1, name: 'Privacy Policy' });

    await waitFor(
      () => {
        const batches = sentBodies(fetchMock, 'POST /api/analytics/track') as {
          events: { name: string; properties: Record<string, unknown> }[];
        }[];
        const pageViews = batches
          .flatMap((batch) => batch.events)
          .filter((event) => event.name === 'page_view');
        // The tracker is one per page load, so earlier tests' views may share the batch.
        expect(pageViews.slice(-2).map((event) => event.properties)).toEqual([
          { path: '/terms' },
          { path: '/privacy' },
        ]);
      },
      { timeout: 5000 },
    );
  });
});
