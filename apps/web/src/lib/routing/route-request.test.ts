import { describe, expect, it } from 'vitest';
import { createChannelRegistry } from '@store/core/channels/channel-registry';
import { readChannels } from '../channels/served-channels';
import { routeRequest } from './route-request';

/** The default channels: every brand at <key>.localhost and <key>.store.test, any other host nestwood's. */
const channels = readChannels({
  channelsFile: null,
  defaultBrand: 'nestwood',
  siteOriginTemplate: 'http://{brand}.localhost:3000',
});
const options = { channels, apiUrl: 'http://127.0.0.1:4000', paymentsMode: 'sandbox' as const };
const live = { ...options, paymentsMode: 'live' as const };

describe('routeRequest', () => {
  it.each([
    ['/', 'nestwood.localhost:3000', '/nestwood'],
    ['/mattress', 'driftvale.localhost:3000', '/driftvale/_product/mattress'],
    ['/mattress/hybrid/soft/queen', 'driftvale.localhost', '/driftvale/_product/mattress/hybrid/soft/queen'],
    ['/sitemap.xml', 'arbor.localhost:3100', '/arbor/sitemap.xml'],
    ['/robots.txt', 'nestwood-ca.localhost:3000', '/nestwood-ca/robots.txt'],
    // The product feeds: each brand's own, on its own host.
    ['/feeds/google.xml', 'plume.localhost:3000', '/plume/feeds/google.xml'],
    ['/feeds/meta.csv', 'driftvale-ca.localhost', '/driftvale-ca/feeds/meta.csv'],
    ['/mattresses', 'plume.localhost', '/plume/_listing/mattresses'],
    ['/faq', 'plume.localhost', '/plume/faq'],
    ['/mattress', 'localhost:3000', '/nestwood/_product/mattress'],
    ['/mattress', null, '/nestwood/_product/mattress'],
    ['/mattress', 'unknown.example.com', '/nestwood/_product/mattress'],
  ])('rewrites %s on %s to %s', (pathname, host, target) => {
    const decision = routeRequest(pathname, host, options);
    expect(decision).toMatchObject({ type: 'rewrite', pathname: target });
  });

  it('keeps another brand out of reach: a brand path on one host nests under that host brand', () => {
    expect(routeRequest('/arbor/mattress', 'nestwood.localhost:3000', options)).toEqual({
      type: 'rewrite',
      brand: 'nestwood',
      pathname: '/nestwood/arbor/mattress',
    });
  });

  it.each([
    ['/api/products/mattress', 'http://127.0.0.1:4000/products/mattress'],
    ['/api/carts/my', 'http://127.0.0.1:4000/carts/my'],
    ['/api/carts/my/items/abc/', 'http://127.0.0.1:4000/carts/my/items/abc/'],
    ['/api/upsells', 'http://127.0.0.1:4000/upsells'],
    ['/api/recommendations/v3/cart', 'http://127.0.0.1:4000/recommendations/v3/cart'],
    ['/api/orders/o1/fulfillment', 'http://127.0.0.1:4000/orders/o1/fulfillment'],
    ['/api/sandbox/mailbox', 'http://127.0.0.1:4000/sandbox/mailbox'],
    ['/api/accounts/sign-in', 'http://127.0.0.1:4000/accounts/sign-in'],
    ['/api/accounts/me/addresses', 'http://127.0.0.1:4000/accounts/me/addresses'],
    ['/api/payments/webhooks/stripeDirect', 'http://127.0.0.1:4000/payments/webhooks/stripeDirect'],
    ['/api/payments/webhooks/card', 'http://127.0.0.1:4000/payments/webhooks/card'],
    ['/api/payments/providers', 'http://127.0.0.1:4000/payments/providers'],
    ['/api/reviews/filter', 'http://127.0.0.1:4000/reviews/filter'],
    ['/api/reviews/bottomline', 'http://127.0.0.1:4000/reviews/bottomline'],
    [
      '/api/reviews/bottomlines?domain_keys=mattress,pillow',
      'http://127.0.0.1:4000/reviews/bottomlines?domain_keys=mattress,pillow',
    ],
    ['/api/reviews/products/mattress', 'http://127.0.0.1:4000/reviews/products/mattress'],
    ['/api/reviews/products/mattress/bottomline', 'http://127.0.0.1:4000/reviews/products/mattress/bottomline'],
    ['/api/reviews/albums/video-testimonials', 'http://127.0.0.1:4000/reviews/albums/video-testimonials'],
    ['/api/reviews/r1/vote', 'http://127.0.0.1:4000/reviews/r1/vote'],
    ['/api/reviews', 'http://127.0.0.1:4000/reviews'],
  ])('sends %s to the API at %s with the host brand', (pathname, url) => {
    expect(routeRequest(pathname, 'plume.localhost:3000', options)).toEqual({ type: 'api', brand: 'plume', url });
  });

  it.each([
    '/api',
    '/api/',
    '/api/docs',
    '/api/docs/json',
    '/api/docs/static/index.html',
    '/api/health',
    '/api/cartsx',
    '/api/accountsx/me',
    '/api/carts/../docs',
    '/api/carts/%2e%2e/health',
    '/api/messaging/subscriptions',
    '/api/attentive/x',
    // Of the payments area only a provider's webhook and the chargeable providers are public.
    '/api/payments',
    '/api/payments/',
    '/api/payments/webhooks',
    '/api/payments/webhooks/',
    '/api/payments/webhooks/card/x',
    '/api/payments/webhooks/card/',
    '/api/payments/webhooks/../../health',
    '/api/payments/webhooks/%2e%2e',
    '/api/payments/webhooks/card%2f..%2f..%2fhealth',
    '/api/payments/reconcile',
    '/api/payments/providers/',
    '/api/payments/providers/x',
    '/api/payments/x/webhooks/card',
  ])('answers %s with a 404: only the API areas are proxied', (pathname) => {
    expect(routeRequest(pathname, 'plume.localhost:3000', options)).toEqual({ type: 'api-not-found' });
  });

  it.each([
    ['/mattress/', '/mattress'],
    ['/mattress/hybrid/soft/queen/', '/mattress/hybrid/soft/queen'],
    ['/checkout/cart//', '/checkout/cart'],
  ])('redirects the page path %s to its canonical form %s', (pathname, target) => {
    expect(routeRequest(pathname, 'plume.localhost', options)).toEqual({ type: 'redirect', pathname: target });
  });

  it('serves the storefront’s own /api/revalidate itself: not proxied, no brand rewrite; a path under it is not', () => {
    expect(routeRequest('/api/revalidate', 'plume.localhost', options)).toEqual({ type: 'pass' });
    expect(routeRequest('/api/revalidate/x', 'plume.localhost', options)).toEqual({ type: 'api-not-found' });
  });

  it('does not treat /apiary as an API path', () => {
    expect(routeRequest('/apiary', 'plume.localhost', options)).toMatchObject({ type: 'rewrite', pathname: '/plume/apiary' });
  });

  it('leaves the internal /api/attentive to the storefront route handler (never proxied)', () => {
    expect(routeRequest('/api/attentive', 'nestwood.localhost', options)).toEqual({ type: 'pass' });
  });

  it('leaves the funnel beacons /api/funnel to the storefront route handler (never proxied to the API)', () => {
    expect(routeRequest('/api/funnel', 'nestwood.localhost', options)).toEqual({ type: 'pass' });
    expect(routeRequest('/api/funnel/other', 'nestwood.localhost', options)).toEqual({ type: 'api-not-found' });
  });

  it('leaves the internal /api/dynamic-yield/flags to the storefront route handler; nothing beside it is proxied', () => {
    expect(routeRequest('/api/dynamic-yield/flags', 'nestwood.localhost', options)).toEqual({ type: 'pass' });
    expect(routeRequest('/api/dynamic-yield', 'nestwood.localhost', options)).toEqual({ type: 'api-not-found' });
    expect(routeRequest('/api/dynamic-yield/other', 'nestwood.localhost', options)).toEqual({ type: 'api-not-found' });
  });

  describe('the sandbox area exists in sandbox mode only', () => {
    const SANDBOX_PATHS = [
      '/api/sandbox/card/field',
      '/api/sandbox/card/field.js',
      '/api/sandbox/card/tokens',
      '/api/sandbox/card/3ds/pi_1',
      '/api/sandbox/card/3ds/pi_1/approve',
      '/api/sandbox/pay/affirm/rx_1',
      '/api/sandbox/paypal/px_1/approve',
      '/api/sandbox/truemed/pi_1',
      '/api/sandbox/amazon-pay/s1/sign-in',
      '/api/sandbox/wallet/tokens',
      '/api/sandbox/mailbox',
      '/api/sandbox/mailbox/m1',
      '/api/sandbox',
      '/api/sandbox/',
      '/api/carts/../sandbox/card/tokens',
      '/api/carts/%2e%2e/sandbox/mailbox',
    ];

    it.each(SANDBOX_PATHS)('live mode: %s is a 404 of the storefront, never sent to the API', (pathname) => {
      expect(routeRequest(pathname, 'nestwood.localhost:3000', live)).toEqual({ type: 'api-not-found' });
    });

    it.each([
      ['/api/sandbox/card/field', 'http://127.0.0.1:4000/sandbox/card/field'],
      ['/api/sandbox/card/tokens', 'http://127.0.0.1:4000/sandbox/card/tokens'],
      ['/api/sandbox/wallet/tokens', 'http://127.0.0.1:4000/sandbox/wallet/tokens'],
      ['/api/sandbox/mailbox/m1', 'http://127.0.0.1:4000/sandbox/mailbox/m1'],
    ])('sandbox mode: %s goes to the API at %s', (pathname, url) => {
      expect(routeRequest(pathname, 'nestwood.localhost:3000', options)).toEqual({ type: 'api', brand: 'nestwood', url });
    });

    it.each([
      ['/api/carts/my', 'http://127.0.0.1:4000/carts/my'],
      ['/api/orders/o1/payment', 'http://127.0.0.1:4000/orders/o1/payment'],
      ['/api/braintree/tokens', 'http://127.0.0.1:4000/braintree/tokens'],
      ['/api/payments/providers', 'http://127.0.0.1:4000/payments/providers'],
      ['/api/payments/webhooks/stripeDirect', 'http://127.0.0.1:4000/payments/webhooks/stripeDirect'],
    ])('live mode still sends the store API %s to %s', (pathname, url) => {
      expect(routeRequest(pathname, 'plume.localhost:3000', live)).toEqual({ type: 'api', brand: 'plume', url });
    });

    it('live mode leaves the storefront pages alone: /sandbox as a page path is a brand page, not the API', () => {
      expect(routeRequest('/sandbox/mailbox', 'nestwood.localhost', live)).toEqual({
        type: 'rewrite',
        brand: 'nestwood',
        pathname: '/nestwood/sandbox/mailbox',
      });
    });
  });

  it.each(['/_next/static/chunks/a.js', '/_next/image', '/media/mattress/luxe/white/main.svg', '/favicon.ico'])(
    'passes %s through',
    (pathname) => {
      expect(routeRequest(pathname, 'nestwood.localhost', options)).toEqual({ type: 'pass' });
    },
  );
});

