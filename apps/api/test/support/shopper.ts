import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Cart } from '@store/core';

/** A client address of its own, as distinct shoppers have (per-address limits key on it). */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;

/** A shopper with a cookie jar: every call carries the cookies earlier answers set, like a browser. */
export function shopper(app: FastifyInstance, brand = 'nestwood', address = someAddress()) {
  const jar = new Map<string, string>();
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> => {
    const res = await app.inject({
      method,
      url,
      headers: { 'x-brand': brand, ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      cookies: Object.fromEntries(jar),
      remoteAddress: address,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    for (const cookie of res.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return res;
  };
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
