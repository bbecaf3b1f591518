import { splitIt } from '@store/core/payments/providers/split-it/manifest';
import { sandboxRedirectProvider } from '../../sandbox/redirect-provider';
import type { ProviderModule } from '../module';
import { splitItSandbox } from './sandbox';

/** Splitit: a sandbox redirect page with the plan's terms; no live adapter. */
export const provider: ProviderModule = {
  manifest: splitIt,
  sandbox: (deps) => sandboxRedirectProvider(deps, splitItSandbox),
  redirectSandbox: splitItSandbox,
};
