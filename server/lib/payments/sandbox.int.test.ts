import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TSandboxConfirmResponse } from '../../../contract/billing';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';
import { sandboxOf } from '.';
import type { SandboxProvider } from './sandbox';
import type { ProviderEvent } from './types';

let ctx: TestContext;
let sandbox: SandboxProvider;
let received: ProviderEvent[];
type User = Awaited<ReturnType<typeof signUpUser>>;
let maya: User;
let omar: User;

beforeAll(async () => {
  ctx = await createTestApp();
  const found = sandboxOf(ctx.app.services.paymentProvider);
  if (!found) throw new Error('the test app should use the sandbox processor');
  sandbox = found;
  omar = await signUpUser(ctx.app);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

beforeEach(async () => {
  // A new payer per test: the card form allows 20 attempts per person per 10 minutes.
  maya = await signUpUser(ctx.app);
  received = [];
  sandbox.onEvent(async (event) => {
    received.push(event);
  });
});

async function newIntent(user: User, overrides: { idempotencyKey?: string; paymentId?: string } = {}) {
  const paymentId = overrides.paymentId ?? randomUUID();
  const intent = await sandbox.createIntent({
    amountCents: 999,
    currency: 'usd',
    metadata: { paymentId, userId: user.userId, plan: 'premium_monthly' },
    idempotencyKey: overrides.idempotencyKey ?? randomUUID(),
    saveCard: true,
    customerRef: null,
    email: user.email,
  });
  return { ...intent, paymentId };
}

async function confirm(
  user: User,
  clientSecret: string,
  card: string,
  expiry: { expMonth?: number; expYear?: number } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    headers: { cookie: user.cookie },
    payload: { clientSecret, cardNumber: card, expMonth: 12, expYear: 2099, cvc: '123', ...expiry },
  });
}

async function pay(user: User, card: string, expiry: { expMonth?: number; expYear?: number } = {}) {
  const intent = await newIntent(user);
  const response = await confirm(user, intent.clientSecret, card, expiry);
  expect(response.statusCode, response.body).toBe(200);
  return { intent, answer: response.json() as TSandboxConfirmResponse };
}

async function authenticate(user: User, token: string, approve: boolean) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/authenticate',
    headers: { cookie: user.cookie },
    payload: { token, approve },
  });
}

const tokenOf = (url: string | null) => decodeURIComponent(/token=([^&]+)/.exec(url ?? '')?.[1] ?? '');

