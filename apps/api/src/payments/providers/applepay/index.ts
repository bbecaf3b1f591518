import { applepay } from '@store/core/payments/providers/applepay/manifest';
import { expressWalletProvider } from '../../sandbox/express-wallet';
import type { ProviderModule } from '../module';

/** Apple Pay: the sandbox wallet sheet's single-use tokens; no live adapter. */
export const provider: ProviderModule = {
  manifest: applepay,
  sandbox: (deps) => expressWalletProvider(deps, 'applepay'),
};
