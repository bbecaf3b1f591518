/** An answer of the API that is not a success: its status, typed code and message for people. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The API's envelope read once: `{status:'ok', result}` on a 2xx gives the result; `{status:'error', code, message}`
 * (any status) an ApiError with the API's own message; anything else (a proxy's page, an empty body) an ApiError
 * saying what came back, so a screen always has a message to show and never a parse crash.
 */
export function readEnvelope<T>(status: number, statusText: string, payload: unknown): T {
  if (isRecord(payload)) {
    if (payload.status === 'ok' && status >= 200 && status < 300) return payload.result as T;
    if (payload.status === 'error' && typeof payload.code === 'string' && typeof payload.message === 'string')
      throw new ApiError(status, payload.code, payload.message);
  }
  const reason = `${status} ${statusText}`.trim();
  throw new ApiError(status, 'UNEXPECTED_ANSWER', `The server answered ${reason} without the expected data`);
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** One UUID per user intent: a retried click keeps it, so the API applies the change once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** Calls a /admin path on this origin (the admin server forwards it to the API) and returns the envelope's result. */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
  let res: Response;
  try {
    res = await fetch(path, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'The server could not be reached. Check the connection and try again.');
  }
  const text = await res.text();
  let payload: unknown = null;
  try {
    payload = text === '' ? null : JSON.parse(text);
  } catch {
    payload = null;
  }
  return readEnvelope<T>(res.status, res.statusText, payload);
}

/** The message a screen shows for a failed request. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message !== '') return error.message;
  return 'Something went wrong. Try again.';
}

/** Whether an error means the staff member is not signed in (any /admin path answers 401 then). */
export const isSignedOut = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
