import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  clientAddressSignedText,
  formatClientAddressSignature,
} from '@store/core/client-address-proof';

/** Headers a client could use to claim another address; the API never sees a browser's own copies. */
const CLAIMED_ADDRESS_HEADERS = [
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
];

/**
 * The headers forwarded to the API for a staff request from `address`: everything the browser sent (Origin unchanged,
 * the staff cookie) except claimed addresses, plus X-Client-Address with its HMAC under CLIENT_ADDRESS_SECRET (core
 * client-address-proof.ts), so the API's limits and audit log see the staff member's address and not this server's.
 * Without a secret nothing is signed and the API counts this server's connection.
 */
export function forwardedHeaders(
  headers: IncomingHttpHeaders,
  address: string,
  secret: string | null,
  nowSeconds: number,
): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = { ...headers };
  for (const name of CLAIMED_ADDRESS_HEADERS) delete out[name];
  if (secret === null || address === '') return out;
  const hex = createHmac('sha256', secret).update(clientAddressSignedText(nowSeconds, address)).digest('hex');
  out[CLIENT_ADDRESS_HEADER] = address;
  out[CLIENT_ADDRESS_SIGNATURE_HEADER] = formatClientAddressSignature(nowSeconds, hex);
  return out;
}

/** `::ffff:203.0.113.9` (an IPv4 peer on a dual-stack socket) is `203.0.113.9`: one person, one limiter key. */
export function unmapIpv4(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}
