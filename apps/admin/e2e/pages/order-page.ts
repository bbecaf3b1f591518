import type { Locator, Page } from 'playwright-core';
import { adminUrl } from '../support/stack';

/** /orders/{id}: the header with its states and action buttons, the sections (lines, totals, records) and the dialogs. */
export class OrderPage {
  readonly header: Locator;

  constructor(private readonly page: Page) {
    this.header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  }

  /** Opens an order by its URL; waits for the order, or for the page's error (another brand's order: not found). */
  async goto(orderId: string): Promise<void> {
    await this.page.goto(`${adminUrl()}/orders/${orderId}`);
    await this.page.getByRole('heading', { level: 1 }).or(this.page.getByRole('alert')).first().waitFor();
  }

  async title(): Promise<string> {
    return (await this.page.getByRole('heading', { level: 1 }).innerText()).trim();
  }

  /** The header's text: order, brand, provider and the three status badges. */
  async headerText(): Promise<string> {
    return (await this.header.innerText()).replace(/\s+/g, ' ').trim();
  }

  /** Waits until the header shows a status badge (after a change, the order is fetched again). */
  async waitForStatus(label: string): Promise<void> {
    await this.header.getByText(label, { exact: true }).waitFor();
  }

  /** The action buttons offered in the header (allowedActions ∩ the role). */
  async actions(): Promise<string[]> {
    return (await this.header.getByRole('button').allInnerTexts()).map((t) => t.trim());
  }

  /** The Totals section as label → shown amount. */
  async totals(): Promise<Record<string, string>> {
    const section = this.page.getByRole('region', { name: 'Totals' });
    const labels = await section.locator('dt').allInnerTexts();
    const values = await section.locator('dd').allInnerTexts();
    return Object.fromEntries(labels.map((label, i) => [label.trim(), (values[i] ?? '').trim()]));
  }

  /** The rows of one of the records tables (Refunds, Shipments, Returns, Payments), as text. */
  async records(name: 'Payments' | 'Refunds' | 'Shipments' | 'Returns' | 'Order lines'): Promise<string[]> {
    const rows = this.page.getByRole('table', { name }).locator('tbody tr');
    return (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  }

  /** The alert shown in place of the order (not found, no access). */
  async error(): Promise<string> {
    return (await this.page.getByRole('alert').first().innerText()).replace(/\s+/g, ' ').trim();
  }

  async openAction(name: string): Promise<Locator> {
    await this.header.getByRole('button', { name, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  /** The toast a finished change shows (its title). */
  toast(title: string): Locator {
    return this.page.getByText(title, { exact: true });
  }
}

/** Picks an option of a labelled Radix select inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The refund dialog: by amount (or the rest, its default), a reason, a note. */
export class RefundDialog {
  constructor(
    private readonly page: Page,
    readonly dialog: Locator,
  ) {}

  async description(): Promise<string> {
    return (await this.dialog.locator('p').first().innerText()).trim();
  }

  async amountValue(): Promise<string> {
    return this.dialog.getByLabel(/^Amount \(/).inputValue();
  }

  async fill({ amount, reason, note }: { amount?: string; reason: string; note?: string }): Promise<void> {
    await this.dialog.getByRole('tab', { name: 'By amount' }).click();
    if (amount !== undefined) await this.dialog.getByLabel(/^Amount \(/).fill(amount);
    await choose(this.page, this.dialog, 'Reason', reason);
    if (note !== undefined) await this.dialog.getByLabel('Note').fill(note);
  }

  async submit(): Promise<string | null> {
    return submitDialog(this.dialog, 'Refund');
  }
}

/**
 * Presses a dialog's action and waits for what happens: the dialog closes (null: the change went through), or it shows
 * the API's error or field messages (answered as text).
 */
export async function submitDialog(dialog: Locator, button: string, timeoutMs = 30_000): Promise<string | null> {
  await dialog.getByRole('button', { name: button, exact: true }).click();
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if ((await dialog.count()) === 0) return null;
    const alerts = await dialog.getByRole('alert').allInnerTexts();
    if (alerts.length > 0) return alerts.join(' ').replace(/\s+/g, ' ').trim();
    const invalid = await dialog.locator('[aria-invalid="true"]').count();
    if (invalid > 0) {
      const messages = await dialog.locator('p[aria-live="polite"]').allInnerTexts();
      return messages.filter((m) => m.trim() !== '').join(' ');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The dialog neither closed nor showed an error within ${timeoutMs} ms`);
}
