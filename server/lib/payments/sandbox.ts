import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  CARD_DECLINES,
  type CardDecline,
  cardDigits,
  cardExpired,
  luhnValid,
  type TestCardBehaviour,
  testCardOf,
} from '../../../common/payment-card';
import type {
  TPaymentStatus,
  TSandboxAuthenticateRequest,
  TSandboxConfirmRequest,
  TSandboxConfirmResponse,
} from '../../../contract/billing';
import type { Db, DbOrTx } from '../../db/client';
import { sandboxCards, sandboxEvents, sandboxIntents } from '../../db/schema/sandbox-payments';
import { AppError } from '../errors';
import { fallbackLogger, type Logger } from '../logger';
import type { IntentMetadata, IntentState, PaymentProvider, ProviderEvent, SavedCard } from './types';

/**
 * The built-in sandbox card processor (docs/product/payments.md#test-mode-and-test-cards). It behaves
 * like a remote test processor with its own records (server/db/schema/sandbox-payments.ts): intents
 * with hashed client secrets, cards without their numbers, and events recorded with each change of
 * an intent and handed to the one registered handler (the billing area).
 *
 * Events of a confirmation or authentication are delivered before the request is answered, so the next
 * screen already sees the result; those of an off-session charge right after the call returns (the
 * caller may be holding its own locks). An event whose delivery failed (the handler threw, the server
 * stopped) stays pending until `redeliverPending()` (at start and every minute) hands it over. Each
 * delivery holds the event's row lock, so two app instances never deliver the same event twice.
 */
export type SandboxProvider = PaymentProvider & {
  readonly name: 'sandbox';
  /** The sandbox's card form: confirms the caller's intent with a card (POST /api/payments/sandbox/confirm). */
  confirm(userId: string, input: TSandboxConfirmRequest): Promise<TSandboxConfirmResponse>;
  /** The simulated bank page's answer (POST /api/payments/sandbox/authenticate). */
  authenticate(userId: string, input: TSandboxAuthenticateRequest): Promise<TSandboxConfirmResponse>;
  /** Hands every undelivered event to the handler, oldest first; returns how many were delivered. */
  redeliverPending(): Promise<number>;
  /** Waits for deliveries started in the background (off-session charges); on close and in tests. */
  drain(): Promise<void>;
};

export const SANDBOX_MESSAGES = {
  paymentNotFound: 'This payment was not found. Please start the checkout again.',
  alreadySucceeded: 'This payment has already been completed.',
  alreadyFailed: 'This payment has already failed. Please start the checkout again to try another card.',
  alreadyCanceled: 'This payment was cancelled. Please start the checkout again.',
  authenticationNotFound: 'This authentication link is no longer valid. Please pay again from the checkout.',
  idempotencyMismatch: 'This idempotency key was already used for a different payment.',
} as const;

type IntentRow = typeof sandboxIntents.$inferSelect;
type CardRow = typeof sandboxCards.$inferSelect;
type EventType = ProviderEvent['type'];

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const token = (bytes: number) => randomBytes(bytes).toString('base64url');
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** The intent a client secret belongs to: secrets read 'pi_sbx_<id>_secret_<random>'. */
function refOfSecret(secret: string): string | null {
  const match = /^(pi_sbx_[0-9a-f]{24})_secret_[A-Za-z0-9_-]{20,}$/.exec(secret);
  return match?.[1] ?? null;
}

function declineOf(behaviour: TestCardBehaviour): CardDecline | null {
  if (behaviour === 'declined') return CARD_DECLINES.card_declined;
  if (behaviour === 'insufficient_funds') return CARD_DECLINES.insufficient_funds;
  return null;
}

