import type { Locator, Page } from 'playwright-core';

/** The upsell offers and gifts of a product's catalogue page: the list, the offer dialog, the remove confirmation. */
export class ProductOffersPanel {
  readonly list: Locator;

  constructor(private readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Upsell offers and gifts' });
  }

  /** Each listed offer's text (its title, name and badges). */
  async offers(): Promise<string[]> {
    await this.list.locator('li').filter({ hasNotText: 'Loading…' }).first().waitFor();
    return (await this.list.locator('li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  }

  editButtons(): Locator {
    return this.list.getByRole('button', { name: /^Edit / });
  }

  /** Opens an offer's dialog by its name and answers the dialog's form. */
  async edit(name: string): Promise<Locator> {
    await this.list.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const form = this.page.getByRole('form', { name: `Edit the offer ${name}` });
    await form.waitFor();
    return form;
  }

  async add(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Add an offer' }).click();
    const form = this.page.getByRole('form', { name: 'Add an upsell offer or gift' });
    await form.waitFor();
    return form;
  }

  /** The toast with this title, once it shows. */
  async toast(title: string): Promise<string> {
    // Radix also copies a toast into its live region for screen readers: the first is the one on screen.
    const toast = this.page.getByText(title, { exact: true }).first();
    await toast.waitFor();
    return toast.innerText();
  }
}
