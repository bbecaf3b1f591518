import type { Locator, Page } from 'playwright-core';

/** /staff: the owner's list of staff accounts, the Add staff dialog and each row's actions. */
export class StaffAdminPage {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Staff accounts' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Staff' }).click();
    await this.page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await this.table.waitFor();
  }

  row(email: string): Locator {
    return this.table.getByRole('row').filter({ hasText: email });
  }

  /** Adds an account with every brand and answers the set-password link the dialog shows (after Copy link). */
  async add(email: string, name: string): Promise<string> {
    await this.page.getByRole('button', { name: 'Add staff' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add staff' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('All brands (and brands added later)').check();
    await dialog.getByRole('button', { name: 'Add staff' }).click();
    const link = dialog.getByLabel('Set-password link');
    await link.waitFor();
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    const value = await link.inputValue();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    return value;
  }

  /** Disables an account through its row's Disable and the confirmation; waits for the row to say so. */
  async disable(email: string): Promise<void> {
    await this.row(email).getByRole('button', { name: 'Disable' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Disable account' }).click();
    await this.row(email).getByText('Disabled', { exact: true }).waitFor();
  }
}
