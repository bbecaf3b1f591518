import type { Locator, Page } from 'playwright-core';

/** The cart page's coupon field as assistive technology sees it: the input, its error and how the two are tied. */
export class CouponField {
  readonly input: Locator;

  constructor(private readonly page: Page) {
    this.input = page.locator('main').getByLabel('Coupon code', { exact: true });
  }

  async submit(code: string): Promise<void> {
    await this.input.fill(code);
    await this.page.locator('main').getByRole('button', { name: 'Apply', exact: true }).click();
  }

  /** The text of the live region the input points to (aria-describedby), its role, and whether the input is marked invalid. */
  async announcedError(): Promise<{ text: string; role: string | null; invalid: string | null; color: string } | null> {
    const describedBy = await this.input.getAttribute('aria-describedby');
    if (describedBy === null) return null;
    const region = this.page.locator(`[id="${describedBy}"]`);
    return {
      text: (await region.textContent())?.trim() ?? '',
      role: await region.getAttribute('role'),
      invalid: await this.input.getAttribute('aria-invalid'),
      color: await region.evaluate((element) => getComputedStyle(element).color),
    };
  }
}
