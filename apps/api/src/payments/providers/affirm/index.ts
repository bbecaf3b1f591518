import { affirm } from '@store/core/payments/providers/affirm/manifest';
import { sandboxRedirectProvider } from '../../sandbox/redirect-provider';
import type { ProviderModule } from '../module';
import { affirmSandbox } from './sandbox';

/** Affirm: a sandbox redirect page; no live adapter. */
export const provider: ProviderModule = {
  manifest: affirm,
  sandbox: (deps) => sandboxRedirectProvider(deps, affirmSandbox),
  redirectSandbox: affirmSandbox,
};
