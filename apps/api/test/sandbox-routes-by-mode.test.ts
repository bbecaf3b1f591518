import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPaymentProviders } from '../src/payments/registry';
import { CARDS } from './support/payments';
import { routeList } from './support/route-list';
import { shopper } from './support/shopper';
import { useTestApp } from './support/test-app';

/**
 * The sandbox exists only in sandbox mode. In live mode (PAYMENTS_MODE=live) none of its endpoints is registered, so
 * each answers the router's 404: its hosted card field and the tokens made from a raw card number, 3-D Secure, the
 * redirect, PayPal, Truemed and Amazon Pay pages and their decisions, the wallet sheet's tokens, the mailbox; the
 * Amazon Pay and Truemed session calls, kept in the sandbox's tables with no live adapter behind them; and the
 * sandbox's PayPal client token when Braintree has no keys.
 */
const SANDBOX_ONLY_ROUTES = [
  'GET /amazonpay/session/:id',
  'PATCH /amazonpay/session/:id',
  'POST /amazonpay/session',
  'GET /amazonpay/v2/sessions/:id',
  'PATCH /amazonpay/v2/sessions/:id',
  'POST /amazonpay/v2/sessions',
  'POST /amazonpay/v2/sessions/:id/complete',
  'GET /braintree/tokens',
  'GET /sandbox/amazon-pay/:id/pay',
  'POST /sandbox/amazon-pay/:id/pay/approve',
  'POST /sandbox/amazon-pay/:id/pay/cancel',
  'GET /sandbox/amazon-pay/:id/sign-in',
  'POST /sandbox/amazon-pay/:id/sign-in',
  'GET /sandbox/card/3ds/:intent',
  'POST /sandbox/card/3ds/:intent/approve',
  'POST /sandbox/card/3ds/:intent/cancel',
  'GET /sandbox/card/field',
  'GET /sandbox/card/field.js',
  'POST /sandbox/card/tokens',
  'GET /sandbox/mailbox',
  'GET /sandbox/mailbox/:id',
  'GET /sandbox/pay/:provider/:ref',
  'POST /sandbox/pay/:provider/:ref/approve',
  'POST /sandbox/pay/:provider/:ref/cancel',
  'POST /sandbox/pay/:provider/:ref/decline',
  'GET /sandbox/paypal/:ref',
  'POST /sandbox/paypal/:ref/approve',
  'POST /sandbox/paypal/:ref/cancel',
  'POST /sandbox/paypal/:ref/decline',
  'GET /sandbox/truemed/:ref',
  'POST /sandbox/truemed/:ref/approve',
  'POST /sandbox/truemed/:ref/cancel',
  'POST /sandbox/wallet/tokens',
  'POST /truemed/sessions/:id',
];

/** A request to a route, its parameters filled with a well-formed id (a Truemed session id, `pi_` and 24 characters). */
const requestTo = (route: string) => {
  const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'PATCH', string];
  return { method, url: pattern.replace(/:[a-z]+/gi, 'pi_0123456789abcdefghijklmn') };
};

const send = (app: FastifyInstance, route: string): Promise<LightMyRequestResponse> => {
  const { method, url } = requestTo(route);
  const body = method === 'GET' ? {} : { payload: '{}', headers: { 'x-brand': 'nestwood', 'content-type': 'application/json' } };
  return app.inject({ method, url, headers: { 'x-brand': 'nestwood' }, ...body });
};

const sandbox = useTestApp();
const live = useTestApp({
  paymentsMode: 'live',
  payments: (db) => createPaymentProviders({ db, now: () => new Date(), live: {} }),
});
const liveWithBraintree = useTestApp({
  paymentsMode: 'live',
  payments: (db) => createPaymentProviders({ db, now: () => new Date(), live: {} }),
  braintreeClientToken: async (currency) => `live-client-token-${currency}`,
});

describe('PAYMENTS_MODE=live: nothing of the sandbox is registered', () => {
  it('the routes sandbox mode has and live mode lacks are exactly the sandbox-only ones', () => {
    const liveRoutes = new Set(routeList(live.app));
    const missing = routeList(sandbox.app).filter((route) => !liveRoutes.has(route));
    expect(missing).toEqual([...SANDBOX_ONLY_ROUTES].sort());
    expect(routeList(live.app).filter((route) => !routeList(sandbox.app).includes(route))).toEqual([]);
  });

  it.each(SANDBOX_ONLY_ROUTES)('%s answers 404, no route', async (route) => {
    const res = await send(live.app, route);
    expect(res.statusCode).toBe(404);
    const { method, url } = requestTo(route);
    expect(res.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: `No route for ${method} ${url}` });
  });

  it('a raw card number sent to the sandbox token endpoint is refused as no route, and no token is made', async () => {
    const res = await shopper(live.app).call('POST', '/sandbox/card/tokens', {
      number: CARDS.succeeds,
      expiry: '12 / 34',
      cvc: '123',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No route for POST /sandbox/card/tokens');
  });

  it('the store itself still answers: the brand has no provider to charge without live keys', async () => {
    const res = await shopper(live.app).call('GET', '/payments/providers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', result: { providers: [] } });
  });

  it("with Braintree keys GET /braintree/tokens is Braintree's own client token", async () => {
    const res = await shopper(liveWithBraintree.app, 'nestwood-ca').call('GET', '/braintree/tokens');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', result: { clientToken: 'live-client-token-CAD' } });
    expect(routeList(liveWithBraintree.app)).not.toContain('POST /sandbox/card/tokens');
  });
});

describe('PAYMENTS_MODE=sandbox (the default): the sandbox is served', () => {
  it.each(SANDBOX_ONLY_ROUTES)('%s is a route (its own answer, not the router 404)', async (route) => {
    const res = await send(sandbox.app, route);
    expect(res.body).not.toContain('No route for');
  });

  it('the hosted card field is served and turns a test card into a token', async () => {
    const field = await sandbox.app.inject({ method: 'GET', url: '/sandbox/card/field' });
    expect(field.statusCode).toBe(200);
    expect(field.headers['content-type']).toContain('text/html');
    const res = await shopper(sandbox.app).call('POST', '/sandbox/card/tokens', {
      number: CARDS.succeeds,
      expiry: '12 / 34',
      cvc: '123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ last4: '4242' });
  });

  it('the mailbox page and the sandbox PayPal client token answer', async () => {
    const s = shopper(sandbox.app);
    const mailbox = await s.call('GET', '/sandbox/mailbox');
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.headers['content-type']).toContain('text/html');
    const token = await s.call('GET', '/braintree/tokens');
    expect(token.statusCode).toBe(200);
    expect(typeof token.json().result.clientToken).toBe('string');
  });
});
