import type { CookieSerializeOptions } from '@fastify/cookie';

/** DESIGN §7: cookies are HttpOnly, SameSite=Lax, and Secure everywhere but localhost. */
export function cookieOptions(hostname: string, maxAgeSeconds?: number): CookieSerializeOptions {
  const host = hostname.replace(/:\d+$/, '');
  const local = host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: !local,
    path: '/',
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}
