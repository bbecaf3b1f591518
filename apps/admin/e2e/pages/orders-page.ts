import type { Locator, Page } from 'playwright-core';
import { adminUrl } from '../support/stack';

/** /orders: the search box, the filters and the orders table. */
export class OrdersPage {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Orders' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${adminUrl()}/orders${query}`);
    await this.loaded();
  }

  /** The table (or its empty row) is shown, not the loading line. */
  async loaded(): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await this.table.waitFor();
  }

  /** Types in the search box and sends it; waits for the URL to carry it and the table to show its answer. */
  async search(q: string): Promise<void> {
    const search = this.page.getByRole('search');
    await search.getByLabel('Search orders').fill(q);
    await search.getByRole('button', { name: 'Search' }).click();
    await this.page.waitForURL((url) => url.searchParams.get('q') === q);
    await this.loaded();
    await this.page
      .getByRole('status')
      .filter({ hasText: /shown$/ })
      .waitFor();
  }

  /** The body rows' text, one string per order. */
  async rows(): Promise<string[]> {
    return (await this.table.locator('tbody tr').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  }

  async open(shortId: string): Promise<void> {
    await this.table.getByRole('link', { name: shortId, exact: true }).click();
    await this.page.getByRole('heading', { level: 1, name: `Order ${shortId}` }).waitFor();
  }
}
