import type { BrandKey, PaymentProvider } from '@store/core';
import type { ChannelRegistry } from '@store/core/channels/channel-registry';
import type { Env } from '../../env';
import type { PaymentProviders } from '../registry';
import { braintreeClientTokens, braintreePaypalProvider, createBraintreeGateway } from './braintree-paypal';
import { createStripeClient, stripeCardProvider } from './stripe-card';

/** The providers that can take real money (card via Stripe, PayPal and PayPal Credit via Braintree). */
export const LIVE_READY_PROVIDERS = [
  'stripeDirect',
  'stripeCanada',
  'paypal',
  'paypalCredit',
] as const satisfies readonly PaymentProvider[];

/** What PAYMENTS_MODE=live runs with: the live adapters, what is missing (logged at start) and the client tokens. */
export interface LiveProviders {
  providers: PaymentProviders;
  /** Live-ready providers without their keys: absent, so 'Payment provider not found'. */
  missingKeys: PaymentProvider[];
  /** GET /braintree/tokens in live mode; null without Braintree keys. */
  braintreeClientToken: ((currency: string) => Promise<string>) | null;
}

type LiveEnv = Pick<
  Env,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_API_HOST'
  | 'STRIPE_RETURN_ORIGIN'
  | 'STRIPE_PAYMENT_METHOD_CONFIGURATION'
  | 'BRAINTREE_MERCHANT_ID'
  | 'BRAINTREE_PUBLIC_KEY'
  | 'BRAINTREE_PRIVATE_KEY'
  | 'BRAINTREE_ENVIRONMENT'
  | 'BRAINTREE_API_HOST'
  | 'BRAINTREE_MERCHANT_ACCOUNTS'
>;

/** `https://{brand}.example.com` -> the brand's origin (Stripe's return_url must be absolute). */
export const brandOrigin =
  (template: string) =>
  (brand: string): string =>
    template.replaceAll('{brand}', brand).replace(/\/+$/, '');

/**
 * Where a provider returns the shopper of a brand: its channel's return origin (else the channel's origin), else the
 * STRIPE_RETURN_ORIGIN template with `{brand}` replaced.
 */
export function returnOrigins(template: string, channels: ChannelRegistry | undefined): (brand: string) => string {
  if (!channels) return brandOrigin(template);
  return (brand) => channels.returnOriginOf(brand as BrandKey, template);
}

/**
 * The live adapters a process can build from its environment. A provider whose keys are not all set is left out
 * (never silently replaced by its sandbox), and the sandbox-only providers are never offered in live mode. Stripe's
 * return URL is on the brand's channel return origin (returnOrigins).
 */
export function liveProvidersFromEnv(env: LiveEnv, channels?: ChannelRegistry): LiveProviders {
  const providers: PaymentProviders = {};
  let braintreeClientToken: LiveProviders['braintreeClientToken'] = null;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_RETURN_ORIGIN) {
    const stripe = createStripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiHost: env.STRIPE_API_HOST });
    const returnOrigin = returnOrigins(env.STRIPE_RETURN_ORIGIN, channels);
    const paymentMethodConfiguration = env.STRIPE_PAYMENT_METHOD_CONFIGURATION;
    providers.stripeDirect = stripeCardProvider({ stripe, provider: 'stripeDirect', returnOrigin, paymentMethodConfiguration });
    providers.stripeCanada = stripeCardProvider({ stripe, provider: 'stripeCanada', returnOrigin, paymentMethodConfiguration });
  }
  if (env.BRAINTREE_MERCHANT_ID && env.BRAINTREE_PUBLIC_KEY && env.BRAINTREE_PRIVATE_KEY) {
    const gateway = createBraintreeGateway({
      merchantId: env.BRAINTREE_MERCHANT_ID,
      publicKey: env.BRAINTREE_PUBLIC_KEY,
      privateKey: env.BRAINTREE_PRIVATE_KEY,
      environment: env.BRAINTREE_ENVIRONMENT,
      apiHost: env.BRAINTREE_API_HOST,
    });
    const merchantAccounts = env.BRAINTREE_MERCHANT_ACCOUNTS;
    providers.paypal = braintreePaypalProvider({ gateway, provider: 'paypal', merchantAccounts });
    providers.paypalCredit = braintreePaypalProvider({ gateway, provider: 'paypalCredit', merchantAccounts });
    braintreeClientToken = braintreeClientTokens(gateway, merchantAccounts);
  }
  const missingKeys = LIVE_READY_PROVIDERS.filter((p) => !providers[p]);
  return { providers, missingKeys, braintreeClientToken };
}
