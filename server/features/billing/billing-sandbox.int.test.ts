import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOf } from '../../lib/payments';
import { signUpUser } from '../../test/harness';
import { DAY_MS, testClock } from '../subscription/testing';
import { createSandboxBillingApp } from './testing';

/**
 * The billing area with the built-in sandbox processor, through the HTTP API as the checkout page
 * uses it: test cards, the bank's step, renewals on a card that declines off-session, and
 * reconciliation of a payment whose event the handler failed to take.
 */
const clock = testClock('2026-11-24T10:00:00.000Z');
let ctx: Awaited<ReturnType<typeof createSandboxBillingApp>>;
beforeAll(async () => {
  ctx = await createSandboxBillingApp(clock);
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
const get = (user: User, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
const post = (user: User, url: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { cookie: user.cookie },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const card = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: 2099, cvc: '123' });

async function checkout(user: User, cardNumber: string) {
  const intent = await post(user, '/api/create-payment-intent', { amount: 0.01 });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret, paymentId, amountCents } = intent.json();
  expect(amountCents).toBe(999);
  const confirmed = await post(user, '/api/payments/sandbox/confirm', { clientSecret, ...card(cardNumber) });
  return { paymentId, confirmed: confirmed.json() };
}

const plan = async (user: User) => (await get(user, '/api/subscription/status')).json().plan;
const state = async (user: User) => (await get(user, '/api/billing/subscription')).json();

describe('billing with the sandbox processor', () => {
  it('pays with 4242: Premium before the next screen, one invoice, the receipt mailed', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const user = await signUpUser(ctx.app);
    const { paymentId, confirmed } = await checkout(user, '4242 4242 4242 4242');
    expect(confirmed).toMatchObject({ status: 'succeeded', paymentId });
    expect(await plan(user)).toBe('premium');
    const summary = (await get(user, `/api/payments/${paymentId}`)).json();
    expect(summary).toMatchObject({ status: 'succeeded', amountCents: 999, testMode: true });
    expect(await state(user)).toMatchObject({
      state: 'active',
      renewsAt: '2026-12-24T10:00:00.000Z',
      paymentMethod: { brand: 'Visa', last4: '4242' },
      provider: 'sandbox',
      testMode: true,
    });
    const receipts = ctx.mailer.sent.filter((m) => m.to === user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(`Invoice: ${summary.invoiceNumber}`);
    expect(receipts[0]!.text).toContain('Card: Visa ending in 4242');
    // The sandbox redelivers nothing more, and a restart's redelivery changes nothing.
    await ctx.app.services.billing.reconcile(clock.now());
    expect((await get(user, '/api/billing/invoices')).json()).toHaveLength(1);
  });

  it('a declined card grants nothing; the same checkout then pays with another card', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const user = await signUpUser(ctx.app);
    const first = await checkout(user, '4000 0000 0000 0002');
    expect(first.confirmed).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    expect((await get(user, `/api/payments/${first.paymentId}`)).json()).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    expect(await plan(user)).toBe('free');
    const second = await checkout(user, '5555 5555 5555 4444');
    expect(second.paymentId).not.toBe(first.paymentId);
    expect(second.confirmed.status).toBe('succeeded');
    expect(await plan(user)).toBe('premium');
  });

  it("grants after the bank's step is approved", async () => {
    const user = await signUpUser(ctx.app);
    const { paymentId, confirmed } = await checkout(user, '4000 0025 0000 3155');
    expect(confirmed.status).toBe('requires_action');
    expect(await plan(user)).toBe('free');
    const token = decodeURIComponent(/token=([^&]+)/.exec(confirmed.authenticationUrl)![1]!);
    const approved = await post(user, '/api/payments/sandbox/authenticate', { token, approve: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await plan(user)).toBe('premium');
    expect((await get(user, `/api/payments/${paymentId}`)).json().status).toBe('succeeded');
  });

  it('renewal on a card declined off-session: past due, retried, then ended; paying again reactivates', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const user = await signUpUser(ctx.app);
    expect((await checkout(user, '4000 0000 0000 0341')).confirmed.status).toBe('succeeded');
    const end = Date.parse('2026-12-24T10:00:00.000Z');
    clock.set(new Date(end));
    await ctx.billing.runDueRenewals(clock.now());
    expect(await state(user)).toMatchObject({ state: 'past_due', graceEndsAt: '2026-12-31T10:00:00.000Z' });
    expect(await plan(user)).toBe('premium');
    for (const day of [1, 3, 5]) {
      clock.set(new Date(end + day * DAY_MS));
      await ctx.billing.runDueRenewals(clock.now());
      expect((await state(user)).state).toBe('past_due');
    }
    clock.set(new Date(end + 7 * DAY_MS));
    await ctx.billing.runDueRenewals(clock.now());
    expect((await state(user)).state).toBe('ended');
    expect(await plan(user)).toBe('free');
    const subjects = ctx.mailer.sent.filter((m) => m.to === user.email).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Update your card'))).toHaveLength(1);
    expect(subjects.filter((s) => s === 'Your Premium has ended')).toHaveLength(1);
    const failed = await ctx.database.pool.query(
      `SELECT failure_message FROM payments WHERE user_id = $1 AND purpose = 'renewal' ORDER BY created_at`,
      [user.userId],
    );
    expect(failed.rows.map((r) => r.failure_message)).toEqual(Array(5).fill('Your card was declined.'));
    // A past-due or ended member pays again at the checkout and is active again.
    clock.set(new Date(end + 8 * DAY_MS));
    expect((await checkout(user, '4242 4242 4242 4242')).confirmed.status).toBe('succeeded');
    expect((await state(user)).state).toBe('active');
  });

  it('reconciles a payment the processor confirmed while the handler failed', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const user = await signUpUser(ctx.app);
    const billing = ctx.app.services.billing;
    const handle = billing.handleEvent;
    billing.handleEvent = async () => {
      throw new Error('the server stopped before applying the event');
    };
    let paymentId: string;
    try {
      const paid = await checkout(user, '4242 4242 4242 4242');
      paymentId = paid.paymentId;
      // The processor took the money; nothing was granted.
      expect(paid.confirmed.status).toBe('succeeded');
      expect(await plan(user)).toBe('free');
    } finally {
      billing.handleEvent = handle;
    }
    const result = await billing.reconcile(clock.now());
    expect(result.granted).toBe(1);
    expect(await plan(user)).toBe('premium');
    expect((await get(user, `/api/payments/${paymentId}`)).json().status).toBe('succeeded');
    // The event still pending at the processor arrives later: nothing more is granted or mailed.
    const sandbox = sandboxOf(ctx.app.services.paymentProvider);
    const delivered = await sandbox!.redeliverPending();
    expect(delivered).toBeGreaterThanOrEqual(1);
    expect((await get(user, '/api/billing/invoices')).json()).toHaveLength(1);
    expect(ctx.mailer.sent.filter((m) => m.to === user.email && m.subject.includes('receipt'))).toHaveLength(
      1,
    );
  });
});
