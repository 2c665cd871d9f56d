import { z } from 'zod';
import { PREMIUM_PRICE_USD, TRIAL_DAYS } from './subscription';

/**
 * Payments and the subscription's life (docs/product/payments.md): the one price catalogue, the
 * checkout calls, the sandbox processor's confirmation, the upgrade, cancel and resume, invoices, and
 * the exact texts the screens show. The server sets every amount from this catalogue; an amount sent
 * by a client is ignored.
 */

export const CURRENCY = 'usd' as const;

/** Every plan that can be bought. Provider plans are used by the practice side. */
export const PLAN_CODES = [
  'premium_monthly',
  'starter_monthly',
  'starter_yearly',
  'professional_monthly',
  'professional_yearly',
] as const;
export const ZPlanCode = z.enum(PLAN_CODES);
export type TPlanCode = z.infer<typeof ZPlanCode>;

export type TCatalogueEntry = {
  code: TPlanCode;
  /** What the receipt and the checkout call it. */
  name: string;
  audience: 'member' | 'practice';
  amountCents: number;
  interval: 'month' | 'year';
  /** Free days before the first charge (the practice trial; the member trial is started separately). */
  trialDays: number;
};

/** The price catalogue, in cents (docs/product/payments.md#prices). */
export const PRICE_CATALOGUE: Record<TPlanCode, TCatalogueEntry> = {
  premium_monthly: {
    code: 'premium_monthly',
    name: 'Infinite Wellness Premium (monthly)',
    audience: 'member',
    amountCents: Math.round(PREMIUM_PRICE_USD * 100),
    interval: 'month',
    trialDays: 0,
  },
  starter_monthly: {
    code: 'starter_monthly',
    name: 'Practice Starter (monthly)',
    audience: 'practice',
    amountCents: 4900,
    interval: 'month',
    trialDays: 14,
  },
  starter_yearly: {
    code: 'starter_yearly',
    name: 'Practice Starter (yearly)',
    audience: 'practice',
    amountCents: 47000,
    interval: 'year',
    trialDays: 14,
  },
  professional_monthly: {
    code: 'professional_monthly',
    name: 'Practice Professional (monthly)',
    audience: 'practice',
    amountCents: 9900,
    interval: 'month',
    trialDays: 14,
  },
  professional_yearly: {
    code: 'professional_yearly',
    name: 'Practice Professional (yearly)',
    audience: 'practice',
    amountCents: 95000,
    interval: 'year',
    trialDays: 14,
  },
};

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export const ZPaymentProvider = z.enum(PAYMENT_PROVIDERS);
export type TPaymentProvider = z.infer<typeof ZPaymentProvider>;

/**
 * POST /api/create-payment-intent. `plan` defaults to premium_monthly; `amount` is accepted for the
 * older client that sent 9.99 and ignored. `idempotencyKey` (one per checkout visit) makes a repeated
 * request answer the same intent instead of creating a second one.
 */
export const ZCreatePaymentIntentRequest = z.object({
  plan: ZPlanCode.optional(),
  amount: z.number().optional(),
  idempotencyKey: z.string().min(8).max(100).optional(),
});
export type TCreatePaymentIntentRequest = z.infer<typeof ZCreatePaymentIntentRequest>;

export const ZCreatePaymentIntentResponse = z.object({
  clientSecret: z.string(),
  provider: ZPaymentProvider,
  testMode: z.boolean(),
  /** Stripe's publishable key when the provider is stripe; null for the sandbox. */
  publishableKey: z.string().nullable(),
  plan: ZPlanCode,
  amountCents: z.number().int(),
  currency: z.literal(CURRENCY),
  /** Our payment id, for /payment-success?payment=… */
  paymentId: z.string().uuid(),
});
export type TCreatePaymentIntentResponse = z.infer<typeof ZCreatePaymentIntentResponse>;

/** POST /api/payments/sandbox/confirm: the test processor's card form. Card numbers may contain spaces. */
export const ZSandboxConfirmRequest = z.object({
  clientSecret: z.string().min(1, 'This checkout has expired. Please start the payment again.'),
  cardNumber: z.string().min(12, 'Your card number is incomplete.').max(23, 'Your card number is incorrect.'),
  expMonth: z
    .number('Enter the expiry month.')
    .int('Enter the expiry month.')
    .min(1, 'The expiry month must be from 1 to 12.')
    .max(12, 'The expiry month must be from 1 to 12.'),
  expYear: z
    .number('Enter the expiry year.')
    .int('Enter the expiry year.')
    .min(2000, 'Enter the expiry year with four digits.')
    .max(2100, 'Enter the expiry year with four digits.'),
  cvc: z.string().regex(/^\d{3,4}$/, 'Your card’s security code is 3 or 4 digits.'),
});
export type TSandboxConfirmRequest = z.infer<typeof ZSandboxConfirmRequest>;

/**
 * POST /api/payments/sandbox/authenticate: the simulated bank page's answer for a card that asked for
 * authentication. `token` is the one-time token of the `authenticationUrl`; `approve` false fails it.
 * Answered with `ZSandboxConfirmResponse` (succeeded or failed).
 */
export const ZSandboxAuthenticateRequest = z.object({
  token: z.string().min(1, 'This authentication link is incomplete.').max(200),
  approve: z.boolean(),
});
export type TSandboxAuthenticateRequest = z.infer<typeof ZSandboxAuthenticateRequest>;

export const PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'failed',
  'canceled',
] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

/**
 * The sandbox's answer to a confirmation: succeeded, failed with the processor's message, or
 * `requires_action` with the simulated bank page to open (`/checkout/authenticate?…`).
 */
