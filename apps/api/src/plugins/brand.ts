import type { FastifyInstance } from 'fastify';
import { BRANDS, isBrandKey, type BrandKey } from '@store/core';
import type { RequestContext } from '../context';
import { errorBody } from './reply';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** DESIGN §3: the storefront passes the brand in `x-brand`; none means the default brand, an unknown key is refused. */
export function registerBrandContext(app: FastifyInstance, defaultBrand: BrandKey): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers['x-brand'];
    const value = Array.isArray(header) ? header[0] : header;
    const brand = value === undefined || value === '' ? defaultBrand : value;
    if (!isBrandKey(brand)) {
      return reply.code(400).send(errorBody('UNKNOWN_BRAND', `Unknown brand ${brand.slice(0, 40)}`));
    }
    request.ctx = { brand, brandConfig: BRANDS[brand], clientAddress: request.ip };
  });
}
