import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CartPage } from './pages/cart-page';
import { CARDS, CheckoutForm } from './pages/checkout-form';
import { CheckoutSteps, fillCart } from './pages/checkout-steps';
import { ShippingStepPage } from './pages/shipping-step';
import { browserForFile, newPage } from './support/browser';

const browser = browserForFile();
const SHOTS = 'test-results/checkout-steps';
mkdirSync(SHOTS, { recursive: true });

const MATTRESS = { name: 'mattress', size: 'queen' };
const QUEEN_SHEETS = { name: 'natural-cotton-sheet-set', size: 'queen' };
const KING_SHEETS = { name: 'natural-cotton-sheet-set', size: 'king' };

describe('checkout steps (navigation)', () => {
  it('proceeds from a filled cart to shipping, keeps what was typed over a reload, and goes on to billing and review', async () => {
    const page = await newPage(await browser());
    await fillCart(page, 'nestwood', [MATTRESS, QUEEN_SHEETS]);
    const cart = new CartPage(page, 'nestwood');
    await cart.goto();
    await cart.settled();
    const steps = new CheckoutSteps(page, 'nestwood');
    const historyBefore = await page.evaluate(() => history.length);
    await page.getByTestId('proceed-to-checkout').click();
    await steps.waitFor('shipping');
    // A step change adds a history entry.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
    expect(await steps.currentStepLabel()).toBe('2. Shipping');
    expect(await steps.summaryTitles()).toHaveLength(2);
    expect(await steps.seo()).toEqual({ robots: 'noindex, follow', pageType: 'Checkout' });

    await steps.fill('Full name', 'Ann Lee');
    await steps.fill('Address', '1 Main St');
    await page.reload();
    expect(await steps.settledStep()).toBe('/checkout/shipping');
    expect(await steps.value('Full name')).toBe('Ann Lee');
    expect(await steps.value('Address')).toBe('1 Main St');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('CheckoutDataV2') ?? '{}').shippingAddress?.line1)).toBe(
      '1 Main St',
    );

    const form = new ShippingStepPage(page);
    await form.fill({ city: 'Austin', state: 'TX', zip: '78701', phone: '5551234567', email: 'ann@example.com' });
    await form.regionSettled();
    await steps.submit('Continue to billing');
    await steps.waitFor('billing');
    // Billing is pre-filled from shipping when billing has no phone.
    await page.getByLabel('Use a different billing address').check();
    expect(await steps.value('Full name')).toBe('Ann Lee');
    await page.getByLabel('Use a different billing address').uncheck();
    // The billing submit runs the card validation: a complete sandbox card lets it move on.
    await new CheckoutForm(page).fillCard(CARDS.success);
    await steps.submit('Continue to review');
    await steps.waitFor('review');
    expect(await page.getByText('1 Main St').count()).toBeGreaterThan(0);

    // A reload of review keeps billing's payment (the token, never the number; this tab only) until it expires.
    await page.reload();
    expect(await steps.settledStep()).toBe('/checkout/review');
    await page.getByText('Card ending in 4242').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('checkoutPayment'))).not.toContain('4242424242424242');
    // Back then Forward: billing, then review again with the same card.
    await page.goBack();
    expect(await steps.settledStep()).toBe('/checkout/billing');
    await page.goForward();
    expect(await steps.settledStep()).toBe('/checkout/review');
    await page.getByText('Card ending in 4242').waitFor();
    // Once the token expired (here: the kept payment removed, as its expiry does), a reload goes to billing.
    await page.evaluate(() => sessionStorage.removeItem('checkoutPayment'));
    await page.reload();
    expect(await steps.settledStep()).toBe('/checkout/billing');
  });

  it('sends an empty cart on /checkout/shipping to the cart, and billing without a shipping line to shipping', async () => {
    const page = await newPage(await browser());
    const steps = new CheckoutSteps(page, 'nestwood');
    expect(await steps.open('/checkout/shipping')).toBe('/checkout/cart');

    await fillCart(page, 'nestwood', [MATTRESS]);
    expect(await steps.open('/checkout/billing')).toBe('/checkout/shipping');
  });

  it('never redirects review away when it carries a provider return marker', async () => {
    const page = await newPage(await browser());
    const steps = new CheckoutSteps(page, 'nestwood');
    expect(await steps.open('/checkout/review?payment_intent=pi_123&payment_intent_client_secret=s')).toBe('/checkout/review');
    expect(page.url()).toContain('payment_intent=pi_123');
    expect(await steps.open('/checkout/review')).toBe('/checkout/cart');
  });

  it('shows the wrong-size modal for a queen mattress with king sheets; confirming goes to shipping', async () => {
    const page = await newPage(await browser());
    await fillCart(page, 'nestwood', [MATTRESS, KING_SHEETS]);
    const cart = new CartPage(page, 'nestwood');
    await cart.goto();
    await cart.settled();
    await page.getByTestId('proceed-to-checkout').click();
    const dialog = page.getByRole('dialog', { name: 'Do your sizes match?' });
    await dialog.waitFor();
    // The main action has focus; Tab stays inside the dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Continue to checkout');
    // Escape closes it and stays on the cart.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/checkout/cart');
    await page.getByTestId('proceed-to-checkout').click();
    await dialog.waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/wrong-size-${width}.png` });
    }
    await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
    await new CheckoutSteps(page, 'nestwood').waitFor('shipping');
    expect(await dialog.isVisible()).toBe(false);
  });

  it('offers buy-more-save-more for a lone mattress; acknowledging it goes to shipping', async () => {
    const page = await newPage(await browser());
    await fillCart(page, 'nestwood', [MATTRESS]);
    const cart = new CartPage(page, 'nestwood');
    await cart.goto();
    await cart.settled();
    await page.getByTestId('proceed-to-checkout').click();
    const dialog = page.getByRole('dialog', { name: 'Buy more, save more' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
    await new CheckoutSteps(page, 'nestwood').waitFor('shipping');
  });

  it('is usable at 360 px and looks right at 1280 and 390 px (screenshots)', async () => {
    const page = await newPage(await browser());
    await fillCart(page, 'nestwood', [MATTRESS, QUEEN_SHEETS]);
    const steps = new CheckoutSteps(page, 'nestwood');
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
      expect(await steps.overflowsHorizontally()).toBe(false);
      await page.screenshot({ path: `${SHOTS}/shipping-${width}.png`, fullPage: true });
    }
  });

  it('offers the protection plan once (checkoutExtendModalTriggered)', async () => {
    const page = await newPage(await browser());
    await fillCart(page, 'nestwood', [MATTRESS, QUEEN_SHEETS], { offerProtection: true });
    const steps = new CheckoutSteps(page, 'nestwood');
    expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
    const offer = page.getByRole('dialog', { name: 'Protect your purchase' });
    await offer.waitFor();
    await page.screenshot({ path: `${SHOTS}/protection-390.png` });
    await offer.getByRole('button', { name: 'No thanks' }).click();
    await offer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('checkoutExtendModalTriggered'))).toBe('true');
    await page.reload();
    await steps.settledStep();
    await page.waitForTimeout(1000);
    expect(await offer.isVisible()).toBe(false);
  });
});
