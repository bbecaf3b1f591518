import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CARD_DECLINED_MESSAGE } from '@store/core/checkout/payment-token';
import { SANDBOX_WALLET_PAYERS } from '@store/core/payments/sandbox-wallet';
import { CartPage } from './pages/cart-page';
import { CheckoutSteps, fillCart } from './pages/checkout-steps';
import { browserForFile, newPage } from './support/browser';

const browser = browserForFile();
const SHOTS = 'test-results/checkout-express';
mkdirSync(SHOTS, { recursive: true });

const LINES = [{ name: 'mattress', size: 'queen' }];

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** A guest with a filled cart on shipping, the express buttons shown. */
async function onShipping(page: Page): Promise<CheckoutSteps> {
  await fillCart(page, 'nestwood', LINES);
  const steps = new CheckoutSteps(page, 'nestwood');
  expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
  await page.getByTestId('express-googlepay').waitFor();
  return steps;
}

/** A guest on the cart page with a filled cart, the express buttons shown there. */
async function onCart(page: Page): Promise<CartPage> {
  await fillCart(page, 'nestwood', LINES);
  const cart = new CartPage(page, 'nestwood');
  await cart.goto();
  await page.getByTestId('express-googlepay').waitFor();
  return cart;
}

/** An amount as printed ('$1,410.34', '$1,398'), in dollars. */
const dollars = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Presses an express button (Google Pay by default) and waits for the sandbox sheet (its code is loaded on the click). */
async function openSheet(page: Page, wallet = 'googlepay') {
  await page.getByTestId(`express-${wallet}`).click();
  const sheet = page.getByTestId('express-sheet');
  await sheet.getByRole('button', { name: 'Pay', exact: true }).waitFor();
  await expect.poll(() => sheet.getByRole('button', { name: 'Pay', exact: true }).isEnabled(), { timeout: 15_000 }).toBe(true);
  return sheet;
}

describe('express wallets on the shipping step (Payment)', () => {
  it('the three wallets and Link show (the sandbox offers them); Google Pay with the work address pays and lands on success', async () => {
    const page = await newPage(await browser());
    const steps = await onShipping(page);
    expect(await page.getByTestId('express-checkout').getByRole('button').allTextContents()).toEqual([
      'Google Pay',
      'Apple Pay',
      'Pay now',
      'Link',
    ]);
    await shots(page, 'shipping-buttons');
    const sheet = await openSheet(page);
    expect(await sheet.getByText('Visa •••• 4242').count()).toBe(1);
    expect(await page.getByTestId('express-sheet-total').textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
    const work = SANDBOX_WALLET_PAYERS.US.work!;
    await sheet.getByLabel(new RegExp(work.fullName)).check();
    // The chosen address prices the cart (New York tax) before Pay is offered: the sheet shows what will be charged.
    await expect.poll(() => sheet.getByRole('button', { name: 'Pay', exact: true }).isEnabled(), { timeout: 15_000 }).toBe(true);
    const sheetTotal = ((await page.getByTestId('express-sheet-total').textContent()) ?? '').trim();
    await shots(page, 'sheet');
    await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
    await steps.waitFor('success');
    const shortId = ((await page.getByTestId('order-short-id').textContent()) ?? '').trim();
    expect(shortId).toMatch(/^[23456789A-HJ-NP-Z]{8}$/);
    // The order loaded: it was charged what the sheet showed.
    expect(await page.locator('main').textContent()).toContain(sheetTotal);
    expect(await page.getByTestId('success-shipping-address').textContent()).toContain(work.city);
    // The express flag is kept in browser storage.
    expect(await page.evaluate(() => localStorage.getItem('expressPaymentSuccess'))).toBe('true');
    await shots(page, 'success');
  });

  it('Link is one click: its sheet pays the order straight from shipping, under Link’s name', async () => {
    const page = await newPage(await browser());
    const steps = await onShipping(page);
    const sheet = await openSheet(page, 'link');
    expect(await page.getByRole('dialog', { name: 'Link (sandbox)' }).count()).toBe(1);
    await shots(page, 'link-sheet');
    await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
    await steps.waitFor('success');
    expect(((await page.getByTestId('order-short-id').textContent()) ?? '').trim()).toMatch(/^[23456789A-HJ-NP-Z]{8}$/);
    const home = SANDBOX_WALLET_PAYERS.US.home!;
    expect(await page.getByTestId('success-shipping-address').textContent()).toContain(home.city);
  });

  it('Decline: back on shipping with the decline message, the payer’s address in the form', async () => {
    const page = await newPage(await browser());
    await onShipping(page);
    const sheet = await openSheet(page);
    await sheet.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByTestId('checkout-error-dialog');
    await dialog.getByText(CARD_DECLINED_MESSAGE).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout/shipping');
    await shots(page, 'declined');
    await dialog.getByRole('button', { name: 'Try again' }).click();
    const home = SANDBOX_WALLET_PAYERS.US.home!;
    expect(await page.locator('main').getByLabel('Address', { exact: true }).inputValue()).toBe(home.line1);
  });

  it('Cancel closes the sheet and nothing is ordered', async () => {
    const page = await newPage(await browser());
    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/orders')) orders.push(request.url());
    });
    await onShipping(page);
    const sheet = await openSheet(page);
    await sheet.getByRole('button', { name: 'Cancel', exact: true }).click();
    await sheet.waitFor({ state: 'hidden' });
    expect(orders).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/checkout/shipping');
  });
});

