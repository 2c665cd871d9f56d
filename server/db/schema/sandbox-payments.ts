import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox card processor's own records (server/lib/payments/sandbox.ts,
 * docs/product/payments.md#test-mode-and-test-cards). It stands for a remote processor: nothing here
 * references our users; an intent's metadata carries our payment and user ids the way a processor
 * keeps them. No card number is ever stored: a card is a token, the brand, the last four digits, the
 * expiry and what the test card does.
 */

/** A payment intent: one amount to take, confirmed once (or charged off-session with a saved card). */
export const sandboxIntents = pgTable(
  'sandbox_intents',
  {
    /** 'pi_sbx_…' */
    ref: text('ref').primaryKey(),
    /** SHA-256 of each client secret handed out for this intent (a replayed create adds one). */
    clientSecretHashes: text('client_secret_hashes').array().notNull().default(sql`'{}'::text[]`),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** { paymentId, userId, plan } as the billing area sent them. */
    metadata: jsonb('metadata').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    /** Keep the card for later off-session charges. */
    saveCard: boolean('save_card').notNull().default(false),
    offSession: boolean('off_session').notNull().default(false),
    customerRef: text('customer_ref'),
    cardRef: text('card_ref'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** SHA-256 of the one-time token of the bank's authentication step; cleared when used. */
    authTokenHash: text('auth_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_intents_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('sandbox_intents_auth_token_idx').on(t.authTokenHash),
    check(
      'sandbox_intents_status_values',
      sql`${t.status} IN ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled')`,
    ),
  ],
);

/** A card the sandbox has seen: never its number. */
export const sandboxCards = pgTable(
  'sandbox_cards',
  {
    /** 'pm_sbx_…' */
    ref: text('ref').primaryKey(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** What the test card does (common/payment-card.ts TestCardBehaviour). */
    behaviour: text('behaviour').notNull(),
    /** The bank's authentication step was approved, so off-session charges go through. */
    authenticated: boolean('authenticated').notNull().default(false),
    customerRef: text('customer_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sandbox_cards_last4', sql`${t.last4} ~ '^[0-9]{4}$'`)],
);

/**
 * What happened to an intent, recorded in the same transaction as the intent's new state and handed to
 * the billing area's handler; `delivered_at` is set once the handler accepted it.
 */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    /** 'evt_sbx_…' */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    intentRef: text('intent_ref').notNull(),
    /** The ProviderEvent as delivered (the intent's state at that moment). */
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('sandbox_events_pending_idx').on(t.createdAt).where(sql`${t.deliveredAt} IS NULL`)],
);
