import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADDRESSES, CARDS, CheckoutForm } from './pages/checkout-form';
import { CheckoutSteps, fillCart } from './pages/checkout-steps';
import { ProductPage } from './pages/product-page';
import { ReviewsSection } from './pages/reviews-section';
import { baseUrl, browserForFile } from './support/browser';

const SHOTS = 'test-results/reviews';
mkdirSync(SHOTS, { recursive: true });

const browser = browserForFile();
const base = baseUrl('nestwood');
const DESKTOP = { width: 1280, height: 900 };

async function pageAt(viewport = DESKTOP): Promise<Page> {
  const context = await browser().newContext({ viewport });
  return context.newPage();
}

/** Screenshots at 1280 and 390 px: of `section` when given (scrolled to), else the top 1800 px of the page. */
async function screenshots(page: Page, name: string, section?: Locator): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (section) {
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
      continue;
    }
    const height = Math.min(1800, await page.evaluate(() => document.documentElement.scrollHeight));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, clip: { x: 0, y: 0, width, height } });
  }
  await page.setViewportSize(DESKTOP);
}

function isSorted(values: number[]): boolean {
  return values.every((v, i) => i === 0 || values[i - 1]! <= v);
}

describe('reviews', () => {
  it('on /mattress: stars in the header and JSON-LD, a lazy section, votes that survive a reload, show more, topic, search and sort', async () => {
    const page = await pageAt();
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/mattress');

    // Stars + count in the header link to the section; aggregateRating only because there are reviews.
    const header = page.locator('h1 ~ [data-testid="rating-summary"]');
    expect(await header.getByRole('link').textContent()).toMatch(/^[\d,]+ reviews$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5, worstRating: 1 });
    expect(jsonLd.aggregateRating.reviewCount).toBeGreaterThanOrEqual(400);

    // Below the fold the island has not loaded: nothing of it before the shopper scrolls near.
    expect(await page.getByTestId('reviews-widget').count()).toBe(0);
    const reviews = new ReviewsSection(page);
    await reviews.scrollIntoView();
    expect(await reviews.reviews()).toHaveLength(6);
    const total = await reviews.total();
    expect(total).toBe(jsonLd.aggregateRating.reviewCount);

    // Vote Helpful on the newest review: the count goes up and the button is pressed, also after a reload.
    const first = (await reviews.reviews())[0]!;
    const firstTitle = (await first.getByTestId('review-title').textContent()) ?? '';
    const up = reviews.voteUp(first);
    const before = Number(/\((\d+)\)/.exec((await up.textContent()) ?? '')?.[1]);
    await up.click();
    await expect.poll(() => up.textContent()).toBe(`Yes (${before + 1})`);
    expect(await up.getAttribute('aria-pressed')).toBe('true');
    await product.reload();
    await reviews.scrollIntoView();
    const again = reviews.voteUp(reviews.review(firstTitle));
    expect(await again.textContent()).toBe(`Yes (${before + 1})`);
    expect(await again.getAttribute('aria-pressed')).toBe('true');

    // "Show more reviews": the 6 become the first 10, then 20 (no gap, no duplicate).
    const six = await reviews.titles();
    await reviews.showMore();
    const ten = await reviews.titles();
    expect(ten).toHaveLength(10);
    expect(ten.slice(0, 6)).toEqual(six);
    await reviews.showMore();
    expect(await reviews.titles()).toHaveLength(20);
    expect(await reviews.countText()).toBe(`Showing 20 of ${total.toLocaleString('en-US')} reviews.`);

    // A topic chip filters: every shown review has that topic.
    const chips = await reviews.topicChips();
    const topic = chips.find((c) => c.startsWith('Cooling'))?.replace(/ \(\d+\)$/, '') ?? chips[0]!.replace(/ \(\d+\)$/, '');
    await reviews.filterByTopic(topic);
    expect(await reviews.isTopicPressed(topic)).toBe(true);
    const withTopic = await reviews.total();
    expect(withTopic).toBeGreaterThan(0);
    expect(withTopic).toBeLessThan(total);
    for (const topics of await reviews.topicsOfShown()) expect(topics).toContain(topic);
    await screenshots(page, 'product-reviews-topic', page.getByTestId('reviews-section'));

    // Search a word: only matching reviews (title or text), and "Most relevant" becomes the sort.
    await reviews.search('summer');
    const matching = await reviews.texts();
    expect(matching.length).toBeGreaterThan(0);
    for (const text of matching) expect(text).toMatch(/summer/i);
    expect(await reviews.sortLabel()).toBe('Most relevant');
    await reviews.clearSearch();

    // Sort: lowest rated first.
    await reviews.sortBy('Lowest rated');
    expect(isSorted(await reviews.scores())).toBe(true);
    expect((await reviews.scores())[0]).toBeLessThan(5);

    await screenshots(page, 'product-reviews', page.getByTestId('reviews-section'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshots(page, 'product-header');
    await page.context().close();
  });

  it('/reviews lists the whole brand with its bottomline, filters by stars and pages by 10', async () => {
    const page = await pageAt();
    const response = await page.goto(`${base}/reviews`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Customer reviews | Nestwood');
    expect(await page.locator('meta[name="page-type"]').getAttribute('content')).toBe('WP');
    const reviews = new ReviewsSection(page);
    await reviews.waitLoaded();
    expect(await reviews.reviews()).toHaveLength(10);
    await page.getByTestId('reviews-bottomline').waitFor();

    // The first page is in the HTML (no session there); the refresh on mount shows this shopper's vote pressed.
    const firstTitle = (await reviews.titles())[0]!;
    const up = reviews.voteUp(reviews.review(firstTitle));
    await up.click();
    await expect.poll(() => up.getAttribute('aria-pressed')).toBe('true');
    const counted = await up.textContent();
    await page.reload();
    await reviews.waitLoaded();
    await expect.poll(() => reviews.voteUp(reviews.review(firstTitle)).getAttribute('aria-pressed')).toBe('true');
    expect(await reviews.voteUp(reviews.review(firstTitle)).textContent()).toBe(counted);

    expect((await page.getByTestId('five-star-count').textContent())?.trim()).toMatch(/^[\d,]+ five-star reviews$/);
    await reviews.filterByScore(5);
    expect(new Set(await reviews.scores())).toEqual(new Set([5]));
    await reviews.showMore();
    expect(await reviews.reviews()).toHaveLength(20);
    await screenshots(page, 'reviews-page');
    await page.context().close();
  });

  it('listing cards show stars and counts from one batch call', async () => {
    const page = await pageAt();
    await page.goto(`${base}/mattresses`);
    const cards = page.locator('main ul.grid > li');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.getByTestId('rating-summary').count()).toBe(await cards.count());
    expect(await cards.getByTestId('rating-summary').first().textContent()).toMatch(/\d\.\d.*\d+ reviews?$/);
    await page.context().close();
  });

  it('/reviews/video-testimonials shows the album as videos that load nothing until played', async () => {
    const page = await pageAt();
    const response = await page.goto(`${base}/reviews/video-testimonials`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Video testimonials | Nestwood');
    const videos = page.locator('[data-testid="video-album"] video');
    expect(await videos.count()).toBeGreaterThanOrEqual(6);
    for (const video of await videos.all()) {
      expect(await video.getAttribute('preload')).toBe('none');
      expect(await video.getAttribute('controls')).not.toBeNull();
      expect(await video.getAttribute('poster')).toMatch(/\S/);
    }
    expect(await page.locator('figcaption').count()).toBe(await videos.count());
    // The poster images are served locally.
    const poster = (await videos.first().getAttribute('poster')) ?? '';
    expect(await page.evaluate(async (url) => (await fetch(url)).status, poster)).toBe(200);
    await screenshots(page, 'video-testimonials');
    await page.context().close();
  });

  it('a buyer writes a review of a paid order line from the order page and sees it published', async () => {
    const page = await pageAt();
    await fillCart(page, 'nestwood', [{ name: 'natural-cotton-sheet-set', size: 'queen' }]);
    const steps = new CheckoutSteps(page, 'nestwood');
    const form = new CheckoutForm(page);
    expect(await steps.open('/checkout/shipping')).toBe('/checkout/shipping');
    await form.fillAddress(ADDRESSES.US);
    await form.continueTo('billing');
    await steps.waitFor('billing');
    await form.fillCard(CARDS.success);
    await form.continueTo('review');
    await steps.waitFor('review');
    await page.getByTestId('place-order').click();
    await steps.waitFor('success');
    await page.getByTestId('view-order-link').click();
    await page.getByTestId('order-detail').waitFor();
    // A second tab opened before the review is written still offers the form.
    const stale = await page.context().newPage();
    await stale.goto(page.url());
    await stale.getByTestId('order-detail').waitFor();

    const writer = page.getByTestId('write-review').first();
    await writer.getByRole('button', { name: /Write a review/ }).click();
    // Submitting empty names every problem, and sends nothing.
    await writer.getByRole('button', { name: 'Submit review' }).click();
    expect(await writer.getByText('Choose a rating from 1 to 5 stars.').count()).toBe(1);
    await writer.getByRole('radio', { name: '4 stars' }).check();
    await writer.getByLabel('Title', { exact: true }).fill('Soft and crisp');
    await writer.getByLabel('Review', { exact: true }).fill('The sheets feel crisp and get softer with every wash.');
    await writer.getByLabel('Name shown with your review').fill('Jo from Ohio');
    await screenshots(page, 'write-review', page.getByTestId('order-detail'));
    await writer.getByRole('button', { name: 'Submit review' }).click();
    const outcome = page.getByTestId('write-review-outcome').first();
    await expect.poll(() => outcome.getAttribute('data-kind')).toBe('done');
    expect(await outcome.textContent()).toBe('Thank you! Your review is published.');
    expect(await writer.getByTestId('reviewed-note').textContent()).toBe('You reviewed this product.');
    expect(await writer.getByRole('button', { name: /Write a review/ }).count()).toBe(0);

    // After a reload the page knows (GET /reviews/orders/{id}): the note, no form.
    await page.reload();
    const reloaded = page.getByTestId('write-review').first();
    expect(await reloaded.getByTestId('reviewed-note').textContent()).toBe('You reviewed this product.');
    expect(await reloaded.getByRole('button', { name: /Write a review/ }).count()).toBe(0);
    expect(await reloaded.locator('form').count()).toBe(0);
    await screenshots(page, 'reviewed-order', page.getByTestId('order-detail'));

    // One review per order and product: the stale tab's second review gets the API's 409 and shows the note too.
    const again = stale.getByTestId('write-review').first();
    await again.getByRole('button', { name: /Write a review/ }).click();
    await again.getByRole('radio', { name: '5 stars' }).check();
    await again.getByLabel('Title', { exact: true }).fill('Again');
    await again.getByLabel('Review', { exact: true }).fill('Still the best sheets we have owned.');
    await again.getByLabel('Name shown with your review').fill('Jo from Ohio');
    await again.getByRole('button', { name: 'Submit review' }).click();
    await again.getByTestId('reviewed-note').waitFor();
    expect(await again.getByTestId('reviewed-note').textContent()).toBe('You reviewed this product.');
    expect(await again.locator('form').count()).toBe(0);
    await page.context().close();
  });
});