describe('test cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'Visa'],
    ['5555555555554444', 'Mastercard'],
  ])(
    '%s succeeds and tells the handler before answering, with the card and never its number',
    async (card, brand) => {
      const { intent, answer } = await pay(maya, card);
      expect(answer).toEqual({
        status: 'succeeded',
        paymentId: intent.paymentId,
        message: null,
        code: null,
        authenticationUrl: null,
      });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        provider: 'sandbox',
        type: 'payment_succeeded',
        intent: {
          ref: intent.ref,
          status: 'succeeded',
          amountCents: 999,
          metadata: { paymentId: intent.paymentId, userId: maya.userId },
          card: { brand, last4: card.slice(-4), expMonth: 12, expYear: 2099 },
        },
      });
      expect(received[0]?.intent.card?.ref).toMatch(/^pm_sbx_/);
      expect(JSON.stringify(received[0])).not.toContain(card.replace(/ /g, ''));
    },
  );

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('%s is declined: the payment fails with the processor’s message', async (card, code, message) => {
    const { answer } = await pay(maya, card);
    expect(answer).toMatchObject({ status: 'failed', code, message, authenticationUrl: null });
    expect(received.map((e) => [e.type, e.intent.failure])).toEqual([['payment_failed', { code, message }]]);
  });

  it('any other valid number is declined: test mode takes test cards only', async () => {
    const { answer } = await pay(maya, '4111 1111 1111 1111');
    expect(answer.status).toBe('failed');
    expect(answer.code).toBe('test_mode_live_card');
    expect(answer.message).toContain('Test mode accepts only test cards');
  });

  it('a mistyped number or an expired card is refused before any charge; the same checkout can retry', async () => {
    const intent = await newIntent(maya);
    const typo = await confirm(maya, intent.clientSecret, '4242 4242 4242 4241');
    expect(typo.json()).toMatchObject({
      status: 'requires_payment_method',
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    });
    const expired = await confirm(maya, intent.clientSecret, '4242424242424242', {
      expMonth: 1,
      expYear: 2020,
    });
    expect(expired.json()).toMatchObject({
      status: 'requires_payment_method',
      code: 'expired_card',
      message: 'Your card has expired.',
    });
    expect(received).toEqual([]);
    const paid = await confirm(maya, intent.clientSecret, '4242424242424242');
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
  });

  it('card details in the wrong shape answer 400 with the field’s message', async () => {
    const intent = await newIntent(maya);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: { cookie: maya.cookie },
      payload: {
        clientSecret: intent.clientSecret,
        cardNumber: '4242',
        expMonth: 13,
        expYear: 2099,
        cvc: '1',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      cardNumber: 'Your card number is incomplete.',
      expMonth: 'The expiry month must be from 1 to 12.',
      cvc: 'Your card’s security code is 3 or 4 digits.',
    });
  });

  it('4000 0025 0000 3155 asks for the bank’s step; approved, it succeeds and later renewals go through', async () => {
    const { intent, answer } = await pay(maya, '4000 0025 0000 3155');
    expect(answer.status).toBe('requires_action');
    expect(answer.authenticationUrl).toMatch(
      new RegExp(`^/checkout/authenticate\\?payment=${intent.paymentId}&token=[A-Za-z0-9_-]+$`),
    );
    expect(received.map((e) => e.type)).toEqual(['payment_requires_action']);

    const approved = await authenticate(maya, tokenOf(answer.authenticationUrl), true);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'succeeded', paymentId: intent.paymentId });
    expect(received.map((e) => e.type)).toEqual(['payment_requires_action', 'payment_succeeded']);

    // The token works once.
    const again = await authenticate(maya, tokenOf(answer.authenticationUrl), true);
    expect(again.statusCode).toBe(404);

    const card = received[1]?.intent.card;
    if (!card) throw new Error('no card on the succeeded intent');
    const renewal = await sandbox.chargeSavedCard({
      amountCents: 999,
      currency: 'usd',
      card,
      customerRef: received[1]?.intent.customerRef ?? null,
      metadata: { paymentId: randomUUID(), userId: maya.userId, plan: 'premium_monthly' },
      idempotencyKey: randomUUID(),
    });
    expect(renewal).toMatchObject({ status: 'succeeded', failure: null, card: { last4: '3155' } });
  });

  it('4000 0025 0000 3155 refused at the bank fails the payment', async () => {
    const { answer } = await pay(maya, '4000002500003155');
    const refused = await authenticate(maya, tokenOf(answer.authenticationUrl), false);
    expect(refused.json()).toMatchObject({ status: 'failed', code: 'payment_intent_authentication_failure' });
    expect(received.map((e) => e.type)).toEqual(['payment_requires_action', 'payment_failed']);
  });

  it('4000 0000 0000 0341 pays at checkout, then every off-session charge is declined', async () => {
    const { answer } = await pay(maya, '4000 0000 0000 0341');
    expect(answer.status).toBe('succeeded');
    const card = received[0]?.intent.card;
    if (!card) throw new Error('no card on the succeeded intent');
    const key = randomUUID();
    const charge = () =>
      sandbox.chargeSavedCard({
        amountCents: 999,
        currency: 'usd',
        card,
        customerRef: null,
        metadata: { paymentId: randomUUID(), userId: maya.userId, plan: 'premium_monthly' },
        idempotencyKey: key,
      });
    const renewal = await charge();
    expect(renewal).toMatchObject({
      status: 'failed',
      failure: { code: 'card_declined', message: 'Your card was declined.' },
    });
    // The same key answers the same charge.
    const retried = await charge();
    expect(retried.ref).toBe(renewal.ref);
    await sandbox.drain();
    expect(received.filter((e) => e.type === 'payment_failed').map((e) => e.intent.ref)).toEqual([
      renewal.ref,
    ]);
    expect(await sandbox.retrieveIntent(renewal.ref)).toMatchObject({
      status: 'failed',
      card: { last4: '0341' },
    });
  });
});

