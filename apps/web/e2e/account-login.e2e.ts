import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADDRESSES, CARDS, CheckoutForm } from './pages/checkout-form';
import { CheckoutSteps, fillCart } from './pages/checkout-steps';
import { LoginPage } from './pages/login-page';
import { linkFromMailbox } from './support/mailbox';
import { baseUrl, browserForFile } from './support/browser';

const SHOTS = 'test-results/account-login';
mkdirSync(SHOTS, { recursive: true });

const browser = browserForFile();
const base = baseUrl('nestwood');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function pageAt(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser().newContext({ viewport });
  return context.newPage();
}

/** The header's account link: its words (visible or for screen readers) and where it goes. */
async function headerAccountLink(page: Page): Promise<{ name: string; path: string }> {
  const link = page.getByTestId('account-link');
  return {
    name: ((await link.textContent()) ?? '').trim(),
    path: new URL((await link.getAttribute('href')) ?? '', base).pathname,
  };
}

/** Whether the API sees this browser as signed in (GET /accounts/me through the storefront). */
async function signedInAs(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/accounts/me', { headers: { accept: 'application/json' } });
    if (response.status !== 200) return null;
    const body = (await response.json()) as { result: { account: { email: string } } };
    return body.result.account.email;
  });
}

/** Opens an emailed link on this storefront and presses its button (the page itself never spends the token). */
async function openEmailedLink(page: Page, link: URL, button: string): Promise<void> {
  await page.goto(`${base}${link.pathname}${link.search}`);
  await page.getByRole('button', { name: button }).click();
}

