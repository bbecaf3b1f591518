import { readEnvelope } from './envelope';
import { ApiError } from './errors';

export type BrowserMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface BrowserSend {
  body?: unknown;
  signal?: AbortSignal;
  /** Added to accept (and content-type with a body): an Idempotency-Key, say. */
  headers?: Record<string, string>;
}

/**
 * The browser reaches the commerce API only through the storefront origin (`/api/P`), so the
 * proxy adds the brand and the session cookie flows. Answers the HTTP status and the JSON body as sent; an unreachable
 * store is NETWORK, a timeout TIMEOUT, a body that is not JSON BAD_RESPONSE.
 */
export async function browserSend(
  method: BrowserMethod,
  path: string,
  { body, signal, headers = {} }: BrowserSend = {},
): Promise<{ status: number; payload: unknown }> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw abortError(signal);
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(0, 'NETWORK', `The store could not be reached (${reason})`);
  }
  try {
    return { status: response.status, payload: await response.json() };
  } catch {
    throw new ApiError(response.status, 'BAD_RESPONSE', `Non-JSON response from ${path} (HTTP ${response.status})`);
  }
}

/**
 * `browserSend`, then the ok envelope's result unchecked (an error envelope is an ApiError). Zod-free, so a page whose
 * first load reads the API (the recommendation row) does not load zod.
 */
export async function browserFetch(
  method: BrowserMethod,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<{ status: number; result: unknown }> {
  const { status, payload } = await browserSend(method, path, { body, signal });
  return { status, result: readEnvelope(status, payload, path) };
}

/**
 * A GET whose answer the API already checked against the route's response schema: fastify-type-provider-zod's
 * serializer parses every 200 with it before sending, and a mismatch is a 500, never a malformed 200
 * (apps/api/test/checked-answers.test.ts proves each route below declares that schema). The browser takes the
 * result as that schema's type instead of loading zod to check it a second time. Only for the routes listed in that test.
 */
export async function apiCheckedGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return (await browserFetch('GET', path, undefined, signal)).result as T;
}

/** A timeout (AbortSignal.timeout) is TIMEOUT; any other abort, the caller giving up, is ABORTED. */
function abortError(signal: AbortSignal): ApiError {
  const reason: unknown = signal.reason;
  const timedOut = reason instanceof DOMException && reason.name === 'TimeoutError';
  return timedOut
    ? new ApiError(0, 'TIMEOUT', 'The store took too long to answer')
    : new ApiError(0, 'ABORTED', 'The request was cancelled');
}
