import { bank } from '@store/core/payments/providers/bank/manifest';
import { sandboxRedirectProvider } from '../../sandbox/redirect-provider';
import type { ProviderModule } from '../module';
import { bankSandbox } from './sandbox';

/** Bank: a sandbox redirect page; no live adapter. */
export const provider: ProviderModule = {
  manifest: bank,
  sandbox: (deps) => sandboxRedirectProvider(deps, bankSandbox),
  redirectSandbox: bankSandbox,
};
