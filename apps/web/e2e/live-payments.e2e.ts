import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BRANDS, type BrandKey } from '@store/core/brands';
// The API's own contract-test doubles and signer: the stack's API talks to this Stripe double (STRIPE_API_HOST).
import { MERCHANT_ID, startBraintreeDouble } from '../../api/test/support/braintree-double';
import { startStripeDouble } from '../../api/test/support/stripe-double';
import { signWebhook } from '../../api/src/payments/webhooks/signature';
import { startStack } from '../../../scripts/lib/stack.mjs';
import { ADDRESSES, CARDS, CheckoutForm } from './pages/checkout-form';
import { CheckoutSteps, fillCart } from './pages/checkout-steps';
import { browserForFile, newPage } from './support/browser';
import { servePaymentScripts } from './support/payment-scripts-server';

/**
 * Live mode through the storefront, end to end: a second stack of this file's own (ports E2E_*_PORT + 100, a
 * fresh database) with PAYMENTS_MODE=live, the API's Stripe SDK pointed at the Stripe HTTP double and the storefront's
 * STRIPE_JS_URL at the Stripe.js double. The shared sandbox stack (E2E_WEB_PORT) shows that sandbox mode loads no Stripe.
 */
const browser = browserForFile();
const SHOTS = 'test-results/live-payments';
mkdirSync(SHOTS, { recursive: true });

const sandboxPort = Number(process.env.E2E_WEB_PORT);
const livePort = sandboxPort + 100;
const liveApiPort = Number(new URL(process.env.E2E_API_URL ?? 'http://127.0.0.1:4300').port) + 100;
const WEBHOOK_SECRET = 'live-journey-webhook-secret-0123456789';
const LINES = [{ name: 'natural-cotton-sheet-set', size: 'queen' }];

const stripe = startStripeDouble();
const gateway = startBraintreeDouble();
let scripts: Awaited<ReturnType<typeof servePaymentScripts>>;
let stack: Awaited<ReturnType<typeof startStack>> | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-e2e-live-'));

beforeAll(async () => {
  const stripeUrl = await stripe.listen();
  const gatewayPort = await gateway.listen();
  scripts = await servePaymentScripts();
  stack = await startStack({
    webPort: livePort,
    apiPort: liveApiPort,
    quiet: true,
    // The demo store, imported before the API starts (the API never seeds).
    seedDemo: true,
    env: {
      DATABASE_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PAYMENTS_MODE: 'live',
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_RETURN_ORIGIN: `http://{brand}.localhost:${livePort}`,
      STRIPE_API_HOST: stripeUrl,
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
      STRIPE_JS_URL: scripts.stripeJsUrl,
      BRAINTREE_MERCHANT_ID: MERCHANT_ID,
      BRAINTREE_PUBLIC_KEY: 'double_public',
      BRAINTREE_PRIVATE_KEY: 'double_private',
      BRAINTREE_MERCHANT_ACCOUNTS: 'USD:double_usd,CAD:double_cad',
      BRAINTREE_API_HOST: `http://127.0.0.1:${gatewayPort}`,
      BRAINTREE_JS_URL: scripts.braintreeBase,
    },
  });
}, 180_000);

afterAll(async () => {
  stack?.stop();
  await stripe.close();
  await gateway.close();
  await scripts?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The journeys' page objects read E2E_WEB_PORT: point them at one stack or the other. */
function onStack(port: number): void {
  process.env.E2E_WEB_PORT = String(port);
}

async function toBilling(page: Page, brand: BrandKey): Promise<{ steps: CheckoutSteps; form: CheckoutForm }> {
  await fillCart(page, brand, LINES);
  const steps = new CheckoutSteps(page, brand);
  const form = new CheckoutForm(page);
  expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
  await form.fillAddress(ADDRESSES[BRANDS[brand].region]);
  await form.continueTo('billing');
  await steps.waitFor('billing');
  return { steps, form };
}

/** Types the card in the Stripe Elements (here the double's inputs). */
async function fillStripeCard(page: Page, number: string): Promise<void> {
  await page.locator('[data-stripe-double="cardNumber"]').fill(number);
  await page.locator('[data-stripe-double="cardExpiry"]').fill('12 / 39');
  await page.locator('[data-stripe-double="cardCvc"]').fill('123');
}

describe('sandbox mode (the default): nothing of Stripe on billing', () => {
  it('billing shows the sandbox card field; no Stripe.js is requested and the CSP names no Stripe origin', async () => {
    onStack(sandboxPort);
    const page = await newPage(await browser());
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const csp: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') csp.push(response.headers()['content-security-policy'] ?? '');
    });
    await toBilling(page, 'nestwood');
    await page.locator('iframe[src="/api/sandbox/card/field"]').waitFor();
    expect(requested.filter((url) => /stripe|braintree|paypal/i.test(url))).toEqual([]);
    expect(csp.join('\n')).not.toMatch(/stripe|braintree|paypal/i);
    expect(await page.getByTestId('stripe-card-field').count()).toBe(0);
  });
});

