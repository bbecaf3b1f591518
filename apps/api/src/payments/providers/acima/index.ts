import { acima } from '@store/core/payments/providers/acima/manifest';
import { sandboxRedirectProvider } from '../../sandbox/redirect-provider';
import type { ProviderModule } from '../module';
import { acimaSandbox } from './sandbox';

/** Acima: a sandbox redirect page; no live adapter. */
export const provider: ProviderModule = {
  manifest: acima,
  sandbox: (deps) => sandboxRedirectProvider(deps, acimaSandbox),
  redirectSandbox: acimaSandbox,
};
