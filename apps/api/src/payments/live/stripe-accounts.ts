import type Stripe from 'stripe';
import { BRANDS, type BrandKey } from '@store/core';
import { STRIPE_CARD_PROVIDERS, type StripeCardProvider } from '@store/core/channels/channel-payments';
import type { Channel } from '@store/core/channels/channel-schema';
import type { ChannelSecrets } from './channel-accounts';

export interface StripeAccountsEnv {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_RETURN_ORIGIN?: string | undefined;
}

/** A Stripe card provider's client for a brand's payments (each brand's account). */
export type StripeClientFor = (brand: string) => Stripe;

const offers = (channel: Channel, provider: StripeCardProvider): boolean =>
  (channel.paymentProviders ?? BRANDS[channel.brand as BrandKey].paymentProviders).includes(provider);

/**
 * Which Stripe account takes each brand's card payments: the secret key its channel names
 * (`payments.<provider>.secretKeyEnv`, read by readChannelSecrets), else STRIPE_SECRET_KEY. A provider no brand has a
 * key for is left out (`Payment provider not found`). One client per distinct key, made by `clientOf`.
 *
 * Stops the start (one line per problem) when a key exists but an active channel offering the provider has none (its
 * shoppers could not pay by card), or when such a brand's channel states no origin nor return origin and
 * STRIPE_RETURN_ORIGIN is unset (3-D Secure would have nowhere to send the shopper back).
 */
export function stripeAccounts(
  env: StripeAccountsEnv,
  channels: readonly Channel[],
  secrets: ChannelSecrets,
  clientOf: (secretKey: string) => Stripe,
): Partial<Record<StripeCardProvider, StripeClientFor>> {
  const clients = new Map<string, Stripe>();
  const client = (key: string): Stripe => {
    let made = clients.get(key);
    if (!made) clients.set(key, (made = clientOf(key)));
    return made;
  };
  const problems: string[] = [];
  /** Brands taking Stripe payments whose channel states no origin nor return origin. */
  const noReturn: string[] = [];
  const accounts: Partial<Record<StripeCardProvider, StripeClientFor>> = {};
  for (const provider of STRIPE_CARD_PROVIDERS) {
    const keyOf = (brand: string) => secrets.of(brand, provider, 'secretKeyEnv') ?? env.STRIPE_SECRET_KEY;
    if (channels.every((channel) => keyOf(channel.brand) === undefined) && !env.STRIPE_SECRET_KEY) continue;
    channels.forEach((channel, i) => {
      if (channel.status !== 'active' || !offers(channel, provider)) return;
      const label = `channels[${i}] (${channel.brand})`;
      if (keyOf(channel.brand) === undefined)
        problems.push(
          `${label}: offers ${provider} but has no Stripe secret key: name payments.${provider}.secretKeyEnv (and its publishableKey), or set STRIPE_SECRET_KEY`,
        );
      else if (channel.origin === undefined && channel.returnOrigin === undefined) noReturn.push(channel.brand);
    });
    accounts[provider] = (brand) => {
      const key = keyOf(brand);
      if (key === undefined) throw new Error(`stripe: no secret key for brand ${brand}`);
      return client(key);
    };
  }
  if (noReturn.length > 0 && !env.STRIPE_RETURN_ORIGIN)
    problems.push(
      `STRIPE_RETURN_ORIGIN: is required: ${noReturn.join(', ')} take${noReturn.length === 1 ? 's' : ''} card payments through Stripe and no channel origin or returnOrigin says where 3-D Secure returns the shopper`,
    );
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return accounts;
}
