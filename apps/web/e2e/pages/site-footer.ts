import type { Locator, Page } from 'playwright-core';

/** The footer navigation: grouped help and shopping links, support email and phone. */
export class SiteFooter {
  readonly nav: Locator;

  constructor(page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Footer' });
  }

  /** Every link's href attribute as written (paths, mailto:, tel:). */
  async hrefs(): Promise<string[]> {
    return this.nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  }

  async headings(): Promise<string[]> {
    return this.nav.getByRole('heading').allTextContents();
  }
}
