import type { Page } from 'playwright-core';
import type { BrandKey } from '@store/core/brands';
import { baseUrl } from '../support/browser';

/** A brand's home page. */
export class HomePage {
  constructor(
    private readonly page: Page,
    private readonly brand: BrandKey,
  ) {}

  async goto(): Promise<void> {
    const response = await this.page.goto(`${baseUrl(this.brand)}/`);
    if (!response || response.status() !== 200) throw new Error(`Home of ${this.brand} answered ${response?.status()}`);
  }

  /** The brand name in the header. */
  async brandName(): Promise<string> {
    return (await this.page.getByTestId('brand-name').textContent())?.trim() ?? '';
  }

  /** The page's one h1. */
  async heading(): Promise<string> {
    return (await this.page.locator('h1').textContent())?.trim() ?? '';
  }

  async discontinuedNotice(): Promise<string | null> {
    const notice = this.page.getByTestId('discontinued-notice');
    return (await notice.count()) === 0 ? null : ((await notice.textContent()) ?? '');
  }

  /** Where the notice's successor link points. */
  async successorHref(): Promise<string | null> {
    return this.page
      .getByTestId('discontinued-notice')
      .getByRole('link', { name: /^Shop / })
      .getAttribute('href');
  }

  async priceCount(): Promise<number> {
    return this.page.getByTestId('price').count();
  }
}
