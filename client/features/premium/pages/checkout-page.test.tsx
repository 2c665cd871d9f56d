// @vitest-environment jsdom

import {
  errorResponse,
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  SIGNED_OUT,
  sentBodies,
  signedIn,
  stubApi,
} from '@client/test-utils';
import type {
  TCreatePaymentIntentResponse,
  TPaymentSummary,
  TSandboxConfirmResponse,
} from '@contract/billing';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CARD_FORM_MESSAGES } from '../card-form';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const PAYMENT_ID = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const INTENT = 'POST /api/create-payment-intent';
const CONFIRM = 'POST /api/payments/sandbox/confirm';
const LAZY = { timeout: 10_000 };

function session(overrides: Partial<TCreatePaymentIntentResponse> = {}): TCreatePaymentIntentResponse {
  return {
    clientSecret: 'sandbox_secret_1',
    provider: 'sandbox',
    testMode: true,
    publishableKey: null,
    plan: 'premium_monthly',
    amountCents: 999,
    currency: 'usd',
    paymentId: PAYMENT_ID,
    ...overrides,
  };
}

function confirmAnswer(overrides: Partial<TSandboxConfirmResponse>): TSandboxConfirmResponse {
  return {
    status: 'succeeded',
    paymentId: PAYMENT_ID,
    message: null,
    code: null,
    authenticationUrl: null,
    ...overrides,
  };
}

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

async function fillCard(view: ReturnType<typeof renderApp>, number: string) {
  fireEvent.change(await view.findByLabelText('Card number', undefined, LAZY), { target: { value: number } });
  fireEvent.change(view.getByLabelText('Expiry (MM/YY)'), { target: { value: '1230' } });
  fireEvent.change(view.getByLabelText('CVC'), { target: { value: '123' } });
}

