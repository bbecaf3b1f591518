import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADDRESSES, CARDS, CheckoutForm, type TypedAddress } from './pages/checkout-form';
import { CartPage } from './pages/cart-page';
import { CheckoutSteps, fillCart } from './pages/checkout-steps';
import { LoginPage } from './pages/login-page';
import { linkFromMailbox } from './support/mailbox';
import { baseUrl, browserForFile } from './support/browser';

const SHOTS = 'test-results/my-account';
mkdirSync(SHOTS, { recursive: true });

const browser = browserForFile();
const base = baseUrl('nestwood');
const DESKTOP = { width: 1280, height: 900 };
const LINES = [
  { name: 'mattress', size: 'queen' },
  { name: 'natural-cotton-sheet-set', size: 'queen' },
];

async function pageAt(viewport = DESKTOP): Promise<Page> {
  const context = await browser().newContext({ viewport });
  return context.newPage();
}

const newEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A new, verified account signed in on this page (create account at /login, the verification link from the mailbox). */
async function signedInShopper(page: Page, name = 'Ann Lee', email = newEmail('shopper')): Promise<string> {
  const login = new LoginPage(page);
  await login.goto(base);
  expect(await login.createAnAccount({ name, email, password: 'a quiet night of sleep' })).toContain('Check your email');
  const verify = await linkFromMailbox(page, base, '/login/verify');
  await page.goto(`${base}${verify.pathname}${verify.search}`);
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await page.getByTestId('link-signed-in').waitFor();
  return email;
}

/** Checks out the filled cart with the sandbox card; answers the short id shown on the success page. */
async function placeOrder(page: Page, address: TypedAddress = ADDRESSES.US): Promise<string> {
  await fillCart(page, 'nestwood', LINES);
  const steps = new CheckoutSteps(page, 'nestwood');
  const form = new CheckoutForm(page);
  expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
  await form.fillAddress(address);
  await form.continueTo('billing');
  await steps.waitFor('billing');
  await form.fillCard(CARDS.success);
  await form.continueTo('review');
  await steps.waitFor('review');
  await page.getByTestId('place-order').click();
  await steps.waitFor('success');
  return ((await page.getByTestId('order-short-id').textContent()) ?? '').trim();
}

