import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from './proxy';

/**
 * A provider's webhook through the storefront. The proxy rewrites it to the API's route with the host's brand
 * and passes every request header on as it came (the signature above all); it never reads or replaces the body, which
 * Next streams to the API untouched (the byte-exact check is the live-payments journey, through the real server).
 */
describe('the /api proxy for provider webhooks', () => {
  const signature = 't=1700000000,v1=' + 'ab'.repeat(32);
  const webhook = (path: string, headers: Record<string, string> = {}) =>
    proxy(
      new NextRequest(`http://nestwood-ca.localhost:3000${path}`, {
        method: 'POST',
        headers: {
          host: 'nestwood-ca.localhost:3000',
          'content-type': 'application/json',
          'webhook-signature': signature,
          ...headers,
        },
        body: '{"id":"evt_1", "type":"payment.succeeded"}',
      }),
    );

  it('rewrites POST /api/payments/webhooks/{provider} to the API with x-brand of the host and the signature unchanged', async () => {
    const response = await webhook('/api/payments/webhooks/stripeCanada', { 'x-brand': 'plume' });
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://127.0.0.1:4000/payments/webhooks/stripeCanada');
    expect(response.headers.get('x-middleware-request-webhook-signature')).toBe(signature);
    expect(response.headers.get('x-middleware-request-content-type')).toBe('application/json');
    // A sender's own x-brand never picks the brand: the host does.
    expect(response.headers.get('x-middleware-request-x-brand')).toBe('nestwood-ca');
  });

  it.each(['/api/payments/webhooks/card/replay', '/api/payments/attempts', '/api/payments/webhooks'])(
    'answers %s with 404: only the webhook route of the payments area is public',
    async (path) => {
      const response = await webhook(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(await response.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    },
  );

  it('sandbox mode (no STRIPE_PUBLISHABLE_KEY): the billing page CSP names no Stripe origin', async () => {
    const response = await proxy(
      new NextRequest('http://nestwood.localhost:3000/checkout/billing', { headers: { host: 'nestwood.localhost:3000' } }),
    );
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('stripe');
  });
});
