import { googlepay } from '@store/core/payments/providers/googlepay/manifest';
import { expressWalletProvider } from '../../sandbox/express-wallet';
import type { ProviderModule } from '../module';

/** Google Pay: the sandbox wallet sheet's single-use tokens; no live adapter. */
export const provider: ProviderModule = {
  manifest: googlepay,
  sandbox: (deps) => expressWalletProvider(deps, 'googlepay'),
};