describe('account sign-in pages', () => {
  it('/login: sign in, create account and find an order; noindex Page metadata; Sign in in the header', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await pageAt(viewport);
      const login = new LoginPage(page);
      await login.goto(base);
      expect(await page.title()).toBe('Sign in | Nestwood');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      expect(await page.locator('meta[name="page-type"]').getAttribute('content')).toBe('Page');
      expect(await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href')).toMatch(/\/login$/);
      expect(await headerAccountLink(page)).toEqual({ name: 'Sign in', path: '/login' });
      for (const name of ['Sign in', 'Create account', 'Find an order']) {
        expect(await page.getByRole('heading', { level: 2, name, exact: true }).isVisible()).toBe(true);
      }
      // Bad input changes nothing and says what is wrong, before any call (once the forms' checks have loaded: they
      // load on the first focus or press, not with the page).
      await login.createAccount.getByRole('button', { name: 'Create account' }).click();
      await expect.poll(() => login.createAccount.getByText('Please enter your name').isVisible()).toBe(true);
      await page.screenshot({ path: `${SHOTS}/login-${viewport.width}.png`, fullPage: true });
      await page.context().close();
    }
  });

  it('a guest order look-up that matches nothing shows the API message', async () => {
    const page = await pageAt(DESKTOP);
    const login = new LoginPage(page);
    await login.goto(base);
    await login.findOrder.getByLabel('Email').fill('nobody@example.com');
    await login.findOrder.getByLabel('ZIP code').fill('10001');
    await login.findOrder.getByLabel('Order number').fill('ZZZZ2222');
    await login.findOrder.getByRole('button', { name: 'Find my order' }).click();
    expect(await login.outcome('order-lookup-outcome')).toContain('We could not find an order with those details');
    await page.context().close();
  });

  it('a guest finds an order from another browser by email, ZIP and order number', async () => {
    const shopper = await pageAt(DESKTOP);
    await fillCart(shopper, 'nestwood', [{ name: 'mattress', size: 'queen' }]);
    const steps = new CheckoutSteps(shopper, 'nestwood');
    const form = new CheckoutForm(shopper);
    const address = { ...ADDRESSES.US, email: `guest.${Date.now()}@example.com` };
    expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
    await form.fillAddress(address);
    await form.continueTo('billing');
    await steps.waitFor('billing');
    await form.fillCard(CARDS.success);
    await form.continueTo('review');
    await steps.waitFor('review');
    await shopper.getByTestId('place-order').click();
    await steps.waitFor('success');
    const shortId = ((await shopper.getByTestId('order-short-id').textContent()) ?? '').trim();
    const orderId = new URL(shopper.url()).searchParams.get('id');
    await shopper.context().close();

    const page = await pageAt(PHONE);
    const login = new LoginPage(page);
    await login.goto(base);
    await login.findOrder.getByLabel('Email').fill(address.email.toUpperCase());
    await login.findOrder.getByLabel('ZIP code').fill(address.zip);
    await login.findOrder.getByLabel('Order number').fill(shortId.toLowerCase());
    await login.findOrder.getByRole('button', { name: 'Find my order' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/my-account/orders/'));
    if (orderId !== null) expect(new URL(page.url()).pathname).toBe(`/my-account/orders/${orderId}`);
    await page.context().close();
  });

  it('create an account, verify from the mailbox, sign out, sign in by link, wrong password, reset, sign in with the new password', async () => {
    const page = await pageAt(DESKTOP);
    const login = new LoginPage(page);
    const email = `ada.${Date.now()}@example.com`;
    const password = 'correct horse battery staple';
    const newPassword = 'a brand new bedtime story';

    // Create an account: a check-your-email answer, then the verification email in the sandbox mailbox.
    await login.goto(base);
    expect(await login.createAnAccount({ name: 'Ada Lovelace', email, password })).toContain('Check your email');
    expect(await signedInAs(page)).toBeNull();
    const verify = await linkFromMailbox(page, base, '/login/verify');
    await openEmailedLink(page, verify, 'Verify my email');
    await page.getByTestId('link-signed-in').waitFor();
    expect(await page.getByTestId('link-signed-in').textContent()).toContain(
      `verified and you are signed in as Ada Lovelace (${email})`,
    );
    expect(await signedInAs(page)).toBe(email);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="account-link"]')?.getAttribute('data-signed-in') === 'true',
    );
    expect(await headerAccountLink(page)).toEqual({ name: 'My account', path: '/my-account' });
    await page.screenshot({ path: `${SHOTS}/verified-1280.png`, fullPage: true });

    // Sign out: back to /login, signed out, the header says Sign in again.
    await page.getByTestId('sign-out').click();
    await page.waitForURL(`${base}/login`);
    expect(await signedInAs(page)).toBeNull();
    expect(await headerAccountLink(page)).toEqual({ name: 'Sign in', path: '/login' });

    // Sign in by a link from the mailbox.
    expect(await login.emailMe('link', email)).toContain(`If ${email} has an account, a sign-in link is on its way`);
    const signInLink = await linkFromMailbox(page, base, '/login/link');
    await openEmailedLink(page, signInLink, 'Sign me in');
    await page.getByTestId('link-signed-in').waitFor();
    expect(await signedInAs(page)).toBe(email);
    // The link is spent: opening it again shows the API's message.
    const again = await pageAt(DESKTOP);
    await openEmailedLink(again, signInLink, 'Sign me in');
    await again.getByTestId('link-failed').waitFor();
    expect(await again.getByTestId('link-failed').textContent()).toContain('This link is invalid or has expired');
    await again.screenshot({ path: `${SHOTS}/link-spent-1280.png`, fullPage: true });
    await again.context().close();
    await page.getByTestId('sign-out').click();
    await page.waitForURL(`${base}/login`);
    expect(await signedInAs(page)).toBeNull();

    // A wrong password: the API's message, still signed out.
    await login.signInWithPassword(email, 'not my password at all');
    expect(await login.outcome('sign-in-outcome')).toContain('Invalid email or password');
    expect(await signedInAs(page)).toBeNull();
    await page.screenshot({ path: `${SHOTS}/wrong-password-1280.png`, fullPage: true });

    // Forgot password: the reset link from the mailbox, a new password.
    expect(await login.emailMe('forgot', email)).toContain(`If ${email} has an account`);
    const reset = await linkFromMailbox(page, base, '/login/reset');
    await page.goto(`${base}${reset.pathname}${reset.search}`);
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    expect(await page.getByText('Password must be at least 10 characters').isVisible()).toBe(true);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByTestId('password-changed').waitFor();
    await page.screenshot({ path: `${SHOTS}/password-changed-1280.png`, fullPage: true });

    // The old password no longer works; the new one signs in and goes to /my-account.
    await login.goto(base);
    await login.signInWithPassword(email, password);
    expect(await login.outcome('sign-in-outcome')).toContain('Invalid email or password');
    await login.goto(base);
    await login.signInWithPassword(email, newPassword);
    await page.waitForURL(`${base}/my-account`);
    expect(await signedInAs(page)).toBe(email);

    // Signed in: the header links My account, /login sends the shopper on to a safe ?next= or to /my-account.
    await page.goto(`${base}/`);
    expect(await headerAccountLink(page)).toEqual({ name: 'My account', path: '/my-account' });
    await page.goto(`${base}/login?next=/mattresses`);
    expect(new URL(page.url()).pathname).toBe('/mattresses');
    await page.goto(`${base}/login?next=//evil.example/`);
    expect(page.url()).toBe(`${base}/my-account`);
    await page.context().close();
  });

  it('phone: the header keeps one row with the account link; the verify page without a token says so', async () => {
    const page = await pageAt(PHONE);
    await page.goto(`${base}/login/verify`);
    await page.getByTestId('link-incomplete').waitFor();
    expect((await page.getByTestId('site-header').boundingBox())?.height).toBeLessThanOrEqual(64);
    expect(await page.getByTestId('account-link').isVisible()).toBe(true);
    expect(await headerAccountLink(page)).toEqual({ name: 'Sign in', path: '/login' });
    await page.screenshot({ path: `${SHOTS}/verify-no-token-390.png`, fullPage: true });
    await page.context().close();
  });
});
