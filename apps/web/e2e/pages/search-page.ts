import type { Locator, Page } from 'playwright-core';

/** The /search page: its own search box, the results count, product cards, content page links and suggestions. */
export class SearchPage {
  readonly heading: Locator;
  readonly box: Locator;
  readonly count: Locator;
  readonly products: Locator;
  readonly pages: Locator;
  readonly noResults: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.box = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
    this.count = page.getByRole('main').getByRole('status');
    this.products = page.getByRole('region', { name: /^Products/ }).getByRole('listitem');
    this.pages = page.getByRole('region', { name: /^Pages/ }).getByRole('listitem');
    this.noResults = page.getByRole('region', { name: /^No results for/ });
  }

  async goto(base: string, q: string): Promise<void> {
    await this.page.goto(`${base}/search?q=${encodeURIComponent(q)}`);
  }

  /** Types a search into the page's own box and submits it (a plain GET form). */
  async search(q: string): Promise<void> {
    await this.box.fill(q);
    await Promise.all([this.page.waitForURL(/\/search\?q=/), this.box.press('Enter')]);
  }

  async productTitles(): Promise<string[]> {
    return this.products.getByRole('heading').allTextContents();
  }

  suggestion(text: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: text, exact: true });
  }
}
