import type { Locator, Page } from 'playwright-core';
import { readCartLines, type ShownLine } from './cart-lines';

/** The cart drawer every page can open (header button, add to cart, `?cart=` links). */
export class CartDrawer {
  private readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.locator('dialog[data-testid="cart-drawer"]');
  }

  /** Opens the drawer with the header's cart button, once the button is hydrated. */
  async openFromHeader(): Promise<void> {
    await this.page.locator('[data-testid="cart-button"][data-ready="true"]').click();
    await this.waitOpen();
  }

  /** Waits until the drawer is open and its lines (or the empty state) are shown. */
  async waitOpen(): Promise<void> {
    await this.page.locator('dialog[data-testid="cart-drawer"][open]').waitFor();
    await this.root.locator('[data-testid="cart-line"], [data-testid="empty-cart"]').first().waitFor();
  }

  async isOpen(): Promise<boolean> {
    return (await this.root.getAttribute('open')) !== null;
  }

  /** Line titles in cart order (child lines follow their parent). */
  async lineTitles(): Promise<string[]> {
    return (await this.root.getByTestId('line-title').allTextContents()).map((t) => t.trim());
  }

  /** Each line's title and quantity ('Qty n' for child lines). */
  async lines(): Promise<ShownLine[]> {
    return readCartLines(this.root);
  }

  /** The titles of the child lines indented under a parent line. */
  async childTitles(parentTitle: string): Promise<string[]> {
    const group = this.root.getByRole('list', { name: `Added with ${parentTitle}` });
    return (await group.getByTestId('line-title').allTextContents()).map((t) => t.trim());
  }

  async close(): Promise<void> {
    await this.root.getByRole('button', { name: 'Close cart' }).click();
  }

  /** Follows the drawer's link to the cart page. */
  async viewCart(): Promise<void> {
    await this.root.getByRole('link', { name: 'View cart and check out' }).click();
  }
}
