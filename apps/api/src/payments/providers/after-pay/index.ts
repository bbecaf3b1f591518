import { afterPay } from '@store/core/payments/providers/after-pay/manifest';
import { sandboxRedirectProvider } from '../../sandbox/redirect-provider';
import type { ProviderModule } from '../module';
import { afterPaySandbox } from './sandbox';

/** Afterpay: a sandbox redirect page; no live adapter. */
export const provider: ProviderModule = {
  manifest: afterPay,
  sandbox: (deps) => sandboxRedirectProvider(deps, afterPaySandbox),
  redirectSandbox: afterPaySandbox,
};
