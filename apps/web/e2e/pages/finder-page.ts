import type { Locator, Page } from 'playwright-core';
import type { BrandKey } from '@store/core/brands';
import { baseUrl } from '../support/browser';

/** The mattress finder quiz, /p/mattress-finder-quiz: radio fieldsets, the server's recommendation and its Add to cart. */
export class FinderPage {
  private readonly main: Locator;

  constructor(
    private readonly page: Page,
    private readonly brand: BrandKey,
  ) {
    this.main = page.locator('main');
  }

  async goto(query = ''): Promise<number> {
    const response = await this.page.goto(`${baseUrl(this.brand)}/p/mattress-finder-quiz${query}`);
    return response?.status() ?? 0;
  }

  /** Picks the option labelled `option` in the fieldset whose legend is `question`. */
  async answer(question: string, option: string): Promise<void> {
    await this.main.getByRole('group', { name: question }).getByLabel(option, { exact: true }).check();
  }

  async submit(): Promise<void> {
    await Promise.all([this.page.waitForURL(/position=/), this.main.getByTestId('finder-submit').click()]);
    await this.main.getByTestId('finder-result').waitFor();
  }

  product(): Promise<string> {
    return this.main.getByTestId('finder-product').innerText();
  }

  variant(): Promise<string> {
    return this.main.getByTestId('finder-variant').innerText();
  }

  price(): Promise<string> {
    return this.main.getByTestId('finder-price').innerText();
  }

  async reasons(): Promise<string[]> {
    return (await this.main.getByTestId('finder-reasons').getByRole('listitem').allTextContents()).map((t) => t.trim());
  }

  productLink(): Promise<string | null> {
    return this.main.getByTestId('finder-product-link').getAttribute('href');
  }

  /** Adds the recommendation once the button is hydrated (it warms the cart code on approach). */
  async addToCart(): Promise<void> {
    const button = this.main.getByTestId('add-to-cart');
    await this.page.waitForFunction(() => document.readyState === 'complete');
    await button.hover();
    await button.click();
  }
}
