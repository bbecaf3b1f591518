import type { Locator, Page } from 'playwright-core';

/** The product page's purchase bar, fixed at the bottom of small screens. */
export class StickyPurchaseBar {
  readonly root: Locator;
  readonly addToCartButton: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByTestId('sticky-purchase-bar');
    this.addToCartButton = this.root.getByTestId('sticky-add-to-cart');
  }

  /** True when the whole bar is on screen (shown and inside the viewport). */
  async onScreen(): Promise<boolean> {
    const box = await this.root.boundingBox();
    const viewport = this.page.viewportSize();
    if (box === null || viewport === null || !(await this.root.isVisible())) return false;
    return box.y >= 0 && box.y + box.height <= viewport.height + 0.5;
  }

  async price(): Promise<string> {
    return (await this.root.getByTestId('sticky-price').textContent())?.trim() ?? '';
  }

  async addToCart(): Promise<void> {
    await this.addToCartButton.click();
  }
}
