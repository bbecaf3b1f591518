import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import type { ChannelRegistry } from '@store/core/channels/channel-registry';
import { isLocalHost } from './cookie-policy';
import { registerOriginGuard } from './origin-guard';

const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Security headers on every response (CSP, nosniff, referrer policy), cookies, and the cross-site guard. */
export async function registerSecurity(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
  cookieSecret: string,
  channels: ChannelRegistry,
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
    // Sent below for real hosts only: HSTS on localhost would pin the developer's plain-HTTP hosts to HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalHost(request.hostname)) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  });
  // The secret signs the session cookie (plugins/session.ts).
  await app.register(cookie, { secret: cookieSecret });
  // The CSP names no host ('self' only), so the channels' hosts need no place in it; the origin guard accepts them.
  registerOriginGuard(app, allowedOrigins, channels);
}
