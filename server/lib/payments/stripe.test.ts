import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardBrandName,
  createStripeProvider,
  failureCode,
  mapStripeStatus,
  stripeClientConfig,
  toIntentState,
} from './stripe';
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  parseStripeForm,
  type StripeFake,
  startStripeFake,
} from './stripe-fake';
import type { SavedCard } from './types';

describe('mapStripeStatus', () => {
  it.each([
    ['requires_payment_method', false, 'requires_payment_method'],
    ['requires_payment_method', true, 'failed'],
    ['requires_confirmation', false, 'requires_payment_method'],
    ['requires_action', false, 'requires_action'],
    ['processing', false, 'processing'],
    ['requires_capture', false, 'processing'],
    ['succeeded', false, 'succeeded'],
    ['canceled', false, 'canceled'],
  ] as const)('maps %s (payment error: %s) to %s', (status, hasError, expected) => {
    expect(mapStripeStatus(status, hasError)).toBe(expected);
  });

  it('never calls an unknown status a success', () => {
    expect(mapStripeStatus('something_new' as Stripe.PaymentIntent.Status, false)).toBe('processing');
  });
});

describe('failureCode', () => {
  it('prefers a specific decline reason and falls back to the error code', () => {
    expect(failureCode({ code: 'card_declined', decline_code: 'insufficient_funds' })).toBe(
      'insufficient_funds',
    );
    expect(failureCode({ code: 'card_declined', decline_code: 'generic_decline' })).toBe('card_declined');
    expect(failureCode({ code: 'expired_card' })).toBe('expired_card');
    expect(failureCode({})).toBe('card_declined');
  });
});

describe('toIntentState', () => {
  const metadata = { paymentId: randomUUID(), userId: randomUUID(), plan: 'premium_monthly' };
  const base = {
    id: 'pi_1',
    object: 'payment_intent',
    amount: 999,
    currency: 'usd',
    customer: 'cus_1',
    metadata,
    payment_method: null,
    last_payment_error: null,
    status: 'succeeded',
  };

  it('reads the card of an expanded payment method, the customer and the metadata', () => {
    const state = toIntentState({
      ...base,
      payment_method: { id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 } },
    } as unknown as Stripe.PaymentIntent);
    expect(state).toEqual({
      ref: 'pi_1',
      status: 'succeeded',
      amountCents: 999,
      currency: 'usd',
      metadata,
      card: { ref: 'pm_1', brand: 'Visa', last4: '4242', expMonth: 4, expYear: 2031 },
      customerRef: 'cus_1',
      failure: null,
    });
  });

  it('turns a failed attempt into failed with Stripe’s message and the card it tried', () => {
    const state = toIntentState({
      ...base,
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
        payment_method: { id: 'pm_2', card: { brand: 'visa', last4: '9995', exp_month: 1, exp_year: 2030 } },
      },
    } as unknown as Stripe.PaymentIntent);
    expect(state.status).toBe('failed');
    expect(state.failure).toEqual({
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(state.card?.last4).toBe('9995');
  });

  it('refuses an intent this app did not create (no payment metadata)', () => {
    expect(() => toIntentState({ ...base, metadata: {} } as unknown as Stripe.PaymentIntent)).toThrow(
      /no payment metadata/,
    );
  });
});

describe('cardBrandName', () => {
  it('names Stripe’s card networks as the sandbox does', () => {
    expect(['visa', 'mastercard', 'amex', 'unknown', 'newnet'].map(cardBrandName)).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Card',
      'Newnet',
    ]);
  });
});

describe('stripeClientConfig', () => {
  it('points the SDK at another host only when an API base is given', () => {
    expect(stripeClientConfig(null)).not.toHaveProperty('host');
    expect(stripeClientConfig('http://127.0.0.1:4010')).toMatchObject({
      host: '127.0.0.1',
      port: '4010',
      protocol: 'http',
    });
    expect(stripeClientConfig('https://stripe.internal')).toMatchObject({ port: 443, protocol: 'https' });
  });
});

