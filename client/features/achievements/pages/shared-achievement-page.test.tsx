// @vitest-environment jsdom

import {
  errorResponse,
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  SIGNED_OUT,
  signedIn,
  stubApi,
} from '@client/test-utils';
import type { TPublicAchievement } from '@contract/gamification';
import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const SHARED = 'GET /api/public/achievements/tok123';
const shared: TPublicAchievement = {
  title: 'Week Warrior',
  description: 'Checked in 7 days in a row.',
  rarity: 'epic',
  color: 'accent',
  earnedAt: '2026-11-20T10:00:00Z',
  displayName: 'Maya',
  message: 'Small steps add up.',
};

describe('shared achievement page', () => {
  it('opens signed out without a sign-in redirect and shows only what was shared', async () => {
    const fetchMock = stubApi(SIGNED_OUT, { [SHARED]: () => Response.json(shared) });
    const view = renderApp('/shared/achievements/tok123');
    expect(await view.findByRole('heading', { level: 1, name: 'Week Warrior' })).toBeTruthy();
    expect(window.location.pathname).toBe('/shared/achievements/tok123');
    const article = view.getByRole('article');
    expect(within(article).getByText('Maya earned an achievement on Infinite Wellness')).toBeTruthy();
    expect(within(article).getByText('Epic')).toBeTruthy();
    expect(within(article).getByText('Checked in 7 days in a row.')).toBeTruthy();
    expect(within(article).getByText('Earned November 20, 2026')).toBeTruthy();
    expect(within(article).getByText('Small steps add up.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Join Infinite Wellness' }).getAttribute('href')).toBe('/signup');
    // The public top bar, not the signed-in app's navigation.
    expect(view.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(view.queryByRole('navigation', { name: 'Account' })).toBeNull();
    expect(document.title).toBe('Week Warrior: a shared achievement – Infinite Wellness');
    const calls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(calls).toContain('/api/public/achievements/tok123');
  });

  it('says Someone when the name was not shared, and shows no message box without a message', async () => {
    stubApi(SIGNED_OUT, {
      [SHARED]: () => Response.json({ ...shared, displayName: null, message: null }),
    });
    const view = renderApp('/shared/achievements/tok123');
    expect(await view.findByText('Someone earned an achievement on Infinite Wellness')).toBeTruthy();
    expect(view.queryByText('Small steps add up.')).toBeNull();
    expect(view.container.querySelector('blockquote')).toBeNull();
  });

  it('opens signed in too, inviting to the own achievements', async () => {
    stubApi(signedIn(), { [SHARED]: () => Response.json(shared) });
    const view = renderApp('/shared/achievements/tok123');
    expect(await view.findByRole('heading', { level: 1, name: 'Week Warrior' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'See your achievements' }).getAttribute('href')).toBe(
      '/achievements',
    );
  });

  it('shows the not-found state for an unknown token', async () => {
    stubApi(SIGNED_OUT, {
      'GET /api/public/achievements/nope': () => errorResponse(404, 'NOT_FOUND', 'Not found'),
    });
    const view = renderApp('/shared/achievements/nope');
    expect(
      await view.findByRole('heading', { level: 1, name: "This achievement isn't available" }),
    ).toBeTruthy();
    expect(view.getByRole('link', { name: 'Join Infinite Wellness' })).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('offers to try again when the server fails', async () => {
    let isDown = true;
    stubApi(SIGNED_OUT, {
      [SHARED]: () => (isDown ? errorResponse(500, 'INTERNAL', 'down') : Response.json(shared)),
    });
    const view = renderApp('/shared/achievements/tok123');
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load this shared achievement.");
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await view.findByRole('heading', { level: 1, name: 'Week Warrior' })).toBeTruthy();
  });
});
