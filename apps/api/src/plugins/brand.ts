import type { FastifyInstance } from 'fastify';
import { isBrandKey, type BrandKey } from '@store/core';
import type { ChannelRegistry } from '@store/core/channels/channel-registry';
import type { RequestContext } from '../context';
import { errorBody } from './reply';
import { provenClientAddress } from './client-address';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** How the shopper's address is proven (plugins/client-address.ts): the storefront's shared secret and the clock. */
export interface ClientAddressProof {
  secret: string | undefined;
  now: () => Date;
}

/**
 * The storefront passes the brand in `x-brand` (it chose it by the shopper's host); none means the brand of the
 * request's own host (a channel's), else the default brand; an unknown key is refused. The brand's config is the one
 * its channel serves (its providers and status). The request context also carries the client address, as the
 * storefront proves it (else the connection's).
 */
export function registerBrandContext(
  app: FastifyInstance,
  defaultBrand: BrandKey,
  proof: ClientAddressProof,
  channels: ChannelRegistry,
): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers['x-brand'];
    const value = Array.isArray(header) ? header[0] : header;
    const brand = value === undefined || value === '' ? (channels.brandForHost(request.headers.host) ?? defaultBrand) : value;
    if (!isBrandKey(brand)) {
      return reply.code(400).send(errorBody('UNKNOWN_BRAND', `Unknown brand ${brand.slice(0, 40)}`));
    }
    const nowSeconds = Math.floor(proof.now().getTime() / 1000);
    const clientAddress = provenClientAddress(request.headers, request.socket.remoteAddress, proof.secret, nowSeconds);
    request.ctx = { brand, brandConfig: channels.brandConfigOf(brand), clientAddress };
  });
}
