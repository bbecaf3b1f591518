/**
 * Whether an error means the database cannot be reached right now (a restart, a failover, a cut connection), as the
 * postgres driver reports it, possibly wrapped by Drizzle (`cause`): such a request answers 503 "try again", not 500.
 * Driver codes: the connection's own (CONNECTION_*, CONNECT_TIMEOUT), the socket's (ECONNREFUSED, ECONNRESET...),
 * and PostgreSQL's SQLSTATE classes 08 (connection exception) and 57P01-57P03 (shutdown, starting up).
 */
const DRIVER_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (DRIVER_CODES.has(code) || code.startsWith('08'))) return true;
  }
  return false;
}