describe('PAYMENTS_MODE=live: the financing messages name only providers the API can charge', () => {
  /** The providers named by the financing messages inside a scope (each message's data-provider). */
  async function advertised(page: Page, scope: string): Promise<string[]> {
    return page
      .locator(`${scope} [data-testid="financing-messages"] li`)
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-provider') ?? ''));
  }

  it('sandbox: Splitit and Affirm under the product price and near the cart total; live (card and PayPal keys only): neither', async () => {
    const seen: Record<string, { product: string[]; cart: string[] }> = {};
    for (const [mode, port] of [
      ['sandbox', sandboxPort],
      ['live', livePort],
    ] as const) {
      onStack(port);
      const page = await newPage(await browser());
      await page.goto(`http://nestwood.localhost:${port}/mattress`);
      await page.getByTestId('price').waitFor();
      const product = await advertised(page, '[data-testid="configurator"]');
      await fillCart(page, 'nestwood', [{ name: 'mattress', size: 'queen' }]);
      await page.goto(`http://nestwood.localhost:${port}/checkout/cart`);
      await page.locator('[data-testid="cart-page"][aria-busy="false"]').waitFor();
      seen[mode] = { product, cart: await advertised(page, 'aside[aria-label="Checkout"]') };
      if (mode === 'live') await page.screenshot({ path: `${SHOTS}/nestwood-cart-live.png`, fullPage: true });
      await page.context().close();
    }
    expect(seen.sandbox).toEqual({ product: ['splitIt', 'affirm'], cart: ['splitIt', 'affirm'] });
    expect(seen.live).toEqual({ product: [], cart: [] });
  });
});

