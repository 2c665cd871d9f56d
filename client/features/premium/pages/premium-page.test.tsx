// @vitest-environment jsdom

import { browserTimeZone } from '@client/lib/dates';
import {
  errorResponse,
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  signedIn,
  stubApi,
} from '@client/test-utils';
import type { TSubscriptionStatus, TTrialStatus } from '@contract/subscription';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const STATUS = 'GET /api/subscription/status';
const TRIAL = 'GET /api/premium/trial-status';
const LIMITS = { nutritionAnalysis: 10, waterTracking: 50, fastingTracking: 20, aiInsights: 15 };
const ZERO = { nutritionAnalysis: 0, waterTracking: 0, fastingTracking: 0, aiInsights: 0 };
const ALERT = "You've already used your free trial. Upgrade to Premium to access all features.";

const status = (s: TSubscriptionStatus) => () => Response.json(s);
const trial = (t: Partial<TTrialStatus>) => () =>
  Response.json({
    isActive: false,
    startDate: null,
    endDate: null,
    daysRemaining: 0,
    daysUsed: 0,
    totalDays: 30,
    featuresUsed: ZERO,
    limits: LIMITS,
    ...t,
  });

describe('premium page variants', () => {
  it('offers the trial to an eligible free user, starts it and shows the toast', async () => {
    let started = false;
    stubApi(signedIn(), {
      [STATUS]: () =>
        Response.json(
          started
            ? { isPremium: true, plan: 'trial', trialEligible: false }
            : { isPremium: false, plan: 'free', trialEligible: true },
        ),
      [TRIAL]: () =>
        trial(
          started
            ? {
                isActive: true,
                startDate: '2026-11-21T12:00:00.000Z',
                endDate: '2026-12-21T12:00:00.000Z',
                daysRemaining: 30,
                featuresUsed: { ...ZERO, waterTracking: 3 },
              }
            : {},
        )(),
      'POST /api/premium/start-trial': () => {
        started = true;
        return Response.json({}, { status: 201 });
      },
    });
    const view = renderApp('/premium-trial');
    // The first render loads the lazy page: give it longer than the default second.
    expect(
      await view.findByRole('heading', { level: 1, name: 'Premium Trial' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const start = await view.findByRole('button', { name: 'Start 30-Day Free Trial' });
    expect((start as HTMLButtonElement).disabled).toBe(false);
    expect(view.queryByText(ALERT)).toBeNull();
    // The offer states the trial's real allowances, never an unlimited trial.
    expect(view.getByText('10 nutrition analyses in the free trial, unlimited with Premium')).toBeTruthy();
    expect(view.queryByText(/Unlimited AI nutrition/)).toBeNull();
    fireEvent.click(start);
    expect(await view.findByText('Trial Started!')).toBeTruthy();
    expect(await view.findByRole('heading', { name: 'Your free trial is active' })).toBeTruthy();
    expect(view.getByText('30 days remaining')).toBeTruthy();
    expect(view.getByRole('progressbar', { name: 'Water tracking' }).getAttribute('aria-valuetext')).toBe(
      '3 of 50 water entries used',
    );
    expect(window.localStorage.getItem('premiumActive')).toBe('true');
  });

  it('disables the offer with the already-used alert when the trial was used', async () => {
    window.localStorage.setItem('premiumActive', 'true');
    stubApi(signedIn(), {
      [STATUS]: status({ isPremium: false, plan: 'free', trialEligible: false }),
      [TRIAL]: trial({
        startDate: '2026-10-01T00:00:00.000Z',
        endDate: '2026-10-31T00:00:00.000Z',
        daysUsed: 30,
      }),
    });
    const view = renderApp('/premium');
    expect((await view.findByRole('alert')).textContent).toBe(ALERT);
    const start = view.getByRole('button', { name: 'Start 30-Day Free Trial' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    await waitFor(() => expect(window.localStorage.getItem('premiumActive')).toBeNull());
  });

  it('shows Premium members the active variant with a button to /nutrition-premium', async () => {
    stubApi(signedIn(), {
      [STATUS]: status({ isPremium: true, plan: 'premium', trialEligible: false }),
      [TRIAL]: trial({}),
    });
    const view = renderApp('/premium');
    expect(await view.findByRole('heading', { name: 'Premium is active' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Open Premium Nutrition Assistant' }).getAttribute('href')).toBe(
      '/nutrition-premium',
    );
  });

  it("shows 'Failed to Start Trial' with the server's message", async () => {
    stubApi(signedIn(), {
      [STATUS]: status({ isPremium: false, plan: 'free', trialEligible: true }),
      [TRIAL]: trial({}),
      'POST /api/premium/start-trial': () => errorResponse(409, 'CONFLICT', ALERT),
    });
    const view = renderApp('/premium-trial');
    fireEvent.click(await view.findByRole('button', { name: 'Start 30-Day Free Trial' }));
    expect(await view.findByText('Failed to Start Trial')).toBeTruthy();
    expect((await view.findAllByText(ALERT)).length).toBeGreaterThan(0);
  });
});

describe('/nutrition-premium', () => {
  it('shows a free user the upsell with Upgrade to Premium → /premium', async () => {
    stubApi(signedIn(), { [STATUS]: status({ isPremium: false, plan: 'free', trialEligible: true }) });
    const view = renderApp('/nutrition-premium');
    expect(
      await view.findByRole('heading', { name: 'Nutrition is a Premium feature' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(view.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/premium');
    expect(document.getElementById('meal-analyser')).toBeNull();
  });

  it('shows a trial user the analyser section, water and fasting; validates a custom amount', async () => {
    const tz = encodeURIComponent(browserTimeZone());
    stubApi(signedIn(), {
      [STATUS]: status({ isPremium: true, plan: 'trial', trialEligible: false }),
      [`GET /api/water/summary?tz=${tz}`]: () =>
        Response.json({
          timeZone: browserTimeZone(),
          today: '2026-11-21',
          goalMl: 2000,
          totalMl: 750,
          entries: [],
          week: Array.from({ length: 7 }, (_, i) => ({
            date: `2026-11-${15 + i}`,
            totalMl: i === 6 ? 750 : 0,
          })),
        }),
      'GET /api/nutrition/history?limit=5': () => Response.json([]),
      'GET /api/nutrition/capabilities': () => Response.json({ transcription: false, mealPhotos: false }),
      'GET /api/fasting': () =>
        Response.json({
          noteAcknowledged: false,
          active: null,
          history: [],
          serverTime: new Date().toISOString(),
        }),
    });
    const view = renderApp('/nutrition-premium');
    expect(await view.findByRole('heading', { name: 'Meal analysis' }, { timeout: 10_000 })).toBeTruthy();
    expect(document.getElementById('meal-analyser')).not.toBeNull();
    const meter = await view.findByRole(
      'progressbar',
      { name: "Today's water toward your daily goal" },
      { timeout: 10_000 },
    );
    expect(meter.getAttribute('aria-valuetext')).toBe('750 ml of 2,000 ml, 38%');
    expect(
      await view.findByRole('heading', { name: 'Before your first fast' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(view.getByRole('link', { name: /1-888-375-7767/ }).getAttribute('href')).toBe('tel:+18883757767');

    fireEvent.change(view.getByLabelText('Custom amount'), { target: { value: '2500' } });
    fireEvent.click(view.getByRole('button', { name: 'Add' }));
    expect(await view.findByText('Enter a whole number of ml from 1 to 2,000')).toBeTruthy();
  });
});
