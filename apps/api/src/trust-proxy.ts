import proxyAddr from '@fastify/proxy-addr';

/** Fastify's trustProxy: everything, nothing, or a test of one hop's address. */
export type TrustProxyOption = boolean | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify's trustProxy. A list names the proxy directly in front of the API (the storefront, loopback
 * by default): its X-Forwarded-For entry, the last one, is the client, and nothing further left is believed even when
 * it too looks like a trusted address. Fastify's own list handling walks past every trusted address in the header,
 * so a client that wrote `127.0.0.1` into its X-Forwarded-For would choose its own address one entry further left.
 */
export function trustProxyOption(setting: boolean | readonly string[]): TrustProxyOption {
  if (typeof setting === 'boolean') return setting;
  const trusted = proxyAddr.compile([...setting]);
  return (address, hop) => hop === 0 && trusted(address, hop);
}
