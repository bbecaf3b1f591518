import type { Locator, Page } from 'playwright-core';
import type { BrandKey } from '@store/core/brands';
import { baseUrl } from '../support/browser';

/** A /bundle-builder/ page composed from its parts (no configurator: the builder is its purchase island). */
export class BundleBuilder {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    private readonly brand: BrandKey,
  ) {
    this.root = page.getByTestId('bundle-builder');
  }

  async goto(path: string): Promise<void> {
    const response = await this.page.goto(`${baseUrl(this.brand)}${path}`);
    if (!response || response.status() !== 200) throw new Error(`${path} on ${this.brand} answered ${response?.status()}`);
    await this.page.locator('[data-testid="bundle-builder"][data-ready="true"]').waitFor();
  }

  /** The fieldset of a part by its legend's start ('Mattress', 'Furniture', 'Headboard', 'Extended warranty'). */
  part(slot: 'base' | 'furniture' | 'headboardAddon' | 'extend'): Locator {
    return this.root.locator(`fieldset[data-slot="${slot}"]`);
  }

  /** Picks a product of a part by its title (a radio) the way a shopper clicks its card. */
  async pick(slot: 'base' | 'furniture', title: string): Promise<void> {
    await this.part(slot)
      .getByRole('radio', { name: new RegExp(`^${title}`) })
      .check();
  }

  /** The checkbox of an optional single-product part ('Add Bamboo Headboard …'). */
  checkbox(slot: 'headboardAddon' | 'extend'): Locator {
    return this.part(slot).getByRole('checkbox');
  }

  async chooseSize(label: string): Promise<void> {
    await this.root
      .locator('label', { has: this.page.getByRole('radio', { name: label, exact: true }) })
      .first()
      .click();
  }

  async chooseFinish(label: string): Promise<void> {
    await this.part('furniture')
      .locator('label', { has: this.page.getByRole('radio', { name: label, exact: true }) })
      .click();
  }

  /** A part's text (its options, prices and why one cannot come). */
  async partText(slot: 'base' | 'furniture' | 'headboardAddon' | 'extend'): Promise<string> {
    return ((await this.part(slot).textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }

  async total(): Promise<string> {
    return (await this.root.getByTestId('bundle-total').textContent())?.trim() ?? '';
  }

  async savings(): Promise<string> {
    return (await this.root.getByTestId('bundle-savings').textContent())?.trim() ?? '';
  }

  /** The summary's lines: 'part: product(, finish) price', the name and the price read apart (they sit in two columns). */
  async summaryLines(): Promise<string[]> {
    return this.root
      .getByTestId('bundle-summary-line')
      .evaluateAll((lines) =>
        lines.map((line) => [...line.children].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()).join(' ')),
      );
  }

  get addButton(): Locator {
    return this.root.getByRole('button', { name: 'Add bundle to cart', exact: true });
  }
}
