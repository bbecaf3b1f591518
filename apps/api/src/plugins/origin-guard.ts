import type { FastifyInstance } from 'fastify';
import type { ChannelRegistry } from '@store/core/channels/channel-registry';
import { errorBody } from './reply';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when the origin is loopback or a `*.localhost` storefront (development), on a host a channel claims, a channel's
 * origin or return origin, or listed in ALLOWED_ORIGINS (exact origins, e.g. a separate checkout domain).
 */
export function isAllowedOrigin(origin: string, allowed: readonly string[], channels: ChannelRegistry): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = url.hostname;
  if (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]') return true;
  if (channels.knownHosts.has(host) || channels.knownOrigins.has(url.origin)) return true;
  return allowed.includes(url.origin);
}

/** State-changing requests refuse cross-site origins (Origin header, or Sec-Fetch-Site: cross-site). */
export function registerOriginGuard(app: FastifyInstance, allowed: readonly string[], channels: ChannelRegistry): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const crossSite = fetchSite === 'cross-site' || (origin !== undefined && !isAllowedOrigin(origin, allowed, channels));
    if (crossSite) return reply.code(403).send(errorBody('FORBIDDEN_ORIGIN', 'Cross-site requests are not allowed'));
  });
}
