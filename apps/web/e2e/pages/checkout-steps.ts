import type { Locator, Page } from 'playwright-core';
import type { BrandKey } from '@store/core/brands';
import { baseUrl } from '../support/browser';

/** The steps after the cart (/checkout/shipping, billing, review, success); read inside <main>. */
export class CheckoutSteps {
  private readonly main: Locator;

  constructor(
    private readonly page: Page,
    private readonly brand: BrandKey,
  ) {
    this.main = page.locator('main');
  }

  /** Opens a step by its URL (a direct entry: the checkout's entry rules apply) and waits for the step it settles on. */
  async open(pathAndQuery: string): Promise<string> {
    await this.page.goto(`${baseUrl(this.brand)}${pathAndQuery}`);
    return this.settledStep();
  }

  /** Waits until a checkout step (or the cart page) is shown and answers which one: its path. */
  async settledStep(): Promise<string> {
    await this.page.waitForFunction(() => {
      const step = document.querySelector('[data-testid="checkout-step"]')?.getAttribute('data-step') ?? '';
      // The cart page's own content, at its own URL: the drawer (loaded when idle) has an empty state too, and the cart
      // page is rendered on the server, so a redirect to it lands a round trip later.
      const onCart =
        window.location.pathname === '/checkout/cart' &&
        document.querySelector('main [data-testid="cart-page"], main [data-testid="empty-cart"]') !== null;
      return step !== '' || onCart;
    });
    return new URL(this.page.url()).pathname;
  }

  /** Waits for the step at a path to be shown (after an in-app move). */
  async waitFor(step: string): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === `/checkout/${step}`);
    await this.main.locator(`[data-testid="checkout-step"][data-step="${step}"]`).waitFor();
  }

  async fill(label: string, value: string): Promise<void> {
    await this.main.getByLabel(label, { exact: true }).fill(value);
  }

  async value(label: string): Promise<string> {
    return this.main.getByLabel(label, { exact: true }).inputValue();
  }

  async submit(name: string): Promise<void> {
    await this.main.getByRole('button', { name, exact: true }).click();
  }

  async currentStepLabel(): Promise<string> {
    return ((await this.page.locator('[aria-current="step"]').textContent()) ?? '').trim();
  }

  async summaryTitles(): Promise<string[]> {
    const items = this.main.getByRole('list', { name: 'Items in your order' }).locator('li');
    return (await items.allTextContents()).map((t) => t.trim());
  }

  /** The robots meta and the page type meta of the page. */
  async seo(): Promise<{ robots: string | null; pageType: string | null }> {
    return this.page.evaluate(() => ({
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      pageType: document.querySelector('meta[name="page-type"]')?.getAttribute('content') ?? null,
    }));
  }

  /** No element is wider than the viewport (usable at 360 px). */
  async overflowsHorizontally(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  }
}

/**
 * Puts lines in the shopper's cart through the storefront's own /api (the session cookie is the page's). The once-only
 * protection offer is marked as shown unless `offerProtection` (so it does not cover the journeys that are not about it).
 */
export async function fillCart(
  page: Page,
  brand: BrandKey,
  lines: ReadonlyArray<{ name: string; size: string }>,
  { offerProtection = false } = {},
): Promise<void> {
  await page.goto(`${baseUrl(brand)}/checkout/cart`);
  // The page's own first cart load issues the session cookie; a POST sent while it is in flight would get another
  // session (the store's calls are queued, these are not), and the later Set-Cookie would leave the cart behind.
  await page.locator('[data-testid="empty-cart"], [data-testid="cart-page"]').first().waitFor();
  if (!offerProtection) await page.evaluate(() => localStorage.setItem('checkoutExtendModalTriggered', 'true'));
  await page.evaluate(async (wanted) => {
    const names = wanted.map((l) => l.name).join(',');
    const found = (await (await fetch(`/api/products?names=${names}`)).json()) as {
      result: Array<{ id: string; name: string; properties: Array<{ name: string; defaultValue: string }> }>;
    };
    for (const line of wanted) {
      const product = found.result.find((p) => p.name === line.name);
      if (product === undefined) throw new Error(`No product ${line.name}`);
      const properties = product.properties.map((p) => ({ name: p.name, value: p.name === 'Size' ? line.size : p.defaultValue }));
      const response = await fetch('/api/carts/my/items', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ productID: product.id, quantity: 1, properties }] }),
      });
      if (!response.ok) throw new Error(`Adding ${line.name} answered ${response.status}: ${await response.text()}`);
    }
  }, lines);
}
