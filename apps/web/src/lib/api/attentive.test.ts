import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToMessaging } from './attentive';

afterEach(() => vi.unstubAllGlobals());

const subscriber = { email: 'ann@example.com', phone: '5551234567', clientUserId: null };

function stubFetch(answer: number | 'network-down') {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (answer === 'network-down') return Promise.reject(new TypeError('fetch failed'));
    return Promise.resolve(new Response('{}', { status: answer }));
  });
  return calls;
}

describe('subscribeToMessaging (POST /api/attentive)', () => {
  it('posts {user:{email,phone}, externalIdentifiers:{clientUserId}} to the storefront origin', async () => {
    const calls = stubFetch(200);
    await expect(subscribeToMessaging({ ...subscriber, clientUserId: 'u_1' })).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/attentive');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      user: { email: 'ann@example.com', phone: '5551234567' },
      externalIdentifiers: { clientUserId: 'u_1' },
    });
  });

  it.each([
    ['a 404 (route not deployed)', 404 as const],
    ['a refusal', 400 as const],
    ['a rate limit', 429 as const],
    ['a network failure', 'network-down' as const],
  ])('%s is logged and answered as a value, never thrown', async (_name, answer) => {
    stubFetch(answer);
    const log = vi.fn();
    const outcome = await subscribeToMessaging(subscriber, log);
    expect(outcome.ok).toBe(false);
    expect(log).toHaveBeenCalledOnce();
  });
});
