import type { Locator, Page } from 'playwright-core';
import type { BrandKey } from '@store/core/brands';
import { baseUrl } from '../support/browser';

/** The store locator, /store/store-locator: its GET form, the showroom list and the drawn map. */
export class StoreLocatorPage {
  private readonly main: Locator;

  constructor(
    private readonly page: Page,
    private readonly brand: BrandKey,
  ) {
    this.main = page.locator('main');
  }

  async goto(query = ''): Promise<number> {
    const response = await this.page.goto(`${baseUrl(this.brand)}/store/store-locator${query}`);
    return response?.status() ?? 0;
  }

  /** Types the code into the field its label names ('ZIP code' or 'Postal code') and submits the form. */
  async search(label: string, code: string): Promise<void> {
    await this.main.getByLabel(label, { exact: true }).fill(code);
    await Promise.all([this.page.waitForURL(/postalCode=/), this.main.getByRole('button', { name: 'Find showrooms' }).click()]);
  }

  heading(): Promise<string> {
    return this.main.getByTestId('locator-heading').innerText();
  }

  async names(): Promise<string[]> {
    return (await this.main.getByTestId('showroom-name').allTextContents()).map((t) => t.trim());
  }

  async distances(): Promise<string[]> {
    return (await this.main.getByTestId('showroom-distance').allTextContents()).map((t) => t.trim());
  }

  /** The phone link of the first showroom. */
  firstPhoneHref(): Promise<string | null> {
    return this.main.getByTestId('showroom').first().getByRole('link').getAttribute('href');
  }

  error(): Promise<string> {
    return this.main.getByTestId('locator-error').innerText();
  }

  async markerCount(): Promise<number> {
    return this.main.getByTestId('map-marker').count();
  }

  async hasOrigin(): Promise<boolean> {
    return (await this.main.getByTestId('map-origin').count()) === 1;
  }

  async stateHeadings(): Promise<string[]> {
    return (await this.main.getByTestId('state-heading').allTextContents()).map((t) => t.trim());
  }
}
