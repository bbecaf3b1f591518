import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInShopper } from './account-checkout';

afterEach(() => vi.unstubAllGlobals());

const me = {
  account: { userId: 'u1', email: 'ann@example.com', emailVerified: true, name: 'Ann' },
  consents: { sendEmail: true, sendSMS: false },
};
const address = {
  id: 'a1',
  isDefault: true,
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '5551234567',
  address: { line1: '1 Main', line2: '', zip: '94105', city: 'SF', state: 'CA', country: 'US' },
};

function answers(routes: Record<string, [number, unknown]>) {
  const fetchMock = vi.fn(async (url: string) => {
    const [status, body] = routes[url] ?? [404, { status: 'error', code: 'NOT_FOUND', message: 'Not found' }];
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('signedInShopper (checkout pre-fill)', () => {
  it('is null for a guest (GET /accounts/me answers 401) and asks for no addresses', async () => {
    const fetchMock = answers({
      '/api/accounts/me': [401, { status: 'error', code: 'NOT_SIGNED_IN', message: 'Please sign in' }],
    });
    await expect(signedInShopper()).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers the user id, email and saved addresses of a signed-in shopper', async () => {
    answers({
      '/api/accounts/me': [200, { status: 'ok', result: me }],
      '/api/accounts/me/addresses': [200, { status: 'ok', result: [address] }],
    });
    await expect(signedInShopper()).resolves.toEqual({ userId: 'u1', email: 'ann@example.com', addresses: [address] });
  });

  it('leaves the addresses out when they cannot be read (the email still pre-fills)', async () => {
    answers({ '/api/accounts/me': [200, { status: 'ok', result: me }] });
    await expect(signedInShopper()).resolves.toEqual({ userId: 'u1', email: 'ann@example.com', addresses: [] });
  });
});