describe('parseStripeForm', () => {
  it('reads nested keys and arrays the way the SDK encodes them', () => {
    expect(
      parseStripeForm(
        'amount=999&metadata%5BpaymentId%5D=p1&automatic_payment_methods%5Benabled%5D=true&expand%5B0%5D=payment_method',
      ),
    ).toEqual({
      amount: '999',
      metadata: { paymentId: 'p1' },
      automatic_payment_methods: { enabled: 'true' },
      expand: ['payment_method'],
    });
  });
});

describe('the Stripe processor against the local Stripe', () => {
  let fake: StripeFake;
  let provider: ReturnType<typeof createStripeProvider>;
  const metadata = () => ({ paymentId: randomUUID(), userId: randomUUID(), plan: 'premium_monthly' });

  beforeAll(async () => {
    fake = await startStripeFake();
    provider = createStripeProvider({
      secretKey: fake.secretKey,
      publishableKey: fake.publishableKey,
      webhookSecret: fake.webhookSecret,
      apiBase: fake.url,
    });
  });
  afterAll(() => fake.close());

  /** A card kept on a customer by a first payment made in the browser, as a checkout does. */
  async function keptCard(testMethod: string): Promise<{ card: SavedCard; customerRef: string }> {
    const created = await provider.createIntent({
      amountCents: 999,
      currency: 'usd',
      metadata: metadata(),
      idempotencyKey: randomUUID(),
      saveCard: true,
      customerRef: null,
      email: 'member@example.com',
    });
    await fake.confirmAsBrowser(created.ref, testMethod);
    const paid = await provider.retrieveIntent(created.ref);
    expect(paid.status).toBe('succeeded');
    expect(paid.card).not.toBeNull();
    return { card: paid.card as SavedCard, customerRef: created.customerRef as string };
  }

  it('says test mode for a test key', () => {
    expect(provider.testMode).toBe(true);
    expect(provider.publishableKey).toBe(fake.publishableKey);
    const live = createStripeProvider({
      secretKey: 'sk_live_abc',
      publishableKey: 'pk_live_abc',
      webhookSecret: 'whsec_abc',
      apiBase: fake.url,
    });
    expect(live.testMode).toBe(false);
  });

  it('creates a customer and an intent with automatic payment methods, off-session saving, metadata and the idempotency key', async () => {
    const key = randomUUID();
    const meta = metadata();
    const created = await provider.createIntent({
      amountCents: 999,
      currency: 'usd',
      metadata: meta,
      idempotencyKey: key,
      saveCard: true,
      customerRef: null,
      email: 'member@example.com',
    });
    expect(created.ref).toMatch(/^pi_/);
    expect(created.clientSecret).toMatch(new RegExp(`^${created.ref}_secret_`));
    expect(created.status).toBe('requires_payment_method');
    expect(created.customerRef).toMatch(/^cus_/);

    const intentCall = fake.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.idempotencyKey === key,
    );
    expect(intentCall?.params).toMatchObject({
      amount: '999',
      currency: 'usd',
      customer: created.customerRef,
      automatic_payment_methods: { enabled: 'true' },
      setup_future_usage: 'off_session',
      metadata: meta,
    });
    const customerCall = fake.requests.find(
      (r) => r.path === '/v1/customers' && r.idempotencyKey === `${key}:customer`,
    );
    expect(customerCall?.params).toMatchObject({
      email: 'member@example.com',
      metadata: { userId: meta.userId },
    });
  });

  it('answers the same intent for the same idempotency key, and reuses a known customer', async () => {
    const input = {
      amountCents: 999,
      currency: 'usd',
      metadata: metadata(),
      idempotencyKey: randomUUID(),
      saveCard: false,
      customerRef: null,
      email: null,
    };
    const first = await provider.createIntent(input);
    const second = await provider.createIntent(input);
    expect(second.ref).toBe(first.ref);
    expect(fake.requests.filter((r) => r.idempotencyKey === input.idempotencyKey && r.replayed)).toHaveLength(
      1,
    );
    const callsBefore = fake.requests.filter((r) => r.path === '/v1/customers').length;
    const third = await provider.createIntent({
      ...input,
      idempotencyKey: randomUUID(),
      customerRef: first.customerRef,
    });
    expect(third.customerRef).toBe(first.customerRef);
    expect(fake.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(callsBefore);
    const withoutSaving = fake.requests.find((r) => r.idempotencyKey === input.idempotencyKey);
    expect(withoutSaving?.params).not.toHaveProperty('setup_future_usage');
  });

  it('charges a kept card off-session and returns the succeeded intent with its card', async () => {
    const { card, customerRef } = await keptCard('pm_card_visa');
    const key = randomUUID();
    const state = await provider.chargeSavedCard({
      amountCents: 999,
      currency: 'usd',
      card,
      customerRef,
      metadata: metadata(),
      idempotencyKey: key,
    });
    expect(state.status).toBe('succeeded');
    expect(state.card).toEqual(card);
    expect(state.failure).toBeNull();
    const call = fake.requests.find((r) => r.idempotencyKey === key);
    expect(call?.params).toMatchObject({ off_session: 'true', confirm: 'true', payment_method: card.ref });
  });

  it('maps a declined off-session charge to failed with Stripe’s message', async () => {
    const { card, customerRef } = await keptCard('pm_card_chargeCustomerFail');
    const state = await provider.chargeSavedCard({
      amountCents: 999,
      currency: 'usd',
      card,
      customerRef,
      metadata: metadata(),
      idempotencyKey: randomUUID(),
    });
    expect(state.status).toBe('failed');
    expect(state.failure).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    expect(state.card).toEqual(card);
    expect(card).toMatchObject({ brand: 'Visa', last4: '0341' });
  });

  it('maps a card that needs its owner to authenticate to failed with authentication_required', async () => {
    const created = await provider.createIntent({
      amountCents: 999,
      currency: 'usd',
      metadata: metadata(),
      idempotencyKey: randomUUID(),
      saveCard: true,
      customerRef: null,
      email: null,
    });
    await fake.confirmAsBrowser(created.ref, 'pm_card_authenticationRequired');
    expect((await provider.retrieveIntent(created.ref)).status).toBe('requires_action');
    await fake.authenticate(created.ref, true);
    const paid = await provider.retrieveIntent(created.ref);
    expect(paid.status).toBe('succeeded');

    const state = await provider.chargeSavedCard({
      amountCents: 999,
      currency: 'usd',
      card: paid.card as SavedCard,
      customerRef: created.customerRef,
      metadata: metadata(),
      idempotencyKey: randomUUID(),
    });
    expect(state.status).toBe('failed');
    expect(state.failure).toEqual({
      code: 'authentication_required',
      message: AUTHENTICATION_REQUIRED_MESSAGE,
    });
  });

  it('lets a card authenticated when it was kept pay off-session later', async () => {
    const created = await provider.createIntent({
      amountCents: 999,
      currency: 'usd',
      metadata: metadata(),
      idempotencyKey: randomUUID(),
      saveCard: true,
      customerRef: null,
      email: null,
    });
    await fake.confirmAsBrowser(created.ref, 'pm_card_authenticationRequiredOnSetup');
    await fake.authenticate(created.ref, true);
    const paid = await provider.retrieveIntent(created.ref);
    const state = await provider.chargeSavedCard({
      amountCents: 999,
      currency: 'usd',
      card: paid.card as SavedCard,
      customerRef: created.customerRef,
      metadata: metadata(),
      idempotencyKey: randomUUID(),
    });
    expect(state.status).toBe('succeeded');
  });

  it('passes on errors that are not a card’s answer (an unknown card reference)', async () => {
    await expect(
      provider.chargeSavedCard({
        amountCents: 999,
        currency: 'usd',
        card: { ref: 'pm_unknown', brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030 },
        customerRef: null,
        metadata: metadata(),
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});
