import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCheckedGet, browserFetch, browserSend } from './browser-fetch';

afterEach(() => vi.unstubAllGlobals());

/** fetch answering this body (a string is sent as is, anything else as JSON) with this status. */
function answer(status: number, body: unknown): ReturnType<typeof vi.fn> {
  const fetch = vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('browserSend / browserFetch / apiCheckedGet (the browser side of the response envelope)', () => {
  it('sends through the storefront origin with the JSON headers, a body and extra headers', async () => {
    const fetch = answer(200, { status: 'ok', result: 1 });
    await browserSend('POST', '/orders', { body: { a: 1 }, headers: { 'idempotency-key': 'k' } });
    expect(fetch).toHaveBeenCalledWith('/api/orders', {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': 'k' },
      body: '{"a":1}',
      signal: undefined,
    });
  });

  it('apiCheckedGet yields the result the API sent, unchanged', async () => {
    answer(200, { status: 'ok', result: { products: [{ key: 'pillow', score: 0.5 }] } });
    await expect(apiCheckedGet('/recommendations/v3/home?dd=x')).resolves.toEqual({ products: [{ key: 'pillow', score: 0.5 }] });
  });

  it.each([
    [
      'an error envelope',
      404,
      { status: 'error', code: 'NOT_FOUND', message: 'Product not found' },
      { status: 404, code: 'NOT_FOUND', message: 'Product not found' },
    ],
    ['an ok envelope without a result', 200, { status: 'ok' }, { status: 200, code: 'BAD_RESPONSE' }],
    [
      'an error envelope with an unknown code',
      500,
      { status: 'error', code: 'TEAPOT', message: 'x' },
      { status: 500, code: 'BAD_RESPONSE' },
    ],
    [
      'a page that is not JSON (a proxy error)',
      502,
      '<html>Bad gateway</html>',
      { status: 502, code: 'BAD_RESPONSE', message: 'Non-JSON response from /x (HTTP 502)' },
    ],
  ])('%s is an ApiError', async (_case, status, body, expected) => {
    answer(status, body);
    await expect(browserFetch('GET', '/x')).rejects.toMatchObject(expected);
  });

  it('an unreachable store is NETWORK', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(browserFetch('GET', '/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
