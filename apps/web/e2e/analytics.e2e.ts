import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BRANDS } from '@store/core/brands';
import { CartDrawer } from './pages/cart-drawer';
import { CartPage } from './pages/cart-page';
import { ADDRESSES, CARDS, CheckoutForm } from './pages/checkout-form';
import { CheckoutSteps, fillCart } from './pages/checkout-steps';
import { DataLayer } from './pages/data-layer';
import { ProductPage } from './pages/product-page';
import { baseUrl, browserForFile, newPage } from './support/browser';

const browser = browserForFile();
const BRAND = 'nestwood';
const MATTRESS = 'Nestwood Classic Hybrid Mattress';

/** From the cart to review: shipping address, then the card, each step through the app (no reload). */
async function shippingToReview(page: Page, card: string): Promise<CheckoutSteps> {
  const steps = new CheckoutSteps(page, BRAND);
  const form = new CheckoutForm(page);
  expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
  await form.fillAddress(ADDRESSES[BRANDS[BRAND].region]);
  await form.continueTo('billing');
  await steps.waitFor('billing');
  await form.fillCard(card);
  await form.continueTo('review');
  await steps.waitFor('review');
  return steps;
}

/** The order as GET /api/orders/{id} answers this page's session. */
async function apiOrder(
  page: Page,
  id: string,
): Promise<{ analyticsReported: boolean; cart: { totalPrice: { amount: number } } }> {
  return page.evaluate(async (orderId) => (await (await fetch(`/api/orders/${orderId}`)).json()).result, id);
}

describe('analytics events on window.dataLayer', () => {
  it('add to cart, a bad and a good coupon, the checkout steps, one purchase per order however often success is shown', async () => {
    const page = await newPage(browser());
    const reported: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/analyticsReported')) reported.push(request.url());
    });
    const layer = new DataLayer(page);

    // view_item: once when the product page is shown, the variant shown, its price in major units.
    const product = new ProductPage(page, BRAND);
    await product.goto('/mattress');
    await expect.poll(async () => (await layer.named('view_item')).length).toBe(1);
    const [viewed] = await layer.named('view_item');
    const shownSku = await page.getByTestId('configurator').getAttribute('data-sku');
    expect(viewed).toEqual({
      event: 'view_item',
      currency: 'USD',
      value: viewed!.value,
      items: [{ item_id: shownSku, item_name: MATTRESS, price: viewed!.value, quantity: 1 }],
    });
    expect(viewed!.value).toBeGreaterThan(0);
    // The price shown on the page, in dollars.
    expect(await product.price()).toContain(Math.trunc(viewed!.value as number).toLocaleString('en-US'));
    // Another variant is the same product view: no second view_item.
    await product.choose('King');
    await expect.poll(() => page.getByTestId('configurator').getAttribute('data-sku')).not.toBe(shownSku);
    expect(await layer.named('view_item')).toHaveLength(1);

    // add_to_cart: once for the add, the mattress with the add-ons that came with it, priced by the server.
    await product.waitForAddOns();
    await product.addToCart();
    await new CartDrawer(page).waitOpen();
    await expect.poll(async () => (await layer.named('add_to_cart')).length).toBe(1);
    const [added] = await layer.named('add_to_cart');
    expect(added).toMatchObject({ currency: 'USD' });
    const items = added!.items as Array<{ item_name: string; price: number; quantity: number }>;
    expect(items.map((i) => i.item_name)).toContain(MATTRESS);
    expect(added!.value).toBeCloseTo(
      items.reduce((sum, i) => sum + i.price * i.quantity, 0),
      2,
    );

    // The cart page is the first step; a refused and an accepted coupon.
    const cart = new CartPage(page, BRAND);
    await cart.goto();
    await cart.settled();
    await expect.poll(() => layer.steps()).toEqual(['cart']);
    await cart.applyCoupon('NOPE99');
    await expect.poll(() => cart.couponError()).toBe('Invalid Coupon Code');
    await cart.applyCoupon('SAVE10');
    await expect.poll(() => cart.appliedCoupon()).toBe('SAVE10');
    expect(await layer.named('coupon_failed')).toEqual([
      { event: 'coupon_failed', code: 'NOPE99', reason: 'Invalid Coupon Code' },
    ]);
    expect(await layer.named('coupon_applied')).toEqual([{ event: 'coupon_applied', code: 'SAVE10' }]);

    // checkout_step once per step shown: shipping, billing, review.
    await page.evaluate(() => localStorage.setItem('checkoutExtendModalTriggered', 'true'));
    const steps = await shippingToReview(page, CARDS.success);
    expect(await layer.steps()).toEqual(['shipping', 'billing', 'review']);

    // purchase: exactly one, with the order id and what was charged (major units), then one PUT analyticsReported.
    await page.getByTestId('place-order').click();
    await steps.waitFor('success');
    await page.getByTestId('order-success').waitFor();
    await expect.poll(async () => (await layer.named('purchase')).length).toBe(1);
    const orderId = (await page.evaluate(() => localStorage.getItem('orderID')))!;
    const order = await apiOrder(page, orderId);
    expect(await layer.named('purchase')).toEqual([
      expect.objectContaining({ orderId, value: order.cart.totalPrice.amount / 100, currency: 'USD', coupon: 'SAVE10' }),
    ]);
    expect(await layer.steps()).toEqual(['shipping', 'billing', 'review', 'success']);
    await expect.poll(() => reported.length).toBe(1);
    await expect.poll(async () => (await apiOrder(page, orderId)).analyticsReported).toBe(true);

    // A reload of success: the order says it was reported, nothing is pushed again.
    await page.reload();
    await page.getByTestId('order-success').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await layer.named('purchase')).toEqual([]);

    // A second tab of the same order: nothing either.
    const second = await page.context().newPage();
    await second.goto(`${baseUrl(BRAND)}/checkout/success?id=${orderId}`);
    await second.getByTestId('order-success').waitFor();
    await second.waitForLoadState('networkidle');
    expect(await new DataLayer(second).named('purchase')).toEqual([]);
    expect(reported).toHaveLength(1);
  });

  it('4000 0000 0000 9995: the insufficient-funds decline pushes insufficientFunds once, and no purchase', async () => {
    const page = await newPage(browser());
    await fillCart(page, BRAND, [{ name: 'mattress', size: 'queen' }]);
    const layer = new DataLayer(page);
    const steps = await shippingToReview(page, CARDS.insufficientFunds);
    await page.getByTestId('place-order').click();
    await page.getByRole('dialog', { name: 'Insufficient funds' }).waitFor();
    await steps.waitFor('billing');
    expect(await layer.named('insufficientFunds')).toEqual([
      { event: 'insufficientFunds', provider: BRANDS[BRAND].defaultPaymentProvider },
    ]);
    expect(await layer.named('purchase')).toEqual([]);
  });

  it('an express wallet sheet cancelled unpaid pushes wallet_payment_cancelled once', async () => {
    const page = await newPage(browser());
    await fillCart(page, BRAND, [{ name: 'mattress', size: 'queen' }]);
    const steps = new CheckoutSteps(page, BRAND);
    expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
    await page.getByTestId('express-googlepay').click();
    const sheet = page.getByTestId('express-sheet');
    await sheet.getByRole('button', { name: 'Cancel', exact: true }).click();
    await sheet.waitFor({ state: 'hidden' });
    expect(await new DataLayer(page).named('wallet_payment_cancelled')).toEqual([
      { event: 'wallet_payment_cancelled', provider: 'googlepay', reason: 'sheet closed' },
    ]);
  });
});
