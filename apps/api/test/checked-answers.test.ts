import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bottomlinesSchema,
  quoteResultSchema,
  recommendationResultSchema,
  remoteTokenSchema,
  reviewPageSchema,
  voteResultSchema,
  upsellItemSchema,
  type Product,
} from '@store/core';
import type { Deps } from '../src/context';
import { quoteRoute } from '../src/routes/carts/quote';
import { remoteTokenRoute } from '../src/routes/carts/remote-token';
import { listProductsRoute } from '../src/routes/products/list-products';
import { getRecommendationsRoute } from '../src/routes/recommendations/get-recommendations';
import { filterReviewsRoute } from '../src/routes/reviews/filter-reviews';
import { productBottomlinesRoute } from '../src/routes/reviews/product-bottomlines';
import { voteOnReviewRoute } from '../src/routes/reviews/vote-on-review';
import { findUpsellsRoute } from '../src/routes/upsells/find-upsells';
import { productWireSchema } from '@store/core/media/photo-wire';
import { makeProduct } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The storefront reads these answers on a page's first load without checking them again in the browser
 * (apps/web/src/lib/api/browser-fetch.ts `apiCheckedGet`: recommendations, products, upsells, quotes, the remote token;
 * bottomlines-browser.ts; reviews-browser.ts: the reviews filter and vote), so zod stays off those pages.
 * That is sound only while each route declares the very schema the browser's type comes from as its 200 answer, and
 * the serializer refuses an answer that breaks it. This file proves both; a route added to that list belongs here.
 */
const CHECKED_ANSWERS: Array<{
  method?: 'POST';
  url: string;
  plugin: FastifyPluginAsyncZod;
  result: (declared: z.ZodType) => unknown;
  schema: z.ZodType;
}> = [
  {
    url: '/recommendations/v3/:type',
    plugin: getRecommendationsRoute({} as Deps),
    result: (declared) => declared,
    schema: recommendationResultSchema,
  },
  {
    url: '/products',
    plugin: listProductsRoute({} as Deps),
    result: (declared) => (declared as z.ZodArray<z.ZodType>).element,
    schema: productWireSchema,
  },
  { url: '/carts/quote', plugin: quoteRoute({} as Deps), result: (declared) => declared, schema: quoteResultSchema },
  {
    url: '/carts/:cartId/remoteToken',
    plugin: remoteTokenRoute({} as Deps),
    result: (declared) => declared,
    schema: remoteTokenSchema,
  },
  {
    url: '/upsells',
    plugin: findUpsellsRoute({} as Deps),
    result: (declared) => (declared as z.ZodArray<z.ZodType>).element,
    schema: upsellItemSchema,
  },
  {
    url: '/reviews/bottomlines',
    plugin: productBottomlinesRoute({} as Deps),
    result: (declared) => declared,
    schema: bottomlinesSchema,
  },
  {
    method: 'POST',
    url: '/reviews/filter',
    plugin: filterReviewsRoute({} as Deps),
    result: (declared) => declared,
    schema: reviewPageSchema,
  },
  {
    method: 'POST',
    url: '/reviews/:reviewId/vote',
    plugin: voteOnReviewRoute({} as Deps),
    result: (declared) => declared,
    schema: voteResultSchema,
  },
];

async function declaredOkResult(plugin: FastifyPluginAsyncZod, method: string, url: string): Promise<z.ZodType> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  await app.register(plugin);
  await app.ready();
  await app.close();
  const route = routes.find((r) => r.url === url && r.method === method);
  const ok = (route?.schema?.response as Record<number, z.ZodObject> | undefined)?.[200];
  if (!ok) throw new Error(`${method} ${url} declares no 200 answer`);
  return ok.shape.result as z.ZodType;
}

describe('answers the browser reads unchecked are checked by the API', () => {
  it.each(CHECKED_ANSWERS)(
    '$url declares its core schema as the 200 result',
    async ({ method = 'GET', url, plugin, result, schema }) => {
      expect(result(await declaredOkResult(plugin, method, url))).toBe(schema);
    },
  );

  describe('the running app refuses to send an answer that breaks its schema', () => {
    let t: TestApp;
    beforeAll(async () => {
      // A stored product whose document no longer fits the product schema (a summary that is a number).
      const broken = makeProduct({ id: 'broken-mattress', inventoryKey: 'BROKEN' });
      const content = { ...broken.content, summary: 42 } as unknown as Product['content'];
      t = await createTestApp({
        seed: { nestwood: [makeProduct({ id: 'fine-mattress', inventoryKey: 'FINE' }), { ...broken, content }] },
      });
    });
    afterAll(() => t.close());

    it('a product list with a malformed product is a 500 envelope, never a malformed 200', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/products?ids=broken-mattress', headers: { 'x-brand': 'nestwood' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ status: 'error', code: 'INTERNAL' });
      expect(res.body).not.toContain('"summary":42');
    });

    it('the same list without it answers 200', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/products?ids=fine-mattress', headers: { 'x-brand': 'nestwood' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toHaveLength(1);
    });
  });
});
