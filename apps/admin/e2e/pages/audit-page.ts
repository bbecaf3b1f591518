import type { Locator, Page } from 'playwright-core';
import { adminUrl } from '../support/stack';

/** One audit entry as the table shows it. */
export interface AuditRow {
  who: string;
  action: string;
  brand: string;
  target: string;
  changes: string;
}

/** /audit: the filters (person, action, dates) and the entries, newest first. */
export class AuditPage {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Audit log' });
  }

  async goto(): Promise<void> {
    await this.page.goto(`${adminUrl()}/audit`);
    await this.loaded();
  }

  private async loaded(): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await this.table.waitFor();
  }

  /** Types the person and action filters and sends them; waits for the URL to carry them. */
  async filter({ person = '', action = '' }: { person?: string; action?: string }): Promise<void> {
    await this.page.getByLabel('Person (email)').fill(person);
    await this.page.getByLabel('Action').fill(action);
    await this.page.getByRole('button', { name: 'Filter', exact: true }).click();
    await this.page.waitForURL(
      (url) => (url.searchParams.get('staff') ?? '') === person && (url.searchParams.get('action') ?? '') === action,
    );
    await this.loaded();
  }

  async rows(): Promise<AuditRow[]> {
    const rows = this.table.locator('tbody tr');
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.querySelectorAll('td')).map((td) => (td as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
      ),
    );
    return cells
      .filter((c) => c.length >= 6)
      .map(([, who = '', action = '', brand = '', target = '', changes = '']) => ({ who, action, brand, target, changes }));
  }
}