describe.each(['nestwood', 'nestwood-ca'] as const)('PAYMENTS_MODE=live, a card through Stripe Elements on %s', (brand) => {
  it('Stripe.js loads on billing only; the card becomes pm_card_visa; Place order pays one PaymentIntent for the total', async () => {
    onStack(livePort);
    const page = await newPage(await browser());
    const before = scripts.requests('/v3/');
    await fillCart(page, brand, LINES);
    expect(scripts.requests('/v3/')).toBe(before);
    const { steps } = await toBilling(page, brand);
    await page.locator('[data-stripe-double="cardNumber"]').waitFor();
    expect(scripts.requests('/v3/')).toBe(before + 1);
    expect(await page.locator('iframe[src="/api/sandbox/card/field"]').count()).toBe(0);
    await fillStripeCard(page, CARDS.success);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${brand}-billing-${width}.png`, fullPage: true });
    }
    const form = new CheckoutForm(page);
    await form.continueTo('review');
    await steps.waitFor('review');
    expect(await page.getByText('Card ending in 4242').count()).toBe(1);
    const payment = page.waitForResponse((r) => /\/api\/orders\/[^/]+\/payment$/.test(new URL(r.url()).pathname));
    await page.getByTestId('place-order').click();
    const answer = (await (await payment).json()) as { result: { order: { id: string; total: { amount: number } } } };
    await steps.waitFor('success');
    await page.screenshot({ path: `${SHOTS}/${brand}-success-390.png` });
    const orderId = answer.result.order.id;
    const charged = [...stripe.intents.values()].filter((i) => i.metadata.orderId === orderId);
    expect(charged.map((i) => [i.status, i.payment_method, i.currency])).toEqual([
      ['succeeded', 'pm_card_visa', BRANDS[brand].currency.toLowerCase()],
    ]);
  });

  it('4000 0000 0000 9995: Stripe declines for insufficient funds; the insufficient-funds notice, back to billing', async () => {
    onStack(livePort);
    const page = await newPage(await browser());
    const { steps, form } = await toBilling(page, brand);
    await fillStripeCard(page, CARDS.insufficientFunds);
    await form.continueTo('review');
    await steps.waitFor('review');
    await page.getByTestId('place-order').click();
    const notice = page.getByRole('dialog', { name: 'Insufficient funds' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Your card has insufficient funds.');
    await steps.waitFor('billing');
  });

  it("card validation on the live field: an incomplete card is refused on billing with the joined message; a number Stripe refuses shows Stripe's message", async () => {
    onStack(livePort);
    const page = await newPage(await browser());
    const { form } = await toBilling(page, brand);
    await page.locator('[data-stripe-double="cardNumber"]').fill('4242 4242 4242 4242');
    await form.continueTo('review');
    await expect
      .poll(() => page.getByTestId('stripe-card-field').getByRole('alert').textContent())
      .toBe('Expiration Date Validation Error - CVC Validation Error');
    await fillStripeCard(page, '4000 0000 0000 0119');
    await form.continueTo('review');
    await expect
      .poll(() => page.getByTestId('stripe-card-field').getByRole('alert').textContent())
      .toBe('Your card number is incorrect.');
    expect(new URL(page.url()).pathname).toBe('/checkout/billing');
  });
});

describe.each(['nestwood', 'nestwood-ca'] as const)('PAYMENTS_MODE=live, PayPal through Braintree on %s', (brand) => {
  it("billing shows PayPal's button (Braintree's scripts load now); its nonce pays one Braintree sale for the order total", async () => {
    onStack(livePort);
    const page = await newPage(await browser());
    const { steps, form } = await toBilling(page, brand);
    const loadedBefore = scripts.requests('/bt/client.min.js');
    await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
    // Continue without approving: refused on billing with a message.
    await form.continueTo('review');
    await expect
      .poll(() => page.getByTestId('billing-payment-error').textContent())
      .toContain('Approve the payment with PayPal first');
    await page.locator('[data-paypal-double="paypal"]').click();
    await expect.poll(() => page.getByTestId('paypal-status').textContent()).toContain('PayPal approved this payment');
    expect(await page.getByTestId('billing-payment-error').count()).toBe(0);
    expect(scripts.requests('/bt/client.min.js')).toBe(loadedBefore + 1);
    await page.screenshot({ path: `${SHOTS}/${brand}-paypal-approved-390.png`, fullPage: true });
    await form.continueTo('review');
    await steps.waitFor('review');
    const salesBefore = new Set(gateway.transactions.keys());
    const payment = page.waitForResponse((r) => /\/api\/orders\/[^/]+\/payment$/.test(new URL(r.url()).pathname));
    await page.getByTestId('place-order').click();
    const answer = (await (await payment).json()) as {
      result: {
        order: { status: string; paymentDetails: { billingProvider: string }; cart: { totalPrice: { amount: number } } };
      };
    };
    await steps.waitFor('success');
    const { order } = answer.result;
    expect([order.status, order.paymentDetails.billingProvider]).toEqual(['paid', 'paypal']);
    const sales = [...gateway.transactions.values()].filter((t) => t.type === 'sale' && !salesBefore.has(t.id));
    const account = brand === 'nestwood' ? 'double_usd' : 'double_cad';
    expect(sales.map((t) => [t.amount, t.merchantAccountId, t.status])).toEqual([
      [(order.cart.totalPrice.amount / 100).toFixed(2), account, 'submitted_for_settlement'],
    ]);
  });

  it('PayPal declines the sale (insufficient funds): the notice, back to billing; the spent nonce is gone', async () => {
    onStack(livePort);
    const page = await newPage(await browser());
    const { steps, form } = await toBilling(page, brand);
    await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
    await page.locator('[data-paypal-double="paypal"]').waitFor();
    await page.evaluate(() => {
      (globalThis as { __braintreeDoubleNonce?: string }).__braintreeDoubleNonce = 'fake-paypal-insufficient-funds-nonce';
    });
    await page.locator('[data-paypal-double="paypal"]').click();
    await expect.poll(() => page.getByTestId('paypal-status').textContent()).toContain('PayPal approved this payment');
    await form.continueTo('review');
    await steps.waitFor('review');
    await page.getByTestId('place-order').click();
    await page.getByRole('dialog').first().waitFor();
    await steps.waitFor('billing');
    // The nonce was spent: billing asks for a new approval before it moves on.
    await expect.poll(() => page.getByTestId('paypal-status').textContent()).toContain('Approve the payment with PayPal');
  });
});

/** POST to the live storefront's port with exact bytes and a chosen Host (fetch cannot set Host). */
function postToStorefront(
  pathname: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: livePort,
        method: 'POST',
        path: pathname,
        agent: false,
        headers: { host: `nestwood.localhost:${livePort}`, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('provider webhooks through the storefront', () => {
  // Odd spacing, key order and non-ASCII text: any re-serialisation on the way would break the signature.
  const body = Buffer.from(
    '{ "type":"payment.succeeded",  "id":"evt_live_journey_1",\n "data":{"orderId":"ord_x","providerRef":"pi_none"}, "note":"Zoë ✓" }',
    'utf8',
  );
  const now = () => Math.floor(Date.now() / 1000);

  it('a signed event reaches the API with its bytes and signature unchanged: 200, and its redelivery is a duplicate', async () => {
    const headers = { 'webhook-signature': signWebhook(WEBHOOK_SECRET, body, now()) };
    const first = await postToStorefront('/api/payments/webhooks/stripeDirect', body, headers);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ status: 'ok', result: { received: true, duplicate: false } });
    const again = await postToStorefront('/api/payments/webhooks/stripeDirect', body, headers);
    expect(JSON.parse(again.body)).toEqual({ status: 'ok', result: { received: true, duplicate: true } });
  });

  it('a forged event (another secret, or the body changed after signing) is refused with 400', async () => {
    const forged = await postToStorefront('/api/payments/webhooks/stripeDirect', body, {
      'webhook-signature': signWebhook('not-the-secret-0123456789abcdef', body, now()),
    });
    expect(forged.status).toBe(400);
    const tampered = Buffer.from(body.toString('utf8').replace('pi_none', 'pi_else'));
    const changed = await postToStorefront('/api/payments/webhooks/stripeDirect', tampered, {
      'webhook-signature': signWebhook(WEBHOOK_SECRET, body, now()),
    });
    expect(changed.status).toBe(400);
  });

  it('nothing else of the payments area is reachable through the storefront', async () => {
    const other = await postToStorefront('/api/payments/webhooks/stripeDirect/x', body, {
      'webhook-signature': signWebhook(WEBHOOK_SECRET, body, now()),
    });
    expect(other.status).toBe(404);
  });
});
