import type { Server } from 'node:http';

/** How long a SIGTERM'd storefront may drain its requests in flight before it exits 1 anyway (as the API's bound). */
export const SHUTDOWN_BOUND_MS = 25_000;
/** How often a closing server drops the kept-alive sockets that went idle since (a finished in-flight request's). */
const IDLE_SWEEP_MS = 100;

/**
 * Stops accepting connections, lets requests in flight finish and closes idle kept-alive sockets (those idle now and
 * those that go idle later, which Node's close leaves open until their keep-alive timeout). Resolves true once the
 * server closed, false when `boundMs` passed first (then every socket is cut).
 */
export function closeServer(server: Server, boundMs: number = SHUTDOWN_BOUND_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const bound = setTimeout(() => {
      clearInterval(sweep);
      server.closeAllConnections();
      resolve(false);
    }, boundMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(bound);
      resolve(true);
    });
    server.closeIdleConnections();
  });
}
