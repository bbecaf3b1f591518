import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAINTREE_UNAVAILABLE_MESSAGE } from '../src/routes/braintree';
import { parseEnv } from '../src/env';
import { braintreeClientTokens } from '../src/payments/live/braintree-paypal';
import { liveProvidersFromEnv } from '../src/payments/live/live-providers';
import { doubleGateway, MERCHANT_ID, startBraintreeDouble } from './support/braintree-double';
import { shopper } from './support/shopper';
import { useTestApp } from './support/test-app';

/**
 * Live mode: GET /braintree/tokens with Braintree keys answers Braintree's own client token, for the
 * merchant account of the brand's currency, through the official SDK pointed at the local gateway double.
 */
const gateway = startBraintreeDouble();
let port = 0;

beforeAll(async () => {
  port = await gateway.listen();
});
afterAll(() => gateway.close());

const t = useTestApp({
  braintreeClientToken: (currency, brand) =>
    braintreeClientTokens(doubleGateway(port), { USD: 'double_usd', CAD: 'double_cad' })(currency, brand),
});

describe('GET /braintree/tokens in live mode', () => {
  it.each([
    ['nestwood', 'double_usd'],
    ['nestwood-ca', 'double_cad'],
  ])("%s: the gateway's client token for the %s merchant account, never cached", async (brand, account) => {
    const res = await shopper(t.app, brand).call('GET', '/braintree/tokens');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', result: { clientToken: `client-token-for-${account}` } });
    expect(res.headers['cache-control']).toBe('no-store');
    const asked = gateway.requests.filter((q) => q.path.endsWith('/client_token')).at(-1);
    expect(asked?.body).toMatchObject({ client_token: { merchant_account_id: account } });
  });

  it('the gateway unreachable: 402 with a message to act on, not a 5xx', async () => {
    gateway.setDown(true);
    try {
      const res = await shopper(t.app).call('GET', '/braintree/tokens');
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ status: 'error', code: 'PAYMENT_FAILED', message: BRAINTREE_UNAVAILABLE_MESSAGE });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      gateway.setDown(false);
    }
  });

  it('BRAINTREE_API_HOST (tests only) points the gateway built from the environment at the double', async () => {
    const env = parseEnv({
      PAYMENTS_MODE: 'live',
      BRAINTREE_MERCHANT_ID: MERCHANT_ID,
      BRAINTREE_PUBLIC_KEY: 'double_public',
      BRAINTREE_PRIVATE_KEY: 'double_private',
      BRAINTREE_MERCHANT_ACCOUNTS: 'CAD:double_cad',
      BRAINTREE_API_HOST: `http://127.0.0.1:${port}`,
    });
    const token = liveProvidersFromEnv(env).braintreeClientToken;
    expect(await token?.('CAD', 'nestwood-ca')).toBe('client-token-for-double_cad');
    expect(() => parseEnv({ BRAINTREE_API_HOST: 'ftp://x' })).toThrow('BRAINTREE_API_HOST');
  });
});
