import type { Page } from 'playwright-core';
import type { BrandKey } from '@store/core/brands';
import { baseUrl } from '../support/browser';

/** A content page with a FAQ accordion (/faq, /p/returns ...) and its structured data. */
export class FaqPage {
  constructor(
    private readonly page: Page,
    private readonly brand: BrandKey,
  ) {}

  async goto(path = '/faq'): Promise<void> {
    const response = await this.page.goto(`${baseUrl(this.brand)}${path}`);
    if (!response || response.status() !== 200) throw new Error(`${path} of ${this.brand} answered ${response?.status()}`);
  }

  async questionCount(): Promise<number> {
    return this.page.getByTestId('faq-item').count();
  }

  /** Moves the keyboard focus to a question's summary (Tab from the page start) and presses Enter. */
  async openByKeyboard(question: string): Promise<void> {
    const summary = this.page.locator('summary', { hasText: question });
    for (let presses = 0; presses < 80; presses += 1) {
      await this.page.keyboard.press('Tab');
      if (await summary.evaluate((element) => element === document.activeElement)) {
        await this.page.keyboard.press('Enter');
        return;
      }
    }
    throw new Error(`The question "${question}" never took the keyboard focus`);
  }

  async isOpen(question: string): Promise<boolean> {
    return this.page.locator('details', { hasText: question }).evaluate((element) => (element as HTMLDetailsElement).open);
  }

  /** The visible answer text of a question. */
  async answer(question: string): Promise<string> {
    return (await this.page.locator('details', { hasText: question }).locator('div').innerText()).trim();
  }

  /** Every JSON-LD document of the page, parsed. */
  async jsonLd(): Promise<Record<string, unknown>[]> {
    const texts = await this.page.locator('script[type="application/ld+json"]').allTextContents();
    return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
  }
}
