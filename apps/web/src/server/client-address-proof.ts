import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  clientAddressSignedText,
  formatClientAddressSignature,
} from '@store/core/client-address-proof';

/**
 * The shopper's address (decided by rewriteForwardingHeaders from the connection) as the API believes it: X-Client-Address
 * with an HMAC-SHA256 of the time and the address under CLIENT_ADDRESS_SECRET (core client-address-proof.ts), which no
 * other caller of the API port holds. A client's own copies of these headers are always dropped; without a secret
 * (next dev, a bare server) none are sent and the API counts the connection's address.
 */
export function proveClientAddress(
  headers: IncomingHttpHeaders,
  address: string,
  secret: string | null,
  nowSeconds: number,
): void {
  delete headers[CLIENT_ADDRESS_HEADER];
  delete headers[CLIENT_ADDRESS_SIGNATURE_HEADER];
  if (secret === null || address === '') return;
  const hex = createHmac('sha256', secret).update(clientAddressSignedText(nowSeconds, address)).digest('hex');
  headers[CLIENT_ADDRESS_HEADER] = address;
  headers[CLIENT_ADDRESS_SIGNATURE_HEADER] = formatClientAddressSignature(nowSeconds, hex);
}
