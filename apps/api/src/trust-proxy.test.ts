import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { describe, expect, it } from 'vitest';
import { trustProxyOption } from './trust-proxy';

/** The client address Fastify computes for a peer and an X-Forwarded-For header. */
function clientOf(peer: string, forwardedFor: string | undefined, setting: boolean | string[]): string {
  const req = { socket: { remoteAddress: peer }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} };
  const option = trustProxyOption(setting);
  const addrs = proxyAddr.all(req as unknown as IncomingMessage, typeof option === 'boolean' ? () => option : option);
  return addrs[addrs.length - 1]!;
}

describe('trustProxyOption (TRUST_PROXY): only the configured hop is believed', () => {
  it.each([
    ['the storefront on loopback reports the shopper', '127.0.0.1', '203.0.113.9', ['loopback'], '203.0.113.9'],
    ['a chain stops after the trusted hop', '127.0.0.1', '198.51.100.1, 203.0.113.9', ['loopback'], '203.0.113.9'],
    ['a forged loopback entry is not walked past', '127.0.0.1', '198.51.100.1, 127.0.0.1', ['loopback'], '127.0.0.1'],
    ['an untrusted peer is the client whatever it sends', '192.0.2.7', '198.51.100.1', ['loopback'], '192.0.2.7'],
    ['a web tier CIDR is believed', '10.0.3.4', '203.0.113.9', ['10.0.0.0/8'], '203.0.113.9'],
    ['no header: the peer', '127.0.0.1', undefined, ['loopback'], '127.0.0.1'],
    ['false: never believed', '127.0.0.1', '203.0.113.9', false, '127.0.0.1'],
  ])('%s', (_name, peer, forwardedFor, setting, client) => {
    expect(clientOf(peer, forwardedFor, setting)).toBe(client);
  });
});
