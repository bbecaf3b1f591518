import type { Locator, Page } from 'playwright-core';
import type { BrandKey } from '@store/core/brands';
import { baseUrl } from '../support/browser';

/** Comparison and sale pages: the comparison table, its cells and the size form. */
export class ComparePage {
  constructor(
    readonly page: Page,
    private readonly brand: BrandKey,
  ) {}

  /** Opens a path of the brand; returns the HTTP status. */
  async goto(path: string): Promise<number> {
    const response = await this.page.goto(`${baseUrl(this.brand)}${path}`);
    return response?.status() ?? 0;
  }

  table(): Locator {
    return this.page.getByTestId('compare-table').first();
  }

  /** The product ids of the table's columns, in order. */
  async columnIds(): Promise<string[]> {
    return this.table()
      .locator('thead th[data-product-id]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-product-id') ?? ''));
  }

  /** The main value of one cell (a price without its struck list price). */
  async cell(row: string, productId: string): Promise<string> {
    const cell = this.table().locator(`tr[data-row="${row}"] td[data-product-id="${productId}"]`).first();
    return ((await cell.locator('span').first().textContent()) ?? '').trim();
  }

  /** Whether the table's region scrolls sideways inside itself (its content is wider than it). */
  async scrollsInItsRegion(): Promise<boolean> {
    return this.page
      .getByRole('region', { name: /compared/ })
      .first()
      .evaluate((region) => region.scrollWidth > region.clientWidth);
  }

  /** Whether the page as a whole is wider than the viewport (it must not be). */
  async pageOverflows(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  }

  /** Picks a size in the GET form and submits it (a full navigation, no JavaScript needed). */
  async chooseSize(label: string): Promise<void> {
    await this.page.getByLabel('Size', { exact: true }).selectOption({ label });
    await Promise.all([this.page.waitForURL(/size=/), this.page.getByRole('button', { name: 'Show prices' }).click()]);
  }
}
