import type { BrandKey, PaymentProvider } from '@store/core';
import { braintreeMerchantAccountOf } from '@store/core/channels/channel-payments';
import { createChannelRegistry, type ChannelRegistry } from '@store/core/channels/channel-registry';
import { DEFAULT_CHANNELS } from '@store/core/channels/default-channels';
import type { Env } from '../../env';
import type { PaymentProviders } from '../registry';
import { braintreeClientTokens, braintreePaypalProvider, createBraintreeGateway } from './braintree-paypal';
import { readChannelSecrets, unreadAccountFields } from './channel-accounts';
import { stripeAccounts } from './stripe-accounts';
import { createStripeClient, stripeCardProvider } from './stripe-card';
import type { WebhookVerifier, WebhookVerifiers } from '../webhooks/verifier';
import { braintreeWebhookVerifier } from './braintree-webhook';
import { stripeWebhookSecrets, stripeWebhookVerifier } from './stripe-webhook';

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
  /** GET /braintree/tokens in live mode (the brand's merchant account); null without Braintree keys. */
  braintreeClientToken: ((currency: string, brand: string) => Promise<string>) | null;
  /** The webhook secret a brand's channel names for a provider; undefined: the process's PAYMENT_WEBHOOK_SECRET. */
  channelWebhookSecret: (brand: string, provider: string) => string | undefined;
  /** Account fields the channels name that nothing reads (logged at start). */
  unreadAccountFields: string[];
  /** The gateways' own webhooks (POST /payments/webhooks/stripe, /braintree), for the gateways with keys. */
  webhookVerifiers: WebhookVerifiers;
}

type LiveEnv = Pick<
  Env,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_API_HOST'
  | 'STRIPE_RETURN_ORIGIN'
  | 'STRIPE_PAYMENT_METHOD_CONFIGURATION'
  | 'STRIPE_WEBHOOK_SECRET'
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
 * STRIPE_RETURN_ORIGIN template with `{brand}` replaced (stripeAccounts requires it for a brand without either).
 */
export function returnOrigins(template: string | undefined, channels: ChannelRegistry): (brand: string) => string {
  return (brand) => channels.returnOriginOf(brand as BrandKey, template);
}

/** The channels of a process without a channels file (tests that build the providers alone). */
const defaultChannels = (): ChannelRegistry =>
  createChannelRegistry(DEFAULT_CHANNELS, { defaultBrand: 'nestwood', originTemplate: 'http://{brand}.localhost:3000' });

/**
 * The live adapters a process can build from its environment and its channels. A provider without keys is left out
 * (never silently replaced by its sandbox), and the sandbox-only providers are never offered in live mode.
 *
 * Each brand pays into its own accounts: Stripe with the secret key its channel names (`payments.<provider>.secretKeyEnv`,
 * read from `source` now), else STRIPE_SECRET_KEY; Braintree (one gateway, BRAINTREE_*) with the merchant account its
 * channel names, else its currency's. A named variable that is unset, a brand offering Stripe without a key, or one
 * without a return origin stops the start (readChannelSecrets, stripeAccounts). Stripe's return URL is on the brand's
 * channel return origin (returnOrigins).
 */
export function liveProvidersFromEnv(
  env: LiveEnv,
  channels: ChannelRegistry = defaultChannels(),
  source: Readonly<Record<string, string | undefined>> = process.env,
): LiveProviders {
  const providers: PaymentProviders = {};
  let braintreeClientToken: LiveProviders['braintreeClientToken'] = null;
  const secrets = readChannelSecrets(channels.channels, source);
  const stripe = stripeAccounts(env, channels.channels, secrets, (secretKey) =>
    createStripeClient({ secretKey, apiHost: env.STRIPE_API_HOST }),
  );
  const returnOrigin = returnOrigins(env.STRIPE_RETURN_ORIGIN, channels);
  const webhookVerifiers: Record<string, WebhookVerifier> = {};
  for (const provider of ['stripeDirect', 'stripeCanada'] as const) {
    const clientFor = stripe[provider];
    // STRIPE_PAYMENT_METHOD_CONFIGURATION is an id of STRIPE_SECRET_KEY's account: a brand on its own account uses that
    // account's default configuration.
    const paymentMethodConfiguration = (brand: string) =>
      secrets.of(brand, provider, 'secretKeyEnv') === undefined ? env.STRIPE_PAYMENT_METHOD_CONFIGURATION : undefined;
    if (clientFor)
      providers[provider] = stripeCardProvider({ stripe: clientFor, provider, returnOrigin, paymentMethodConfiguration });
  }
  const onStripe = (['stripeDirect', 'stripeCanada'] as const).filter((provider) => providers[provider]);
  if (onStripe.length > 0) {
    const secretsOf = stripeWebhookSecrets(secrets, env.STRIPE_WEBHOOK_SECRET, onStripe);
    webhookVerifiers.stripe = stripeWebhookVerifier({ providers: onStripe, secretsOf, now: () => new Date() });
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
    const brandAccounts = Object.fromEntries(
      channels.channels.flatMap((channel) => {
        const account = braintreeMerchantAccountOf(channel);
        return account === undefined ? [] : [[channel.brand, account] as const];
      }),
    );
    for (const provider of ['paypal', 'paypalCredit'] as const)
      providers[provider] = braintreePaypalProvider({ gateway, provider, merchantAccounts, brandAccounts });
    braintreeClientToken = braintreeClientTokens(gateway, merchantAccounts, brandAccounts);
    webhookVerifiers.braintree = braintreeWebhookVerifier({ gateway, providers: ['paypal', 'paypalCredit'] });
  }
  const missingKeys = LIVE_READY_PROVIDERS.filter((p) => !providers[p]);
  return {
    providers,
    missingKeys,
    braintreeClientToken,
    channelWebhookSecret: (brand, provider) => secrets.of(brand, provider as PaymentProvider, 'webhookSecretEnv'),
    unreadAccountFields: unreadAccountFields(channels.channels),
    webhookVerifiers,
  };
}
