import type { FastifyRequest } from 'fastify';

/** Paths whose query string is personal data (HEAD /orders: email, phone, ZIP); compared without case or trailing slash. */
const PRIVATE_QUERY_PATHS = new Set(['/orders']);

/**
 * The request URL as the logs may keep it: the query of the returning-customer lookup (any method, any spelling of
 * the path Fastify would route or refuse) and of every HEAD request is replaced by `?[redacted]`, so no email, phone
 * or ZIP reaches a log line.
 */
export function loggableUrl(method: string, url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const path = url.slice(0, queryAt);
  const normalised = path.toLowerCase().replace(/\/+$/, '');
  if (method.toUpperCase() === 'HEAD' || PRIVATE_QUERY_PATHS.has(normalised)) return `${path}?[redacted]`;
  return url;
}

/** Fastify's request serializer with the query redaction above (the other fields as Fastify logs them). */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggableUrl(request.method, request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
