// @vitest-environment jsdom

import { pageLoad } from '@client/lib/page-load';
import {
  prepareDomEnvironment,
  profileOf,
  renderApp,
  resetBrowserState,
  SIGNED_OUT,
  signedIn,
  stubApi,
} from '@client/test-utils';
import type { TAuthStatus } from '@contract/auth';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const here = () => `${window.location.pathname}${window.location.search}`;

const profile = profileOf();

/** A server where signing in (or up) works and switches /auth/status to signed in. */
function server() {
  let status: TAuthStatus = SIGNED_OUT;
  const account = () => {
    status = signedIn();
    return Response.json({ userId: 'user-1', email: 'maya@example.com', firstName: 'Maya', role: 'user' });
  };
  return stubApi(() => status, {
    'POST /api/auth/signin': account,
    'POST /api/auth/signup': account,
    'GET /api/user/profile': () => Response.json(profile),
  });
}

async function signIn(view: ReturnType<typeof renderApp>) {
  type(await view.findByLabelText('Email Address'), 'maya@example.com');
  type(view.getByLabelText('Password'), 'whatever');
  fireEvent.click(view.getByRole('button', { name: 'Sign In' }));
}

describe('returning after sign-in', () => {
  it('sends a signed-out person from a signed-in page to /signin, then back there with its query', async () => {
    server();
    const view = renderApp('/profile?tab=data');
    await waitFor(() => expect(here()).toBe('/signin?next=%2Fprofile%3Ftab%3Ddata'));
    expect(await view.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    // Every way on from the sign-in page keeps the destination.
    expect(view.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/signup?next=%2Fprofile%3Ftab%3Ddata',
    );
    expect(view.getByRole('link', { name: /Continue with Google/ }).getAttribute('href')).toBe(
      '/auth/google?next=%2Fprofile%3Ftab%3Ddata',
    );

    await signIn(view);
    expect(await view.findByText('Welcome Back!')).toBeTruthy();
    await waitFor(() => expect(here()).toBe('/profile?tab=data'));
    expect(await view.findByLabelText('ZIP code')).toBeTruthy();
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a scheme-relative address', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['an encoded second slash', '/%2F%2Fevil.example'],
  ])('goes home instead of to %s', async (_what, next) => {
    server();
    const view = renderApp(`/signin?next=${encodeURIComponent(next)}`);
    await signIn(view);
    await waitFor(() => expect(here()).toBe('/'));
    expect(await view.findByRole('heading', { level: 1, name: /, Maya$/ })).toBeTruthy();
  });

  it('goes on to the page after signing up from a sign-in page that had one', async () => {
    server();
    const view = renderApp('/signup?next=%2Fcommunity');
    type(await view.findByLabelText('First Name'), 'Maya');
    type(view.getByLabelText('Last Name'), 'Lopez');
    type(view.getByLabelText('Email Address'), 'maya@example.com');
    type(view.getByLabelText('ZIP Code'), '94110');
    type(view.getByLabelText('Password'), 'Quiet-Harbor7');
    type(view.getByLabelText('Confirm Password'), 'Quiet-Harbor7');
    fireEvent.click(view.getByRole('checkbox', { name: /Terms of Service/ }));
    fireEvent.click(view.getByRole('checkbox', { name: /Privacy Policy/ }));
    // The form's own 'Already have an account? Sign In' (the header has a plain one too).
    const signInLinks = view
      .getAllByRole('link', { name: 'Sign In' })
      .map((link) => link.getAttribute('href'));
    expect(signInLinks).toContain('/signin?next=%2Fcommunity');
    fireEvent.click(view.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(here()).toBe('/community'));
  });

  it('opens the emailed download link once, from the home screen, after signing in', async () => {
    server();
    const open = vi.spyOn(pageLoad, 'open').mockImplementation(() => {});
    const link = '/api/user/data-exports/3f2c6a4e-8d1b-4c5a-9e7f-0a1b2c3d4e5f/download';
    const view = renderApp(`/signin?next=${encodeURIComponent(link)}`);
    await signIn(view);
    await waitFor(() => expect(open).toHaveBeenCalledWith(link));
    expect(here()).toBe('/');
    expect(await view.findByRole('heading', { level: 1, name: /, Maya$/ })).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('moves a signed-in person on from /signin (back from Google, or an old tab)', async () => {
    stubApi(signedIn(), { 'GET /api/user/profile': () => Response.json(profile) });
    renderApp('/signin?next=%2Fprofile');
    await waitFor(() => expect(here()).toBe('/profile'));
  });

  it('leaves the public pages and unknown paths to signed-out visitors', async () => {
    stubApi(SIGNED_OUT);
    const view = renderApp('/no-such-page');
    expect(
      await view.findByRole('heading', { level: 1, name: 'Your Infinite Path to Optimal Wellness' }),
    ).toBeTruthy();
    expect(here()).toBe('/no-such-page');
  });
});
