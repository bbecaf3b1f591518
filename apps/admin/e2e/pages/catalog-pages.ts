import type { Locator, Page } from 'playwright-core';
import { adminUrl } from '../support/stack';

/** /catalog: the products list with its search and group filter. */
export class CatalogListPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto(`${adminUrl()}/catalog`);
    await this.page.getByRole('heading', { name: 'Catalogue', level: 1 }).waitFor();
    await this.table().waitFor();
  }

  table(): Locator {
    return this.page.getByRole('table', { name: 'Products' });
  }

  async search(text: string): Promise<void> {
    await this.page.getByLabel('Search').fill(text);
  }

  async titles(): Promise<string[]> {
    return (await this.table().locator('tbody tr td:first-child a').allInnerTexts()).map((t) => t.trim());
  }

  async open(title: string): Promise<ProductEditorPage> {
    await this.table().getByRole('link', { name: title, exact: true }).click();
    const editor = new ProductEditorPage(this.page);
    await editor.waitLoaded();
    return editor;
  }
}

/** /catalog/{brand}/{id}: the product editor (read only for a role without catalog.edit). */
export class ProductEditorPage {
  constructor(private readonly page: Page) {}

  async goto(brand: string, id: string): Promise<void> {
    await this.page.goto(`${adminUrl()}/catalog/${brand}/${id}`);
    await this.waitLoaded();
  }

  async waitLoaded(): Promise<void> {
    await this.page.getByRole('form', { name: 'Product' }).waitFor();
  }

  field(label: string | RegExp): Locator {
    return this.page.getByLabel(label, { exact: typeof label === 'string' });
  }

  async fill(label: string | RegExp, value: string): Promise<void> {
    await this.field(label).fill(value);
  }

  saveButton(): Locator {
    return this.page.getByRole('button', { name: 'Save product' });
  }

  async save(): Promise<void> {
    await this.saveButton().click();
  }

  /** The toast a save shows, once it shows. */
  async saved(): Promise<string> {
    // Radix also copies a toast into its live region for screen readers: the first is the one on screen.
    const toast = this.page.getByText('Product saved', { exact: true }).first();
    await toast.waitFor();
    return toast.innerText();
  }

  /** The problems box of a refused save. */
  async problems(): Promise<string> {
    const box = this.page.getByRole('alert').filter({ hasText: 'Not saved' });
    await box.waitFor();
    return (await box.innerText()).replace(/\s+/g, ' ');
  }

  /** The stale-save notice and its reload button. */
  staleNotice(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'changed by someone else' });
  }

  async reload(): Promise<void> {
    await this.page.getByRole('button', { name: 'Reload the product' }).click();
    await this.staleNotice().waitFor({ state: 'detached' });
  }
}

/** /catalog/prices: the bulk table of variants and the price sheet. */
export class PricesPage {
  constructor(private readonly page: Page) {}

  async goto(brand: string): Promise<void> {
    await this.page.goto(`${adminUrl()}/catalog/prices?brand=${brand}`);
    await this.page.getByRole('table', { name: 'Variants' }).locator('tbody tr').first().waitFor();
  }

  async search(text: string): Promise<void> {
    await this.page.getByLabel('Search').fill(text);
  }

  async setPrice(sku: string, dollars: string): Promise<void> {
    await this.page.getByLabel(`Price of ${sku}`, { exact: true }).fill(dollars);
  }

  async toggle(sku: string, what: 'sold' | 'in stock' | 'back-order'): Promise<void> {
    await this.page.getByLabel(`${sku} ${what}`, { exact: true }).click();
  }

  async saveAll(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save changes' }).click();
    await this.page
      .getByText(/^Saved \d+ products?$/)
      .first()
      .waitFor();
  }

  /** Uploads a CSV text as a file and waits for its dry run. */
  async upload(name: string, csv: string): Promise<string> {
    await this.page.getByLabel('Price sheet (CSV)').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const summary = this.page.getByText(`Dry run of ${name}`);
    await summary.waitFor();
    return summary.innerText();
  }

  async apply(): Promise<void> {
    await this.page.getByRole('button', { name: /^Apply \d+ changes?$/ }).click();
    await this.page
      .getByText(/^Applied \d+ lines?$/)
      .first()
      .waitFor();
  }

  table(name: 'Problems by line' | 'Changes by line'): Locator {
    return this.page.getByRole('table', { name });
  }
}
