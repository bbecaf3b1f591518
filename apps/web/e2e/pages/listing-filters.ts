import type { Locator, Page } from 'playwright-core';

/** A category list's filter form: selects, Apply, the chips that remove a filter, and the product cards. */
export class ListingFilters {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Filter and sort' });
  }

  async choose(label: 'Size' | 'Firmness' | 'Price' | 'Sort by', option: string): Promise<void> {
    await this.form.getByLabel(label, { exact: true }).selectOption({ label: option });
  }

  async apply(): Promise<void> {
    await Promise.all([this.page.waitForNavigation(), this.form.getByRole('button', { name: 'Apply' }).click()]);
  }

  /** The cards' prices in page order, as minor units. */
  async cardPrices(): Promise<number[]> {
    const texts = await this.page.getByTestId('card-price').allTextContents();
    return texts.map((text) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100));
  }

  /** Where each card links (path and query). */
  async cardLinks(): Promise<string[]> {
    return this.page
      .getByTestId('product-card')
      .getByRole('link')
      .evaluateAll((links) =>
        links.map(
          (link) => new URL((link as HTMLAnchorElement).href).pathname + new URL((link as HTMLAnchorElement).href).search,
        ),
      );
  }

  chips(): Locator {
    return this.page.getByRole('list', { name: 'Active filters' }).getByRole('link');
  }
}
