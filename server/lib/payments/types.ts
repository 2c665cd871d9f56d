import type { TPaymentProvider, TPaymentStatus } from '../../../contract/billing';

/**
 * What the billing area needs from a card processor (docs/product/payments.md#providers). Two
 * implementations: `sandbox` (built in, offline, test cards) and `stripe` (the official SDK). The
 * billing area never sees a card number: only the processor's references, the brand, the last four
 * digits and the expiry.
 */

/** A card the processor keeps for later charges. */
export type SavedCard = {
  /** The processor's reference ('pm_…'). */
  ref: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

/** Metadata every intent carries, so a processor event can be matched to our payment. */
export type IntentMetadata = { paymentId: string; userId: string; plan: string };

export type IntentState = {
  /** The processor's intent reference ('pi_…'). */
  ref: string;
  status: TPaymentStatus;
  amountCents: number;
  currency: string;
  metadata: IntentMetadata;
  /** The card used, once known (kept for renewals when the intent was created with `saveCard`). */
  card: SavedCard | null;
  /** The processor's customer reference, when it has one. */
  customerRef: string | null;
  /** The processor's message and code when the last attempt failed. */
  failure: { code: string; message: string } | null;
};

/**
 * Something the processor tells us happened to an intent: the sandbox emits these when a card is
 * confirmed or authenticated; Stripe sends them as signed webhooks. `eventId` is unique per event,
 * so a replayed event is recognised and applied once.
 */
export type ProviderEvent = {
  provider: TPaymentProvider;
  eventId: string;
  type: 'payment_succeeded' | 'payment_failed' | 'payment_requires_action';
  intent: IntentState;
};

export type PaymentProvider = {
  readonly name: TPaymentProvider;
  /** True for the sandbox and for Stripe test keys (sk_test_…): every screen then says 'Test mode'. */
  readonly testMode: boolean;
  /** The browser's key for Stripe's Payment Element; null for the sandbox. */
  readonly publishableKey: string | null;

  /**
   * Creates an intent for the amount. The same `idempotencyKey` answers the same intent (a double
   * click creates one). `saveCard` keeps the card for off-session renewals.
   */
  createIntent(input: {
    amountCents: number;
    currency: string;
    metadata: IntentMetadata;
    idempotencyKey: string;
    saveCard: boolean;
    customerRef: string | null;
    email: string | null;
  }): Promise<{ ref: string; clientSecret: string; status: TPaymentStatus; customerRef: string | null }>;

  /**
   * Charges a saved card without the person present (renewals, the one-click upgrade). Succeeds,
   * fails with the processor's message, or needs the person (requires_action, treated as failed
   * off-session). Idempotent per `idempotencyKey`.
   */
  chargeSavedCard(input: {
    amountCents: number;
    currency: string;
    card: SavedCard;
    customerRef: string | null;
    metadata: IntentMetadata;
    idempotencyKey: string;
  }): Promise<IntentState>;

  /** The intent as the processor sees it now (reconciliation after a restart). */
  retrieveIntent(ref: string): Promise<IntentState>;

  /**
   * Registers the one handler of processor events (the billing area). The sandbox calls it when a
   * confirmation or authentication completes; Stripe's webhook route calls it after checking the
   * signature. The handler must be idempotent per `eventId`.
   */
  onEvent(handler: (event: ProviderEvent) => Promise<void>): void;
};
