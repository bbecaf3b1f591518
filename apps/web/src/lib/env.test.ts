import { describe, expect, it } from 'vitest';
import { DEV_EXPERIMENT_COOKIE_SECRET, parseEnv, requiredClientAddressSecret } from './env';

describe('parseEnv', () => {
  it('has working defaults', () => {
    expect(parseEnv({})).toEqual({
      apiUrl: 'http://127.0.0.1:4000',
      defaultBrand: 'nestwood',
      siteOriginTemplate: 'http://{brand}.localhost:3000',
      channelsFile: null,
      revalidateSeconds: 300,
      port: 3000,
      hostname: undefined,
      trustProxies: [],
      clientAddressSecret: null,
      nodeEnv: undefined,
      shutdownUnreadyMs: 0,
      paymentsMode: 'sandbox',
      liveCard: null,
      stripeJsUrl: 'https://js.stripe.com/v3/',
      livePaypal: null,
      experimentCookieSecret: DEV_EXPERIMENT_COOKIE_SECRET,
      dynamicYieldUrl: null,
      dyEnvironment: 'development',
    });
  });

  it('CLIENT_ADDRESS_SECRET (shared with the API) signs the shopper address; the server requires it in production', () => {
    const secret = 'c'.repeat(64);
    expect(parseEnv({ CLIENT_ADDRESS_SECRET: secret }).clientAddressSecret).toBe(secret);
    expect(() => parseEnv({ CLIENT_ADDRESS_SECRET: 'short' })).toThrow(/CLIENT_ADDRESS_SECRET/);
    expect(requiredClientAddressSecret(parseEnv({ CLIENT_ADDRESS_SECRET: secret, NODE_ENV: 'production' }))).toBe(secret);
    expect(requiredClientAddressSecret(parseEnv({ NODE_ENV: 'development' }))).toBeNull();
    expect(() => requiredClientAddressSecret(parseEnv({ NODE_ENV: 'production' }))).toThrow(
      /CLIENT_ADDRESS_SECRET: is required when NODE_ENV=production/,
    );
  });

  it('SHUTDOWN_UNREADY_MS, the time GET /ready answers 503 before the close, within 0-20000 ms', () => {
    expect(parseEnv({ SHUTDOWN_UNREADY_MS: '4000' }).shutdownUnreadyMs).toBe(4000);
    for (const bad of ['-1', '20001', '1.5', 'soon'])
      expect(() => parseEnv({ SHUTDOWN_UNREADY_MS: bad })).toThrow(/SHUTDOWN_UNREADY_MS/);
  });

  it('the experiment cookie secret, the dynamic-yield service and its environment', () => {
    const env = parseEnv({
      EXPERIMENT_COOKIE_SECRET: 'a-long-enough-secret',
      DYNAMIC_YIELD_URL: 'http://127.0.0.1:9/dy',
      STORE_ENV: 'staging',
      NODE_ENV: 'production',
    });
    expect(env).toMatchObject({
      experimentCookieSecret: 'a-long-enough-secret',
      dynamicYieldUrl: 'http://127.0.0.1:9/dy',
      dyEnvironment: 'staging',
    });
    expect(parseEnv({ NODE_ENV: 'production' }).dyEnvironment).toBe('production');
  });

  it('STRIPE_PUBLISHABLE_KEY turns on the live card field, Stripe.js from js.stripe.com unless told otherwise', () => {
    expect(parseEnv({ PAYMENTS_MODE: 'live', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123' }).liveCard).toEqual({
      publishableKey: 'pk_live_abc123',
      scriptUrl: 'https://js.stripe.com/v3/',
    });
    expect(
      parseEnv({ PAYMENTS_MODE: 'live', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_JS_URL: 'http://127.0.0.1:9999/v3/' })
        .liveCard?.scriptUrl,
    ).toBe('http://127.0.0.1:9999/v3/');
    expect(parseEnv({ STRIPE_JS_URL: 'http://127.0.0.1:9999/v3/' }).liveCard).toBeNull();
    expect(parseEnv({ PAYMENTS_MODE: 'live' }).liveCard).toBeNull();
  });

  it("PAYMENTS_MODE=live turns on the live PayPal button, Braintree's scripts from their CDN unless told otherwise", () => {
    expect(parseEnv({ PAYMENTS_MODE: 'live' }).livePaypal).toEqual({
      scriptBase: 'https://js.braintreegateway.com/web/3.111.0/js/',
    });
    expect(parseEnv({ PAYMENTS_MODE: 'live', BRAINTREE_JS_URL: 'http://127.0.0.1:9/bt/' }).livePaypal?.scriptBase).toBe(
      'http://127.0.0.1:9/bt/',
    );
    expect(parseEnv({ PAYMENTS_MODE: 'sandbox' }).livePaypal).toBeNull();
    expect(parseEnv({ PAYMENTS_MODE: 'live' }).paymentsMode).toBe('live');
  });

  it.each([
    ['10.0.0.0/8, loopback', ['10.0.0.0/8', 'loopback']],
    ['192.0.2.10,2001:db8::/32', ['192.0.2.10', '2001:db8::/32']],
    ['10.0.0.0/255.0.0.0', ['10.0.0.0/255.0.0.0']],
  ])('WEB_TRUST_PROXY %s names the trusted load balancers', (value, list) => {
    expect(parseEnv({ WEB_TRUST_PROXY: value }).trustProxies).toEqual(list);
  });

  it('reads values and trims a trailing slash from the API URL', () => {
    const env = parseEnv({ API_URL: 'http://127.0.0.1:4100/', DEFAULT_BRAND: 'arbor', PORT: '3100', REVALIDATE_SECONDS: '60' });
    expect(env.apiUrl).toBe('http://127.0.0.1:4100');
    expect(env.defaultBrand).toBe('arbor');
    expect(env.siteOriginTemplate).toBe('http://{brand}.localhost:3100');
    expect(env.revalidateSeconds).toBe(60);
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ API_URL: '', DEFAULT_BRAND: '' }).defaultBrand).toBe('nestwood');
  });

  it.each([
    [{ DEFAULT_BRAND: 'acme' }, /DEFAULT_BRAND/],
    [{ API_URL: 'not a url' }, /API_URL/],
    [{ API_URL: 'ftp://x' }, /API_URL/],
    [{ SITE_ORIGIN_TEMPLATE: 'http://localhost:3000' }, /SITE_ORIGIN_TEMPLATE/],
    [{ PORT: 'abc' }, /PORT/],
    [{ WEB_TRUST_PROXY: 'true' }, /WEB_TRUST_PROXY/],
    [{ WEB_TRUST_PROXY: 'lb.example.com' }, /WEB_TRUST_PROXY/],
    [{ PAYMENTS_MODE: 'live', STRIPE_PUBLISHABLE_KEY: 'sk_live_secret' }, /STRIPE_PUBLISHABLE_KEY/],
    [{ STRIPE_PUBLISHABLE_KEY: 'pk_live_x' }, /STRIPE_PUBLISHABLE_KEY: is used only with PAYMENTS_MODE=live/],
    [{ PAYMENTS_MODE: 'live', STRIPE_PUBLISHABLE_KEY: 'pk_live_x', STRIPE_JS_URL: 'javascript:alert(1)' }, /STRIPE_JS_URL/],
    [{ PAYMENTS_MODE: 'test' }, /PAYMENTS_MODE/],
    [{ EXPERIMENT_COOKIE_SECRET: 'short' }, /EXPERIMENT_COOKIE_SECRET/],
    [{ DYNAMIC_YIELD_URL: 'file:///etc/passwd' }, /DYNAMIC_YIELD_URL/],
    [{ STORE_ENV: 'qa' }, /STORE_ENV/],
    [{ BRAINTREE_JS_URL: 'https://js.braintreegateway.com/web/3.111.0/js' }, /BRAINTREE_JS_URL/],
  ])('rejects %o with a clear message', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
    expect(() => parseEnv(source)).toThrow(/Invalid storefront environment/);
  });
});
