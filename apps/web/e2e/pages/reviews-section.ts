import type { Locator, Page } from 'playwright-core';

/** The reviews list with its controls: the product page's lazy section, or the /reviews page. */
export class ReviewsSection {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByTestId('reviews-widget');
  }

  /** Scrolls the product page to its reviews section and waits for the lazy island's first page. */
  async scrollIntoView(): Promise<void> {
    await this.page.getByTestId('reviews-section').scrollIntoViewIfNeeded();
    await this.waitLoaded();
  }

  /** Waits until the page's scripts run the controls (data-ready) and the list has answered (the count is shown). */
  async waitLoaded(): Promise<void> {
    await this.page.locator('[data-testid="reviews-widget"][data-ready="true"]').waitFor();
    await this.page.waitForFunction(() => {
      const count = document.querySelector('[data-testid="reviews-count"]')?.textContent ?? '';
      const list = document.querySelector('[data-testid="reviews-list"]');
      return /^(Showing|No reviews)/.test(count) && list?.getAttribute('aria-busy') !== 'true';
    });
  }

  /** Runs an action that reloads the list and waits for the new count sentence. */
  private async reloadingWith(action: () => Promise<void>): Promise<void> {
    const before = await this.countText();
    const firstBefore = await this.titles().then((t) => t.join('|'));
    await action();
    await this.page.waitForFunction(
      ([count, first]) => {
        const now = document.querySelector('[data-testid="reviews-count"]')?.textContent ?? '';
        const list = document.querySelector('[data-testid="reviews-list"]');
        const titles = [...document.querySelectorAll('[data-testid="review-title"]')].map((e) => e.textContent).join('|');
        return list?.getAttribute('aria-busy') !== 'true' && (now !== count || titles !== first);
      },
      [before, firstBefore] as const,
    );
  }

  async countText(): Promise<string> {
    return ((await this.page.getByTestId('reviews-count').textContent()) ?? '').trim();
  }

  /** The total in "Showing n of N reviews." */
  async total(): Promise<number> {
    const match = /of ([\d,]+) review/.exec(await this.countText());
    return match ? Number(match[1]!.replace(/,/g, '')) : 0;
  }

  async reviews(): Promise<Locator[]> {
    return this.root.getByTestId('review').all();
  }

  async titles(): Promise<string[]> {
    return this.root.getByTestId('review-title').allTextContents();
  }

  /** Title and text of each shown review. */
  async texts(): Promise<string[]> {
    const reviews = await this.reviews();
    return Promise.all(
      reviews.map(
        async (r) =>
          `${await r.getByTestId('review-title').textContent()} ${await r.getByTestId('review-content').textContent()}`,
      ),
    );
  }

  async topicChips(): Promise<string[]> {
    return this.root.getByTestId('topic-chip').allTextContents();
  }

  async filterByTopic(name: string): Promise<void> {
    await this.reloadingWith(() => this.root.getByTestId('topic-chip').filter({ hasText: name }).first().click());
  }

  async isTopicPressed(name: string): Promise<boolean> {
    return (await this.root.getByTestId('topic-chip').filter({ hasText: name }).first().getAttribute('aria-pressed')) === 'true';
  }

  /** Each shown review's topics line. */
  async topicsOfShown(): Promise<string[]> {
    const reviews = await this.reviews();
    return Promise.all(reviews.map(async (r) => (await r.locator('p.text-xs').textContent()) ?? ''));
  }

  async search(text: string): Promise<void> {
    await this.root.getByLabel('Search reviews').fill(text);
    await this.reloadingWith(() => this.root.getByRole('button', { name: 'Search', exact: true }).click());
  }

  async clearSearch(): Promise<void> {
    await this.reloadingWith(() => this.root.getByRole('button', { name: 'Clear', exact: true }).click());
  }

  async sortBy(label: string): Promise<void> {
    await this.reloadingWith(async () => {
      await this.root.getByLabel('Sort by').selectOption({ label });
    });
  }

  async sortLabel(): Promise<string> {
    return this.root.getByLabel('Sort by').evaluate((el) => {
      const select = el as HTMLSelectElement;
      return select.options[select.selectedIndex]?.text ?? '';
    });
  }

  /** Scores of the shown reviews, from their stars' labels. */
  async scores(): Promise<number[]> {
    const labels = await this.root
      .getByTestId('review')
      .locator('[role="img"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    return labels.map((label) => Number(label.split(' ')[0]));
  }

  async filterByScore(score: number): Promise<void> {
    await this.reloadingWith(() => this.root.getByTestId(`score-filter-${score}`).click());
  }

  async showMore(): Promise<void> {
    await this.reloadingWith(() => this.root.getByRole('button', { name: 'Show more reviews' }).click());
  }

  /** The first shown review's vote buttons. */
  voteUp(review: Locator): Locator {
    return review.getByTestId('vote-up');
  }

  /** The review with this title (the first if several). */
  review(title: string): Locator {
    return this.root
      .getByTestId('review')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) })
      .first();
  }
}
