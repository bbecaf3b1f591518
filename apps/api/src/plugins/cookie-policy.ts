import type { CookieSerializeOptions } from '@fastify/cookie';

/** localhost, *.localhost and loopback are served over plain HTTP in development and tests. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/:\d+$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}

/** Cookies are HttpOnly, SameSite=Lax, and Secure everywhere but localhost. */
export function cookieOptions(hostname: string, maxAgeSeconds?: number): CookieSerializeOptions {
  const local = isLocalHost(hostname);
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: !local,
    path: '/',
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}