async function openAccount(page: Page): Promise<void> {
  await page.goto(`${base}/my-account`);
  await page.getByTestId('my-account').waitFor();
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

describe('my account', () => {
  it('signed out, /my-account goes to /login?next=/my-account', async () => {
    const page = await pageAt();
    await page.goto(`${base}/my-account`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/my-account');
    await page.context().close();
  });

  it('a signed-in shopper places an order, sees it in /my-account, opens it, and Buy again fills the cart', async () => {
    const page = await pageAt();
    await signedInShopper(page);
    const shortId = await placeOrder(page);

    // The success page links to the order's page.
    await page.getByTestId('view-order-link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/my-account/orders/'));
    expect(await page.getByTestId('order-detail-short-id').textContent()).toBe(shortId);

    await openAccount(page);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await page.locator('meta[name="page-type"]').getAttribute('content')).toBe('Page');
    expect(await page.getByTestId('account-order-short-id').allTextContents()).toEqual([shortId]);
    await screenshots(page, 'account');

    await page.getByTestId('account-order').first().getByRole('link').click();
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('order-payment-method').textContent()).toBe('Card');
    expect(await page.getByTestId('order-shipping').textContent()).toContain(ADDRESSES.US.line1);
    expect(await page.getByTestId('order-line').count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('order-line-fulfillment').count()).toBeGreaterThanOrEqual(2);
    await screenshots(page, 'order');

    // The cart is empty after the order; Buy again puts the order's lines back and goes to the cart.
    await page.getByTestId('buy-again').click();
    await page.waitForURL((url) => url.pathname === '/checkout/cart');
    const cart = new CartPage(page, 'nestwood');
    await cart.waitLoaded();
    await cart.settled();
    const titles = await cart.lineTitles();
    expect(titles.some((t) => /mattress/i.test(t))).toBe(true);
    expect(titles.some((t) => /sheet/i.test(t))).toBe(true);
    await page.context().close();
  });

  it('a guest checks out, then creates an account with the same email: the order is in /my-account', async () => {
    const page = await pageAt();
    const email = newEmail('guest');
    const shortId = await placeOrder(page, { ...ADDRESSES.US, email });
    await signedInShopper(page, 'Gus Lee', email);
    await openAccount(page);
    expect(await page.getByTestId('account-order-short-id').allTextContents()).toEqual([shortId]);
    await page.context().close();
  });

  it('the cart follows the account: a guest cart joins it at sign-in on a second browser; both show the same lines; sign-out leaves a new guest cart', async () => {
    const first = await pageAt();
    const email = await signedInShopper(first, 'Cara Bell');
    await fillCart(first, 'nestwood', [LINES[0]!]);
    const firstCart = new CartPage(first, 'nestwood');
    await firstCart.goto();
    await firstCart.settled();
    const [mattress] = await firstCart.lineTitles();

    // Another browser (a phone): a guest cart, then sign in with the password: the cart is the account's, with both lines.
    const second = await pageAt({ width: 390, height: 900 });
    await fillCart(second, 'nestwood', [LINES[1]!]);
    const secondCart = new CartPage(second, 'nestwood');
    await secondCart.goto();
    await secondCart.settled();
    const [sheets] = await secondCart.lineTitles();
    const login = new LoginPage(second);
    await login.goto(base, '?next=/checkout/cart');
    await login.signInWithPassword(email, 'a quiet night of sleep');
    await second.waitForURL((url) => url.pathname === '/checkout/cart');
    await secondCart.settled();
    expect((await secondCart.lineTitles()).sort()).toEqual([mattress, sheets].sort());
    await second.screenshot({ path: `${SHOTS}/cart-joined-390.png`, fullPage: true });

    // The first browser reads the same account cart.
    await firstCart.goto();
    await firstCart.settled();
    expect((await firstCart.lineTitles()).sort()).toEqual([mattress, sheets].sort());
    await first.screenshot({ path: `${SHOTS}/cart-joined-1280.png`, fullPage: true });

    // Signing out on the phone leaves it a fresh, empty guest cart; the account (first browser) keeps its lines.
    await openAccount(second);
    await second.getByTestId('sign-out').click();
    await second.waitForURL((url) => url.pathname === '/');
    await secondCart.goto();
    expect(await second.getByTestId('empty-cart').count()).toBe(1);
    await firstCart.goto();
    await firstCart.settled();
    expect(await firstCart.lineTitles()).toHaveLength(2);
    await first.context().close();
    await second.context().close();
  });

  it('an order of another shopper is the 404 page', async () => {
    const owner = await pageAt();
    await placeOrder(owner);
    const orderId = new URL(owner.url()).searchParams.get('id');
    await owner.context().close();
    const page = await pageAt();
    await signedInShopper(page);
    const response = await page.goto(`${base}/my-account/orders/${orderId ?? 'missing'}`);
    expect(response?.status()).toBe(404);
    await page.context().close();
  });

  it('saved addresses: add, edit, make default, remove', async () => {
    const page = await pageAt();
    await signedInShopper(page);
    await openAccount(page);
    const book = page.getByTestId('account-addresses');
    const form = new CheckoutForm(page);

    const add = async (address: TypedAddress) => {
      await book.getByRole('button', { name: 'Add an address' }).click();
      await form.fillAddress({ ...address, email: undefined }, book.getByTestId('address-editor'));
      await book.getByRole('button', { name: 'Save address' }).click();
      await book.getByTestId('address-editor').waitFor({ state: 'detached' });
    };
    // Bad input: the checkout's messages, nothing saved.
    await book.getByRole('button', { name: 'Add an address' }).click();
    await book.getByRole('button', { name: 'Save address' }).click();
    expect(await book.getByText('Please enter your city').isVisible()).toBe(true);
    await book.getByRole('button', { name: 'Cancel' }).click();
    expect(await book.getByTestId('saved-address').count()).toBe(0);

    await add(ADDRESSES.US);
    await add({ ...ADDRESSES.US, fullName: 'Bo Lee', line1: '500 Main St' });
    const cards = book.getByTestId('saved-address');
    expect(await cards.count()).toBe(2);
    // The first address is the default.
    expect(await book.locator('[data-default="true"]').textContent()).toContain(ADDRESSES.US.line1);

    await book.getByRole('button', { name: /^Edit Bo Lee/ }).click();
    await book.getByTestId('address-editor').getByLabel('Apartment, suite, etc.').fill('Unit 9');
    await book.getByRole('button', { name: 'Save address' }).click();
    await book.getByTestId('address-editor').waitFor({ state: 'detached' });
    expect(await book.getByText('500 Main St, Unit 9').count()).toBeGreaterThan(0);

    await book.getByRole('button', { name: /^Make default Bo Lee/ }).click();
    await expect.poll(() => book.locator('[data-default="true"]').textContent()).toContain('500 Main St');
    await page.reload();
    expect(await book.locator('[data-default="true"]').textContent()).toContain('500 Main St');
    await screenshots(page, 'addresses');

    await book.getByRole('button', { name: /^Remove Bo Lee/ }).click();
    await expect.poll(() => cards.count()).toBe(1);
    // Removing the default makes the remaining one default.
    expect(await book.locator('[data-default="true"]').textContent()).toContain(ADDRESSES.US.line1);
    await page.context().close();
  });

  it('consent toggles persist after a reload', async () => {
    const page = await pageAt();
    await signedInShopper(page);
    await openAccount(page);
    const sms = page.getByLabel('Send me order updates and offers by text message');
    const email = page.getByLabel('Send me order updates and offers by e-mail');
    const smsBefore = await sms.isChecked();
    const emailBefore = await email.isChecked();
    const saved = () =>
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/accounts/me' && r.request().method() === 'PUT');
    await Promise.all([saved(), sms.setChecked(!smsBefore)]);
    await Promise.all([saved(), email.setChecked(!emailBefore)]);
    await page.getByText('Your choices are saved.').waitFor();
    await page.reload();
    expect(await sms.isChecked()).toBe(!smsBefore);
    expect(await email.isChecked()).toBe(!emailBefore);
    await page.context().close();
  });
});
