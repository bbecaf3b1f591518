import { z } from 'zod';
import { BRAND_KEYS } from '../brands';
import { PAYMENT_PROVIDERS } from '../enums';

/** A lower-case hostname without scheme or port: dot-separated labels of letters, digits and inner hyphens. */
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** An environment variable's name: where a secret is kept, since the file never holds one. */
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;

/** `https://host` or `http://host:port`, lower case, nothing after the host (a trailing slash is dropped). */
function isOrigin(value: string): boolean {
  const trimmed = value.replace(/\/$/, '');
  if (!URL.canParse(trimmed)) return false;
  const url = new URL(trimmed);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === trimmed;
}

const hostname = z.string({ error: 'is not text' }).regex(HOSTNAME, 'is not a hostname');
const origin = z
  .string({ error: 'is not text' })
  .refine(isOrigin, 'is not an origin (http(s)://host[:port], lower case, no path)')
  .transform((value) => value.replace(/\/$/, ''));
const envName = z
  .string({ error: 'is not text' })
  .regex(ENV_NAME, 'is not an environment variable name (upper-case letters, digits and _)');
const accountId = z
  .string({ error: 'is not text' })
  .regex(/^[A-Za-z0-9_.-]{1,100}$/, 'is not an account id (letters, digits, _ . -)');

/**
 * One payment provider's merchant account for a channel: ids and publishable keys as they are, every secret as the
 * name of the environment variable that holds it (a field ending in Env). A secret written here is refused as an unknown field.
 */
const providerAccountSchema = z.strictObject({
  secretKeyEnv: envName.optional(),
  publishableKey: z
    .string({ error: 'is not text' })
    .regex(/^pk_(live|test)_[A-Za-z0-9_]+$/, 'is not a publishable key (pk_live_... or pk_test_...)')
    .optional(),
  merchantId: accountId.optional(),
  merchantAccountId: accountId.optional(),
  publicKeyEnv: envName.optional(),
  privateKeyEnv: envName.optional(),
  webhookSecretEnv: envName.optional(),
});

/** The fields a provider account may have, named in the error for an unknown one. */
export const PROVIDER_ACCOUNT_FIELDS = Object.keys(providerAccountSchema.shape);

/**
 * Where and how a brand is deployed: the hosts it answers on, its public origin, where payment providers send the
 * shopper back, its currency and country (the brand's own: its catalogue is priced in them), whether it still sells,
 * the providers it offers and their merchant accounts. What the brand looks like stays in the brand registry.
 */
export const channelSchema = z.strictObject({
  brand: z.enum(BRAND_KEYS, { error: `is not a brand (${BRAND_KEYS.join(', ')})` }),
  hosts: z.array(hostname, { error: 'is not a list of hostnames' }).min(1, 'lists no host'),
  origin: origin.optional(),
  returnOrigin: origin.optional(),
  currency: z.enum(['USD', 'CAD'], { error: 'is not a currency (USD, CAD)' }),
  country: z.enum(['US', 'CA'], { error: 'is not a country (US, CA)' }),
  status: z.enum(['active', 'discontinued'], { error: 'is not a status (active, discontinued)' }),
  successor: z.enum(BRAND_KEYS, { error: 'is not a brand' }).optional(),
  paymentProviders: z
    .array(z.enum(PAYMENT_PROVIDERS, { error: 'is not a payment provider' }), { error: 'is not a list of providers' })
    .optional(),
  payments: z
    .partialRecord(z.enum(PAYMENT_PROVIDERS, { error: 'is not a payment provider' }), providerAccountSchema, {
      error: 'is not a map of provider accounts',
    })
    .optional(),
});
export type Channel = z.output<typeof channelSchema>;

/** The channels file: `{ "channels": [ ... ] }`, one channel per served brand. */
export const channelsFileSchema = z.strictObject(
  { channels: z.array(channelSchema, { error: 'is not a list of channels' }).min(1, 'lists no channel') },
  { error: 'is not an object with a "channels" list' },
);