describe('express wallets on the cart page (pay in one step from the cart)', () => {
  it('Apple Pay from the cart: the sheet prices the cart for its address, the order is paid and success shows it', async () => {
    const page = await newPage(await browser());
    const cart = await onCart(page);
    expect(await cart.expressWallets()).toEqual(['Google Pay', 'Apple Pay', 'Pay now', 'Link']);
    await shots(page, 'cart-buttons');
    const sheet = await openSheet(page, 'applepay');
    expect(await page.getByRole('dialog', { name: 'Apple Pay (sandbox)' }).count()).toBe(1);
    const work = SANDBOX_WALLET_PAYERS.US.work!;
    await sheet.getByLabel(new RegExp(work.fullName)).check();
    await expect.poll(() => sheet.getByRole('button', { name: 'Pay', exact: true }).isEnabled(), { timeout: 15_000 }).toBe(true);
    const sheetTotal = ((await page.getByTestId('express-sheet-total').textContent()) ?? '').trim();
    expect(sheetTotal).toMatch(/^\$[\d,]+\.\d\d$/);
    // The cart behind the sheet is priced for the wallet's address: its total is the sheet's.
    await expect.poll(async () => dollars(await cart.summary('total'))).toBe(dollars(sheetTotal));
    await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
    const steps = new CheckoutSteps(page, 'nestwood');
    await steps.waitFor('success');
    expect(((await page.getByTestId('order-short-id').textContent()) ?? '').trim()).toMatch(/^[23456789A-HJ-NP-Z]{8}$/);
    // Charged what the sheet showed, shipped to the wallet's address.
    expect(await page.locator('main').textContent()).toContain(sheetTotal);
    expect(await page.getByTestId('success-shipping-address').textContent()).toContain(work.city);
    expect(await page.evaluate(() => localStorage.getItem('expressPaymentSuccess'))).toBe('true');
    await shots(page, 'cart-success');
  });

  it('Decline from the cart: the shopper stays on the cart with the decline message, the cart unchanged', async () => {
    const page = await newPage(await browser());
    const cart = await onCart(page);
    const lines = await cart.lineTitles();
    expect(lines.length).toBeGreaterThan(0);
    const sheet = await openSheet(page);
    await sheet.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByTestId('checkout-error-dialog');
    await dialog.getByText(CARD_DECLINED_MESSAGE).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout/cart');
    await shots(page, 'cart-declined');
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/checkout/cart');
    expect(await cart.lineTitles()).toEqual(lines);
    expect(await cart.expressWallets()).toEqual(['Google Pay', 'Apple Pay', 'Pay now', 'Link']);
  });
});
