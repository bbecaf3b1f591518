import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { BRANDS, type BrandKey } from '@store/core/brands';
import { ADDRESSES, CARDS, CheckoutForm } from './pages/checkout-form';
import { CheckoutSteps, fillCart } from './pages/checkout-steps';
import { browserForFile, newPage } from './support/browser';

const browser = browserForFile();
const SHOTS = 'test-results/checkout-payment';
mkdirSync(SHOTS, { recursive: true });

const LINES = [
  { name: 'mattress', size: 'queen' },
  { name: 'natural-cotton-sheet-set', size: 'queen' },
];
const CARD_MESSAGE = 'Card Number Validation Error - Expiration Date Validation Error - CVC Validation Error';

/** A guest with a filled cart on shipping: types the address, then the card, and lands on review. */
async function toReview(page: Page, brand: BrandKey, card: string | null): Promise<{ steps: CheckoutSteps; form: CheckoutForm }> {
  await fillCart(page, brand, LINES);
  const steps = new CheckoutSteps(page, brand);
  const form = new CheckoutForm(page);
  expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
  await form.fillAddress(ADDRESSES[BRANDS[brand].region]);
  await form.continueTo('billing');
  await steps.waitFor('billing');
  if (card === null) return { steps, form };
  await form.fillCard(card);
  await form.continueTo('review');
  await steps.waitFor('review');
  return { steps, form };
}

/** The order id of every POST /api/orders answer and every payment answer (read at once: a reload drops bodies). */
function recordOrderCalls(page: Page): { orderIds: Array<Promise<string>>; payments: Response[] } {
  const calls = { orderIds: [] as Array<Promise<string>>, payments: [] as Response[] };
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() !== 'POST') return;
    if (pathname === '/api/orders')
      calls.orderIds.push(
        response
          .json()
          .then((body) => (body as { result: { id: string } }).result.id)
          .catch((error: unknown) => `unreadable: ${String(error)}`),
      );
    if (/^\/api\/orders\/[^/]+\/payment$/.test(pathname)) calls.payments.push(response);
  });
  return calls;
}

async function placeOrder(page: Page): Promise<void> {
  await page.getByTestId('place-order').click();
}

async function shortIdOnSuccess(page: Page, steps: CheckoutSteps): Promise<string> {
  await steps.waitFor('success');
  return ((await page.getByTestId('order-short-id').textContent()) ?? '').trim();
}

