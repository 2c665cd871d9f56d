import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_ERRORS, PRICE_CATALOGUE } from '../../../contract/billing';
import { signUpUser } from '../../test/harness';
import { DAY_MS, signUpWithTrial, testClock } from '../subscription/testing';
import { createBillingTestApp } from './testing';

const clock = testClock('2026-11-24T10:00:00.000Z');
let ctx: Awaited<ReturnType<typeof createBillingTestApp>>;
beforeAll(async () => {
  ctx = await createBillingTestApp(clock);
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;

const get = (user: User | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
const post = (user: User | undefined, url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

const mailsTo = (user: User) => ctx.mailer.sent.filter((m) => m.to === user.email);
const count = async (sql: string, params: unknown[]) =>
  (await ctx.database.pool.query<{ n: number }>(sql, params)).rows[0]!.n;

/** Checkout and confirm with a card at the processor; returns the payment id. */
async function pay(user: User, body: object = {}) {
  const intent = await post(user, '/api/create-payment-intent', body);
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret, paymentId } = intent.json() as { clientSecret: string; paymentId: string };
  await ctx.payments.confirm(clientSecret);
  return paymentId;
}

const subscriptionOf = async (user: User) => (await get(user, '/api/billing/subscription')).json();
const statusOf = async (user: User) => (await get(user, '/api/subscription/status')).json();

describe('checkout', () => {
  it('charges the catalogue price whatever amount the client sends, and grants Premium once', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const user = await signUpWithTrial(ctx.app);
    const intent = await post(user, '/api/create-payment-intent', { amount: 0.01 });
    expect(intent.statusCode, intent.body).toBe(200);
    const body = intent.json();
    expect(body).toMatchObject({
      provider: 'sandbox',
      testMode: true,
      publishableKey: null,
      plan: 'premium_monthly',
      amountCents: 999,
      currency: 'usd',
    });
    expect(PRICE_CATALOGUE.premium_monthly.amountCents).toBe(999);
    // Nothing is granted before the processor confirms.
    expect((await statusOf(user)).plan).toBe('trial');
    await ctx.payments.confirm(body.clientSecret);

    expect(await statusOf(user)).toEqual({ isPremium: true, plan: 'premium', trialEligible: false });
    expect((await get(user, '/auth/status')).json().user.isPremium).toBe(true);
    // The trial is over; its data stays.
    expect((await get(user, '/api/premium/trial-status')).json().isActive).toBe(false);
    expect(await subscriptionOf(user)).toMatchObject({
      state: 'active',
      plan: 'premium_monthly',
      amountCents: 999,
      currentPeriodEnd: '2026-12-24T10:00:00.000Z',
      renewsAt: '2026-12-24T10:00:00.000Z',
      endsAt: null,
      paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      testMode: true,
    });
    const summary = (await get(user, `/api/payments/${body.paymentId}`)).json();
    expect(summary).toMatchObject({
      id: body.paymentId,
      status: 'succeeded',
      plan: 'premium_monthly',
      planName: 'Infinite Wellness Premium (monthly)',
      amountCents: 999,
      testMode: true,
      paidAt: '2026-11-24T10:00:00.000Z',
      periodEnd: '2026-12-24T10:00:00.000Z',
      failureMessage: null,
    });
    expect(summary.invoiceNumber).toMatch(/^IW-\d{6}$/);

    const invoices = (await get(user, '/api/billing/invoices')).json();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      number: summary.invoiceNumber,
      amountCents: 999,
      periodStart: '2026-11-24T10:00:00.000Z',
      periodEnd: '2026-12-24T10:00:00.000Z',
      cardLast4: '4242',
      testMode: true,
    });
    expect((await get(user, `/api/billing/invoices/${invoices[0].id}`)).json()).toEqual(invoices[0]);

    const receipts = mailsTo(user);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe(`[Test mode] Your Infinite Wellness receipt ${summary.invoiceNumber}`);
    for (const part of [
      `Invoice: ${summary.invoiceNumber}`,
      'Plan: Infinite Wellness Premium (monthly)',
      'Amount: $9.99 USD',
      'Card: Visa ending in 4242',
      'Period: November 24, 2026 to December 24, 2026',
      'Test mode: this payment was simulated',
    ]) {
      expect(receipts[0]!.text).toContain(part);
    }
    // No card number anywhere: brand, last four and expiry only.
    expect(
      await count(`SELECT count(*)::int AS n FROM payment_methods WHERE user_id = $1 AND last4 = '4242'`, [
        user.userId,
      ]),
    ).toBe(1);
    expect(
      await count(`SELECT count(*)::int AS n FROM analytics_events WHERE name = 'premium_upgraded'`, []),
    ).toBeGreaterThanOrEqual(1);
  });

  it('applies a replayed processor event once: no second period, invoice or receipt', async () => {
    const user = await signUpUser(ctx.app);
    const paymentId = await pay(user);
    const event = ctx.payments.emitted.find((e) => e.intent.metadata.paymentId === paymentId)!;
    const before = await subscriptionOf(user);
    clock.advance(DAY_MS);
    await ctx.payments.replay(event);
    await ctx.payments.replay(event);
    clock.advance(-DAY_MS);
    expect(await subscriptionOf(user)).toEqual(before);
    expect((await get(user, '/api/billing/invoices')).json()).toHaveLength(1);
    expect(mailsTo(user)).toHaveLength(1);
    expect(
      await count('SELECT count(*)::int AS n FROM payment_events WHERE event_id = $1', [event.eventId]),
    ).toBe(1);
  });

  it('makes one payment of a double click, with or without a key', async () => {
    const user = await signUpUser(ctx.app);
    const keyed = await Promise.all(
      [1, 2].map(() => post(user, '/api/create-payment-intent', { idempotencyKey: 'checkout-visit-1' })),
    );
    expect(keyed.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(keyed[0]!.json().paymentId).toBe(keyed[1]!.json().paymentId);
    expect(keyed[0]!.json().clientSecret).toBe(keyed[1]!.json().clientSecret);
    const bare = await Promise.all([1, 2].map(() => post(user, '/api/create-payment-intent', {})));
    expect(bare[0]!.json().paymentId).toBe(bare[1]!.json().paymentId);
    expect(await count('SELECT count(*)::int AS n FROM payments WHERE user_id = $1', [user.userId])).toBe(2);
  });

  it('refuses an already-Premium member (409) and a practice plan to a member (403)', async () => {
    const user = await signUpUser(ctx.app);
    const practice = await post(user, '/api/create-payment-intent', { plan: 'starter_monthly' });
    expect(practice.statusCode).toBe(403);
    expect(practice.json().error.message).toBe(BILLING_ERRORS.practicePlanOnly);
    await pay(user);
    const again = await post(user, '/api/create-payment-intent', {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(BILLING_ERRORS.alreadyPremium);
    expect((await post(user, '/api/premium/upgrade')).statusCode).toBe(409);
  });

  it('prices a practice plan for a practitioner from the catalogue', async () => {
    const user = await signUpUser(ctx.app);
    await ctx.database.pool.query(`UPDATE users SET role = 'practitioner' WHERE id = $1`, [user.userId]);
    ctx.app.services.sessions.forgetUser(user.userId);
    const intent = await post(user, '/api/create-payment-intent', { plan: 'starter_yearly', amount: 1 });
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json()).toMatchObject({ plan: 'starter_yearly', amountCents: 47000 });
  });

  it("answers 404 for another person's payment and invoice, 401 signed out", async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const paymentId = await pay(owner);
    const [invoice] = (await get(owner, '/api/billing/invoices')).json();
    expect((await get(other, `/api/payments/${paymentId}`)).statusCode).toBe(404);
    expect((await get(other, `/api/billing/invoices/${invoice.id}`)).statusCode).toBe(404);
    expect((await get(other, '/api/billing/invoices')).json()).toEqual([]);
    expect((await get(other, '/api/payments/not-a-uuid')).statusCode).toBe(404);
    expect((await get(undefined, `/api/payments/${paymentId}`)).statusCode).toBe(401);
    expect((await post(undefined, '/api/create-payment-intent', {})).statusCode).toBe(401);
  });

  it('records a declined checkout as failed with the processor message and grants nothing', async () => {
    const user = await signUpUser(ctx.app);
    const intent = (await post(user, '/api/create-payment-intent', {})).json();
    await ctx.payments.confirm(intent.clientSecret, { decline: true });
    expect((await get(user, `/api/payments/${intent.paymentId}`)).json()).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
      invoiceNumber: null,
    });
    expect((await statusOf(user)).plan).toBe('free');
    expect((await subscriptionOf(user)).state).toBe('none');
  });
});

