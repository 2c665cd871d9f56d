// @vitest-environment jsdom

import {
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  sentBodies,
  signedIn,
  stubApi,
} from '@client/test-utils';
import type { TPaymentSummary } from '@contract/billing';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const PAYMENT_ID = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const PAYMENT = `GET /api/payments/${PAYMENT_ID}`;
const LAZY = { timeout: 10_000 };

function summary(overrides: Partial<TPaymentSummary> = {}): TPaymentSummary {
  return {
    id: PAYMENT_ID,
    status: 'succeeded',
    plan: 'premium_monthly',
    planName: 'Infinite Wellness Premium (monthly)',
    amountCents: 999,
    currency: 'usd',
    testMode: true,
    paidAt: '2026-11-24T12:00:00.000Z',
    periodEnd: '2026-12-24T12:00:00.000Z',
    invoiceNumber: 'IW-2026-000001',
    failureMessage: null,
    ...overrides,
  };
}

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );

describe('/payment-success', () => {
  it('shows what was bought, the card, the invoice and the renewal, with links on', async () => {
    stubApi(signedIn(), {
      [PAYMENT]: () => Response.json(summary()),
      'GET /api/billing/invoices': () =>
        Response.json([
          {
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
          },
        ]),
    });
    const view = renderApp(`/payment-success?payment=${PAYMENT_ID}`);
    expect(await view.findByRole('heading', { level: 1, name: 'Payment Successful' }, LAZY)).toBeTruthy();
    expect(view.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeTruthy();
    expect(view.getByText('Infinite Wellness Premium (monthly)')).toBeTruthy();
    expect(view.getByText('$9.99')).toBeTruthy();
    expect(view.getByText('IW-2026-000001')).toBeTruthy();
    expect(view.getByText(dateOf('2026-12-24T12:00:00.000Z'))).toBeTruthy();
    expect(await view.findByText('ending in 4242', { exact: false })).toBeTruthy();
    expect(view.getByText('Test mode')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Open Premium Nutrition Assistant' }).getAttribute('href')).toBe(
      '/nutrition-premium',
    );
    expect(view.getByRole('link', { name: 'Your subscription' }).getAttribute('href')).toBe('/premium');
  });

  it("polls with 'Confirming your payment…' while the payment is processing, then shows it", async () => {
    let isConfirmed = false;
    let readsAfterConfirmed = 0;
    stubApi(signedIn(), {
      [PAYMENT]: () => {
        if (!isConfirmed) return Response.json(summary({ status: 'processing', paidAt: null }));
        readsAfterConfirmed += 1;
        return Response.json(summary());
      },
    });
    const view = renderApp(`/payment-success?payment=${PAYMENT_ID}`);
    expect(
      await view.findByRole('heading', { level: 1, name: 'Confirming your payment…' }, LAZY),
    ).toBeTruthy();
    expect(view.getByRole('status').textContent).toContain('Confirming your payment…');
    isConfirmed = true;
    // The page reads the payment again by itself (every 1.5 s) until it has settled.
    expect(
      await view.findByRole('heading', { level: 1, name: 'Payment Successful' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(readsAfterConfirmed).toBeGreaterThanOrEqual(1);
  });

  it('says a failed payment failed, with its message and a way back to the checkout', async () => {
    stubApi(signedIn(), {
      [PAYMENT]: () =>
        Response.json(
          summary({
            status: 'failed',
            paidAt: null,
            invoiceNumber: null,
            failureMessage: 'Your card was declined.',
          }),
        ),
    });
    const view = renderApp(`/payment-success?payment=${PAYMENT_ID}`);
    expect(await view.findByRole('heading', { level: 1, name: 'Payment Failed' }, LAZY)).toBeTruthy();
    expect(view.getByText(/Your card was declined\./)).toBeTruthy();
    expect(view.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe(
      '/checkout?plan=premium_monthly',
    );
    expect(view.queryByText('Thank you for your purchase!')).toBeNull();
  });
});

describe('/checkout/authenticate', () => {
  const bank = `/checkout/authenticate?payment=${PAYMENT_ID}&token=tok_123456`;
  const AUTH = 'POST /api/payments/sandbox/authenticate';

  it('is labelled as a simulated bank step and completes to /payment-success', async () => {
    const fetchMock = stubApi(signedIn(), {
      [PAYMENT]: () => Response.json(summary({ status: 'requires_action', paidAt: null })),
      [AUTH]: () =>
        Response.json({
          status: 'succeeded',
          paymentId: PAYMENT_ID,
          message: null,
          code: null,
          authenticationUrl: null,
        }),
    });
    const view = renderApp(bank);
    expect(await view.findByRole('heading', { name: 'Simulated bank authentication' }, LAZY)).toBeTruthy();
    expect(view.getByRole('region', { name: 'Test mode' })).toBeTruthy();
    expect(await view.findByText('$9.99')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(window.location.pathname).toBe('/payment-success'));
    expect(sentBodies(fetchMock, AUTH)).toEqual([{ token: 'tok_123456', approve: true }]);
    expect(await view.findByText('Payment Successful', { selector: 'li *' })).toBeTruthy();
  });

  it("fails back to /checkout with the 'Payment Failed' toast", async () => {
    const message =
      'We could not authenticate your card with your bank. Please try again or use another card.';
    stubApi(signedIn(), {
      [PAYMENT]: () => Response.json(summary({ status: 'requires_action', paidAt: null })),
      [AUTH]: () =>
        Response.json({
          status: 'failed',
          paymentId: PAYMENT_ID,
          message,
          code: null,
          authenticationUrl: null,
        }),
      'POST /api/create-payment-intent': () => new Promise<Response>(() => {}),
    });
    const view = renderApp(bank);
    await view.findByText('$9.99', undefined, LAZY);
    fireEvent.click(view.getByRole('button', { name: 'Fail authentication' }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout'));
    expect(window.location.search).toBe('?plan=premium_monthly');
    expect(await view.findByText('Payment Failed')).toBeTruthy();
    expect(view.getByText(message)).toBeTruthy();
  });
});
