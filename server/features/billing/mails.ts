import { formatCents } from '../../../common/money';
import { BILLING_MESSAGES } from '../../../contract/billing';
import type { Mail } from '../../lib/mailer';

/**
 * The billing area's emails (docs/product/payments.md#receipts-and-invoices and #the-subscriptions-life):
 * the receipt after every successful payment, the 'update your card' notice at the first failed
 * renewal, and the notice that Premium has ended. Plain text; dates in UTC.
 */

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
export const mailDate = (d: Date) => DATE.format(d);

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

export type ReceiptInput = {
  to: string;
  invoiceNumber: string;
  planName: string;
  amountCents: number;
  card: { brand: string; last4: string } | null;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date;
  renews: boolean;
  testMode: boolean;
  appUrl: string;
};

export function receiptMail(r: ReceiptInput): Mail {
  const lines = [
    'Thank you for your payment.',
    '',
    `Invoice: ${r.invoiceNumber}`,
    `Plan: ${r.planName}`,
    `Amount: ${formatCents(r.amountCents)} USD`,
    `Card: ${r.card ? `${capitalise(r.card.brand)} ending in ${r.card.last4}` : 'not recorded'}`,
    `Period: ${mailDate(r.periodStart)} to ${mailDate(r.periodEnd)}`,
    `Paid on: ${mailDate(r.paidAt)}`,
    '',
    r.renews
      ? `Your Premium renews on ${mailDate(r.periodEnd)}. You can cancel at any time before then on the Premium page: ${r.appUrl}/premium`
      : `Your plan and invoices: ${r.appUrl}/premium`,
  ];
  if (r.testMode) {
    lines.push(
      '',
      `${BILLING_MESSAGES.testModeLabel}: this payment was simulated and no real card was charged.`,
    );
  }
  return {
    to: r.to,
    subject: `${r.testMode ? `[${BILLING_MESSAGES.testModeLabel}] ` : ''}Your Infinite Wellness receipt ${r.invoiceNumber}`,
    text: lines.join('\n'),
  };
}

export function pastDueMail(input: {
  to: string;
  reason: string | null;
  nextAttemptAt: Date;
  graceEndsAt: Date;
  appUrl: string;
}): Mail {
  return {
    to: input.to,
    subject: 'Update your card: your Premium renewal did not go through',
    text: [
      `We could not renew your Premium${input.reason ? `: ${input.reason}` : '.'}`,
      '',
      `You keep Premium while we try again. The next attempt is on ${mailDate(input.nextAttemptAt)}; if the card still cannot be charged by ${mailDate(input.graceEndsAt)}, your plan goes back to free. Your data stays as it is.`,
      '',
      `Update your card on the Premium page: ${input.appUrl}/premium`,
    ].join('\n'),
  };
}

export function endedMail(input: { to: string; why: 'canceled' | 'payment_failed'; appUrl: string }): Mail {
  const first =
    input.why === 'canceled'
      ? 'Your Premium subscription has ended, as you asked. Nothing more will be charged.'
      : 'Your Premium subscription has ended because we could not charge your card after several attempts. Nothing more will be charged.';
  return {
    to: input.to,
    subject: 'Your Premium has ended',
    text: [
      first,
      '',
      'Your plan is free again. Everything you recorded stays in your account; Premium features open again when you subscribe.',
      '',
      `Subscribe again on the Premium page: ${input.appUrl}/premium`,
    ].join('\n'),
  };
}
