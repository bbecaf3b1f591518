import type { IncomingHttpHeaders } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Headers a client could use to claim another address or origin; only a trusted load balancer may set them. */
const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
];

/** The test WEB_TRUST_PROXY compiles to: does this hop's address belong to a load balancer we run? */
export type TrustTest = (address: string, hop: number) => boolean;

/** WEB_TRUST_PROXY (addresses and CIDRs of the load balancers in front of the storefront) as a test; none by default. */
export function compileTrust(proxies: readonly string[]): TrustTest {
  return proxies.length === 0 ? () => false : proxyAddr.compile([...proxies]);
}

/**
 * The shopper's address, decided here and nowhere else. The peer is the client unless it is a trusted load
 * balancer, whose X-Forwarded-For is then followed only as far as its own trusted hops go. The headers are rewritten
 * in place: X-Forwarded-For becomes that one address (the API does not believe it: it reads the signed X-Client-Address,
 * client-address-proof.ts), and a client's own forwarding headers are dropped unless a trusted load balancer sent them.
 */
export function rewriteForwardingHeaders(
  request: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string | undefined } },
  trust: TrustTest,
): string {
  const peer = request.socket.remoteAddress ?? '';
  const fromTrustedProxy = peer !== '' && trust(peer, 0);
  const client = unmapIpv4(fromTrustedProxy ? proxyAddr(request as Parameters<typeof proxyAddr>[0], trust) : peer);
  if (!fromTrustedProxy) for (const name of FORWARDING_HEADERS) delete request.headers[name];
  request.headers['x-forwarded-for'] = client;
  return client;
}

/** `::ffff:203.0.113.9` (an IPv4 peer on a dual-stack socket) is `203.0.113.9`: one shopper, one limiter key. */
function unmapIpv4(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}