function savedCard(card: CardRow | null | undefined): SavedCard | null {
  if (!card) return null;
  return {
    ref: card.ref,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
}

function stateOf(intent: IntentRow, card: CardRow | null | undefined): IntentState {
  return {
    ref: intent.ref,
    status: intent.status as TPaymentStatus,
    amountCents: intent.amountCents,
    currency: intent.currency,
    metadata: intent.metadata as IntentMetadata,
    card: savedCard(card),
    customerRef: intent.customerRef,
    failure:
      intent.failureCode && intent.failureMessage
        ? { code: intent.failureCode, message: intent.failureMessage }
        : null,
  };
}

function answerOf(state: IntentState, authenticationUrl: string | null = null): TSandboxConfirmResponse {
  const failed = state.status === 'failed' || state.status === 'requires_payment_method';
  return {
    status: state.status,
    paymentId: state.metadata.paymentId,
    message: failed ? (state.failure?.message ?? null) : null,
    code: failed ? (state.failure?.code ?? null) : null,
    authenticationUrl,
  };
}

export function createSandboxProvider(deps: { db: Db; now?: () => Date; log?: Logger }): SandboxProvider {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? fallbackLogger;
  let handler: ((event: ProviderEvent) => Promise<void>) | null = null;
  const inFlight = new Set<Promise<unknown>>();

  async function cardOf(tx: DbOrTx, ref: string | null): Promise<CardRow | null> {
    if (!ref) return null;
    const [card] = await tx.select().from(sandboxCards).where(eq(sandboxCards.ref, ref));
    return card ?? null;
  }

  /** Records an event for the intent's state, in the caller's transaction; returns its id. */
  async function recordEvent(tx: DbOrTx, type: EventType, intent: IntentState): Promise<string> {
    const id = `evt_sbx_${hex(12)}`;
    const event: ProviderEvent = { provider: 'sandbox', eventId: id, type, intent };
    await tx.insert(sandboxEvents).values({ id, type, intentRef: intent.ref, payload: event });
    return id;
  }

  /**
   * Hands one pending event to the handler under its row lock; true when the handler accepted it. A
   * handler that throws leaves it pending (with the attempt and the error counted).
   */
  async function deliver(eventId: string): Promise<boolean> {
    const current = handler;
    if (!current) return false;
    return db.transaction(async (tx) => {
      const [event] = await tx
        .select()
        .from(sandboxEvents)
        .where(and(eq(sandboxEvents.id, eventId), isNull(sandboxEvents.deliveredAt)))
        .for('update', { skipLocked: true });
      if (!event) return false;
      try {
        await current(event.payload as ProviderEvent);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error({ err: error, eventId }, 'The payment event handler failed; the event will be redelivered');
        await tx
          .update(sandboxEvents)
          .set({ attempts: sql`${sandboxEvents.attempts} + 1`, lastError: message.slice(0, 500) })
          .where(eq(sandboxEvents.id, eventId));
        return false;
      }
      await tx
        .update(sandboxEvents)
        .set({ deliveredAt: now(), attempts: sql`${sandboxEvents.attempts} + 1`, lastError: null })
        .where(eq(sandboxEvents.id, eventId));
      return true;
    });
  }

  /** Delivery that must not fail the request that caused it: a failure is logged and left pending. */
  async function deliverQuietly(eventId: string): Promise<void> {
    await deliver(eventId).catch((error: unknown) =>
      log.error({ err: error, eventId }, 'Could not deliver a payment event; it stays pending'),
    );
  }

  function deliverLater(eventId: string) {
    const running: Promise<void> = deliverQuietly(eventId).finally(() => inFlight.delete(running));
    inFlight.add(running);
  }

  /** The caller's intent behind a client secret, locked; another person's answers as not found. */
  async function lockIntentBySecret(tx: DbOrTx, userId: string, secret: string): Promise<IntentRow> {
    const ref = refOfSecret(secret);
    if (!ref) throw new AppError('NOT_FOUND', SANDBOX_MESSAGES.paymentNotFound);
    const [intent] = await tx.select().from(sandboxIntents).where(eq(sandboxIntents.ref, ref)).for('update');
    const owned =
      intent?.clientSecretHashes.includes(sha256(secret)) &&
      (intent.metadata as IntentMetadata).userId === userId;
    if (!intent || !owned) throw new AppError('NOT_FOUND', SANDBOX_MESSAGES.paymentNotFound);
    return intent;
  }

  function refuseFinal(intent: IntentRow) {
    if (intent.status === 'succeeded') throw new AppError('CONFLICT', SANDBOX_MESSAGES.alreadySucceeded);
    if (intent.status === 'failed') throw new AppError('CONFLICT', SANDBOX_MESSAGES.alreadyFailed);
    if (intent.status === 'canceled') throw new AppError('CONFLICT', SANDBOX_MESSAGES.alreadyCanceled);
  }

  async function setIntent(
    tx: DbOrTx,
    ref: string,
    values: Partial<
      Pick<IntentRow, 'status' | 'cardRef' | 'failureCode' | 'failureMessage' | 'authTokenHash'>
    >,
  ): Promise<IntentRow> {
    const [row] = await tx
      .update(sandboxIntents)
      .set({ ...values, updatedAt: now() })
      .where(eq(sandboxIntents.ref, ref))
      .returning();
    if (!row) throw new Error(`sandbox intent ${ref} vanished`);
    return row;
  }

  return {
    name: 'sandbox',
    testMode: true,
    publishableKey: null,

    async createIntent(input) {
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
        throw new Error('A payment amount is a positive whole number of cents');
      }
      const secret = () => {
        const ref = `pi_sbx_${hex(12)}`;
        return { ref, clientSecret: `${ref}_secret_${token(24)}` };
      };
      const fresh = secret();
      const customerRef = input.customerRef ?? (input.saveCard ? `cus_sbx_${hex(12)}` : null);
      const [created] = await db
        .insert(sandboxIntents)
        .values({
          ref: fresh.ref,
          clientSecretHashes: [sha256(fresh.clientSecret)],
          idempotencyKey: input.idempotencyKey,
          amountCents: input.amountCents,
          currency: input.currency,
          metadata: input.metadata,
          saveCard: input.saveCard,
          customerRef,
        })
        .onConflictDoNothing({ target: sandboxIntents.idempotencyKey })
        .returning();
      if (created) {
        return {
          ref: created.ref,
          clientSecret: fresh.clientSecret,
          status: 'requires_payment_method',
          customerRef,
        };
      }
      // The same key again (a double click, a retried request): the same intent, with a new secret of
      // its own, since secrets are kept only as hashes.
      const [existing] = await db
        .select()
        .from(sandboxIntents)
        .where(eq(sandboxIntents.idempotencyKey, input.idempotencyKey));
      if (!existing) throw new Error('sandbox intent idempotency conflict without a row');
      const metadata = existing.metadata as IntentMetadata;
      if (
        existing.amountCents !== input.amountCents ||
        existing.currency !== input.currency ||
        metadata.paymentId !== input.metadata.paymentId ||
        metadata.userId !== input.metadata.userId
      ) {
        throw new AppError('CONFLICT', SANDBOX_MESSAGES.idempotencyMismatch);
      }
      const clientSecret = `${existing.ref}_secret_${token(24)}`;
      await db
        .update(sandboxIntents)
        .set({
          clientSecretHashes: sql`array_append(${sandboxIntents.clientSecretHashes}, ${sha256(clientSecret)})`,
        })
        .where(eq(sandboxIntents.ref, existing.ref));
      return {
        ref: existing.ref,
        clientSecret,
        status: existing.status as TPaymentStatus,
        customerRef: existing.customerRef,
      };
    },

    async confirm(userId, input) {
      const digits = cardDigits(input.cardNumber);
      const result = await db.transaction(async (tx) => {
        const intent = await lockIntentBySecret(tx, userId, input.clientSecret);
        refuseFinal(intent);
        // Refused before any charge: the same checkout may try again with corrected details.
        const refusal =
          !digits || !luhnValid(digits)
            ? CARD_DECLINES.incorrect_number
            : cardExpired(input.expMonth, input.expYear, now())
              ? CARD_DECLINES.expired_card
              : null;
        if (refusal || !digits) {
          const decline = refusal ?? CARD_DECLINES.incorrect_number;
          const row = await setIntent(tx, intent.ref, {
            status: 'requires_payment_method',
            failureCode: decline.code,
            failureMessage: decline.message,
          });
          return { state: stateOf(row, null), eventId: null, authToken: null };
        }
        const testCard = testCardOf(digits);
        const decline = testCard ? declineOf(testCard.behaviour) : CARD_DECLINES.test_mode_live_card;
        if (!testCard || decline) {
          const failure = decline ?? CARD_DECLINES.card_declined;
          const row = await setIntent(tx, intent.ref, {
            status: 'failed',
            failureCode: failure.code,
            failureMessage: failure.message,
            authTokenHash: null,
          });
          const state = stateOf(row, null);
          return { state, eventId: await recordEvent(tx, 'payment_failed', state), authToken: null };
        }
        const [card] = await tx
          .insert(sandboxCards)
          .values({
            ref: `pm_sbx_${hex(12)}`,
            brand: testCard.brand,
            last4: digits.slice(-4),
            expMonth: input.expMonth,
            expYear: input.expYear,
            behaviour: testCard.behaviour,
            customerRef: intent.customerRef,
          })
          .returning();
        if (testCard.behaviour === 'authenticate') {
          const authToken = token(24);
          const row = await setIntent(tx, intent.ref, {
            status: 'requires_action',
            cardRef: card?.ref ?? null,
            failureCode: null,
            failureMessage: null,
            authTokenHash: sha256(authToken),
          });
          const state = stateOf(row, card);
          return { state, eventId: await recordEvent(tx, 'payment_requires_action', state), authToken };
        }
        const row = await setIntent(tx, intent.ref, {
          status: 'succeeded',
          cardRef: card?.ref ?? null,
          failureCode: null,
          failureMessage: null,
          authTokenHash: null,
        });
        const state = stateOf(row, card);
        return { state, eventId: await recordEvent(tx, 'payment_succeeded', state), authToken: null };
      });
      if (result.eventId) await deliverQuietly(result.eventId);
      const url = result.authToken
        ? `/checkout/authenticate?payment=${encodeURIComponent(result.state.metadata.paymentId)}&token=${encodeURIComponent(result.authToken)}`
        : null;
      return answerOf(result.state, url);
    },

    async authenticate(userId, input) {
      const result = await db.transaction(async (tx) => {
        const [intent] = await tx
          .select()
          .from(sandboxIntents)
          .where(eq(sandboxIntents.authTokenHash, sha256(input.token)))
          .for('update');
        if (!intent || (intent.metadata as IntentMetadata).userId !== userId) {
          throw new AppError('NOT_FOUND', SANDBOX_MESSAGES.authenticationNotFound);
        }
        refuseFinal(intent);
        if (intent.status !== 'requires_action') {
          throw new AppError('NOT_FOUND', SANDBOX_MESSAGES.authenticationNotFound);
        }
        if (input.approve) {
          if (intent.cardRef) {
            await tx
              .update(sandboxCards)
              .set({ authenticated: true })
              .where(eq(sandboxCards.ref, intent.cardRef));
          }
          const row = await setIntent(tx, intent.ref, { status: 'succeeded', authTokenHash: null });
          const state = stateOf(row, await cardOf(tx, row.cardRef));
          return { state, eventId: await recordEvent(tx, 'payment_succeeded', state) };
        }
        const failure = CARD_DECLINES.authentication_failed;
        const row = await setIntent(tx, intent.ref, {
          status: 'failed',
          authTokenHash: null,
          failureCode: failure.code,
          failureMessage: failure.message,
        });
        const state = stateOf(row, await cardOf(tx, row.cardRef));
        return { state, eventId: await recordEvent(tx, 'payment_failed', state) };
      });
      await deliverQuietly(result.eventId);
      return answerOf(result.state);
    },

    async chargeSavedCard(input) {
      const [existing] = await db
        .select()
        .from(sandboxIntents)
        .where(eq(sandboxIntents.idempotencyKey, input.idempotencyKey));
      if (existing) return stateOf(existing, await cardOf(db, existing.cardRef));

      const card = await cardOf(db, input.card.ref);
      const behaviour = card?.behaviour as TestCardBehaviour | undefined;
      const failure: CardDecline | null = !card
        ? CARD_DECLINES.card_unavailable
        : cardExpired(card.expMonth, card.expYear, now())
          ? CARD_DECLINES.expired_card
          : behaviour === 'declines_off_session'
            ? CARD_DECLINES.card_declined
            : behaviour === 'authenticate' && !card.authenticated
              ? CARD_DECLINES.authentication_required
              : behaviour
                ? declineOf(behaviour)
                : CARD_DECLINES.card_declined;

      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sandboxIntents)
          .values({
            ref: `pi_sbx_${hex(12)}`,
            idempotencyKey: input.idempotencyKey,
            amountCents: input.amountCents,
            currency: input.currency,
            metadata: input.metadata,
            status: failure ? 'failed' : 'succeeded',
            offSession: true,
            saveCard: true,
            customerRef: input.customerRef,
            cardRef: card?.ref ?? null,
            failureCode: failure?.code ?? null,
            failureMessage: failure?.message ?? null,
          })
          .onConflictDoNothing({ target: sandboxIntents.idempotencyKey })
          .returning();
        if (!row) return null;
        const state = stateOf(row, card);
        const eventId = await recordEvent(tx, failure ? 'payment_failed' : 'payment_succeeded', state);
        return { state, eventId };
      });
      if (!result) {
        // The same key, charged concurrently: answer that charge.
        const [other] = await db
          .select()
          .from(sandboxIntents)
          .where(eq(sandboxIntents.idempotencyKey, input.idempotencyKey));
        if (!other) throw new Error('sandbox charge idempotency conflict without a row');
        return stateOf(other, await cardOf(db, other.cardRef));
      }
      deliverLater(result.eventId);
      return result.state;
    },

    async retrieveIntent(ref) {
      const [intent] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.ref, ref));
      if (!intent) throw new AppError('NOT_FOUND', SANDBOX_MESSAGES.paymentNotFound);
      return stateOf(intent, await cardOf(db, intent.cardRef));
    },

    onEvent(next) {
      handler = next;
    },

    async redeliverPending() {
      if (!handler) return 0;
      let delivered = 0;
      const pending = await db
        .select({ id: sandboxEvents.id })
        .from(sandboxEvents)
        .where(isNull(sandboxEvents.deliveredAt))
        .orderBy(asc(sandboxEvents.createdAt))
        .limit(500);
      for (const { id } of pending) {
        if (await deliver(id)) delivered += 1;
      }
      return delivered;
    },

    async drain() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
