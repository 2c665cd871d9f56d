// @vitest-environment jsdom

import { browserTimeZone } from '@client/lib/dates';
import {
  errorResponse,
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  sentBodies,
  signedIn,
  stubApi,
} from '@client/test-utils';
import type { TBillingSubscription, TInvoice } from '@contract/billing';
import type { TSubscriptionStatus, TTrialStatus } from '@contract/subscription';
import { fireEvent, waitFor, within } from '@testing-library/react';
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

const BILLING = 'GET /api/billing/subscription';
const INVOICES = 'GET /api/billing/invoices';
const UPGRADE = 'POST /api/premium/upgrade';

function billing(overrides: Partial<TBillingSubscription> = {}): TBillingSubscription {
  return {
    state: 'active',
    plan: 'premium_monthly',
    planName: 'Infinite Wellness Premium (monthly)',
    amountCents: 999,
    currentPeriodEnd: '2026-12-24T12:00:00.000Z',
    renewsAt: '2026-12-24T12:00:00.000Z',
    endsAt: null,
    graceEndsAt: null,
    paymentMethod: {
      id: '0b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d',
      provider: 'sandbox',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    },
    provider: 'sandbox',
    testMode: true,
    ...overrides,
  };
}

const INVOICE: TInvoice = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  number: 'IW-2026-000001',
  plan: 'premium_monthly',
  description: 'Infinite Wellness Premium (monthly)',
  amountCents: 999,
  currency: 'usd',
  periodStart: '2026-11-24T12:00:00.000Z',
  periodEnd: '2026-12-24T12:00:00.000Z',
  issuedAt: '2026-11-24T12:00:00.000Z',
  cardLast4: '4242',
  testMode: true,
};

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );

describe('premium page: the paid subscription', () => {
  it('shows the plan, renewal, card on file, invoices and the test-mode label', async () => {
    stubApi(signedIn(), {
      [STATUS]: status({ isPremium: true, plan: 'premium', trialEligible: false }),
      [TRIAL]: trial({}),
      [BILLING]: () => Response.json(billing()),
      [INVOICES]: () => Response.json([INVOICE]),
    });
    const view = renderApp('/premium');
    const card = within(
      (await view.findByRole('heading', { name: 'Your subscription' }, { timeout: 10_000 })).closest(
        'section',
      ) as HTMLElement,
    );
    expect(await card.findByText(`Renews on ${dateOf('2026-12-24T12:00:00.000Z')}`)).toBeTruthy();
    expect(card.getByText('Infinite Wellness Premium (monthly)')).toBeTruthy();
    expect(card.getByText('$9.99 a month')).toBeTruthy();
    expect(card.getByText('Visa •••• 4242')).toBeTruthy();
    expect(card.getByText('Test mode')).toBeTruthy();
    const invoices = await card.findByRole('list', { name: 'Invoices' });
    expect(within(invoices).getAllByRole('listitem')).toHaveLength(1);
    expect(within(invoices).getByText('IW-2026-000001')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Resume subscription' })).toBeNull();
  });

  it('cancels after the confirmation dialog, then shows when Premium ends and resumes', async () => {
    let state: TBillingSubscription = billing();
    const fetchMock = stubApi(signedIn(), {
      [STATUS]: status({ isPremium: true, plan: 'premium', trialEligible: false }),
      [TRIAL]: trial({}),
      [BILLING]: () => Response.json(state),
      [INVOICES]: () => Response.json([INVOICE]),
      'POST /api/subscription/cancel': () => {
        state = billing({ state: 'canceling', renewsAt: null, endsAt: '2026-12-24T12:00:00.000Z' });
        return Response.json(state);
      },
      'POST /api/subscription/resume': () => {
        state = billing();
        return Response.json(state);
      },
    });
    const view = renderApp('/premium');
    fireEvent.click(await view.findByRole('button', { name: 'Cancel subscription' }, { timeout: 10_000 }));
    const dialog = await view.findByRole('dialog', { name: 'Cancel your subscription?' });
    // Keeping Premium sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Premium' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /api/subscription/cancel')).toHaveLength(0);

    fireEvent.click(view.getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(
      within(await view.findByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }),
    );
    expect(await view.findByText('Subscription cancelled')).toBeTruthy();
    const ends = `Premium ends on ${dateOf('2026-12-24T12:00:00.000Z')}`;
    expect(await view.findByText(ends)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/subscription/cancel')).toHaveLength(1);

    fireEvent.click(view.getByRole('button', { name: 'Resume subscription' }));
    expect(await view.findByText('Subscription resumed')).toBeTruthy();
    expect(await view.findByText(`Renews on ${dateOf('2026-12-24T12:00:00.000Z')}`)).toBeTruthy();
  });

  it("warns when a renewal failed, with 'Update card' to /checkout", async () => {
    stubApi(signedIn(), {
      [STATUS]: status({ isPremium: true, plan: 'premium', trialEligible: false }),
      [TRIAL]: trial({}),
      [BILLING]: () => Response.json(billing({ state: 'past_due', graceEndsAt: '2026-12-31T12:00:00.000Z' })),
      [INVOICES]: () => Response.json([]),
    });
    const view = renderApp('/premium');
    const alert = await view.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Your last renewal payment did not go through.');
    expect(within(alert).getByRole('link', { name: 'Update card' }).getAttribute('href')).toBe('/checkout');
    expect(await view.findByText('No invoices yet.')).toBeTruthy();
  });
});

describe('premium page: Upgrade to Premium', () => {
  const trialUser = {
    [STATUS]: status({ isPremium: true, plan: 'trial', trialEligible: false }),
    [TRIAL]: trial({ isActive: true, daysRemaining: 12, daysUsed: 18 }),
  };

  it("charges the saved card: 'Upgraded to Premium!', once per press, with an idempotency key", async () => {
    const fetchMock = stubApi(signedIn(), {
      ...trialUser,
      [UPGRADE]: () =>
        Response.json({
          outcome: 'upgraded',
          subscription: billing(),
          paymentId: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
        }),
    });
    const view = renderApp('/premium');
    fireEvent.click(await view.findByRole('button', { name: 'Upgrade to Premium' }, { timeout: 10_000 }));
    expect(await view.findByText('Upgraded to Premium!')).toBeTruthy();
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/premium/upgrade');
    expect(calls).toHaveLength(1);
    const headers = calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']?.length).toBeGreaterThanOrEqual(8);
  });

  it('goes to the checkout when there is no saved card', async () => {
    stubApi(signedIn(), {
      ...trialUser,
      [UPGRADE]: () => Response.json({ outcome: 'checkout', checkoutUrl: '/checkout?plan=premium_monthly' }),
      'POST /api/create-payment-intent': () => new Promise<Response>(() => {}),
    });
    const view = renderApp('/premium');
    fireEvent.click(await view.findByRole('button', { name: 'Upgrade to Premium' }, { timeout: 10_000 }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout'));
    expect(window.location.search).toBe('?plan=premium_monthly');
  });

  it("shows 'Upgrade Failed' with the processor's message", async () => {
    stubApi(signedIn(), {
      ...trialUser,
      [UPGRADE]: () =>
        Response.json({
          outcome: 'failed',
          message: 'Your card was declined.',
          paymentId: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
        }),
    });
    const view = renderApp('/premium');
    fireEvent.click(await view.findByRole('button', { name: 'Upgrade to Premium' }, { timeout: 10_000 }));
    expect(await view.findByText('Upgrade Failed')).toBeTruthy();
    expect(view.getByText('Your card was declined.')).toBeTruthy();
    expect(window.location.pathname).toBe('/premium');
  });

  it("shows 'Upgrade Failed' with the server's message when the call is refused", async () => {
    stubApi(signedIn(), {
      ...trialUser,
      [UPGRADE]: () => errorResponse(409, 'CONFLICT', 'You already have Premium.'),
    });
    const view = renderApp('/premium');
    fireEvent.click(await view.findByRole('button', { name: 'Upgrade to Premium' }, { timeout: 10_000 }));
    expect(await view.findByText('Upgrade Failed')).toBeTruthy();
    expect(view.getByText('You already have Premium.')).toBeTruthy();
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