describe('intents', () => {
  it('the same idempotency key answers the same intent; each secret handed out confirms it', async () => {
    const key = randomUUID();
    const paymentId = randomUUID();
    const first = await newIntent(maya, { idempotencyKey: key, paymentId });
    const second = await newIntent(maya, { idempotencyKey: key, paymentId });
    expect(second.ref).toBe(first.ref);
    expect(second.clientSecret).not.toBe(first.clientSecret);
    const paid = await confirm(maya, second.clientSecret, '4242424242424242');
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    const twice = await confirm(maya, first.clientSecret, '4242424242424242');
    expect(twice.statusCode).toBe(409);
    await expect(newIntent(maya, { idempotencyKey: key })).rejects.toThrow(/different payment/);
  });

  it('another person’s intent is refused, and so is a made-up secret', async () => {
    const intent = await newIntent(maya);
    const stolen = await confirm(omar, intent.clientSecret, '4242424242424242');
    expect(stolen.statusCode).toBe(404);
    const guessed = await confirm(maya, `${intent.ref}_secret_${'x'.repeat(32)}`, '4242424242424242');
    expect(guessed.statusCode).toBe(404);
    expect(received).toEqual([]);
    expect((await sandbox.retrieveIntent(intent.ref)).status).toBe('requires_payment_method');
  });

  it('another person cannot answer the bank step', async () => {
    const { answer } = await pay(maya, '4000 0025 0000 3155');
    const response = await authenticate(omar, tokenOf(answer.authenticationUrl), true);
    expect(response.statusCode).toBe(404);
  });

  it('a confirmed or failed intent cannot be confirmed again (409)', async () => {
    const paid = await pay(maya, '4242424242424242');
    const again = await confirm(maya, paid.intent.clientSecret, '4242424242424242');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This payment has already been completed.');
    const declined = await pay(maya, '4000000000000002');
    const retry = await confirm(maya, declined.intent.clientSecret, '4242424242424242');
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error.message).toMatch(/already failed/);
  });

  it('the card form is rate-limited per person', async () => {
    const intent = await newIntent(maya);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await confirm(maya, intent.clientSecret, '4242 4242 4242 4241')).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('events', () => {
  it('a handler that throws leaves the event pending; redeliverPending delivers it once', async () => {
    let failing = true;
    const delivered: string[] = [];
    sandbox.onEvent(async (event) => {
      if (failing) throw new Error('billing is down');
      delivered.push(event.eventId);
    });
    const { answer } = await pay(maya, '4242424242424242');
    expect(answer.status).toBe('succeeded');
    const pending = await ctx.database.pool.query(
      'SELECT id, attempts, last_error FROM sandbox_events WHERE delivered_at IS NULL',
    );
    expect(pending.rows).toEqual([
      { id: expect.stringMatching(/^evt_sbx_/), attempts: 1, last_error: 'billing is down' },
    ]);

    failing = false;
    expect(await sandbox.redeliverPending()).toBe(1);
    expect(delivered).toEqual([pending.rows[0].id]);
    expect(await sandbox.redeliverPending()).toBe(0);
    expect(delivered).toHaveLength(1);
  });

  it('event ids are unique', async () => {
    await pay(maya, '4242424242424242');
    await pay(maya, '4000000000000002');
    const { rows } = await ctx.database.pool.query(
      'SELECT count(*) AS n, count(DISTINCT id) AS d FROM sandbox_events',
    );
    expect(rows[0].n).toBe(rows[0].d);
  });
});

describe('what the sandbox keeps', () => {
  it('no card number anywhere in its tables after confirmations', async () => {
    const cards = [
      '4242424242424242',
      '5555555555554444',
      '4000002500003155',
      '4000000000000341',
      '4111111111111111',
    ];
    for (const card of cards) await pay(maya, card.replace(/(\d{4})/g, '$1 ').trim());
    const { rows: columns } = await ctx.database.pool.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name LIKE 'sandbox_%'
          AND data_type IN ('text', 'jsonb', 'ARRAY', 'character varying')`,
    );
    expect(columns.length).toBeGreaterThan(10);
    let rowsSeen = 0;
    for (const { table_name, column_name } of columns) {
      const { rows } = await ctx.database.pool.query<{ value: string | null }>(
        `SELECT "${column_name}"::text AS value FROM "${table_name}"`,
      );
      rowsSeen += rows.length;
      for (const { value } of rows) {
        for (const card of cards) {
          expect(value ?? '', `${table_name}.${column_name}`).not.toContain(card);
          // Not even the first twelve digits.
          expect(value ?? '', `${table_name}.${column_name}`).not.toContain(card.slice(0, 12));
        }
      }
    }
    expect(rowsSeen).toBeGreaterThan(0);
  });
});