describe('/checkout', () => {
  it('shows what is bought and the test-mode card form; formats the number as typed', async () => {
    const fetchMock = stubApi(signedIn(), { [INTENT]: () => Response.json(session()) });
    const view = renderApp('/checkout');
    expect(await view.findByRole('heading', { name: 'Complete Your Payment' }, LAZY)).toBeTruthy();
    expect(view.getByText('Infinite Wellness Premium (monthly)')).toBeTruthy();
    expect(view.getByText('$9.99')).toBeTruthy();
    expect(view.getByText('then every month')).toBeTruthy();
    expect(view.getByRole('region', { name: 'Test mode' })).toBeTruthy();

    const number = view.getByLabelText('Card number') as HTMLInputElement;
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    fireEvent.change(number, { target: { value: '4242424242424242' } });
    expect(number.value).toBe('4242 4242 4242 4242');

    // One session per visit, with the plan and an idempotency key.
    const bodies = sentBodies(fetchMock, INTENT) as { plan: string; idempotencyKey: string }[];
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.plan).toBe('premium_monthly');
    expect(bodies[0]?.idempotencyKey.length).toBeGreaterThanOrEqual(8);
  });

  it('fills a test card from the table when it is tapped', async () => {
    stubApi(signedIn(), { [INTENT]: () => Response.json(session()) });
    const view = renderApp('/checkout');
    fireEvent.click(await view.findByRole('button', { name: /Use test card 4000 0025 0000 3155/ }, LAZY));
    expect((view.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0025 0000 3155');
    expect((view.getByLabelText('Expiry (MM/YY)') as HTMLInputElement).value).toMatch(/^12\/\d\d$/);
    expect((view.getByLabelText('CVC') as HTMLInputElement).value).toBe('123');
  });

  it('checks the card before sending anything', async () => {
    const fetchMock = stubApi(signedIn(), { [INTENT]: () => Response.json(session()) });
    const view = renderApp('/checkout');
    fireEvent.change(await view.findByLabelText('Card number', undefined, LAZY), {
      target: { value: '4242 4242 4242 4241' },
    });
    fireEvent.click(view.getByRole('button', { name: 'Pay Now' }));
    expect(await view.findByText(CARD_FORM_MESSAGES.numberInvalid)).toBeTruthy();
    expect(view.getByText(CARD_FORM_MESSAGES.expiryRequired)).toBeTruthy();
    expect(view.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(fetchMock, CONFIRM)).toHaveLength(0);
  });

  it('pays once on a double click, shows the success toast and goes to /payment-success', async () => {
    let release: () => void = () => {};
    const fetchMock = stubApi(signedIn(), {
      [INTENT]: () => Response.json(session()),
      [CONFIRM]: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(Response.json(confirmAnswer({ status: 'succeeded' })));
        }),
      [`GET /api/payments/${PAYMENT_ID}`]: () => Response.json(summary()),
    });
    const view = renderApp('/checkout');
    await fillCard(view, '4242424242424242');
    const pay = view.getByRole('button', { name: 'Pay Now' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    const busy = await view.findByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(busy);
    release();
    expect(await view.findByText('Thank you for your purchase!', { selector: 'li *' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/payment-success'));
    expect(new URLSearchParams(window.location.search).get('payment')).toBe(PAYMENT_ID);
    const confirms = sentBodies(fetchMock, CONFIRM) as Record<string, unknown>[];
    expect(confirms).toEqual([
      {
        clientSecret: 'sandbox_secret_1',
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      },
    ]);
  });

  it("shows 'Payment Failed' with the processor's message and prepares a new session", async () => {
    let intents = 0;
    const fetchMock = stubApi(signedIn(), {
      [INTENT]: () => {
        intents += 1;
        return Response.json(session({ clientSecret: `sandbox_secret_${intents}` }));
      },
      [CONFIRM]: () =>
        Response.json(
          confirmAnswer({ status: 'failed', message: 'Your card was declined.', code: 'card_declined' }),
        ),
    });
    const view = renderApp('/checkout');
    await fillCard(view, '4000000000000002');
    fireEvent.click(view.getByRole('button', { name: 'Pay Now' }));
    expect(await view.findByText('Payment Failed')).toBeTruthy();
    expect(view.getByText('Your card was declined.')).toBeTruthy();
    expect(window.location.pathname).toBe('/checkout');
    // The next attempt has a fresh session under a new key; the typed card stays.
    await waitFor(() => expect(intents).toBe(2));
    const keys = (sentBodies(fetchMock, INTENT) as { idempotencyKey: string }[]).map((b) => b.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect((view.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    fireEvent.click(await view.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(sentBodies(fetchMock, CONFIRM)).toHaveLength(2));
    expect((sentBodies(fetchMock, CONFIRM)[1] as { clientSecret: string }).clientSecret).toBe(
      'sandbox_secret_2',
    );
  });

  it('goes to the bank page when the card asks for authentication', async () => {
    const bankUrl = `/checkout/authenticate?payment=${PAYMENT_ID}&token=tok_123456`;
    stubApi(signedIn(), {
      [INTENT]: () => Response.json(session()),
      [CONFIRM]: () =>
        Response.json(confirmAnswer({ status: 'requires_action', authenticationUrl: bankUrl })),
      [`GET /api/payments/${PAYMENT_ID}`]: () => Response.json(summary({ status: 'requires_action' })),
    });
    const view = renderApp('/checkout');
    await fillCard(view, '4000002500003155');
    fireEvent.click(view.getByRole('button', { name: 'Pay Now' }));
    expect(await view.findByRole('heading', { name: 'Simulated bank authentication' }, LAZY)).toBeTruthy();
    expect(window.location.pathname).toBe('/checkout/authenticate');
  });

  it("shows the 'Payment Error' card when the session cannot be created, and retries", async () => {
    let isDown = true;
    stubApi(signedIn(), {
      [INTENT]: () => (isDown ? errorResponse(503, 'UNAVAILABLE', 'Try later') : Response.json(session())),
    });
    const view = renderApp('/checkout');
    expect(await view.findByRole('heading', { name: 'Payment Error' }, LAZY)).toBeTruthy();
    expect(view.getByText('Unable to initialize payment. Please try again.')).toBeTruthy();
    isDown = false;
    fireEvent.click(view.getByRole('button', { name: 'Try Again' }));
    expect(await view.findByRole('heading', { name: 'Complete Your Payment' })).toBeTruthy();
  });

  it("shows the 'Payment Error' card when the answer has no client secret", async () => {
    stubApi(signedIn(), { [INTENT]: () => Response.json(session({ clientSecret: '' })) });
    const view = renderApp('/checkout');
    expect(await view.findByRole('heading', { name: 'Payment Error' }, LAZY)).toBeTruthy();
  });

  it("uses Stripe's branch, not the sandbox form, when the processor is Stripe", async () => {
    stubApi(signedIn(), {
      [INTENT]: () =>
        Response.json(
          session({ provider: 'stripe', publishableKey: 'pk_test_123', clientSecret: 'pi_1_secret_2' }),
        ),
    });
    const view = renderApp('/checkout');
    expect(await view.findByRole('heading', { name: 'Complete Your Payment' }, LAZY)).toBeTruthy();
    expect(view.getByTestId('stripe-checkout')).toBeTruthy();
    expect(view.getByRole('region', { name: 'Test mode' })).toBeTruthy();
    expect(view.queryByLabelText('Card number')).toBeNull();
    expect(view.queryByRole('button', { name: /Use test card/ })).toBeNull();
  });

  it('sends a visitor to sign in first and back to the checkout', async () => {
    stubApi(SIGNED_OUT);
    const view = renderApp('/checkout?plan=premium_monthly');
    expect(await view.findByRole('heading', { level: 1, name: 'Welcome Back' }, LAZY)).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/checkout?plan=premium_monthly');
  });
});
