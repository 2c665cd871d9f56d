import { z } from 'zod';
import {
  BILLING_ERRORS,
  CURRENCY,
  PRICE_CATALOGUE,
  type TBillingState,
  type TBillingSubscription,
  type TCreatePaymentIntentRequest,
  type TCreatePaymentIntentResponse,
  type TInvoice,
  type TPaymentMethod,
  type TPaymentProvider,
  type TPaymentStatus,
  type TPaymentSummary,
  type TPlanCode,
  type TUpgradeResponse,
  ZPlanCode,
} from '../../../contract/billing';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Mail, Mailer } from '../../lib/mailer';
import type { IntentState, PaymentProvider, ProviderEvent } from '../../lib/payments/types';
import type { Actor } from '../../plugins/auth';
import type { AnalyticsService } from '../analytics/service';
import type { AuthService } from '../auth/service';
import type { PaidSubscription, SubscriptionService } from '../subscription/service';
import { endedMail, pastDueMail, receiptMail } from './mails';
import { graceEnd, invoiceNumber, nextRetryAt, periodEnd } from './period';
import {
  type InvoiceRow,
  type PaymentMethodRow,
  type PaymentRow,
  billingRepository as repo,
} from './repository';

const ZUuid = z.string().uuid();
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Without a key from the client, requests for the same plan within this window are one checkout. */
export const DERIVED_KEY_WINDOW_MS = 10 * MINUTE_MS;
/** Reconciliation looks at pending payments younger than this. */
export const RECONCILE_WINDOW_MS = DAY_MS;
/** Where a member without a saved card pays. */
export const CHECKOUT_URL = '/checkout?plan=premium_monthly';
const DECLINED = 'Your card was declined.';

const PENDING: readonly TPaymentStatus[] = ['requires_payment_method', 'requires_action', 'processing'];
const isPaidState = (s: string) => s === 'active' || s === 'past_due';

/** Work done after a transaction commits: mail, and the analytics event. */
type AfterCommit =
  | { kind: 'receipt'; invoiceId: string; userId: string; renews: boolean }
  | { kind: 'mail'; userId: string; build: (to: string) => Mail }
  | { kind: 'upgraded'; userId: string; plan: string; purpose: string };

export type RenewalSummary = { charged: number; renewed: number; failed: number; ended: number };

/**
 * Payments and the paid subscription's life (docs/product/payments.md): checkout intents, the one
 * handler of processor events (which grants each paid period once), the one-click upgrade, renewals
 * with retries, cancel and resume, invoices and receipts, and reconciliation after a restart. Amounts
 * always come from `PRICE_CATALOGUE`. `now` is injectable for the tests of the subscription's life.
 */
