import Stripe from 'stripe';
import type { TPaymentStatus } from '../../../contract/billing';
import type { StripeSettings } from '../../env';
import type { IntentMetadata, IntentState, PaymentProvider, ProviderEvent, SavedCard } from './types';

/**
 * The Stripe card processor (docs/product/payments.md#stripe), through the official SDK. The browser
 * pays with Stripe's Payment Element against the intent's client secret; Stripe then tells us what
 * happened through signed webhooks (`handleWebhook`, reached by POST /api/payments/stripe/webhook),
 * which is the only way a payment becomes `succeeded` for the billing area.
 */

export type StripeProvider = PaymentProvider & {
  readonly name: 'stripe';
  /**
   * Checks a webhook's `Stripe-Signature` against the endpoint's secret and hands the intent events to
   * the registered handler. `rejected`: a missing, forged, altered or stale signature (nothing
   * happened); `ignored`: a verified event we do not act on. Throws when the handler fails, so the
   * route answers an error and Stripe delivers the event again.
   */
  handleWebhook(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<
    | { outcome: 'handled'; eventId: string; type: ProviderEvent['type'] }
    | { outcome: 'ignored'; eventId: string; reason: string }
    | { outcome: 'rejected'; reason: string }
  >;
};

/** The Stripe event types that move a payment, and what the billing area calls them. */
export const STRIPE_EVENT_TYPES: Readonly<Record<string, ProviderEvent['type']>> = {
  'payment_intent.succeeded': 'payment_succeeded',
  'payment_intent.payment_failed': 'payment_failed',
  'payment_intent.requires_action': 'payment_requires_action',
};

/**
 * Stripe's intent status in our words. After a failed attempt Stripe puts the intent back to
 * `requires_payment_method` with `last_payment_error` set: that is a failure the person sees, not a
 * fresh intent. `requires_capture` never happens with automatic capture; it would mean the money is
 * held, not taken, so it counts as processing.
 */
export function mapStripeStatus(
  status: Stripe.PaymentIntent.Status,
  hasPaymentError: boolean,
): TPaymentStatus {
  switch (status) {
    case 'requires_payment_method':
      return hasPaymentError ? 'failed' : 'requires_payment_method';
    case 'requires_confirmation':
      return 'requires_payment_method';
    case 'requires_action':
      return 'requires_action';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    default:
      // A status a newer API version might add: not a success until Stripe says so.
      return 'processing';
  }
}

/**
 * The code the billing area stores for a failure: the decline reason when Stripe gives a specific one
 * (`insufficient_funds`, `authentication_required`), otherwise the error code (`card_declined`,
 * `expired_card`).
 */
export function failureCode(error: { code?: string | null; decline_code?: string | null }): string {
  if (error.decline_code && error.decline_code !== 'generic_decline') return error.decline_code;
  return error.code ?? 'card_declined';
}

/** Our metadata on a Stripe object, or null when the intent was not made by this app. */
export function readMetadata(metadata: Stripe.Metadata | null | undefined): IntentMetadata | null {
  const paymentId = metadata?.paymentId;
  const userId = metadata?.userId;
  const plan = metadata?.plan;
  if (!paymentId || !userId || !plan) return null;
  return { paymentId, userId, plan };
}

/** Stripe's card network codes as people read them, the way the sandbox names them. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'eftpos Australia',
  interac: 'Interac',
};

export function cardBrandName(brand: string): string {
  return (
    BRAND_NAMES[brand] ??
    (brand === 'unknown' || brand === '' ? 'Card' : brand.charAt(0).toUpperCase() + brand.slice(1))
  );
}

/** Brand, last four digits and expiry of a card payment method; never the number (Stripe never sends it). */
export function savedCardOf(method: Stripe.PaymentMethod | string | null | undefined): SavedCard | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  return {
    ref: method.id,
    brand: cardBrandName(method.card.brand),
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** A Stripe PaymentIntent as the billing area sees it. Throws for an intent this app did not create. */
export function toIntentState(intent: Stripe.PaymentIntent): IntentState {
  const metadata = readMetadata(intent.metadata);
  if (!metadata)
    throw new Error(`Stripe payment intent ${intent.id} carries no payment metadata of this app`);
  const error = intent.last_payment_error;
  const status = mapStripeStatus(intent.status, error != null);
  return {
    ref: intent.id,
    status,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata,
    card: savedCardOf(intent.payment_method) ?? savedCardOf(error?.payment_method),
    customerRef: idOf(intent.customer),
    failure:
      status === 'failed' && error
        ? { code: failureCode(error), message: error.message ?? 'Your card was declined.' }
        : null,
  };
}

/** The SDK's connection options: api.stripe.com, or the address a test points it at. */
export function stripeClientConfig(apiBase: string | null): Stripe.StripeConfig {
  const config: Stripe.StripeConfig = {
    // Network errors and 409/5xx answers are retried with the same idempotency key.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Infinite Wellness' },
  };
  if (!apiBase) return config;
  const url = new URL(apiBase);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return { ...config, host: url.hostname, port: url.port || (protocol === 'https' ? 443 : 80), protocol };
}

export function createStripeProvider(settings: StripeSettings): StripeProvider {
  const stripe = new Stripe(settings.secretKey, stripeClientConfig(settings.apiBase));
  let handler: ((event: ProviderEvent) => Promise<void>) | null = null;

  /** The intent with its card: the webhook's copy names the payment method only by id. */
  async function withCard(intent: Stripe.PaymentIntent): Promise<IntentState> {
    const state = toIntentState(intent);
    const methodId = idOf(intent.payment_method);
    if (state.card || !methodId) return state;
    const method = await stripe.paymentMethods.retrieve(methodId);
    return { ...state, card: savedCardOf(method) };
  }

  return {
    name: 'stripe',
    testMode: settings.secretKey.startsWith('sk_test_') || settings.secretKey.startsWith('rk_test_'),
    publishableKey: settings.publishableKey,

    async createIntent(input) {
      // A customer even when the card is not kept: Stripe then lists the person's payments together,
      // and a later checkout reuses it (customerRef).
      let customerRef = input.customerRef;
      if (!customerRef) {
        const customer = await stripe.customers.create(
          { ...(input.email ? { email: input.email } : {}), metadata: { userId: input.metadata.userId } },
          { idempotencyKey: `${input.idempotencyKey}:customer` },
        );
        customerRef = customer.id;
      }
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          customer: customerRef,
          automatic_payment_methods: { enabled: true },
          ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
          metadata: { ...input.metadata },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret)
        throw new Error(`Stripe answered intent ${intent.id} without a client secret`);
      return {
        ref: intent.id,
        clientSecret: intent.client_secret,
        status: toIntentState(intent).status,
        customerRef,
      };
    },

    async chargeSavedCard(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            ...(input.customerRef ? { customer: input.customerRef } : {}),
            payment_method: input.card.ref,
            off_session: true,
            confirm: true,
            metadata: { ...input.metadata },
            expand: ['payment_method'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return await withCard(intent);
      } catch (error) {
        // A declined card (or one that needs its owner to authenticate) is an answer, not an outage:
        // Stripe sends the intent it left behind with the error.
        if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
          const state = toIntentState(error.payment_intent);
          return {
            ...state,
            status: 'failed',
            card: state.card ?? input.card,
            failure: { code: failureCode(error), message: error.message },
          };
        }
        throw error;
      }
    },

    async retrieveIntent(ref) {
      return withCard(await stripe.paymentIntents.retrieve(ref, { expand: ['payment_method'] }));
    },

    onEvent(next) {
      handler = next;
    },

    async handleWebhook(rawBody, signature) {
      if (!signature) return { outcome: 'rejected', reason: 'no Stripe-Signature header' };
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        return { outcome: 'rejected', reason: (error as Error).message };
      }
      const type = STRIPE_EVENT_TYPES[event.type];
      if (!type) return { outcome: 'ignored', eventId: event.id, reason: `event type ${event.type}` };
      const intent = event.data.object as Stripe.PaymentIntent;
      if (!readMetadata(intent.metadata)) {
        return {
          outcome: 'ignored',
          eventId: event.id,
          reason: `intent ${intent.id} was not created by this app`,
        };
      }
      if (!handler) throw new Error('No handler of payment events is registered; Stripe will deliver again');
      await handler({ provider: 'stripe', eventId: event.id, type, intent: await withCard(intent) });
      return { outcome: 'handled', eventId: event.id, type };
    },
  };
}
