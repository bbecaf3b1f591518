import { stripePaymentRequest } from '@store/core/payments/providers/stripe-payment-request/manifest';
import { expressWalletProvider } from '../../sandbox/express-wallet';
import type { ProviderModule } from '../module';

/** The payment request button: the sandbox wallet sheet's single-use tokens; no live adapter. */
export const provider: ProviderModule = {
  manifest: stripePaymentRequest,
  sandbox: (deps) => expressWalletProvider(deps, 'stripePaymentRequest'),
};