describe("the subscription's life", () => {
  it('renews at the period end on the saved card: a new period, invoice and receipt', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const user = await signUpUser(ctx.app);
    await pay(user);
    // Not yet due.
    clock.set('2026-12-24T09:59:00.000Z');
    await ctx.billing.runDueRenewals(clock.now());
    expect((await get(user, '/api/billing/invoices')).json()).toHaveLength(1);
    clock.set('2026-12-24T10:05:00.000Z');
    await ctx.billing.runDueRenewals(clock.now());
    // A second run charges nothing more.
    await ctx.billing.runDueRenewals(clock.now());
    expect(await subscriptionOf(user)).toMatchObject({
      state: 'active',
      currentPeriodEnd: '2027-01-24T10:00:00.000Z',
      renewsAt: '2027-01-24T10:00:00.000Z',
    });
    const invoices = (await get(user, '/api/billing/invoices')).json();
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({
      periodStart: '2026-12-24T10:00:00.000Z',
      periodEnd: '2027-01-24T10:00:00.000Z',
      amountCents: 999,
    });
    expect(invoices[0].number > invoices[1].number).toBe(true);
    expect(mailsTo(user).filter((m) => m.subject.includes('receipt'))).toHaveLength(2);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM payments WHERE user_id = $1 AND purpose = 'renewal' AND status = 'succeeded'`,
        [user.userId],
      ),
    ).toBe(1);
  });

  it('keeps Premium while past due, retries after 1, 3, 5 and 7 days, then ends with the data kept', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const user = await signUpUser(ctx.app);
    await pay(user);
    const water = await post(user, '/api/water/entries', { kind: 'glass' });
    expect(water.statusCode, water.body).toBe(201);
    ctx.payments.declineSavedCards({
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    try {
      const end = Date.parse('2026-12-24T10:00:00.000Z');
      clock.set(new Date(end));
      await ctx.billing.runDueRenewals(clock.now());
      expect(await subscriptionOf(user)).toMatchObject({
        state: 'past_due',
        graceEndsAt: '2026-12-31T10:00:00.000Z',
        renewsAt: null,
      });
      expect(await statusOf(user)).toMatchObject({ isPremium: true, plan: 'premium' });
      const notice = mailsTo(user).filter((m) => m.subject.startsWith('Update your card'));
      expect(notice).toHaveLength(1);
      expect(notice[0]!.text).toContain('Your card has insufficient funds.');
      expect(notice[0]!.text).toContain('http://localhost:5000/premium');
      expect(notice[0]!.text).toContain('December 25, 2026');

      const failedCharges = () =>
        count(
          `SELECT count(*)::int AS n FROM payments WHERE user_id = $1 AND purpose = 'renewal' AND status = 'failed'`,
          [user.userId],
        );
      for (const [day, expected] of [
        [1, 2],
        [3, 3],
        [5, 4],
      ] as const) {
        // Nothing happens just before the retry.
        clock.set(new Date(end + day * DAY_MS - 60_000));
        await ctx.billing.runDueRenewals(clock.now());
        expect(await failedCharges()).toBe(expected - 1);
        clock.set(new Date(end + day * DAY_MS));
        await ctx.billing.runDueRenewals(clock.now());
        expect(await failedCharges()).toBe(expected);
        expect((await subscriptionOf(user)).state).toBe('past_due');
      }
      // One 'update your card' mail, not one per retry.
      expect(mailsTo(user).filter((m) => m.subject.startsWith('Update your card'))).toHaveLength(1);
      clock.set(new Date(end + 7 * DAY_MS));
      await ctx.billing.runDueRenewals(clock.now());
      expect(await failedCharges()).toBe(5);
      expect((await subscriptionOf(user)).state).toBe('ended');
      expect(await statusOf(user)).toMatchObject({ isPremium: false, plan: 'free' });
      expect(mailsTo(user).filter((m) => m.subject === 'Your Premium has ended')).toHaveLength(1);
      // Data kept, features closed.
      expect(
        await count('SELECT count(*)::int AS n FROM water_entries WHERE user_id = $1', [user.userId]),
      ).toBe(1);
      expect((await post(user, '/api/water/entries', { kind: 'glass' })).statusCode).toBe(402);
      // Nothing more is tried.
      clock.set(new Date(end + 40 * DAY_MS));
      await ctx.billing.runDueRenewals(clock.now());
      expect(await failedCharges()).toBe(5);
    } finally {
      ctx.payments.declineSavedCards(null);
    }
  });

  it('makes a past-due member active again when they pay at checkout', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const user = await signUpUser(ctx.app);
    await pay(user);
    ctx.payments.declineSavedCards({ code: 'card_declined', message: 'Your card was declined.' });
    clock.set('2026-12-24T10:00:00.000Z');
    await ctx.billing.runDueRenewals(clock.now());
    ctx.payments.declineSavedCards(null);
    expect((await subscriptionOf(user)).state).toBe('past_due');
    clock.set('2026-12-26T08:00:00.000Z');
    await pay(user);
    expect(await subscriptionOf(user)).toMatchObject({
      state: 'active',
      currentPeriodEnd: '2027-01-26T08:00:00.000Z',
      graceEndsAt: null,
    });
    // The pending retry is replaced by the new period's renewal.
    clock.set('2026-12-27T10:00:00.000Z');
    await ctx.billing.runDueRenewals(clock.now());
    expect((await subscriptionOf(user)).state).toBe('active');
  });

  it('cancels at the period end: no charge then, Premium until the end, then ended', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const user = await signUpUser(ctx.app);
    await pay(user);
    const canceled = await post(user, '/api/subscription/cancel');
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({
      state: 'canceling',
      endsAt: '2026-12-24T10:00:00.000Z',
      renewsAt: null,
    });
    const twice = await post(user, '/api/subscription/cancel');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(BILLING_ERRORS.alreadyCanceled);
    expect((await post(user, '/api/create-payment-intent', {})).json().error.message).toBe(
      BILLING_ERRORS.canceledStillActive,
    );
    clock.set('2026-12-20T10:00:00.000Z');
    expect((await statusOf(user)).plan).toBe('premium');
    const charges = ctx.payments.charges.length;
    clock.set('2026-12-24T10:00:00.000Z');
    // Free from the period end even before the job has run.
    expect((await statusOf(user)).plan).toBe('free');
    await ctx.billing.runDueRenewals(clock.now());
    expect(ctx.payments.charges.length).toBe(charges);
    expect((await subscriptionOf(user)).state).toBe('ended');
    expect(mailsTo(user).filter((m) => m.subject === 'Your Premium has ended')).toHaveLength(1);
    expect((await post(user, '/api/subscription/resume')).statusCode).toBe(409);
  });

  it('resumes before the period end: renews again', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const user = await signUpUser(ctx.app);
    expect((await post(user, '/api/subscription/cancel')).json().error.message).toBe(
      BILLING_ERRORS.nothingToCancel,
    );
    expect((await post(user, '/api/subscription/resume')).statusCode).toBe(409);
    await pay(user);
    await post(user, '/api/subscription/cancel');
    clock.set('2026-12-01T10:00:00.000Z');
    const resumed = await post(user, '/api/subscription/resume');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      state: 'active',
      renewsAt: '2026-12-24T10:00:00.000Z',
      endsAt: null,
    });
    clock.set('2026-12-24T10:00:00.000Z');
    await ctx.billing.runDueRenewals(clock.now());
    expect((await subscriptionOf(user)).currentPeriodEnd).toBe('2027-01-24T10:00:00.000Z');
  });
});

describe('upgrade', () => {
  it('sends a member without a saved card to checkout', async () => {
    const user = await signUpUser(ctx.app);
    const answer = await post(user, '/api/premium/upgrade');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ outcome: 'checkout', checkoutUrl: '/checkout?plan=premium_monthly' });
  });

  it('charges the saved card once for a double click, and reports a decline', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const user = await signUpUser(ctx.app);
    await pay(user);
    await post(user, '/api/subscription/cancel');
    clock.set('2026-12-24T10:00:00.000Z');
    await ctx.billing.runDueRenewals(clock.now());
    expect((await subscriptionOf(user)).state).toBe('ended');

    ctx.payments.declineSavedCards({ code: 'expired_card', message: 'Your card has expired.' });
    const failed = await post(user, '/api/premium/upgrade', undefined, {
      'idempotency-key': 'upgrade-try-1',
    });
    ctx.payments.declineSavedCards(null);
    expect(failed.json()).toMatchObject({ outcome: 'failed', message: 'Your card has expired.' });
    expect((await statusOf(user)).plan).toBe('free');

    const charges = ctx.payments.charges.length;
    clock.set('2027-01-05T10:00:00.000Z');
    const answers = await Promise.all(
      [1, 2].map(() => post(user, '/api/premium/upgrade', undefined, { 'idempotency-key': 'upgrade-try-2' })),
    );
    expect(answers.map((a) => a.json().outcome)).toEqual(['upgraded', 'upgraded']);
    expect(answers[0]!.json().paymentId).toBe(answers[1]!.json().paymentId);
    expect(ctx.payments.charges.length).toBe(charges + 1);
    expect(answers[0]!.json().subscription).toMatchObject({
      state: 'active',
      currentPeriodEnd: '2027-02-05T10:00:00.000Z',
      paymentMethod: { last4: '4242' },
    });
    expect((await statusOf(user)).plan).toBe('premium');
  });
});

describe('reconciliation', () => {
  it('grants a payment the processor confirmed while no handler ran', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const user = await signUpUser(ctx.app);
    const intent = (await post(user, '/api/create-payment-intent', {})).json();
    ctx.payments.dropHandler();
    try {
      await ctx.payments.confirm(intent.clientSecret);
    } finally {
      ctx.payments.provider.onEvent((event) => ctx.billing.handleEvent(event));
    }
    expect((await statusOf(user)).plan).toBe('free');
    clock.set('2026-11-24T11:00:00.000Z');
    const result = await ctx.billing.reconcile(clock.now());
    expect(result.granted).toBeGreaterThanOrEqual(1);
    expect((await statusOf(user)).plan).toBe('premium');
    expect((await get(user, `/api/payments/${intent.paymentId}`)).json().status).toBe('succeeded');
    // Applied once even if the event arrives after all.
    const event = ctx.payments.emitted.find((e) => e.intent.metadata.paymentId === intent.paymentId)!;
    await ctx.payments.replay(event);
    await ctx.billing.reconcile(clock.now());
    expect((await get(user, '/api/billing/invoices')).json()).toHaveLength(1);
    expect(mailsTo(user).filter((m) => m.subject.includes('receipt'))).toHaveLength(1);
  });
});
