import type { TPaymentProvider } from '../../../contract/billing';
import type { Db } from '../../db/client';
import type { StripeSettings } from '../../env';
import type { Logger } from '../logger';
import { createSandboxProvider, type SandboxProvider } from './sandbox';
import { createStripeProvider, type StripeProvider } from './stripe';
import type { PaymentProvider } from './types';

export { eraseSandboxRecordsOf, type SandboxProvider } from './sandbox';
export type { StripeProvider } from './stripe';
export { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './stripe-webhook';
export type { IntentMetadata, IntentState, PaymentProvider, ProviderEvent, SavedCard } from './types';

/**
 * Which card processor the app uses (docs/product/payments.md#providers), and Stripe's keys when it
 * is Stripe (server/env.ts checks that they are there).
 */
export type PaymentConfig = { provider: TPaymentProvider; stripe?: StripeSettings | null };

export type PaymentDeps = { db: Db; now?: () => Date; log?: Logger };

/** The configured card processor. */
export function createPaymentProvider(config: PaymentConfig, deps: PaymentDeps): PaymentProvider {
  switch (config.provider) {
    case 'sandbox':
      return createSandboxProvider(deps);
    case 'stripe':
      if (!config.stripe)
        throw new Error('The stripe card processor needs its three keys (docs/product/payments.md#stripe)');
      return createStripeProvider(config.stripe);
  }
}

/** The sandbox's own API (its card form, the bank page, redelivery) when it is the processor in use. */
export function sandboxOf(provider: PaymentProvider): SandboxProvider | null {
  return provider.name === 'sandbox' && 'confirm' in provider ? (provider as SandboxProvider) : null;
}

/** Whether the processor is Stripe, whose webhook route the app then registers. */
export function isStripeProvider(provider: PaymentProvider): provider is StripeProvider {
  return provider.name === 'stripe' && 'handleWebhook' in provider;
}