export function createBillingService(deps: {
  db: Db;
  provider: PaymentProvider;
  subscription: Pick<
    SubscriptionService,
    | 'paidSubscription'
    | 'applyPaidPeriod'
    | 'markPastDue'
    | 'endPaidSubscription'
    | 'setCancelAtPeriodEnd'
    | 'dueRenewals'
  >;
  accounts: Pick<AuthService, 'emailOf'>;
  analytics: Pick<AnalyticsService, 'record'>;
  mailer: Mailer;
  appUrl: string;
  log: Logger;
  now?: () => Date;
}) {
  const { db, provider, subscription, log } = deps;
  const now = deps.now ?? (() => new Date());

  const cardView = (card: PaymentMethodRow | null): TPaymentMethod | null =>
    card && !card.detachedAt
      ? {
          id: card.id,
          provider: card.provider as TPaymentProvider,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
        }
      : null;

  /** The state the screens show, with the clock applied (a cancelled period that has passed is ended). */
  const stateOf = (sub: PaidSubscription | null): TBillingState => {
    if (!sub || sub.billingState === 'none') return 'none';
    if (sub.billingState === 'ended' || sub.effectivePlan === 'free') return 'ended';
    if (sub.billingState === 'active') return sub.cancelAtPeriodEnd ? 'canceling' : 'active';
    return 'past_due';
  };

  /** 409 unless the person may start a payment: not Premium, or past due (paying makes it active again). */
  const assertMayPay = (sub: PaidSubscription | null) => {
    if (sub?.effectivePlan !== 'premium') return;
    const state = stateOf(sub);
    if (state === 'past_due') return;
    if (state === 'canceling') throw new AppError('CONFLICT', BILLING_ERRORS.canceledStillActive);
    throw new AppError('CONFLICT', BILLING_ERRORS.alreadyPremium);
  };

  const keyWindow = (at: Date) => Math.floor(at.getTime() / DERIVED_KEY_WINDOW_MS);

  /** The card a new payment of this person uses: the subscription's, else the newest saved one. */
  const cardOf = async (tx: DbOrTx, userId: string, sub: PaidSubscription | null) => {
    if (sub?.paymentMethodId) {
      const card = await repo.paymentMethod(tx, sub.paymentMethodId);
      if (card && !card.detachedAt && card.userId === userId) return card;
    }
    const cards = await repo.cardsOfUser(tx, userId);
    return cards.filter((c) => !c.detachedAt && c.provider === provider.name).at(-1) ?? null;
  };

  /** A period was paid for: the subscription, the invoice, and `granted_at`, in the caller's transaction. */
  const grant = async (
    tx: DbOrTx,
    payment: PaymentRow,
    card: PaymentMethodRow | null,
    paidAt: Date,
  ): Promise<AfterCommit[]> => {
    const entry = PRICE_CATALOGUE[ZPlanCode.parse(payment.plan)];
    const sub = await subscription.paidSubscription(tx, payment.userId, { lock: true });
    const currentEnd =
      sub && isPaidState(sub.billingState) && sub.currentPeriodEnd ? sub.currentPeriodEnd : null;
    // A renewal continues the period before it; any other payment starts at the paid time, or after
    // a period still running (nothing paid for is lost).
    const start =
      payment.purpose === 'renewal' && currentEnd
        ? currentEnd
        : currentEnd && currentEnd.getTime() > paidAt.getTime()
          ? currentEnd
          : paidAt;
    const end = periodEnd(start, entry.interval);
    await subscription.applyPaidPeriod(tx, payment.userId, {
      plan: entry.code,
      periodStart: start,
      periodEnd: end,
      paymentMethodId: card?.id ?? sub?.paymentMethodId ?? null,
    });
    const invoice = await repo.insertInvoice(tx, {
      userId: payment.userId,
      paymentId: payment.id,
      number: invoiceNumber(await repo.nextInvoiceNumber(tx)),
      plan: entry.code,
      description: entry.name,
      amountCents: payment.amountCents,
      currency: payment.currency,
      periodStart: start,
      periodEnd: end,
      cardLast4: card?.last4 ?? null,
      issuedAt: paidAt,
    });
    await repo.updatePayment(tx, payment.id, { grantedAt: now() });
    const after: AfterCommit[] = [
      { kind: 'receipt', invoiceId: invoice.id, userId: payment.userId, renews: true },
    ];
    if (payment.purpose !== 'renewal') {
      after.push({ kind: 'upgraded', userId: payment.userId, plan: entry.code, purpose: payment.purpose });
    }
    return after;
  };

  /** A renewal charge failed: past due with the next retry, or ended after the last one. */
  const renewalFailed = async (tx: DbOrTx, userId: string, reason: string | null): Promise<AfterCommit[]> => {
    const sub = await subscription.paidSubscription(tx, userId, { lock: true });
    if (!sub || !isPaidState(sub.billingState) || !sub.currentPeriodEnd) return [];
    const failures = sub.renewalAttempts + 1;
    const next = nextRetryAt(sub.currentPeriodEnd, failures);
    if (next) {
      await subscription.markPastDue(tx, userId, { attempts: failures, nextAttemptAt: next });
      if (failures > 1) return [];
      const periodEndAt = sub.currentPeriodEnd;
      return [
        {
          kind: 'mail',
          userId,
          build: (to) =>
            pastDueMail({
              to,
              reason,
              nextAttemptAt: next,
              graceEndsAt: graceEnd(periodEndAt),
              appUrl: deps.appUrl,
            }),
        },
      ];
    }
    await subscription.endPaidSubscription(tx, userId);
    return [
      {
        kind: 'mail',
        userId,
        build: (to) => endedMail({ to, why: 'payment_failed', appUrl: deps.appUrl }),
      },
    ];
  };

  /**
   * Applies what the processor says about a payment (an event, a charge's answer, a reconciliation),
   * on the payment row locked by the caller. Idempotent: a period is granted once (`granted_at`), and a
   * failed renewal counts once (a payment fails once). Off-session (renewals, the one-click upgrade),
   * a card that needs its owner present counts as failed.
   */
  const applyIntent = async (
    tx: DbOrTx,
    payment: PaymentRow,
    intent: IntentState,
    offSession: boolean,
  ): Promise<AfterCommit[]> => {
    if (intent.amountCents !== payment.amountCents) {
      log.error(
        { paymentId: payment.id, expected: payment.amountCents, got: intent.amountCents },
        'A processor intent does not match its payment amount; nothing applied',
      );
      return [];
    }
    const at = now();
    const status: TPaymentStatus =
      offSession && intent.status === 'requires_action' ? 'failed' : intent.status;
    const providerRef = payment.providerRef ?? intent.ref;
    if (status === 'succeeded') {
      const card = intent.card
        ? await repo.saveCard(tx, {
            userId: payment.userId,
            provider: payment.provider,
            providerRef: intent.card.ref,
            customerRef: intent.customerRef,
            brand: intent.card.brand,
            last4: intent.card.last4,
            expMonth: intent.card.expMonth,
            expYear: intent.card.expYear,
          })
        : payment.paymentMethodId
          ? await repo.paymentMethod(tx, payment.paymentMethodId)
          : null;
      const paidAt = payment.paidAt ?? at;
      await repo.updatePayment(tx, payment.id, {
        status: 'succeeded',
        providerRef,
        paidAt,
        paymentMethodId: card?.id ?? payment.paymentMethodId,
        failureCode: null,
        failureMessage: null,
      });
      if (payment.grantedAt) return [];
      return grant(tx, payment, card, paidAt);
    }
    if (payment.status === 'succeeded') return [];
    if (status === 'failed' || status === 'canceled') {
      if (payment.status === 'failed' || payment.status === 'canceled') return [];
      const message =
        intent.failure?.message ??
        (intent.status === 'requires_action' ? 'Your bank asked you to confirm this payment.' : DECLINED);
      await repo.updatePayment(tx, payment.id, {
        status,
        providerRef,
        failureCode:
          intent.failure?.code ?? (intent.status === 'requires_action' ? 'authentication_required' : null),
        failureMessage: message,
      });
      return payment.purpose === 'renewal' ? renewalFailed(tx, payment.userId, message) : [];
    }
    // Still pending (a card refused before any charge may be corrected and tried again).
    await repo.updatePayment(tx, payment.id, {
      status,
      providerRef,
      failureCode: intent.failure?.code ?? null,
      failureMessage: intent.failure?.message ?? null,
    });
    return [];
  };

  const runAfterCommit = async (after: AfterCommit[]) => {
    for (const item of after) {
      try {
        if (item.kind === 'upgraded') {
          await deps.analytics.record(item.userId, undefined, [
            {
              kind: 'conversion',
              name: 'premium_upgraded',
              properties: { plan: item.plan, via: item.purpose },
            },
          ]);
          continue;
        }
        const to = await deps.accounts.emailOf(db, item.userId);
        if (!to) continue;
        if (item.kind === 'mail') {
          await deps.mailer.send(item.build(to));
          continue;
        }
        await sendReceipt(item.invoiceId, to, item.renews);
      } catch (err) {
        log.error({ err, userId: item.userId, kind: item.kind }, 'Billing follow-up after a payment failed');
      }
    }
  };

  const sendReceipt = async (invoiceId: string, to: string, renews: boolean) => {
    const row = await repo.invoice(db, invoiceId);
    if (!row || row.receiptSentAt || !row.paymentId) return;
    const payment = await repo.payment(db, row.paymentId);
    const card = payment?.paymentMethodId ? await repo.paymentMethod(db, payment.paymentMethodId) : null;
    await deps.mailer.send(
      receiptMail({
        to,
        invoiceNumber: row.number,
        planName: row.description,
        amountCents: row.amountCents,
        card: card ? { brand: card.brand, last4: card.last4 } : null,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        paidAt: payment?.paidAt ?? row.issuedAt,
        renews,
        testMode: payment?.testMode ?? provider.testMode,
        appUrl: deps.appUrl,
      }),
    );
    await repo.markReceiptSent(db, row.id, now());
  };

  /** Locks the payment and applies the intent in one transaction, then the follow-ups. */
  /** Charges a saved card for one of our payments, off-session, and applies the processor's answer. */
  const chargeSaved = async (payment: PaymentRow, card: PaymentMethodRow, userId: string) => {
    const intent = await provider.chargeSavedCard({
      amountCents: payment.amountCents,
      currency: payment.currency,
      card: {
        ref: card.providerRef,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      },
      customerRef: card.customerRef,
      metadata: { paymentId: payment.id, userId, plan: payment.plan },
      idempotencyKey: `payment:${payment.id}`,
    });
    await applyToPayment(payment.id, intent, true);
  };

  const applyToPayment = async (paymentId: string, intent: IntentState, offSession: boolean) => {
    const after = await db.transaction(async (tx) => {
      const payment = await repo.lockPayment(tx, paymentId);
      if (!payment) return [];
      return applyIntent(tx, payment, intent, offSession);
    });
    await runAfterCommit(after);
  };

  const invoiceView = (row: InvoiceRow, testMode: boolean): TInvoice => ({
    id: row.id,
    number: row.number,
    plan: ZPlanCode.parse(row.plan),
    description: row.description,
    amountCents: row.amountCents,
    currency: CURRENCY,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    cardLast4: row.cardLast4,
    testMode,
  });

  const subscriptionOf = async (userId: string): Promise<TBillingSubscription> => {
    const sub = await subscription.paidSubscription(db, userId);
    const state = stateOf(sub);
    const plan = sub?.billingPlan ? ZPlanCode.parse(sub.billingPlan) : null;
    const entry = plan ? PRICE_CATALOGUE[plan] : null;
    const card = sub?.paymentMethodId ? await repo.paymentMethod(db, sub.paymentMethodId) : null;
    const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
    const periodEndAt = state === 'none' ? null : (sub?.currentPeriodEnd ?? null);
    return {
      state,
      plan: state === 'none' ? null : plan,
      planName: state === 'none' ? null : (entry?.name ?? null),
      amountCents: state === 'none' ? null : (entry?.amountCents ?? null),
      currentPeriodEnd: iso(periodEndAt),
      renewsAt: state === 'active' ? iso(periodEndAt) : null,
      endsAt: state === 'canceling' ? iso(periodEndAt) : null,
      graceEndsAt: state === 'past_due' && periodEndAt ? iso(graceEnd(periodEndAt)) : null,
      paymentMethod: card && card.userId === userId ? cardView(card) : null,
      provider: provider.name,
      testMode: provider.testMode,
    };
  };

  /**
   * The payment of a checkout or an upgrade under `key`: the one a first request created, or a new one.
   * A failed intent is final at the processor, so paying again after a decline gets a new payment,
   * chained after the failed one, so that a double click still finds one.
   */
  const openPayment = async (
    key: string,
    values: Omit<Parameters<typeof repo.createOrGetPayment>[1], 'idempotencyKey'>,
  ): Promise<PaymentRow> => {
    let chained = key;
    for (let hop = 0; hop < 20; hop += 1) {
      const { payment } = await repo.createOrGetPayment(db, { ...values, idempotencyKey: chained });
      if (payment.status !== 'failed' && payment.status !== 'canceled') return payment;
      chained = `${key}:after:${payment.id}`;
    }
    throw new AppError('CONFLICT', 'Too many failed attempts in a row. Reload the page to start again.');
  };

  /** One subscription whose renewal, retry or end is due. */
  const renewOne = async (userId: string, at: Date, summary: RenewalSummary) => {
    type Step =
      | { kind: 'skip' }
      | { kind: 'done'; after: AfterCommit[]; ended: boolean }
      | { kind: 'charge'; payment: PaymentRow; card: PaymentMethodRow };
    const step: Step = await db.transaction(async (tx): Promise<Step> => {
      const sub = await subscription.paidSubscription(tx, userId, { lock: true });
      if (!sub?.nextRenewalAttemptAt || sub.nextRenewalAttemptAt.getTime() > at.getTime()) {
        return { kind: 'skip' };
      }
      if (!isPaidState(sub.billingState) || !sub.currentPeriodEnd || !sub.billingPlan) {
        await subscription.endPaidSubscription(tx, userId);
        return { kind: 'done', after: [], ended: true };
      }
      if (sub.billingState === 'active' && sub.cancelAtPeriodEnd) {
        await subscription.endPaidSubscription(tx, userId);
        const after: AfterCommit[] = [
          { kind: 'mail', userId, build: (to) => endedMail({ to, why: 'canceled', appUrl: deps.appUrl }) },
        ];
        return { kind: 'done', after, ended: true };
      }
      const card = await cardOf(tx, userId, sub);
      if (!card) {
        const after = await renewalFailed(tx, userId, 'There is no saved card to charge.');
        return { kind: 'done', after, ended: false };
      }
      const plan = ZPlanCode.parse(sub.billingPlan);
      const { payment } = await repo.createOrGetPayment(tx, {
        userId,
        provider: provider.name,
        purpose: 'renewal',
        plan,
        amountCents: PRICE_CATALOGUE[plan].amountCents,
        currency: CURRENCY,
        status: 'processing',
        idempotencyKey: `renewal:${sub.currentPeriodEnd.toISOString()}:${sub.renewalAttempts}`,
        paymentMethodId: card.id,
        testMode: provider.testMode,
      });
      if (payment.grantedAt || !PENDING.includes(payment.status as TPaymentStatus)) return { kind: 'skip' };
      return { kind: 'charge', payment, card };
    });
    if (step.kind === 'skip') return;
    if (step.kind === 'done') {
      if (step.ended) summary.ended += 1;
      else summary.failed += 1;
      await runAfterCommit(step.after);
      return;
    }
    const { payment, card } = step;
    summary.charged += 1;
    await chargeSaved(payment, card, userId);
    const after = await repo.payment(db, payment.id);
    if (after?.status === 'succeeded') summary.renewed += 1;
    else {
      summary.failed += 1;
      const sub = await subscription.paidSubscription(db, userId);
      if (sub?.billingState === 'ended') summary.ended += 1;
    }
  };

  return {
    /** POST /api/create-payment-intent: our payment and the processor's intent; the amount from the catalogue. */
    async createPaymentIntent(
      actor: Actor,
      body: TCreatePaymentIntentRequest,
    ): Promise<TCreatePaymentIntentResponse> {
      const plan: TPlanCode = body.plan ?? 'premium_monthly';
      const entry = PRICE_CATALOGUE[plan];
      if (entry.audience === 'practice' && actor.role !== 'practitioner') {
        throw forbidden(BILLING_ERRORS.practicePlanOnly);
      }
      const sub = await subscription.paidSubscription(db, actor.userId);
      assertMayPay(sub);
      const at = now();
      const idempotencyKey = body.idempotencyKey
        ? `checkout:${body.idempotencyKey}`
        : `checkout:${plan}:${keyWindow(at)}`;
      // A failed intent is final at the processor: the same checkout then pays with a new payment,
      // chained after the failed one so that a double click still makes one.
      const payment = await openPayment(idempotencyKey, {
        userId: actor.userId,
        provider: provider.name,
        purpose: 'checkout',
        plan,
        amountCents: entry.amountCents,
        currency: CURRENCY,
        testMode: provider.testMode,
      });
      if (payment.plan !== plan || payment.provider !== provider.name) {
        throw new AppError(
          'CONFLICT',
          'This checkout was started for another plan. Reload the page to start again.',
        );
      }
      if (payment.grantedAt) throw new AppError('CONFLICT', BILLING_ERRORS.alreadyPremium);
      const card = await cardOf(db, actor.userId, sub);
      const intent = await provider.createIntent({
        amountCents: payment.amountCents,
        currency: payment.currency,
        metadata: { paymentId: payment.id, userId: actor.userId, plan },
        idempotencyKey: `payment:${payment.id}`,
        saveCard: true,
        customerRef: card?.customerRef ?? null,
        email: await deps.accounts.emailOf(db, actor.userId),
      });
      if (!payment.providerRef) {
        await repo.updatePayment(db, payment.id, {
          providerRef: intent.ref,
          ...(PENDING.includes(payment.status as TPaymentStatus) ? { status: intent.status } : {}),
        });
      }
      return {
        clientSecret: intent.clientSecret,
        provider: provider.name,
        testMode: provider.testMode,
        publishableKey: provider.publishableKey,
        plan,
        amountCents: payment.amountCents,
        currency: CURRENCY,
        paymentId: payment.id,
      };
    },

    /**
     * The processor's events (registered with `provider.onEvent`): recorded once by (provider, eventId)
     * in the same transaction that applies them, so a replayed event changes nothing and mails nothing.
     */
    async handleEvent(event: ProviderEvent): Promise<void> {
      const after = await db.transaction(async (tx) => {
        const fresh = await repo.recordEvent(tx, {
          provider: event.provider,
          eventId: event.eventId,
          type: event.type,
          // No card data and no person: the intent's reference, status, amount and our payment id.
          payload: {
            intentRef: event.intent.ref,
            status: event.intent.status,
            amountCents: event.intent.amountCents,
            paymentId: event.intent.metadata.paymentId,
            failureCode: event.intent.failure?.code ?? null,
          },
        });
        if (!fresh) return [];
        const byId = ZUuid.safeParse(event.intent.metadata.paymentId).success
          ? await repo.lockPayment(tx, event.intent.metadata.paymentId)
          : null;
        const byRef = byId ?? (await repo.paymentByProviderRef(tx, event.provider, event.intent.ref));
        const payment = byRef && !byId ? await repo.lockPayment(tx, byRef.id) : byRef;
        if (!payment || payment.provider !== event.provider) {
          log.warn({ eventId: event.eventId }, 'A processor event names no payment of ours; ignored');
          return [];
        }
        if (payment.providerRef && payment.providerRef !== event.intent.ref) {
          log.warn(
            { eventId: event.eventId, paymentId: payment.id },
            'A processor event names another intent; ignored',
          );
          return [];
        }
        return applyIntent(tx, payment, event.intent, payment.purpose !== 'checkout');
      });
      await runAfterCommit(after);
    },

    /** GET /api/payments/:id: the caller's own payment (another's reads as missing). */
    async paymentSummary(actor: Actor, id: string): Promise<TPaymentSummary> {
      const payment = ZUuid.safeParse(id).success ? await repo.paymentOfUser(db, actor.userId, id) : null;
      if (!payment) throw notFound(BILLING_ERRORS.paymentNotFound);
      const invoice = await repo.invoiceOfPayment(db, payment.id);
      const plan = ZPlanCode.parse(payment.plan);
      return {
        id: payment.id,
        status: payment.status as TPaymentStatus,
        plan,
        planName: PRICE_CATALOGUE[plan].name,
        amountCents: payment.amountCents,
        currency: CURRENCY,
        testMode: payment.testMode,
        paidAt: payment.paidAt?.toISOString() ?? null,
        periodEnd: invoice?.periodEnd.toISOString() ?? null,
        invoiceNumber: invoice?.number ?? null,
        failureMessage: payment.failureMessage,
      };
    },

    /** GET /api/billing/subscription. */
    subscription: (actor: Actor) => subscriptionOf(actor.userId),

    /** GET /api/billing/invoices: newest first. */
    async invoices(actor: Actor): Promise<TInvoice[]> {
      const rows = await repo.invoicesOfUser(db, actor.userId);
      const payments = new Map((await repo.paymentsOfUser(db, actor.userId)).map((p) => [p.id, p]));
      return rows.map((row) =>
        invoiceView(row, payments.get(row.paymentId ?? '')?.testMode ?? provider.testMode),
      );
    },

    /** GET /api/billing/invoices/:id: one of the caller's invoices (the receipt). */
    async invoice(actor: Actor, id: string): Promise<TInvoice> {
      const row = ZUuid.safeParse(id).success ? await repo.invoiceOfUser(db, actor.userId, id) : null;
      if (!row) throw notFound(BILLING_ERRORS.invoiceNotFound);
      const payment = row.paymentId ? await repo.payment(db, row.paymentId) : null;
      return invoiceView(row, payment?.testMode ?? provider.testMode);
    },

    /**
     * POST /api/premium/upgrade: with a saved card, charged now (the `Idempotency-Key` header, or the
     * short window, makes a double click one charge); without one, where to pay.
     */
    async upgrade(actor: Actor, idempotencyKey: string | undefined): Promise<TUpgradeResponse> {
      const sub = await subscription.paidSubscription(db, actor.userId);
      assertMayPay(sub);
      const card = await cardOf(db, actor.userId, sub);
      if (!card) return { outcome: 'checkout', checkoutUrl: CHECKOUT_URL };
      const plan: TPlanCode = 'premium_monthly';
      const key = idempotencyKey ? `upgrade:${idempotencyKey}` : `upgrade:${plan}:${keyWindow(now())}`;
      const payment = await openPayment(key, {
        userId: actor.userId,
        provider: provider.name,
        purpose: 'upgrade',
        plan,
        amountCents: PRICE_CATALOGUE[plan].amountCents,
        currency: CURRENCY,
        status: 'processing',
        paymentMethodId: card.id,
        testMode: provider.testMode,
      });
      if (PENDING.includes(payment.status as TPaymentStatus)) {
        await chargeSaved(payment, card, actor.userId);
      }
      const settled = await repo.payment(db, payment.id);
      if (settled?.status === 'succeeded') {
        return {
          outcome: 'upgraded',
          subscription: await subscriptionOf(actor.userId),
          paymentId: payment.id,
        };
      }
      return { outcome: 'failed', message: settled?.failureMessage ?? DECLINED, paymentId: payment.id };
    },

    /** POST /api/subscription/cancel: at the period's end (a past-due one stops its retries and ends now). */
    async cancel(actor: Actor): Promise<TBillingSubscription> {
      await db.transaction(async (tx) => {
        const sub = await subscription.paidSubscription(tx, actor.userId, { lock: true });
        const state = stateOf(sub);
        if (state === 'canceling') throw new AppError('CONFLICT', BILLING_ERRORS.alreadyCanceled);
        if (state === 'past_due') return subscription.endPaidSubscription(tx, actor.userId);
        if (state !== 'active') throw new AppError('CONFLICT', BILLING_ERRORS.nothingToCancel);
        return subscription.setCancelAtPeriodEnd(tx, actor.userId, true);
      });
      return subscriptionOf(actor.userId);
    },

    /** POST /api/subscription/resume: a cancelled subscription before its period ends renews again. */
    async resume(actor: Actor): Promise<TBillingSubscription> {
      await db.transaction(async (tx) => {
        const sub = await subscription.paidSubscription(tx, actor.userId, { lock: true });
        if (stateOf(sub) !== 'canceling') throw new AppError('CONFLICT', BILLING_ERRORS.nothingToResume);
        await subscription.setCancelAtPeriodEnd(tx, actor.userId, false);
      });
      return subscriptionOf(actor.userId);
    },

    /**
     * Renewals due at `at` (docs/product/payments.md#the-subscriptions-life): a cancelled subscription
     * ends; any other is charged on its saved card (one payment per period and attempt); a failure is
     * past due with retries 1, 3, 5 and 7 days after the period's end, then ended.
     */
    async runDueRenewals(at: Date = now()): Promise<RenewalSummary> {
      const summary: RenewalSummary = { charged: 0, renewed: 0, failed: 0, ended: 0 };
      const due = await subscription.dueRenewals(at, 200);
      for (const userId of due) {
        try {
          await renewOne(userId, at, summary);
        } catch (err) {
          log.error({ err, userId }, 'A renewal failed to run; it is tried again on the next run');
        }
      }
      return summary;
    },

    /**
     * Payments still pending and younger than a day are asked of the processor and applied as its
     * event would be (a confirmation whose event was lost, a restart in between). Idempotent.
     */
    async reconcile(at: Date = now()): Promise<{ checked: number; granted: number }> {
      const pending = await repo.pendingSince(db, new Date(at.getTime() - RECONCILE_WINDOW_MS), 200);
      let granted = 0;
      let checked = 0;
      for (const payment of pending) {
        if (!payment.providerRef || payment.provider !== provider.name) continue;
        try {
          const intent = await provider.retrieveIntent(payment.providerRef);
          checked += 1;
          await applyToPayment(payment.id, intent, payment.purpose !== 'checkout');
          if ((await repo.payment(db, payment.id))?.grantedAt) granted += 1;
        } catch (err) {
          log.warn({ err, paymentId: payment.id }, 'Could not reconcile a payment with the processor');
        }
      }
      // Receipts whose mail failed after their payment committed are sent now.
      for (const invoice of await repo.unsentReceipts(
        db,
        new Date(at.getTime() - RECONCILE_WINDOW_MS),
        200,
      )) {
        await runAfterCommit([
          { kind: 'receipt', invoiceId: invoice.id, userId: invoice.userId ?? '', renews: true },
        ]);
      }
      return { checked, granted };
    },

    /** The data export's billing section: payments, saved cards (brand, last four, expiry) and invoices. */
    async exportForUser(userId: string) {
      const iso = (d: Date | null) => (d ? d.toISOString() : null);
      const [payments, cards, invoiceRows] = await Promise.all([
        repo.paymentsOfUser(db, userId),
        repo.cardsOfUser(db, userId),
        repo.invoicesOfUser(db, userId),
      ]);
      return {
        billing: {
          payments: payments.map((p) => ({
            id: p.id,
            provider: p.provider,
            purpose: p.purpose,
            plan: p.plan,
            amountCents: p.amountCents,
            currency: p.currency,
            status: p.status,
            testMode: p.testMode,
            failureMessage: p.failureMessage,
            createdAt: p.createdAt.toISOString(),
            paidAt: iso(p.paidAt),
          })),
          paymentMethods: cards.map((c) => ({
            provider: c.provider,
            brand: c.brand,
            last4: c.last4,
            expMonth: c.expMonth,
            expYear: c.expYear,
            createdAt: c.createdAt.toISOString(),
            detachedAt: iso(c.detachedAt),
          })),
          invoices: invoiceRows.map((row) => ({
            number: row.number,
            plan: row.plan,
            description: row.description,
            amountCents: row.amountCents,
            currency: row.currency,
            periodStart: row.periodStart.toISOString(),
            periodEnd: row.periodEnd.toISOString(),
            cardLast4: row.cardLast4,
            issuedAt: row.issuedAt.toISOString(),
          })),
        },
      };
    },

    /** The account erasure: invoices stay without the person; payments, cards and their events go. */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.eraseUser(tx, userId);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
