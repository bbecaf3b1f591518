import { text } from 'node:stream/consumers';
import type { Locator, Page } from 'playwright-core';
import { adminUrl } from '../support/stack';

/** /catalog/file: the brand's catalogue file, its download, a dry run of an upload and its apply. */
export class CatalogFilePage {
  readonly plan: Locator;

  constructor(private readonly page: Page) {
    this.plan = page.getByRole('table', { name: 'Planned changes' });
  }

  async open(brand: string): Promise<void> {
    await this.page.goto(`${adminUrl()}/catalog/file?brand=${brand}`);
    await this.page.getByRole('heading', { level: 1, name: 'Catalogue file' }).waitFor();
  }

  /** Clicks Download and answers the file's name and text. */
  async download(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('link', { name: /^Download .*\.json$/ }).click(),
    ]);
    // Read through the connection: the browser is the run's shared one (support/browser-server.ts), so the file it saved
    // has no path on this side.
    return { name: download.suggestedFilename(), text: await text(await download.createReadStream()) };
  }

  /** Chooses a file to import (the dry run starts by itself). */
  async upload(name: string, text: string): Promise<void> {
    await this.page.getByLabel(/^Catalogue file for /).setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(text, 'utf8'),
    });
  }

  planRow(key: string): Locator {
    return this.plan.getByRole('row').filter({ hasText: key });
  }

  /** Apply…, the confirmation, its Apply button; waits for the page to say it was applied. */
  async apply(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Apply…' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }
}
