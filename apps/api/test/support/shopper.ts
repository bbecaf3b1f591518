import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Cart } from '@store/core';
import { cookieClient, someAddress } from './cookie-client';

/** A shopper with a cookie jar: every call carries the cookies earlier answers set, like a browser. */
export function shopper(app: FastifyInstance, brand = 'nestwood', address = someAddress()) {
  const { call, jar } = cookieClient(app, address, { 'x-brand': brand });
  const cart = (res: LightMyRequestResponse): Cart => {
    const body = res.json();
    if (body.status !== 'ok') throw new Error(`expected a cart, got ${res.statusCode} ${res.body}`);
    return body.result as Cart;
  };
  return { call, cart, jar, brand, address };
}
export type Shopper = ReturnType<typeof shopper>;

/** A mattress line of the demo catalogue. */
export const mattress = (size = 'queen', quantity = 1) => ({
  productID: 'luxe-hybrid-mattress',
  quantity,
  properties: [{ name: 'Size', value: size }],
});
