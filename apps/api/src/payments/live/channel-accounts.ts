import type { PaymentProvider } from '@store/core';
import type { ProviderAccount } from '@store/core/channels/channel-payments';
import type { Channel } from '@store/core/channels/channel-schema';

/** A field of a channel's payment account that names the environment variable holding a secret. */
export type SecretField = 'secretKeyEnv' | 'webhookSecretEnv';

/**
 * What the live adapters and the storefront read of a channel's payment account, per provider: Stripe's secret key
 * (the API), its publishable key (the storefront's Stripe.js) and webhook secret; Braintree's merchant account and
 * webhook secret (its gateway keys are the process's BRAINTREE_*). A provider without a live adapter reads nothing.
 */
const READ_FIELDS: Partial<Record<PaymentProvider, ReadonlyArray<keyof ProviderAccount>>> = {
  stripeDirect: ['secretKeyEnv', 'publishableKey', 'webhookSecretEnv'],
  stripeCanada: ['secretKeyEnv', 'publishableKey', 'webhookSecretEnv'],
  paypal: ['merchantAccountId', 'webhookSecretEnv'],
  paypalCredit: ['merchantAccountId', 'webhookSecretEnv'],
};
const SECRET_FIELDS: readonly SecretField[] = ['secretKeyEnv', 'webhookSecretEnv'];

/** The secrets the channels name, read from the environment once at start. */
export interface ChannelSecrets {
  /** The value of the variable the brand's channel names in `payments.<provider>.<field>`; undefined: it names none. */
  of(brand: string, provider: PaymentProvider, field: SecretField): string | undefined;
}

const accountsOf = (channel: Channel): Array<[PaymentProvider, ProviderAccount]> =>
  Object.entries(channel.payments ?? {}) as Array<[PaymentProvider, ProviderAccount]>;

/**
 * Reads every secret the live adapters take from a channel (Stripe's secret keys, the webhook secrets) from the
 * variable it names. A named variable that is unset or empty stops the start: one line per variable, naming the
 * channel, the provider and the variable (`channels[0] (nestwood).payments.stripeDirect.secretKeyEnv:
 * STRIPE_SECRET_KEY_NESTWOOD is not set`), since falling back to the process's key would charge another company's account.
 */
export function readChannelSecrets(
  channels: readonly Channel[],
  source: Readonly<Record<string, string | undefined>>,
): ChannelSecrets {
  const values = new Map<string, string>();
  const missing: string[] = [];
  channels.forEach((channel, i) => {
    for (const [provider, account] of accountsOf(channel))
      for (const field of SECRET_FIELDS) {
        const name = account[field];
        if (name === undefined || !READ_FIELDS[provider]?.includes(field)) continue;
        const value = source[name];
        if (value === undefined || value.trim() === '')
          missing.push(`channels[${i}] (${channel.brand}).payments.${provider}.${field}: ${name} is not set (or is empty)`);
        else values.set(`${channel.brand}/${provider}/${field}`, value);
      }
  });
  if (missing.length > 0) throw new Error(missing.join('\n'));
  return { of: (brand, provider, field) => values.get(`${brand}/${provider}/${field}`) };
}

/**
 * The account fields a channel names that nothing reads (a provider without a live adapter, Braintree's gateway keys):
 * logged at start, so an operator does not believe them in use.
 */
export function unreadAccountFields(channels: readonly Channel[]): string[] {
  return channels.flatMap((channel, i) =>
    accountsOf(channel).flatMap(([provider, account]) =>
      (Object.keys(account) as Array<keyof ProviderAccount>)
        .filter((field) => !READ_FIELDS[provider]?.includes(field))
        .map((field) => `channels[${i}] (${channel.brand}).payments.${provider}.${field}`),
    ),
  );
}
