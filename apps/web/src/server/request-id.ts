import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The header that carries one request's id from the storefront to the API and into both logs. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Short and only characters safe in a header and a log line (the API applies the same rule to what it is sent). */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Gives the request its id before Next.js sees it: a well-formed one a load balancer in front already set (HAProxy's
 * unique-id), else a new UUID. The proxy passes the request's headers on to the API (/api rewrites) and server-side
 * personal reads send it too, so the API logs the same id; the answer names it for error reports.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  const id = typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
