import { link } from '@store/core/payments/providers/link/manifest';
import type { ProviderModule } from '../module';
import { linkProvider, linkSandbox } from './sandbox';

/** Link: one click from the express sheet or its sandbox redirect page; no live adapter. */
export const provider: ProviderModule = {
  manifest: link,
  sandbox: (deps) => linkProvider(deps),
  redirectSandbox: linkSandbox,
};