export const ZSandboxConfirmResponse = z.object({
  status: ZPaymentStatus,
  paymentId: z.string().uuid(),
  /** The processor's message when it failed ('Your card was declined.'). */
  message: z.string().nullable(),
  /** The decline code when it failed ('card_declined', 'insufficient_funds', …). */
  code: z.string().nullable(),
  /** Where the bank's authentication step is shown when status is requires_action. */
  authenticationUrl: z.string().nullable(),
});
export type TSandboxConfirmResponse = z.infer<typeof ZSandboxConfirmResponse>;

/** A saved card: never the number, only the brand, the last four digits and the expiry. */
export const ZPaymentMethod = z.object({
  id: z.string().uuid(),
  provider: ZPaymentProvider,
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** GET /api/payments/{paymentId}: what /payment-success shows. Own payments only. */
export const ZPaymentSummary = z.object({
  id: z.string().uuid(),
  status: ZPaymentStatus,
  plan: ZPlanCode,
  planName: z.string(),
  amountCents: z.number().int(),
  currency: z.literal(CURRENCY),
  testMode: z.boolean(),
  paidAt: z.string().nullable(),
  /** The end of the period this payment bought (the next renewal date unless cancelled). */
  periodEnd: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  failureMessage: z.string().nullable(),
});
export type TPaymentSummary = z.infer<typeof ZPaymentSummary>;

export const BILLING_STATES = ['none', 'active', 'past_due', 'canceling', 'ended'] as const;
export const ZBillingState = z.enum(BILLING_STATES);
export type TBillingState = z.infer<typeof ZBillingState>;

/**
 * GET /api/billing/subscription: the paid subscription behind the premium page's variants.
 * `state`: none (never paid), active (renews on `renewsAt`), past_due (a renewal failed; retried
 * until `graceEndsAt`, Premium kept meanwhile), canceling (cancelled, Premium until `endsAt`),
 * ended (was paid, now free; data kept).
 */
export const ZBillingSubscription = z.object({
  state: ZBillingState,
  plan: ZPlanCode.nullable(),
  planName: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  currentPeriodEnd: z.string().nullable(),
  renewsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  graceEndsAt: z.string().nullable(),
  paymentMethod: ZPaymentMethod.nullable(),
  provider: ZPaymentProvider,
  testMode: z.boolean(),
});
export type TBillingSubscription = z.infer<typeof ZBillingSubscription>;

/**
 * POST /api/premium/upgrade (no body; an `Idempotency-Key` header is honoured). With a saved card it
 * is charged at once: `upgraded` with the new status, or `failed` with the processor's message.
 * Without one: `checkout` with where to pay.
 */
export const ZUpgradeResponse = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('upgraded'),
    subscription: ZBillingSubscription,
    paymentId: z.string().uuid(),
  }),
  z.object({ outcome: z.literal('checkout'), checkoutUrl: z.string() }),
  z.object({ outcome: z.literal('failed'), message: z.string(), paymentId: z.string().uuid() }),
]);
export type TUpgradeResponse = z.infer<typeof ZUpgradeResponse>;

export const ZInvoice = z.object({
  id: z.string().uuid(),
  number: z.string(),
  plan: ZPlanCode,
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.literal(CURRENCY),
  periodStart: z.string(),
  periodEnd: z.string(),
  issuedAt: z.string(),
  cardLast4: z.string().nullable(),
  testMode: z.boolean(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** GET /api/billing/invoices: newest first. */
export const ZInvoiceList = z.array(ZInvoice);

/** The screens' texts, exactly as the product shows them. */
export const BILLING_MESSAGES = {
  checkoutTitle: 'Complete Your Payment',
  payNow: 'Pay Now',
  processing: 'Processing...',
  errorTitle: 'Payment Error',
  errorText: 'Unable to initialize payment. Please try again.',
  paymentFailed: 'Payment Failed',
  paymentSuccessful: 'Payment Successful',
  paymentSuccessfulDescription: 'Thank you for your purchase!',
  upgraded: 'Upgraded to Premium!',
  upgradeFailed: 'Upgrade Failed',
  testModeLabel: 'Test mode',
  testModeDescription:
    'Payments are simulated: no real card is charged. Use a test card such as 4242 4242 4242 4242.',
  trialNote: `Your ${TRIAL_DAYS}-day free trial data and settings stay as they are when you upgrade.`,
} as const;

/**
 * After a renewal charge fails at the period's end, it is retried this many days after the period's
 * end; Premium is kept meanwhile (past due). When the last retry fails the plan is free again
 * (docs/product/payments.md#the-subscriptions-life).
 */
export const RENEWAL_RETRY_DAYS = [1, 3, 5, 7] as const;
/** Days after the period's end until which a past-due subscription keeps Premium. */
export const PAST_DUE_GRACE_DAYS = RENEWAL_RETRY_DAYS[3];

/** The billing endpoints' refusals (409/403), as the screens show them. */
export const BILLING_ERRORS = {
  alreadyPremium: 'You already have Premium. There is nothing to pay.',
  canceledStillActive:
    'Your Premium is cancelled but still active until the end of the period you paid for. Resume it on the Premium page instead of paying again.',
  practicePlanOnly: 'Practice plans are for practitioners. Members can buy Premium (monthly).',
  nothingToCancel: 'There is no paid subscription to cancel.',
  alreadyCanceled: 'Your subscription is already cancelled; it ends at the end of the period you paid for.',
  nothingToResume: 'There is no cancelled subscription to resume.',
  paymentNotFound: 'Payment not found.',
  invoiceNotFound: 'Invoice not found.',
} as const;
