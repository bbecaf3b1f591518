import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAddress } from './addresses';

const input = { country: 'US', state: 'TX', zip: '78701', city: 'Austin', street: '12 Main St' } as const;

afterEach(() => vi.unstubAllGlobals());

/** A fetch answering `status` with `body` (or failing like an unreachable network), recording each call. */
function stubFetch(answer: { status: number; body: unknown } | 'network-down') {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (answer === 'network-down') return Promise.reject(new TypeError('fetch failed'));
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  });
  return calls;
}

const precondition = (message: string, reason?: string) => ({
  status: 412,
  body: { status: 'error', code: 'PRECONDITION_FAILED', message, ...(reason === undefined ? {} : { reason }) },
});

describe('checkAddress (address validation)', () => {
  it('POSTs country, state, zip, city and street to /api/addresses/validate; 200 is valid', async () => {
    const calls = stubFetch({ status: 200, body: { status: 'ok', result: { valid: true } } });
    await expect(checkAddress(input)).resolves.toEqual({ kind: 'valid' });
    expect(calls[0]?.url).toBe('/api/addresses/validate');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(input);
  });

  it.each([
    ['78701 is not used within state CA', 'zip-mismatch', 'zip-mismatch', 'zip', 'Enter a valid ZIP / postal code for TX, US'],
    ['Please enter the correct city name', 'wrong-city', 'city-mismatch', 'city', 'Please enter the correct city name'],
    ['Blacklisted', 'region-blocked', 'blacklisted', 'zip', "We're sorry, but we cannot ship items to your region."],
    ['Something else', undefined, 'rejected', 'zip', 'Something else'],
    // The envelope's reason decides, never the message's wording.
    ['Blacklisted', undefined, 'rejected', 'zip', 'Blacklisted'],
  ])('a 412 %j with reason %s is %s on %s', async (text, reason, kind, field, message) => {
    stubFetch(precondition(text, reason));
    await expect(checkAddress(input)).resolves.toEqual({ kind, field, message });
  });

  it.each([
    ['the network is down', 'network-down' as const],
    ['the API fails', { status: 500, body: { status: 'error', code: 'INTERNAL', message: 'boom' } }],
    ['the answer is not the envelope', { status: 200, body: '<html>' }],
  ])('a failed zip check is silently valid when %s', async (_case, answer) => {
    stubFetch(answer);
    await expect(checkAddress(input)).resolves.toEqual({ kind: 'valid' });
  });

  it('a cancelled check is rethrown (ABORTED), for the caller to drop', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('aborted', 'AbortError')));
    const controller = new AbortController();
    controller.abort();
    await expect(checkAddress(input, controller.signal)).rejects.toMatchObject({ code: 'ABORTED' });
  });
});
