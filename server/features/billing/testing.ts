import { randomUUID } from 'node:crypto';
import { type App, buildApp } from '../../app';
import type { IntentState, PaymentProvider, ProviderEvent, SavedCard } from '../../lib/payments/types';
import {
  createTestDatabase,
  memoryMailer,
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  testEnv,
} from '../../test/harness';

/**
 * A small in-memory card processor for the billing area's tests: intents kept in a map, a card
 * confirmed by `confirm` (which emits the processor's event to the registered handler), saved cards
 * charged by `chargeSavedCard` unless `declineSavedCards` says otherwise. Idempotent per key like a
 * real processor.
 */
export function memoryPaymentProvider() {
  const intents = new Map<string, IntentState & { clientSecret: string; saveCard: boolean }>();
  const byKey = new Map<string, string>();
  let handler: ((event: ProviderEvent) => Promise<void>) | null = null;
  let declining: { code: string; message: string } | null = null;
  let eventCount = 0;
  const charges: { key: string; amountCents: number }[] = [];
  const emitted: ProviderEvent[] = [];

  const snapshot = (ref: string): IntentState => {
    const intent = intents.get(ref);
    if (!intent) throw new Error(`No intent ${ref}`);
    const { clientSecret: _secret, saveCard: _save, ...state } = intent;
    return structuredClone(state);
  };

  const emit = async (ref: string) => {
    const intent = snapshot(ref);
    eventCount += 1;
    const event: ProviderEvent = {
      provider: 'sandbox',
      eventId: `evt_${eventCount}_${randomUUID()}`,
      type:
        intent.status === 'succeeded'
          ? 'payment_succeeded'
          : intent.status === 'requires_action'
            ? 'payment_requires_action'
            : 'payment_failed',
      intent,
    };
    emitted.push(event);
    if (handler) await handler(event);
  };

  const provider: PaymentProvider = {
    name: 'sandbox',
    testMode: true,
    publishableKey: null,
    async createIntent(input) {
      const known = byKey.get(input.idempotencyKey);
      if (known) {
        const intent = intents.get(known)!;
        return { ref: known, clientSecret: intent.clientSecret, status: intent.status, customerRef: null };
      }
      const ref = `pi_mem_${randomUUID()}`;
      intents.set(ref, {
        ref,
        status: 'requires_payment_method',
        amountCents: input.amountCents,
        currency: input.currency,
        metadata: input.metadata,
        card: null,
        customerRef: input.customerRef ?? `cus_mem_${randomUUID()}`,
        failure: null,
        clientSecret: `${ref}_secret`,
        saveCard: input.saveCard,
      });
      byKey.set(input.idempotencyKey, ref);
      return { ref, clientSecret: `${ref}_secret`, status: 'requires_payment_method', customerRef: null };
    },
    async chargeSavedCard(input) {
      const known = byKey.get(input.idempotencyKey);
      if (known) return snapshot(known);
      const ref = `pi_mem_${randomUUID()}`;
      const failure = declining;
      intents.set(ref, {
        ref,
        status: failure ? 'failed' : 'succeeded',
        amountCents: input.amountCents,
        currency: input.currency,
        metadata: input.metadata,
        card: input.card,
        customerRef: input.customerRef,
        failure,
        clientSecret: `${ref}_secret`,
        saveCard: true,
      });
      byKey.set(input.idempotencyKey, ref);
      if (!failure) charges.push({ key: input.idempotencyKey, amountCents: input.amountCents });
      return snapshot(ref);
    },
    async retrieveIntent(ref) {
      return snapshot(ref);
    },
    onEvent(h) {
      handler = h;
    },
  };

  return {
    provider,
    /** Successful charges (checkouts confirmed and saved cards charged), in order. */
    charges,
    /** Every event sent to the handler. */
    emitted,
    /** Confirms a checkout with a card, as the browser would; the handler's failure is rethrown. */
    async confirm(clientSecret: string, card: Partial<SavedCard> & { decline?: boolean } = {}) {
      const intent = [...intents.values()].find((i) => i.clientSecret === clientSecret);
      if (!intent) throw new Error('Unknown client secret');
      if (card.decline) {
        intent.status = 'failed';
        intent.failure = { code: 'card_declined', message: 'Your card was declined.' };
      } else {
        intent.status = 'succeeded';
        intent.failure = null;
        intent.card = {
          ref: card.ref ?? `pm_mem_${randomUUID()}`,
          brand: card.brand ?? 'visa',
          last4: card.last4 ?? '4242',
          expMonth: card.expMonth ?? 12,
          expYear: card.expYear ?? 2030,
        };
        charges.push({ key: intent.ref, amountCents: intent.amountCents });
      }
      await emit(intent.ref);
      return snapshot(intent.ref);
    },
    /** Sends an already emitted event again (a replayed webhook). */
    async replay(event: ProviderEvent) {
      if (handler) await handler(event);
    },
    /** From now on saved cards are declined with this failure (null: accepted again). */
    declineSavedCards(failure: { code: string; message: string } | null) {
      declining = failure;
    },
    /** Detaches the handler, as a server that stopped before the event arrived. */
    dropHandler() {
      handler = null;
    },
  };
}
export type MemoryPaymentProvider = ReturnType<typeof memoryPaymentProvider>;

/** An app with an injected clock and the in-memory processor, for the subscription's whole life. */
export async function createBillingTestApp(clock: { now: () => Date }, payments = memoryPaymentProvider()) {
  const database = await createTestDatabase();
  const mailer = memoryMailer();
  const app: App = await buildApp({
    env: testEnv({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' }),
    database,
    sessionSecret: TEST_SESSION_SECRET,
    encryptionKey: TEST_ENCRYPTION_KEY,
    clientDir: null,
    mailer,
    now: clock.now,
    paymentProvider: payments.provider,
  });
  await app.ready();
  const billing = app.services.billing;
  if (!billing) throw new Error('The billing area is not registered');
  return {
    app,
    database,
    mailer,
    payments,
    billing,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
