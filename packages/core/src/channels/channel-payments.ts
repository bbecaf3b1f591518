import type { PaymentProvider } from '../enums';
import { PAYMENT_PROVIDER_LABELS, providersWhere, VIA_BRAINTREE, type PROVIDER_MANIFESTS } from '../payments/provider-manifests';
import type { Channel } from './channel-schema';

/** The card providers that go through Stripe (manifests: card flow, stripe gateway): a brand offers one. */
export const STRIPE_CARD_PROVIDERS = providersWhere(
  (manifest) => manifest.flow === 'card' && manifest.gateway === 'stripe',
) as readonly StripeCardProvider[];
export type StripeCardProvider = Extract<(typeof PROVIDER_MANIFESTS)[number], { flow: 'card'; gateway: 'stripe' }>['name'];

/** One provider's account in a channel (its ids and publishable keys, and the names of the variables holding secrets). */
export type ProviderAccount = NonNullable<NonNullable<Channel['payments']>[PaymentProvider]>;

/** The channel's account for a provider; undefined when the channel names none. */
export const accountOf = (channel: Channel | null | undefined, provider: PaymentProvider): ProviderAccount | undefined =>
  channel?.payments?.[provider];

/**
 * Stripe.js's publishable key for the brand's card: its channel's Stripe account (the first card provider's that names
 * one); undefined when the channel names none (the storefront's STRIPE_PUBLISHABLE_KEY applies).
 */
export function cardPublishableKeyOf(channel: Channel | null | undefined): string | undefined {
  for (const provider of STRIPE_CARD_PROVIDERS) {
    const key = accountOf(channel, provider)?.publishableKey;
    if (key !== undefined) return key;
  }
  return undefined;
}

/**
 * The brand's Braintree merchant account (the first the gateway's providers name, VIA_BRAINTREE: PayPal's, else PayPal
 * Credit's: they are one); undefined when the channel names none (BRAINTREE_MERCHANT_ACCOUNTS' of the currency applies).
 */
export function braintreeMerchantAccountOf(channel: Channel | null | undefined): string | undefined {
  return VIA_BRAINTREE.map((provider) => accountOf(channel, provider)?.merchantAccountId).find((id) => id !== undefined);
}

/** A payment account rule broken: the path under the channel, and what is wrong. */
export interface AccountProblem {
  path: Array<string | number>;
  message: string;
}

/**
 * The rules between a channel's payment accounts:
 * - a Stripe account names its secret key and its publishable key together: card details typed in Stripe.js under one
 *   account's publishable key can only be charged with that account's secret key, so half of one account (the other
 *   half falling back to the process's STRIPE_SECRET_KEY or STRIPE_PUBLISHABLE_KEY) would refuse every card;
 * - the providers via PayPal's gateway (PayPal, PayPal Credit) name the same merchant account, if they name one (one client
 *   token serves them all).
 */
export function paymentAccountRules(channel: Channel): AccountProblem[] {
  const problems: AccountProblem[] = [];
  for (const provider of STRIPE_CARD_PROVIDERS) {
    const account = accountOf(channel, provider);
    if (account === undefined) continue;
    if (account.secretKeyEnv !== undefined && account.publishableKey === undefined)
      problems.push({
        path: ['payments', provider],
        message: 'names secretKeyEnv without publishableKey (Stripe.js and the API must use the same Stripe account)',
      });
    if (account.publishableKey !== undefined && account.secretKeyEnv === undefined)
      problems.push({
        path: ['payments', provider],
        message: 'names publishableKey without secretKeyEnv (Stripe.js and the API must use the same Stripe account)',
      });
  }
  const [first, ...others] = VIA_BRAINTREE;
  const shared = first === undefined ? undefined : accountOf(channel, first)?.merchantAccountId;
  const sharing = VIA_BRAINTREE.map((provider) => PAYMENT_PROVIDER_LABELS[provider]).join(' and ');
  for (const provider of others) {
    const own = accountOf(channel, provider)?.merchantAccountId;
    if (first !== undefined && shared !== undefined && own !== undefined && own !== shared)
      problems.push({
        path: ['payments', provider, 'merchantAccountId'],
        message: `is not ${PAYMENT_PROVIDER_LABELS[first]}'s merchant account ${shared} (${sharing} share one client token, so one account)`,
      });
  }
  return problems;
}
