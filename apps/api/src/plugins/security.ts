import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import { registerOriginGuard } from './origin-guard';

/** Security headers on every response (CSP, nosniff, referrer policy), cookies, and the cross-site guard. */
export async function registerSecurity(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
  cookieSecret: string,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // The secret signs the session cookie (plugins/session.ts).
  await app.register(cookie, { secret: cookieSecret });
  registerOriginGuard(app, allowedOrigins);
}
