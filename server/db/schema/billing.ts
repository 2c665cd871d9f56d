import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Payments and the paid subscription's life (docs/product/payments.md). No card number is ever
 * stored: a saved card is the processor's reference, the brand, the last four digits and the expiry.
 * Amounts are integer cents in USD, set by the server from the price catalogue.
 */

/** A card kept for renewals. `detached_at` set = no longer used. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The processor's card reference ('pm_…'). */
    providerRef: text('provider_ref').notNull(),
    /** The processor's customer reference, when it has one. */
    customerRef: text('customer_ref'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    detachedAt: timestamp('detached_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_methods_provider_ref_idx').on(t.provider, t.providerRef),
    index('payment_methods_user_idx').on(t.userId),
    check('payment_methods_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * One attempt to take money: a checkout (purpose 'checkout'), a one-click upgrade with a saved card
 * ('upgrade') or a renewal ('renewal'). `idempotency_key` is unique per user, so a double click or a
 * retried job makes one payment. `granted_at` marks that the period it bought was applied, once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The processor's intent reference ('pi_…'); null until the processor answered. */
    providerRef: text('provider_ref'),
    purpose: text('purpose').notNull(),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull().default('requires_payment_method'),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    testMode: boolean('test_mode').notNull().default(true),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('payments_provider_ref_idx')
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} IS NOT NULL`),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_ungranted_idx').on(t.status).where(sql`${t.grantedAt} IS NULL`),
    check('payments_purpose_values', sql`${t.purpose} IN ('checkout', 'upgrade', 'renewal')`),
    check(
      'payments_status_values',
      sql`${t.status} IN ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled')`,
    ),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Invoice numbers in sequence ('IW-000001'): never reused, even when a transaction rolls back. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1, increment: 1 });

/**
 * A receipt for a successful payment: numbered in sequence ('IW-000001'), with the period it
 * covers. One per payment.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null once the person's account is erased: the invoice stays, without them, as the business's
     * accounting record (docs/data-protection.md).
     */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    plan: text('plan').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    cardLast4: text('card_last4'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_payment_idx').on(t.paymentId),
    uniqueIndex('invoices_number_idx').on(t.number),
    index('invoices_user_issued_idx').on(t.userId, t.issuedAt),
  ],
);

/** Processor events already applied (a replayed webhook or sandbox event is applied once). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The event as received, without card data (kept for support). */
    payload: jsonb('payload'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_idx').on(t.provider, t.eventId)],
);
