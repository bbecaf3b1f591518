import type { Locator, Page } from 'playwright-core';
import type { BrandKey } from '@store/core/brands';
import { baseUrl } from '../support/browser';
import { readCartLines, type ShownLine } from './cart-lines';

/** The cart page, /checkout/cart; everything is looked up inside <main>, never in the (closed) drawer. */
export class CartPage {
  private readonly main: Locator;

  constructor(
    private readonly page: Page,
    private readonly brand: BrandKey,
  ) {
    this.main = page.locator('main');
  }

  async goto(query = ''): Promise<void> {
    const response = await this.page.goto(`${baseUrl(this.brand)}/checkout/cart${query}`);
    if (!response || response.status() !== 200) throw new Error(`The cart page of ${this.brand} answered ${response?.status()}`);
    await this.waitLoaded();
  }

  /** Waits until the cart (or its empty state) is shown. */
  async waitLoaded(): Promise<void> {
    await this.main.locator('[data-testid="cart-page"], [data-testid="empty-cart"]').first().waitFor();
  }

  /** Waits until the page's scripts run its controls and no cart call is in flight. */
  async settled(): Promise<void> {
    await this.main.locator('[data-testid="cart-page"][data-ready="true"][aria-busy="false"]').waitFor();
  }

  async lineTitles(): Promise<string[]> {
    return (await this.main.getByTestId('line-title').allTextContents()).map((t) => t.trim());
  }

  async lines(): Promise<ShownLine[]> {
    return readCartLines(this.main);
  }

  async childTitles(parentTitle: string): Promise<string[]> {
    const group = this.main.getByRole('list', { name: `Added with ${parentTitle}` });
    return (await group.getByTestId('line-title').allTextContents()).map((t) => t.trim());
  }

  async quantity(title: string): Promise<number> {
    return Number(await this.main.getByLabel(`Quantity for ${title}`, { exact: true }).inputValue());
  }

  async increase(title: string): Promise<void> {
    await this.main.getByRole('button', { name: `Increase quantity for ${title}`, exact: true }).click();
  }

  async remove(title: string): Promise<void> {
    await this.main.getByRole('button', { name: `Remove ${title}`, exact: true }).click();
  }

  /** A summary row's value ('subtotal', 'coupon', 'shipping', 'tax', 'total'), or null when absent. */
  async summary(row: string): Promise<string | null> {
    const cell = this.main.getByTestId(`summary-${row}`);
    return (await cell.count()) === 0 ? null : ((await cell.textContent())?.trim() ?? '');
  }

  /** The express wallets' button labels shown on the cart (an empty list when none is). */
  async expressWallets(): Promise<string[]> {
    const area = this.main.getByTestId('express-checkout');
    return (await area.getByRole('button').allTextContents()).map((t) => t.trim());
  }

  /** Types the code once the page's scripts run the form (a code typed before could be lost), then presses Apply. */
  async applyCoupon(code: string): Promise<void> {
    await this.settled();
    await this.main.getByLabel('Coupon code', { exact: true }).fill(code);
    await this.main.getByRole('button', { name: 'Apply', exact: true }).click();
  }

  async couponError(): Promise<string> {
    return (await this.main.getByTestId('coupon-error').textContent())?.trim() ?? '';
  }

  async appliedCoupon(): Promise<string | null> {
    const applied = this.main.getByTestId('applied-coupon');
    return (await applied.count()) === 0 ? null : ((await applied.locator('strong').textContent())?.trim() ?? '');
  }

  async removeCoupon(): Promise<void> {
    await this.main.getByRole('button', { name: 'Remove coupon', exact: true }).click();
  }

  async shippingEstimate(): Promise<string> {
    return (await this.main.getByTestId('cart-shipping-estimate').textContent())?.trim() ?? '';
  }

  /** Shares the cart: the status text and the link (from the clipboard, or the fallback field when it was refused). */
  /**
   * Chooses who the share link works for with the keyboard only: Tab from the page to the mode's radio group, then
   * the arrow keys, as a keyboard user would. Returns the label of the checked radio.
   */
  async chooseLinkModeByKeyboard(label: string): Promise<string> {
    const group = this.main.getByTestId('share-mode');
    await group.getByRole('radio', { checked: true }).focus();
    for (let i = 0; i < 2; i += 1) {
      const focused = await this.page.evaluate(() => document.activeElement?.closest('label')?.textContent?.trim() ?? '');
      if (focused === label) break;
      await this.page.keyboard.press('ArrowDown');
    }
    return (await group.locator('label:has(input:checked)').textContent())?.trim() ?? '';
  }

  async share(): Promise<{ status: string; link: string }> {
    await this.main.getByRole('button', { name: 'Share cart', exact: true }).click();
    const status = this.main.getByTestId('share-status');
    await this.page.waitForFunction(
      () => (document.querySelector('main [data-testid="share-status"]')?.textContent ?? '') !== '',
    );
    const text = (await status.textContent())?.trim() ?? '';
    const fallback = this.main.getByTestId('share-link');
    const link =
      (await fallback.count()) > 0 ? await fallback.inputValue() : await this.page.evaluate(() => navigator.clipboard.readText());
    return { status: text, link };
  }

  /** The coupon this brand's storefront keeps in localStorage. */
  async storedCoupon(): Promise<string | null> {
    return this.page.evaluate((brand) => window.localStorage.getItem(`store:coupon:${brand}`), this.brand);
  }
}
