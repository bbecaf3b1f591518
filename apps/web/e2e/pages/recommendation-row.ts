import type { Locator, Page } from 'playwright-core';

/** The recommendation row of a page (home, category listings, product pages, the cart page). */
export class RecommendationRow {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByTestId('recommendation-row');
  }

  /** Scrolls the row into view (it loads only near the viewport) and waits until it shows the API's row or the default one (past the server's preview). */
  async load(): Promise<void> {
    await this.root.scrollIntoViewIfNeeded();
    await this.root.locator('[data-source="api"], [data-source="fallback"]').waitFor();
  }

  /** The cards the server painted before the answer (the default products, without Add to cart). */
  previewTitles(): Promise<string[]> {
    return this.root.locator('[data-testid="recommendation-preview-card"] h3').allTextContents();
  }

  /** 'api' for the API's row, 'fallback' for the default recommendations. */
  async source(): Promise<string | null> {
    return this.root.locator('[data-source]').getAttribute('data-source');
  }

  async context(): Promise<string | null> {
    return this.root.getAttribute('data-context');
  }

  async name(): Promise<string> {
    return ((await this.root.locator('h2').textContent()) ?? '').trim();
  }

  async titles(): Promise<string[]> {
    return (await this.root.locator('[data-testid="recommendation-card"] h3').allTextContents()).map((t) => t.trim());
  }

  /** How many of the loaded row's cards show stars and a review count. */
  ratedCards(): Promise<number> {
    return this.root.locator('[data-testid="recommendation-card"] [data-testid="rating-summary"]').count();
  }

  /** Adds the card's product with its Add to cart button; returns the card's title. */
  async add(index = 0): Promise<string> {
    const card = this.root.getByTestId('recommendation-card').nth(index);
    const title = ((await card.locator('h3').textContent()) ?? '').trim();
    await card.getByTestId('recommendation-add').click();
    return title;
  }

  /** The height the row takes on the page (reserved before it loads). */
  async height(): Promise<number> {
    return (await this.root.boundingBox())?.height ?? 0;
  }
}
