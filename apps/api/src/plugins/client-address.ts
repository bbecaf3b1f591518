import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  clientAddressSignedText,
  isFreshClientAddressProof,
  parseClientAddressSignature,
} from '@store/core/client-address-proof';

/**
 * The address per-client limits key on: the one the storefront proves (X-Client-Address with a fresh HMAC under
 * CLIENT_ADDRESS_SECRET, core client-address-proof.ts), else the connection's own. Nothing else a caller sends is
 * believed (X-Forwarded-For least of all: any local process could write it and reset every per-address limit).
 */
export function provenClientAddress(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  secret: string | undefined,
  nowSeconds: number,
): string {
  const proven = secret ? verifiedAddress(headers, secret, nowSeconds) : null;
  return proven ?? unmapIpv4(socketAddress ?? '');
}

function verifiedAddress(headers: IncomingHttpHeaders, secret: string, nowSeconds: number): string | null {
  const address = headers[CLIENT_ADDRESS_HEADER];
  const signature = headers[CLIENT_ADDRESS_SIGNATURE_HEADER];
  if (typeof address !== 'string' || typeof signature !== 'string' || isIP(address) === 0) return null;
  const parts = parseClientAddressSignature(signature);
  if (!parts || !isFreshClientAddressProof(parts.timestamp, nowSeconds)) return null;
  const expected = createHmac('sha256', secret).update(clientAddressSignedText(parts.timestamp, address)).digest();
  return timingSafeEqual(Buffer.from(parts.hex, 'hex'), expected) ? unmapIpv4(address) : null;
}

/** `::ffff:203.0.113.9` (an IPv4 peer on a dual-stack socket) is `203.0.113.9`: one shopper, one limiter key. */
function unmapIpv4(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}
