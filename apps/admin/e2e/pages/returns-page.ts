import type { Locator, Page } from 'playwright-core';
import { adminUrl } from '../support/stack';
import { submitDialog } from './order-page';

/** /returns: the returns table, each row with the moves its state allows (Approve, Schedule pick-up, ...). */
export class ReturnsPage {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Returns' });
  }

  async goto(): Promise<void> {
    await this.page.goto(`${adminUrl()}/returns`);
    await this.page.getByRole('heading', { level: 1, name: 'Returns' }).waitFor();
    await this.table.waitFor();
  }

  /** The row of an order's return. */
  row(orderShortId: string): Locator {
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('link', { name: orderShortId, exact: true }) });
  }

  async rowText(orderShortId: string): Promise<string> {
    return (await this.row(orderShortId).innerText()).replace(/\s+/g, ' ').trim();
  }

  async actions(orderShortId: string): Promise<string[]> {
    return (await this.row(orderShortId).getByRole('button').allInnerTexts()).map((t) => t.trim());
  }

  /** Waits for the row's status badge to read `label` (the list is fetched again after a move). */
  async waitForStatus(orderShortId: string, label: string): Promise<void> {
    await this.row(orderShortId).getByText(label, { exact: true }).waitFor();
  }

  /** A move without a dialog (Approve, Mark received). */
  async press(orderShortId: string, button: 'Approve' | 'Mark received'): Promise<void> {
    await this.row(orderShortId).getByRole('button', { name: button, exact: true }).click();
  }

  /** Opens a move's dialog (Schedule pick-up, Refund, Refuse). */
  async openDialog(orderShortId: string, button: 'Schedule pick-up' | 'Refund' | 'Refuse'): Promise<Locator> {
    await this.row(orderShortId).getByRole('button', { name: button, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  async schedulePickup(orderShortId: string, day: string): Promise<string | null> {
    const dialog = await this.openDialog(orderShortId, 'Schedule pick-up');
    await dialog.getByLabel('Pick-up date').fill(day);
    return submitDialog(dialog, 'Schedule pick-up');
  }
}
