import './zod-jitless';
import type { z } from 'zod';
import { parseEnvelope } from './envelope';
import { ApiError } from './errors';

export type BrowserMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * DESIGN §2/§5.8: the browser reaches the commerce API only through the storefront origin (`/api/P`), so the
 * proxy adds the brand and the session cookie flows; the answer is parsed with the same envelope code as the server.
 */
export async function browserRequest<T>(
  method: BrowserMethod,
  path: string,
  result: z.ZodType<T>,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers:
        body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw abortError(signal);
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(0, 'NETWORK', `The store could not be reached (${reason})`);
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(response.status, 'BAD_RESPONSE', `Non-JSON response from ${path} (HTTP ${response.status})`);
  }
  return parseEnvelope(response.status, payload, result, path);
}

/** A timeout (AbortSignal.timeout) is TIMEOUT; any other abort, the caller giving up, is ABORTED. */
function abortError(signal: AbortSignal): ApiError {
  const reason: unknown = signal.reason;
  const timedOut = reason instanceof DOMException && reason.name === 'TimeoutError';
  return timedOut
    ? new ApiError(0, 'TIMEOUT', 'The store took too long to answer')
    : new ApiError(0, 'ABORTED', 'The request was cancelled');
}
