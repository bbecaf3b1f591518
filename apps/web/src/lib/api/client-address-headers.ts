import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_SIGNATURE_HEADER } from '@store/core/client-address-proof';

/**
 * The storefront server's proof of the shopper's address (X-Client-Address and its signature, src/server/
 * client-address-proof.ts), passed to the API as the request carries it, so a call made on the shopper's behalf counts
 * against their address; empty when the request has none (the API then counts the storefront's own address).
 */
export function clientAddressHeaders(incoming: Pick<Headers, 'get'>): Record<string, string> {
  const address = incoming.get(CLIENT_ADDRESS_HEADER);
  const signature = incoming.get(CLIENT_ADDRESS_SIGNATURE_HEADER);
  return address && signature ? { [CLIENT_ADDRESS_HEADER]: address, [CLIENT_ADDRESS_SIGNATURE_HEADER]: signature } : {};
}
