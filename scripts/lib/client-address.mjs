// The shared secrets of the processes the scripts start, and the shopper-address proof the load generators send.
import { createHmac, randomBytes } from 'node:crypto';

/**
 * CLIENT_ADDRESS_SECRET for the storefront and API processes a script starts: the environment's, or one made for this
 * run. It is written to process.env, so every child started from here gets the same one.
 */
export function clientAddressSecret() {
  process.env.CLIENT_ADDRESS_SECRET ||= randomBytes(32).toString('hex');
  return process.env.CLIENT_ADDRESS_SECRET;
}

/**
 * OPERATOR_SECRET for the processes a script starts: the environment's, or one made for this run (the API's review
 * changes renew the storefront's cached pages with it; the cache clear answers only to it).
 */
export function operatorSecret() {
  process.env.OPERATOR_SECRET ||= randomBytes(24).toString('hex');
  return process.env.OPERATOR_SECRET;
}

/**
 * The headers the storefront server adds for the shopper at `address` (X-Client-Address and its HMAC, the format of
 * packages/core/src/client-address-proof.ts): load generators that call the API directly stand in for the storefront,
 * so each of their shoppers counts against an address of its own. Good for 60 seconds.
 */
export function clientAddressHeaders(address, secret = clientAddressSecret(), nowSeconds = Math.floor(Date.now() / 1000)) {
  const hex = createHmac('sha256', secret).update(`${nowSeconds}.${address}`).digest('hex');
  return { 'x-client-address': address, 'x-client-address-signature': `t=${nowSeconds},v1=${hex}` };
}
