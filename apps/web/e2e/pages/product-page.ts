import type { Page } from 'playwright-core';
import type { BrandKey } from '@store/core/brands';
import { baseUrl } from '../support/browser';

/** A product page and its configurator island. */
export class ProductPage {
  constructor(
    private readonly page: Page,
    private readonly brand: BrandKey,
  ) {}

  async goto(path: string): Promise<void> {
    const response = await this.page.goto(`${baseUrl(this.brand)}${path}`);
    if (!response || response.status() !== 200) throw new Error(`${path} on ${this.brand} answered ${response?.status()}`);
    await this.waitUntilInteractive();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.waitUntilInteractive();
  }

  /** The configurator marks itself ready once hydrated; choices made before that could be lost. */
  async waitUntilInteractive(): Promise<void> {
    await this.page.locator('[data-testid="configurator"][data-ready="true"]').waitFor();
  }

  /** The address bar: path and query. */
  url(): string {
    const url = new URL(this.page.url());
    return `${url.pathname}${url.search}`;
  }

  /** The path of the page's canonical link. */
  async canonicalPath(): Promise<string> {
    const href = (await this.page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
    return new URL(href, this.page.url()).pathname;
  }

  async goBack(): Promise<void> {
    await this.page.goBack();
    await this.waitUntilInteractive();
  }

  async price(): Promise<string> {
    return (await this.page.getByTestId('price').textContent())?.trim() ?? '';
  }

  /** Chooses an option by its label ('King'), the way a shopper clicks it. */
  async choose(label: string): Promise<void> {
    await this.page.locator('label', { has: this.page.getByRole('radio', { name: label, exact: true }) }).click();
  }

  async isChosen(label: string): Promise<boolean> {
    return this.page.getByRole('radio', { name: label, exact: true }).isChecked();
  }

  /** Rendered widths and sources of the gallery thumbnails. */
  async thumbnails(): Promise<{ width: number; src: string }[]> {
    return this.page
      .getByTestId('gallery-thumb')
      .evaluateAll((images) =>
        images.map((image) => ({ width: image.getBoundingClientRect().width, src: image.getAttribute('src') ?? '' })),
      );
  }

  async mainImageSrc(): Promise<string> {
    return (await this.page.getByTestId('gallery-main').getAttribute('src')) ?? '';
  }

  async showThumbnail(index: number): Promise<void> {
    await this.page.getByTestId('gallery-thumb').nth(index).click();
  }

  async shippingEstimate(): Promise<string> {
    return (await this.page.getByTestId('shipping-estimate').textContent())?.trim() ?? '';
  }

  /** Scrolls to the add-on picker (it loads when near the viewport) and waits until its options are in. */
  async waitForAddOns(): Promise<void> {
    await this.page.getByTestId('add-ons').scrollIntoViewIfNeeded();
    await this.page.locator('[data-testid="add-ons"][aria-busy="false"]').waitFor();
  }

  /** Ticks or clears an add-on by its title ('Free sheets'). */
  async setAddOn(title: string, on: boolean): Promise<void> {
    await this.page.getByTestId('add-ons').getByRole('checkbox', { name: title, exact: true }).setChecked(on);
  }

  /** Ticks or clears an add-on from the keyboard: focus its checkbox and press Space, as a keyboard user would. */
  async pressAddOn(title: string): Promise<void> {
    await this.page.getByTestId('add-ons').getByRole('checkbox', { name: title, exact: true }).focus();
    await this.page.keyboard.press('Space');
  }

  /** The titles of the offers that exclude each other, in their own group, and the group's legend. */
  async exclusiveOffers(): Promise<{ legend: string; titles: string[] }> {
    const group = this.page.getByTestId('exclusive-offers');
    const legend = (await group.locator('legend').textContent())?.trim() ?? '';
    const titles = await group
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
    return { legend, titles };
  }

  /** The card's "Adds: ..." text of an add-on, by its title. */
  async addOnContents(title: string): Promise<string> {
    const card = this.page.getByTestId('add-on').filter({ has: this.page.getByRole('checkbox', { name: title, exact: true }) });
    return (await card.getByTestId('add-on-contents').textContent())?.trim() ?? '';
  }

  /** The combo label an add-on's card shows beside a mattress ('Add Mattress & Get ... for FREE!'), or null. */
  async addOnComboLabel(title: string): Promise<string | null> {
    const card = this.page.getByTestId('add-on').filter({ has: this.page.getByRole('checkbox', { name: title, exact: true }) });
    const label = card.getByTestId('add-on-combo');
    return (await label.count()) === 0 ? null : ((await label.textContent())?.trim() ?? '');
  }

  /** What the picker last announced to screen readers (an exclusive offer replacing others). */
  async addOnAnnouncement(): Promise<string> {
    return (await this.page.getByTestId('add-on-announcement').textContent())?.trim() ?? '';
  }

  async chosenAddOns(): Promise<string[]> {
    return this.page
      .getByTestId('add-ons')
      .getByRole('checkbox', { checked: true })
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
  }

  /** The server-quoted total of the product with its chosen add-ons (minor units), or null while none is settled. */
  async quotedTotal(): Promise<number | null> {
    const row = this.page.getByTestId('quote-total');
    if ((await row.getAttribute('data-status')) !== 'ready') return null;
    const text = (await row.getByTestId('quote-amount').textContent()) ?? '';
    return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
  }

  /** The line under the quoted total: savings, the coupon and shipping. */
  async quoteNote(): Promise<string> {
    await this.page.locator('[data-testid="quote-total"][data-status="ready"]').waitFor();
    return (await this.page.getByTestId('quote-total').locator('span').last().textContent())?.trim() ?? '';
  }

  /** Clicks Add to cart; the cart drawer opens on success. */
  async addToCart(): Promise<void> {
    await this.page.getByTestId('add-to-cart').click();
  }
}
