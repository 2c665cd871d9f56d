import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTHZ_MATRIX } from '../../test/authz-matrix';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';
import { isStripeProvider, type PaymentProvider, type ProviderEvent } from './index';
import { type StripeFake, startStripeFake } from './stripe-fake';
import { STRIPE_WEBHOOK_PATH, WEBHOOK_REFUSED_MESSAGE } from './stripe-webhook';

/**
 * The app built with Stripe as its processor, pointed at the local Stripe (stripe-fake.ts), which
 * sends its signed webhook events to the listening app over HTTP (docs/product/payments.md#webhook).
 */

let fake: StripeFake;
let ctx: TestContext;
let payments: PaymentProvider;
const routes: string[] = [];
const received: ProviderEvent[] = [];
let handlerFails = false;

beforeAll(async () => {
  fake = await startStripeFake();
  ctx = await createTestApp(
    {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.url,
      BODY_LIMIT_BYTES: String(64 * 1024),
    },
    { onRoute: (route) => routes.push(...[route.method].flat().map((method) => `${method} ${route.url}`)) },
  );
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  fake.webhookUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}${STRIPE_WEBHOOK_PATH}`;
  payments = ctx.app.services.paymentProvider;
  // What the app wired (the billing area's handler), watched: the test sees each event handed over
  // and can make the handler fail.
  const billing = ctx.app.services.billing;
  if (!billing) throw new Error('the app has no billing area');
  payments.onEvent(async (event) => {
    if (handlerFails) throw new Error('billing is down');
    received.push(event);
    await billing.handleEvent(event);
  });
});

afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

beforeEach(async () => {
  await fake.settled();
  received.length = 0;
  handlerFails = false;
});

const metadata = () => ({ paymentId: randomUUID(), userId: randomUUID(), plan: 'premium_monthly' });

async function intent(saveCard = true) {
  return payments.createIntent({
    amountCents: 999,
    currency: 'usd',
    metadata: metadata(),
    idempotencyKey: randomUUID(),
    saveCard,
    customerRef: null,
    email: 'member@example.com',
  });
}

/** The event the local Stripe made for an intent, once it has been delivered. */
async function deliveredEvent(intentRef: string, type: string): Promise<Stripe.Event> {
  await fake.settled();
  const events = fake.events.filter(
    (e) => e.type === type && (e.data.object as { id: string }).id === intentRef,
  );
  expect(events).toHaveLength(1);
  return events[0] as Stripe.Event;
}

/** A fresh event for an intent that went through the handler's hands already (for forged copies). */
async function succeededEvent(): Promise<Stripe.Event> {
  const created = await intent();
  await fake.confirmAsBrowser(created.ref, 'pm_card_visa');
  const event = await deliveredEvent(created.ref, 'payment_intent.succeeded');
  received.length = 0;
  return event;
}

describe('the Stripe processor in the app', () => {
  it('is the configured processor, in test mode, with the publishable key for the browser', () => {
    expect(isStripeProvider(payments)).toBe(true);
    expect(payments.testMode).toBe(true);
    expect(payments.publishableKey).toBe(fake.publishableKey);
  });

  it('declares every route it registers, the webhook as public', () => {
    const undeclared = [...new Set(routes)]
      .filter((key) => key.startsWith('POST /api/payments/'))
      .filter((key) => !(key in AUTHZ_MATRIX));
    expect(routes).toContain(`POST ${STRIPE_WEBHOOK_PATH}`);
    expect(undeclared).toEqual([]);
    expect(AUTHZ_MATRIX[`POST ${STRIPE_WEBHOOK_PATH}`]).toMatchObject({
      rule: 'public',
      registeredOnlyWith: 'stripe',
    });
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('hands a signed payment_intent.succeeded to the handler once, with Stripe’s event id and the card', async () => {
    const created = await intent();
    await fake.confirmAsBrowser(created.ref, 'pm_card_visa');
    const event = await deliveredEvent(created.ref, 'payment_intent.succeeded');

    expect(fake.deliveries.filter((d) => d.eventId === event.id)).toEqual([
      { eventId: event.id, type: 'payment_intent.succeeded', status: 200 },
    ]);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      provider: 'stripe',
      eventId: event.id,
      type: 'payment_succeeded',
      intent: {
        ref: created.ref,
        status: 'succeeded',
        amountCents: 999,
        customerRef: created.customerRef,
        card: { brand: 'Visa', last4: '4242' },
        failure: null,
      },
    });
  });

  it('hands a failed payment over with Stripe’s message, and a 3-D Secure step as requires_action', async () => {
    const declined = await intent();
    await fake.confirmAsBrowser(declined.ref, 'pm_card_chargeDeclined').catch(() => undefined);
    const failedEvent = await deliveredEvent(declined.ref, 'payment_intent.payment_failed');
    const secure = await intent();
    await fake.confirmAsBrowser(secure.ref, 'pm_card_authenticationRequired');
    const actionEvent = await deliveredEvent(secure.ref, 'payment_intent.requires_action');

    expect(received.map((e) => [e.eventId, e.type, e.intent.status])).toEqual([
      [failedEvent.id, 'payment_failed', 'failed'],
      [actionEvent.id, 'payment_requires_action', 'requires_action'],
    ]);
    expect(received[0]?.intent.failure).toEqual({
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(received[0]?.intent.card?.last4).toBe('0002');
  });

  it('refuses a delivery signed with another secret, altered after signing, too old, or unsigned: 400, nothing handled', async () => {
    const event = await succeededEvent();
    const statuses = [
      await fake.deliver(event, { secret: `whsec_${'0'.repeat(32)}` }),
      await fake.deliver(event, { alterBody: (body) => body.replace('"amount": 999', '"amount": 1') }),
      await fake.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 }),
      await fake.deliver(event, { signature: null }),
      await fake.deliver(event, { signature: 't=1,v1=deadbeef' }),
    ];
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    expect(received).toEqual([]);
  });

  it('says nothing about why a delivery was refused', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: WEBHOOK_REFUSED_MESSAGE } });
    expect(received).toEqual([]);
  });

  it('answers an error while the handler fails, so Stripe delivers again, and 200 once it is applied', async () => {
    const event = await succeededEvent();
    handlerFails = true;
    expect(await fake.deliver(event)).toBe(500);
    expect(received).toEqual([]);
    handlerFails = false;
    expect(await fake.deliver(event)).toBe(200);
    expect(received.map((e) => e.eventId)).toEqual([event.id]);
  });

  it('answers 200 to a replayed event and hands it on with the same id (the handler applies it once)', async () => {
    const event = await succeededEvent();
    expect(await fake.deliver(event)).toBe(200);
    expect(await fake.deliver(event)).toBe(200);
    expect(received.map((e) => e.eventId)).toEqual([event.id, event.id]);
  });

  it('answers 200 and ignores other event types and intents this app did not create', async () => {
    const event = await succeededEvent();
    const other = {
      ...event,
      id: `evt_other_${randomUUID()}`,
      type: 'charge.refunded',
    } as unknown as Stripe.Event;
    const foreign = {
      ...event,
      id: `evt_foreign_${randomUUID()}`,
      data: { object: { ...(event.data.object as object), metadata: {} } },
    } as unknown as Stripe.Event;
    expect(await fake.deliver(other)).toBe(200);
    expect(await fake.deliver(foreign)).toBe(200);
    expect(received).toEqual([]);
  });

  it('is public: a signed delivery is applied whether or not the sender has a session', async () => {
    const event = await succeededEvent();
    const member = await signUpUser(ctx.app);
    const payload = JSON.stringify(event);
    const { default: StripeSdk } = await import('stripe');
    const signature = new StripeSdk(fake.secretKey).webhooks.generateTestHeaderString({
      payload,
      secret: fake.webhookSecret,
    });
    for (const cookie of [undefined, member.cookie]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signature,
          ...(cookie ? { cookie } : {}),
        },
        payload,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect(received).toHaveLength(2);
  });

  it('keeps the app’s body size limit', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ padding: 'x'.repeat(100 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(received).toEqual([]);
  });

  it('leaves the app’s JSON parsing of other routes as it was', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'nobody@example.com', password: 'WrongPassword1!' }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('checkout through the billing area', () => {
  it('creates the Stripe intent with an idempotency key, and grants Premium once on the signed succeeded event, even replayed', async () => {
    const member = await signUpUser(ctx.app);
    const as = { cookie: member.cookie };
    const status = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/subscription/status', headers: as })).json();
    const invoices = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/billing/invoices', headers: as })).json();

    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: as,
      payload: { amount: 9.99 },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const body = checkout.json();
    expect(body).toMatchObject({
      provider: 'stripe',
      testMode: true,
      publishableKey: fake.publishableKey,
      plan: 'premium_monthly',
      amountCents: 999,
    });
    const intentRef = String(body.clientSecret).split('_secret_')[0] as string;
    expect(intentRef).toMatch(/^pi_/);
    const created = fake.requests.find(
      (r) =>
        r.path === '/v1/payment_intents' &&
        (r.params.metadata as { paymentId?: string })?.paymentId === body.paymentId,
    );
    expect(created?.idempotencyKey).toEqual(expect.any(String));
    expect(created?.params).toMatchObject({ amount: '999', metadata: { userId: member.userId } });
    expect((await status()).isPremium).toBe(false);

    await fake.confirmAsBrowser(intentRef, 'pm_card_visa');
    const event = await deliveredEvent(intentRef, 'payment_intent.succeeded');
    expect(fake.deliveries.find((d) => d.eventId === event.id)?.status).toBe(200);
    expect((await status()).isPremium).toBe(true);
    expect(await invoices()).toHaveLength(1);
    const subscription = (
      await ctx.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: as })
    ).json();
    expect(subscription).toMatchObject({
      state: 'active',
      provider: 'stripe',
      paymentMethod: { brand: 'Visa', last4: '4242' },
    });

    expect(await fake.deliver(event)).toBe(200);
    expect(await fake.deliver(event)).toBe(200);
    expect(await invoices()).toHaveLength(1);
    const again = (
      await ctx.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: as })
    ).json();
    expect(again.currentPeriodEnd).toBe(subscription.currentPeriodEnd);
    const payment = (
      await ctx.app.inject({ method: 'GET', url: `/api/payments/${body.paymentId}`, headers: as })
    ).json();
    expect(payment).toMatchObject({ status: 'succeeded', testMode: true });
  });
});

describe('with the sandbox processor', () => {
  it('has no Stripe webhook route', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, payload: {} });
      expect(response.statusCode).toBe(404);
      expect(plain.app.services.paymentProvider.name).toBe('sandbox');
    } finally {
      await plain.close();
    }
  });
});
