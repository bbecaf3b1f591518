import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A client address of its own, as distinct people have (per-address limits key on it). */
export const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;

/**
 * A browser over `app.inject`: every call carries the cookies earlier answers set (a cleared or expired one is dropped)
 * and the given headers, from one client address.
 */
export function cookieClient(app: FastifyInstance, address: string, baseHeaders: Record<string, string>) {
  const jar = new Map<string, string>();
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> => {
    const res = await app.inject({
      method,
      url,
      headers: { ...baseHeaders, ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
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
  return { call, jar, address };
}
