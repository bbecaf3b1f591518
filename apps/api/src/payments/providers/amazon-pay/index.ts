import { amazonPay } from '@store/core/payments/providers/amazon-pay/manifest';
import type { ProviderModule } from '../module';
import { amazonPayProvider } from './sandbox';

/** The sandbox adapter by itself (tests build it over their own ledger). */
export { amazonPayProvider } from './sandbox';

/** Amazon Pay: the sandbox Amazon service's checkout sessions; no live adapter. */
export const provider: ProviderModule = {
  manifest: amazonPay,
  sandbox: (deps) => amazonPayProvider(deps),
};
