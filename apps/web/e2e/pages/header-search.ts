import type { Locator, Page } from 'playwright-core';

/**
 * The header search box, a combobox with a suggestion list: inline in the header from lg, in the menu dialog below
 * (only the one on screen is found).
 */
export class HeaderSearch {
  readonly box: Locator;
  readonly listbox: Locator;

  constructor(private readonly page: Page) {
    this.box = page.getByTestId('site-header').getByRole('combobox', { name: 'Search products and pages' });
    this.listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  }

  /** Focuses the box and types as a person does, a key at a time. */
  async type(text: string): Promise<void> {
    await this.box.click();
    await this.box.pressSequentially(text, { delay: 40 });
  }

  /** The option titles under a group heading ("Products" or "Pages"), in order. */
  async titles(group: 'Products' | 'Pages'): Promise<string[]> {
    return this.listbox.getByRole('group', { name: group }).getByRole('option').allTextContents();
  }

  option(title: string): Locator {
    return this.listbox.getByRole('option', { name: title, exact: true });
  }

  /** The option the box names as active (aria-activedescendant) and whether it is marked selected; null when none. */
  async active(): Promise<{ title: string; selected: boolean } | null> {
    const id = await this.box.getAttribute('aria-activedescendant');
    if (id === null) return null;
    const option = this.page.locator(`[id="${id}"]`);
    return { title: (await option.textContent()) ?? '', selected: (await option.getAttribute('aria-selected')) === 'true' };
  }
}
