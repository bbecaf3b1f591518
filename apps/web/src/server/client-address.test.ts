import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { compileTrust, rewriteForwardingHeaders } from './client-address';

function request(peer: string, headers: IncomingHttpHeaders) {
  return { socket: { remoteAddress: peer }, headers: { ...headers } };
}

describe('rewriteForwardingHeaders: the shopper address comes from the socket, not the client', () => {
  it.each([
    ['a forged X-Forwarded-For is replaced by the peer', '203.0.113.9', '198.51.100.77', [], '203.0.113.9'],
    ['a forged chain is replaced too', '203.0.113.9', '1.2.3.4, 5.6.7.8', [], '203.0.113.9'],
    ['a loopback peer is not a trusted proxy by default', '127.0.0.1', '198.51.100.77', [], '127.0.0.1'],
    ['no header: the peer', '203.0.113.9', undefined, [], '203.0.113.9'],
    ['an IPv4 peer on a dual-stack socket is its IPv4 address', '::ffff:203.0.113.9', undefined, [], '203.0.113.9'],
    ['a trusted load balancer reports the shopper', '10.0.0.5', '203.0.113.9', ['10.0.0.0/8'], '203.0.113.9'],
    [
      'behind it, a forged entry left of the shopper is ignored',
      '10.0.0.5',
      '1.2.3.4, 203.0.113.9',
      ['10.0.0.0/8'],
      '203.0.113.9',
    ],
    ['an untrusted peer cannot pose as the load balancer', '192.0.2.1', '203.0.113.9', ['10.0.0.0/8'], '192.0.2.1'],
  ])('%s', (_name, peer, forwardedFor, proxies, client) => {
    const req = request(peer, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {});
    expect(rewriteForwardingHeaders(req, compileTrust(proxies))).toBe(client);
    expect(req.headers['x-forwarded-for']).toBe(client);
  });

  it("drops a client's other forwarding headers unless a trusted load balancer sent them", () => {
    const forged = {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-real-ip': '1.2.3.4',
      forwarded: 'for=1.2.3.4',
      host: 'nestwood.localhost:3000',
    };
    const direct = request('203.0.113.9', forged);
    rewriteForwardingHeaders(direct, compileTrust([]));
    expect(direct.headers).toEqual({ host: 'nestwood.localhost:3000', 'x-forwarded-for': '203.0.113.9' });
    const balanced = request('10.0.0.5', { ...forged, 'x-forwarded-for': '203.0.113.9' });
    rewriteForwardingHeaders(balanced, compileTrust(['10.0.0.0/8']));
    expect(balanced.headers['x-forwarded-proto']).toBe('https');
  });
});
