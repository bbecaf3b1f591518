import { BRAND_KEYS, BRANDS } from '../brands';
import type { Channel } from './channel-schema';

/**
 * The channels without a channels file: every brand at `<key>.localhost` (development: browsers and curl resolve it to
 * loopback) and `<key>.store.test`, on the origin template, in its own currency and country, with all its providers.
 */
export const DEFAULT_CHANNELS: readonly Channel[] = BRAND_KEYS.map((key) => {
  const brand = BRANDS[key];
  return {
    brand: key,
    hosts: [`${key}.localhost`, `${key}.store.test`],
    currency: brand.currency,
    country: brand.region,
    status: brand.status,
    ...(brand.successor === undefined ? {} : { successor: brand.successor }),
  };
});
