import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { BRANDS, type BrandKey } from '@store/core/brands';
import { financingMessages } from '@store/core/payments/financing';
import { ADDRESSES, CheckoutForm } from './pages/checkout-form';
import { CartPage } from './pages/cart-page';
import { CheckoutSteps, fillCart } from './pages/checkout-steps';
import { ProductPage } from './pages/product-page';
import { baseUrl, browserForFile, newPage } from './support/browser';

const browser = browserForFile();
const SHOTS = 'test-results/financing';
mkdirSync(SHOTS, { recursive: true });

/** Shown money ('$1,499', 'CA$1,274.15') back to minor units. */
function minorUnits(text: string): number {
  const match = /^(?:CA)?\$([\d,]+)(?:\.(\d{2}))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a price: ${text}`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2] ?? '0');
}

/** The texts the brand's shoppers should read for a shown total (core's rules: the journey checks where they show). */
function expectedFor(brand: BrandKey, shown: string): string[] {
  const amount = minorUnits(shown);
  return financingMessages({ amount, currency: BRANDS[brand].currency }, BRANDS[brand].paymentProviders).map((m) => m.text);
}

async function messagesIn(scope: Locator): Promise<string[]> {
  const list = scope.getByTestId('financing-messages');
  if ((await list.count()) === 0) return [];
  return (await list.locator('li > span').allTextContents()).map((t) => t.trim());
}

async function shoot(page: Page, name: string, focus: Locator): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
}

describe.each([
  ['nestwood', ['Splitit', 'Affirm']],
  ['nestwood-ca', ['Affirm']],
] as const)('financing messages on %s', (brand, providers) => {
  it('the product page: server-rendered text under the price (no JavaScript needed), following the chosen size', async () => {
    // Without JavaScript the messages are already there: the server rendered them from its own price.
    const context = await browser().newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(`${baseUrl(brand)}/mattress`);
    const serverPrice = ((await bare.getByTestId('price').textContent()) ?? '').trim();
    const serverTexts = await messagesIn(bare.getByTestId('configurator'));
    expect(serverTexts).toEqual(expectedFor(brand, serverPrice));
    expect(serverTexts.map((t) => t.split(' ').at(-1))).toEqual(providers);
    await context.close();

    const page = await newPage(browser());
    const product = new ProductPage(page, brand);
    await product.goto('/mattress');
    expect(await messagesIn(page.getByTestId('configurator'))).toEqual(expectedFor(brand, await product.price()));
    await product.choose('King');
    await page.waitForFunction((before) => document.querySelector('[data-testid="price"]')?.textContent !== before, serverPrice);
    const kingPrice = await product.price();
    expect(await messagesIn(page.getByTestId('configurator'))).toEqual(expectedFor(brand, kingPrice));
    if (brand === 'nestwood-ca') expect(await page.getByText('with Splitit').count()).toBe(0);
    await shoot(page, `${brand}-product`, page.getByTestId('price'));
    await page.context().close();
  });

  it('the cart page near the total, following the server total; billing, with the total after tax', async () => {
    const page = await newPage(browser());
    await fillCart(page, brand, [{ name: 'mattress', size: 'queen' }]);
    const cart = new CartPage(page, brand);
    await cart.goto();
    await cart.settled();
    const aside = page.getByRole('complementary', { name: 'Checkout' });
    const oneTotal = (await cart.summary('total')) ?? '';
    expect(await messagesIn(aside)).toEqual(expectedFor(brand, oneTotal));
    const [title] = await cart.lineTitles();
    await cart.increase(title ?? '');
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="summary-total"]')?.textContent !== before,
      oneTotal,
    );
    await cart.settled();
    const twoTotal = (await cart.summary('total')) ?? '';
    expect(minorUnits(twoTotal)).toBe(2 * minorUnits(oneTotal));
    expect(await messagesIn(aside)).toEqual(expectedFor(brand, twoTotal));
    expect((await messagesIn(aside)).map((t) => t.split(' ').at(-1))).toEqual(providers);
    await shoot(page, `${brand}-cart`, aside.getByTestId('financing-messages'));

    const steps = new CheckoutSteps(page, brand);
    const form = new CheckoutForm(page);
    expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
    await form.fillAddress(ADDRESSES[BRANDS[brand].region]);
    await form.continueTo('billing');
    await steps.waitFor('billing');
    const total = page.getByTestId('order-summary').getByTestId('summary-total');
    await page.locator('[data-testid="order-summary"] [data-testid="cart-summary"][aria-busy="false"]').waitFor();
    const billingTotal = ((await total.textContent()) ?? '').trim();
    const step = page.locator('[data-testid="checkout-step"][data-step="billing"]');
    await step.getByTestId('financing-messages').waitFor();
    expect(await messagesIn(step)).toEqual(expectedFor(brand, billingTotal));
    await shoot(page, `${brand}-billing`, step.getByTestId('financing-messages'));
    await page.context().close();
  });
});
