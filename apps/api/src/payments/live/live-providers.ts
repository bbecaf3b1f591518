import type { BrandKey, PaymentProvider } from '@store/core';
import { braintreeMerchantAccountOf, type StripeCardProvider } from '@store/core/channels/channel-payments';
import { createChannelRegistry, type ChannelRegistry } from '@store/core/channels/channel-registry';
import { DEFAULT_CHANNELS } from '@store/core/channels/default-channels';
import type { Env } from '../../env';
import type { PaymentProviders } from '../registry';
import { PROVIDER_MODULES, type LiveGateways } from '../provider-modules';
import type { BraintreeProvider } from '../providers/paypal';
import { braintreeClientTokens, braintreePaypalProvider, createBraintreeGateway } from './braintree-paypal';
import { readChannelSecrets, unreadAccountFields } from './channel-accounts';
import { stripeAccounts } from './stripe-accounts';
import { createStripeClient, stripeCardProvider } from './stripe-card';
import type { WebhookVerifier, WebhookVerifiers } from '../webhooks/verifier';
import { braintreeWebhookVerifier } from './braintree-webhook';
import { stripeWebhookSecrets, stripeWebhookVerifier } from './stripe-webhook';

/** The providers that can take real money: those whose module has a live adapter (card via Stripe, PayPal via Braintree). */
export const LIVE_READY_PROVIDERS: readonly PaymentProvider[] = PROVIDER_MODULES.filter((entry) => entry.live).map(
  (entry) => entry.manifest.name,
);

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
  // STRIPE_PAYMENT_METHOD_CONFIGURATION is an id of STRIPE_SECRET_KEY's account: a brand on its own account uses that
  // account's default configuration.
  const stripeCard: LiveGateways['stripeCard'] = (provider) => {
    const clientFor = stripe[provider];
    const paymentMethodConfiguration = (brand: string) =>
      secrets.of(brand, provider, 'secretKeyEnv') === undefined ? env.STRIPE_PAYMENT_METHOD_CONFIGURATION : undefined;
    return clientFor ? stripeCardProvider({ stripe: clientFor, provider, returnOrigin, paymentMethodConfiguration }) : null;
  };
  const gateway =
    env.BRAINTREE_MERCHANT_ID && env.BRAINTREE_PUBLIC_KEY && env.BRAINTREE_PRIVATE_KEY
      ? createBraintreeGateway({
          merchantId: env.BRAINTREE_MERCHANT_ID,
          publicKey: env.BRAINTREE_PUBLIC_KEY,
          privateKey: env.BRAINTREE_PRIVATE_KEY,
          environment: env.BRAINTREE_ENVIRONMENT,
          apiHost: env.BRAINTREE_API_HOST,
        })
      : null;
  const merchantAccounts = env.BRAINTREE_MERCHANT_ACCOUNTS;
  const brandAccounts = Object.fromEntries(
    channels.channels.flatMap((channel) => {
      const account = braintreeMerchantAccountOf(channel);
      return account === undefined ? [] : [[channel.brand, account] as const];
    }),
  );
  const braintreePaypal: LiveGateways['braintreePaypal'] = (provider) =>
    gateway ? braintreePaypalProvider({ gateway, provider, merchantAccounts, brandAccounts }) : null;
  for (const { manifest, live } of PROVIDER_MODULES) {
    const adapter = live?.({ stripeCard, braintreePaypal }) ?? null;
    if (adapter) providers[manifest.name] = adapter;
  }
  // Each gateway verifies its own webhooks for the providers it took (their manifests' `webhook`).
  const onGateway = (webhook: 'stripe' | 'braintree') =>
    PROVIDER_MODULES.map(({ manifest }) => manifest).flatMap((manifest) =>
      manifest.webhook === webhook && providers[manifest.name] ? [manifest.name] : [],
    );
  const onStripe = onGateway('stripe') as StripeCardProvider[];
  if (onStripe.length > 0) {
    const secretsOf = stripeWebhookSecrets(secrets, env.STRIPE_WEBHOOK_SECRET, onStripe);
    webhookVerifiers.stripe = stripeWebhookVerifier({ providers: onStripe, secretsOf, now: () => new Date() });
  }
  if (gateway) {
    braintreeClientToken = braintreeClientTokens(gateway, merchantAccounts, brandAccounts);
    webhookVerifiers.braintree = braintreeWebhookVerifier({ gateway, providers: onGateway('braintree') as BraintreeProvider[] });
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