describe('routeRequest with a channels file', () => {
  // One channel: nestwood at shop.example.test; the default brand (plume) is not served.
  const fileChannels = createChannelRegistry(
    [{ brand: 'nestwood', hosts: ['shop.example.test'], currency: 'USD', country: 'US', status: 'active' }],
    { defaultBrand: 'plume', originTemplate: 'http://{brand}.localhost:3000' },
  );
  const fileOptions = { ...options, channels: fileChannels };

  it.each([
    ['/mattress', 'shop.example.test', { type: 'rewrite', brand: 'nestwood', pathname: '/nestwood/_product/mattress' }],
    ['/api/carts/my', 'shop.example.test:443', { type: 'api', brand: 'nestwood', url: 'http://127.0.0.1:4000/carts/my' }],
    ['/mattress', 'plume.localhost:3000', { type: 'unknown-host' }],
    ['/mattress/', 'localhost', { type: 'unknown-host' }],
    ['/api/carts/my', 'nestwood.store.test', { type: 'unknown-host' }],
    ['/api/internal', 'nestwood.store.test', { type: 'api-not-found' }],
    ['/_next/static/chunks/a.js', 'localhost', { type: 'pass' }],
  ])('%s on %s -> %o', (pathname, host, decision) => {
    expect(routeRequest(pathname, host, fileOptions)).toEqual(decision);
  });
});
