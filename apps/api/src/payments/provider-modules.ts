import { PROVIDER_MANIFESTS } from '@store/core/payments/provider-manifests';
import type { ProviderModule } from './providers/module';
import { provider as acima } from './providers/acima';
import { provider as affirm } from './providers/affirm';
import { provider as afterPay } from './providers/after-pay';
import { provider as amazonPay } from './providers/amazon-pay';
import { provider as applepay } from './providers/applepay';
import { provider as bank } from './providers/bank';
import { provider as braintree } from './providers/braintree';
import { provider as googlepay } from './providers/googlepay';
import { provider as link } from './providers/link';
import { provider as paypal } from './providers/paypal';
import { provider as paypalCredit } from './providers/paypal-credit';
import { provider as splitIt } from './providers/split-it';
import { provider as stripeCanada } from './providers/stripe-canada';
import { provider as stripeDirect } from './providers/stripe-direct';
import { provider as stripePaymentRequest } from './providers/stripe-payment-request';
import { provider as truemed } from './providers/truemed';

export type { LiveGateways, ProviderModule, SandboxDeps } from './providers/module';

const MODULES: readonly ProviderModule[] = [
  acima,
  affirm,
  afterPay,
  amazonPay,
  applepay,
  bank,
  braintree,
  googlepay,
  link,
  paypal,
  paypalCredit,
  splitIt,
  stripeCanada,
  stripeDirect,
  stripePaymentRequest,
  truemed,
];

/**
 * Every provider's API module (`payments/providers/<provider>/index.ts`), in the manifests' registry order; the
 * registry, the live providers and the sandbox's redirect pages are built by iterating it. A manifest without its
 * module (or the other way round) stops the process at load.
 */
export const PROVIDER_MODULES: readonly ProviderModule[] = PROVIDER_MANIFESTS.map((manifest) => {
  const found = MODULES.find((candidate) => candidate.manifest.name === manifest.name);
  if (found === undefined) throw new Error(`payments: provider ${manifest.name} has no module in payments/providers/`);
  return found;
});
if (MODULES.length !== PROVIDER_MODULES.length) throw new Error('payments: a provider module has no manifest');
