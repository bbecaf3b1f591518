import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { adminUrl } from '../support/stack';

/** /coupons and /coupons/{brand}/{code}: the list, the "New coupon" dialog and one coupon's page. */
export class CouponsPage {
  constructor(private readonly page: Page) {}

  async goto(brand: string): Promise<void> {
    await this.page.goto(`${adminUrl()}/coupons?brand=${brand}`);
    await this.page.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor();
    await this.table().waitFor();
  }

  table(): Locator {
    return this.page.getByRole('table', { name: 'Coupons' });
  }

  /** The codes the list shows, in order. */
  async codes(): Promise<string[]> {
    return (await this.table().locator('tbody tr td:first-child').allTextContents()).map((t) => t.trim());
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search' }).fill(text);
  }

  /** Opens "New coupon", types a percent over 100 and tries to create it: answers the error shown beside the field. */
  async refusedPercent(code: string, percent: number): Promise<string> {
    await this.page.getByRole('button', { name: 'New coupon' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New coupon' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
    const field = dialog.getByRole('textbox', { name: 'Percent off' });
    await field.fill(String(percent));
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await this.page.waitForFunction(() => document.querySelector('[role=dialog] input[aria-invalid=true]') !== null);
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    const ids = describedBy.split(' ').filter((id) => id.endsWith('-error'));
    return ((await this.page.locator(`[id="${ids[0] ?? ''}"]`).textContent()) ?? '').trim();
  }

  /** In the open "New coupon" dialog (or a new one), types a percent coupon on every line and creates it; waits for its page. */
  async create(rules: { code: string; percent: number; perShopper?: number }): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: 'New coupon' });
    if ((await dialog.count()) === 0) await this.page.getByRole('button', { name: 'New coupon' }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).fill(rules.code);
    await dialog.getByRole('textbox', { name: 'Percent off' }).fill(String(rules.percent));
    if (rules.perShopper !== undefined)
      await dialog.getByRole('textbox', { name: 'Uses per shopper' }).fill(String(rules.perShopper));
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await this.page.getByRole('heading', { level: 1, name: new RegExp(rules.code) }).waitFor();
  }

  /** The status badge beside the coupon page's heading. */
  async status(): Promise<string> {
    return (
      (await this.page
        .locator('h1 + div, header')
        .getByText(/^(Active|Scheduled|Paused|Expired|Used up)$/)
        .first()
        .textContent()) ?? ''
    ).trim();
  }

  /** The "version N" the coupon page shows under its heading. */
  private version(): Promise<string | null> {
    return this.page
      .getByText(/· version \d+$/)
      .first()
      .textContent();
  }

  /**
   * Pause, Resume or Expire now, confirmed in the dialog; waits for the toast and for the page to show the coupon's
   * new version (the rules form starts again from the stored rules then, so a field filled before would be lost).
   */
  async change(button: 'Pause' | 'Resume' | 'Expire now', toast: string): Promise<void> {
    const before = await this.version();
    await this.page.getByRole('button', { name: button, exact: true }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: button, exact: true }).click();
    await this.page.getByText(toast).first().waitFor();
    await expect.poll(() => this.version()).not.toBe(before);
  }

  /** On the coupon's page: a new percent in the rules form, saved; waits for the toast. */
  async editPercent(percent: number): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Coupon rules' });
    await form.getByRole('textbox', { name: 'Percent off' }).fill(String(percent));
    await form.getByRole('button', { name: 'Save changes' }).click();
    await this.page.getByText('Coupon saved').first().waitFor();
  }
}
