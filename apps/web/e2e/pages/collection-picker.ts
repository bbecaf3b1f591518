import type { Locator, Page } from 'playwright-core';

/** A furniture product page's collection ("Complete the collection"), under the configurator. */
export class CollectionPicker {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByTestId('collection');
  }

  /** The picker loads in its own chunk after the page; choices made before it is hydrated could be lost. */
  async waitUntilInteractive(): Promise<void> {
    await this.page.locator('[data-testid="collection"][data-ready="true"]').waitFor();
  }

  private item(title: string): Locator {
    return this.root.getByTestId('collection-item').filter({ hasText: title });
  }

  /** The quantity control of a piece, found by its accessible name ('Quantity of Socalle Nightstand'). */
  quantityControl(title: string): Locator {
    return this.root.getByRole('combobox', { name: `Quantity of ${title}`, exact: true });
  }

  async setQuantity(title: string, quantity: number): Promise<void> {
    await this.quantityControl(title).selectOption(String(quantity));
  }

  /** The quantities a piece offers (0 up to its maximum). */
  async quantityChoices(title: string): Promise<string[]> {
    return this.quantityControl(title)
      .locator('option')
      .evaluateAll((options) => options.map((o) => o.getAttribute('value') ?? ''));
  }

  async setFinish(title: string, finish: string): Promise<void> {
    await this.root.getByRole('combobox', { name: `Finish of ${title}`, exact: true }).selectOption({ label: finish });
  }

  /** A piece's text: type and limit, colour note, price, and why it cannot come, if so. */
  async itemText(title: string): Promise<string> {
    return ((await this.item(title).textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }

  async itemPrice(title: string): Promise<string> {
    return ((await this.item(title).getByTestId('collection-item-price').textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }

  async total(): Promise<string> {
    return (await this.root.getByTestId('collection-total').textContent())?.trim() ?? '';
  }

  async savings(): Promise<string> {
    return (await this.root.getByTestId('collection-savings').textContent())?.trim() ?? '';
  }

  get addButton(): Locator {
    return this.root.getByRole('button', { name: 'Add set to cart', exact: true });
  }

  async error(): Promise<string> {
    return (await this.root.getByTestId('add-collection-error').textContent())?.trim() ?? '';
  }
}
