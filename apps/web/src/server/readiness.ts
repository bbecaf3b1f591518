import type { IncomingMessage, ServerResponse } from 'node:http';

/** The storefront server's own readiness path, answered before Next.js (a load balancer's health check). */
export const READY_PATH = '/ready';

/**
 * Answers GET or HEAD /ready: 200 while the process takes traffic, 503 once it has been told to stop (SIGTERM), so a
 * balancer takes it out of rotation before it closes its sockets. False for every other request (Next.js answers).
 */
export function answerReadiness(req: IncomingMessage, res: ServerResponse, draining: boolean): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url?.split('?')[0] !== READY_PATH) return false;
  res.statusCode = draining ? 503 : 200;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(req.method === 'HEAD' ? undefined : draining ? 'draining\n' : 'ready\n');
  return true;
}
