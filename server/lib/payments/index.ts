import type { TPaymentProvider } from '../../../contract/billing';
import type { Db } from '../../db/client';
import type { Logger } from '../logger';
import { createSandboxProvider, type SandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

export type { SandboxProvider } from './sandbox';
export type { PaymentProvider, ProviderEvent } from './types';

/** Which card processor the app uses (docs/product/payments.md#providers). */
export type PaymentConfig = { provider: TPaymentProvider };

export type PaymentDeps = { db: Db; now?: () => Date; log?: Logger };

/** The configured card processor. */
export function createPaymentProvider(config: PaymentConfig, deps: PaymentDeps): PaymentProvider {
  switch (config.provider) {
    case 'sandbox':
      return createSandboxProvider(deps);
    default:
      throw new Error(`The '${config.provider}' card processor is not available in this build`);
  }
}

/** The sandbox's own API (its card form, the bank page, redelivery) when it is the processor in use. */
export function sandboxOf(provider: PaymentProvider): SandboxProvider | null {
  return provider.name === 'sandbox' && 'confirm' in provider ? (provider as SandboxProvider) : null;
}
