import type { Env } from '../../env';
import { createStripeProvider, type StripeProvider } from './stripe';
import type { PaymentProvider } from './types';

export type { StripeProvider } from './stripe';
export { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './stripe-webhook';
export type { IntentMetadata, IntentState, PaymentProvider, ProviderEvent, SavedCard } from './types';

/**
 * The card processor the configuration names (docs/product/payments.md#providers): Stripe when its
 * three keys are set. The built-in sandbox processor is the other branch, the default; until it is
 * here, no processor is configured without Stripe's keys (null).
 */
export function createPaymentProvider(env: Pick<Env, 'stripe'>): PaymentProvider | null {
  if (env.stripe) return createStripeProvider(env.stripe);
  return null;
}

/** Whether the processor is Stripe, whose webhook route the app then registers. */
export function isStripeProvider(provider: PaymentProvider | null): provider is StripeProvider {
  return provider?.name === 'stripe' && 'handleWebhook' in provider;
}