describe.each(['nestwood', 'nestwood-ca'] as const)('checkout payment on %s (payment, card checks, errors)', (brand) => {
  it('a guest pays with 4242 4242 4242 4242 and lands on success with the short id; the cart empties; a reload keeps the order', async () => {
    const page = await newPage(await browser());
    const reported: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/analyticsReported')) reported.push(request.url());
    });
    const { steps, form } = await toReview(page, brand, null);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${brand}-billing-${width}.png`, fullPage: true });
    }
    await form.fillCard(CARDS.success);
    await form.continueTo('review');
    await steps.waitFor('review');
    expect(await page.getByText('Card ending in 4242').count()).toBe(1);
    expect(await page.getByText(ADDRESSES[BRANDS[brand].region].line1).count()).toBeGreaterThan(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${brand}-review-${width}.png`, fullPage: true });
    }
    await placeOrder(page);
    const shortId = await shortIdOnSuccess(page, steps);
    expect(shortId).toMatch(/^[23456789A-HJ-NP-Z]{8}$/);
    expect(await page.getByTestId('success-shipping-address').textContent()).toContain(ADDRESSES[BRANDS[brand].region].city);
    // The cart is cleared (the header shows 0) and saved checkout data is removed.
    await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('CheckoutDataV2') ?? '{}').shippingAddress ?? null),
    ).toBeNull();
    await expect.poll(() => reported.length).toBe(1);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${brand}-success-${width}.png`, fullPage: true });
    }
    await page.reload();
    expect(await shortIdOnSuccess(page, steps)).toBe(shortId);
    // Back after the order: the checkout is over, so the step before success finds an empty cart and goes to the cart.
    await page.goBack();
    expect(await steps.settledStep()).toBe('/checkout/cart');
  });

  it('a double click on Place order makes one order and one charge', async () => {
    const page = await newPage(await browser());
    const calls = recordOrderCalls(page);
    const { steps } = await toReview(page, brand, CARDS.success);
    await page.getByTestId('place-order').dblclick();
    await shortIdOnSuccess(page, steps);
    const orderIds = new Set(await Promise.all(calls.orderIds));
    expect(orderIds.size).toBe(1);
    const charges = calls.payments.filter((r) => r.status() === 200 && r.headers()['idempotent-replayed'] !== 'true');
    expect(charges).toHaveLength(1);
    // The paid order is the one the API holds for this session.
    const [id] = [...orderIds];
    const order = await page.evaluate(async (orderId) => (await (await fetch(`/api/orders/${orderId}`)).json()) as unknown, id);
    expect(order).toMatchObject({ status: 'ok', result: { id, status: 'paid' } });
  });

  it('a different billing address goes into the order as billingDetails', async () => {
    const page = await newPage(await browser());
    const { steps, form } = await toReview(page, brand, null);
    await page.getByLabel('Use a different billing address').check();
    const { email: _email, ...billing } = { ...ADDRESSES[BRANDS[brand].region], fullName: 'Bo Brown' };
    await form.fillAddress(billing);
    await form.fillCard(CARDS.success);
    await form.continueTo('review');
    await steps.waitFor('review');
    expect(await page.getByText('Bo Brown').count()).toBe(1);
    await placeOrder(page);
    await shortIdOnSuccess(page, steps);
    const id = await page.evaluate(() => localStorage.getItem('orderID'));
    const order = await page.evaluate(async (orderId) => (await (await fetch(`/api/orders/${orderId}`)).json()) as unknown, id);
    expect(order).toMatchObject({
      result: { billingDetails: { firstName: 'Bo', lastName: 'Brown' }, shippingDetails: { firstName: 'Ann', lastName: 'Lee' } },
    });
  });

  it('an empty card shows the message and stays on billing', async () => {
    const page = await newPage(await browser());
    const { form } = await toReview(page, brand, null);
    await new CheckoutForm(page).cardFrame().getByLabel('Card number').waitFor();
    await form.continueTo('review');
    await expect.poll(async () => form.cardError().textContent()).toBe(CARD_MESSAGE);
    expect(new URL(page.url()).pathname).toBe('/checkout/billing');
  });

  it('4000 0000 0000 9995 opens the insufficient-funds notice and returns to billing', async () => {
    const page = await newPage(await browser());
    const { steps } = await toReview(page, brand, CARDS.insufficientFunds);
    await placeOrder(page);
    const notice = page.getByRole('dialog', { name: 'Insufficient funds' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Your card has insufficient funds.');
    await steps.waitFor('billing');
    await page.screenshot({ path: `${SHOTS}/${brand}-insufficient-390.png` });
  });

  it('4000 0000 0000 0002 opens the checkout error modal with the decline; after a reload another card pays the same order', async () => {
    const page = await newPage(await browser());
    const calls = recordOrderCalls(page);
    const { steps, form } = await toReview(page, brand, CARDS.declined);
    await placeOrder(page);
    const modal = page.getByRole('dialog', { name: 'We could not complete your order' });
    await modal.waitFor();
    expect(await modal.textContent()).toContain('Your card was declined.');
    await steps.waitFor('billing');
    await modal.getByRole('button', { name: 'Try again' }).click();
    // A reload on the way never makes a second order: the attempt's key (sessionStorage) replays the first one.
    await page.reload();
    expect(await steps.settledStep()).toBe('/checkout/billing');
    await form.fillCard(CARDS.success);
    await form.continueTo('review');
    await steps.waitFor('review');
    await placeOrder(page);
    await shortIdOnSuccess(page, steps);
    const ids = await Promise.all(calls.orderIds);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(1);
  });

  it('4000 0000 0000 3220: approved at the bank, the return to review completes the payment', async () => {
    const page = await newPage(await browser());
    const { steps } = await toReview(page, brand, CARDS.threeDSecure);
    await placeOrder(page);
    await page.getByRole('button', { name: 'Approve' }).click();
    await shortIdOnSuccess(page, steps);
    await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
  });

  it('4000 0000 0000 3220: cancelled at the bank, the error shows and the shopper is back on billing', async () => {
    const page = await newPage(await browser());
    const { steps } = await toReview(page, brand, CARDS.threeDSecure);
    await placeOrder(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    const modal = page.getByRole('dialog', { name: 'We could not complete your order' });
    await modal.waitFor();
    expect(await modal.textContent()).toContain('authentication was cancelled');
    await steps.waitFor('billing');
  });
});
