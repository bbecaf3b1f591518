import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, browserForFile } from '../../web/e2e/support/browser';
import { ReviewsPage } from './pages/reviews-page';
import { SignInPage } from './pages/sign-in-page';
import { openShopperOrder, placeOrder, waitForMail, type ShopperOrder } from './support/shopper';
import { SHOTS, shot, staffAccounts, staffPage } from './support/stack';

/**
 * Review moderation at 1440 px: two guests buy sheets through the storefront's checkout and review them from their
 * order page, one with a link spelled out ("cheap-beds dot com"), the other with a phone number spelled out in words;
 * both are held. The nestwood manager sees why in the queue (the matches marked), approves the first and replies in
 * public; the storefront's /reviews and the product page show the review with "Response from Nestwood". The manager
 * rejects the second with a reason, and its writer's sandbox mailbox has the email with that reason.
 */

const browser = browserForFile();
const staff = staffAccounts();
const SHEETS = [{ name: 'natural-cotton-sheet-set', size: 'queen' }];
const RUN = Date.now().toString(36);
const LINKED = { title: `Crisp sheets ${RUN}`, text: 'Lovely and crisp. Even better deals at cheap-beds dot com' };
const PHONED = { title: `Call me ${RUN}`, text: 'Great sheets, text me on five five five one two three four' };
const REPLY = 'Thank you for the kind words! Our sheets soften with every wash. Enjoy them.';
const REASON = 'Reviews may not carry phone numbers. Thank you for understanding.';

let started = 0;
afterAll(() => console.log(`reviews journey took ${((Date.now() - started) / 1000).toFixed(1)} s`));

/** The guest writes a review of the order's sheets on their order page, as a shopper does. */
async function writeReview(order: ShopperOrder, review: { title: string; text: string }): Promise<string> {
  const page = await openShopperOrder(order);
  const writer = page.getByTestId('write-review').first();
  await writer.getByRole('button', { name: /Write a review/ }).click();
  await writer.getByRole('radio', { name: '5 stars' }).check();
  await writer.getByLabel('Title', { exact: true }).fill(review.title);
  await writer.getByLabel('Review', { exact: true }).fill(review.text);
  await writer.getByLabel('Name shown with your review').fill('Sam P.');
  await writer.getByRole('button', { name: 'Submit review' }).click();
  const outcome = page.getByTestId('write-review-outcome').first();
  await expect.poll(() => outcome.getAttribute('data-kind')).toBe('done');
  return ((await outcome.textContent()) ?? '').trim();
}

/** The storefront's /reviews page once the review shows (newest first), reloaded until it does. */
async function storefrontReview(page: Page, title: string) {
  const card = page.getByTestId('review').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl('nestwood')}/reviews`);
        return card.count();
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(1);
  return card;
}

describe('review moderation', () => {
  it('held reviews: approved with a public reply on the storefront, or rejected with the reason emailed', async () => {
    started = Date.now();
    const [linked, phoned] = [await placeOrder(browser(), 'nestwood', SHEETS), await placeOrder(browser(), 'nestwood', SHEETS)];
    const held = 'Thank you! Your review will appear once our team has checked it.';
    expect(await writeReview(linked, LINKED)).toBe(held);
    expect(await writeReview(phoned, PHONED)).toBe(held);

    // The manager's queue: both held, each saying why, with what tripped the rule marked in the text as it reads.
    const { page } = await staffPage(browser());
    const signIn = new SignInPage(page);
    await signIn.goto();
    expect(await signIn.signIn(staff.nestwoodManager.email, staff.nestwoodManager.password!)).toBe('signed-in');
    const reviews = new ReviewsPage(page);
    await reviews.goto();
    await reviews.search(RUN);
    const linkedWhy = await reviews.heldBecause(LINKED.title);
    expect(linkedWhy.text).toContain('Held because: Link');
    expect(linkedWhy.marked).toEqual(['cheap-beds.com']);
    const phonedWhy = await reviews.heldBecause(PHONED.title);
    expect(phonedWhy.text).toContain('Held because: Looks disguised');
    expect(phonedWhy.marked).toEqual(['5 5 5 1 2 3 4']);
    await shot(page, 'reviews-01-held-queue');

    // Approve the first and reply in public: the dialog shows the reply once saved.
    await reviews.approve(LINKED.title);
    await reviews.card(LINKED.title).waitFor({ state: 'detached' });
    await reviews.tab('Published');
    const { dialog, saved } = await reviews.reply(LINKED.title, REPLY);
    expect(saved.replace(/\s+/g, ' ')).toBe(`Published reply ${REPLY}`);
    await shot(page, 'reviews-02-reply-saved', { fullPage: false });
    await reviews.closeDialog(dialog);
    expect(await reviews.card(LINKED.title).getByTestId('staff-review-reply').innerText()).toContain(REPLY);
    await shot(page, 'reviews-03-published-with-reply');

    // The storefront shows it with the brand's response, at 1280 and 390 px.
    const shopperPage = await (await browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const card = await storefrontReview(shopperPage, LINKED.title);
    const reply = card.getByTestId('review-reply');
    expect(await reply.innerText()).toContain('Response from Nestwood');
    expect(await reply.innerText()).toContain(REPLY);
    for (const width of [1280, 390]) {
      await shopperPage.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: path.join(SHOTS, `reviews-04-storefront-${width}.png`) });
    }

    // And on the product's own page, in its lazy reviews section (newest first).
    await shopperPage.setViewportSize({ width: 1280, height: 900 });
    await shopperPage.goto(`${baseUrl('nestwood')}/bedding/natural-cotton-sheet-set`);
    await shopperPage.getByTestId('reviews-section').scrollIntoViewIfNeeded();
    const onProduct = shopperPage
      .getByTestId('reviews-section')
      .getByTestId('review')
      .filter({ has: shopperPage.getByRole('heading', { name: LINKED.title, exact: true }) });
    expect(await onProduct.getByTestId('review-reply').innerText()).toContain('Response from Nestwood');
    for (const width of [1280, 390]) {
      await shopperPage.setViewportSize({ width, height: 900 });
      await onProduct.scrollIntoViewIfNeeded();
      await onProduct.screenshot({ path: path.join(SHOTS, `reviews-05-product-page-${width}.png`) });
    }

    // Reject the second with a reason: its writer's mailbox has it.
    await reviews.tab('Held');
    expect(await reviews.reject(PHONED.title, REASON)).toBeNull();
    await reviews.tab('Rejected');
    expect(await reviews.card(PHONED.title).innerText()).toContain(REASON);
    await shot(page, 'reviews-06-rejected');
    const [email] = await waitForMail(phoned, /review of .* was not published/);
    expect(email!.subject).toBe('Your Nestwood review of Natural Cotton Sheet Set was not published');
    expect(email!.text).toContain(`Our team read your review “${PHONED.title}” and could not publish it, for this reason:`);
    expect(email!.text).toContain(REASON);
  });
});
