import type { Locator, Page } from 'playwright-core';
import { minorUnits } from '../support/shopper';
import { adminUrl } from '../support/stack';

/** /dashboard: the period picker, the key figures, the charts by day and the funnel, each with its table of figures. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${adminUrl()}/dashboard${query}`);
    await this.loaded();
  }

  /** The heading, the key figures and both charts are shown (not the loading line), with no request in flight. */
  async loaded(): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await this.kpi('Orders').waitFor();
    await this.page.locator('[aria-busy="false"]').first().waitFor();
    await this.page.locator('.recharts-surface').first().waitFor();
  }

  kpi(label: 'Orders' | 'Revenue' | 'Average order value' | 'Refunds'): Locator {
    return this.page.getByTestId(`kpi-${label}`);
  }

  async orders(): Promise<number> {
    return Number((await this.kpi('Orders').innerText()).replace(/,/g, ''));
  }

  async revenue(): Promise<number> {
    return minorUnits(await this.kpi('Revenue').innerText());
  }

  /** The words under a key figure: its change and the previous period's value. */
  async card(label: 'Orders' | 'Revenue' | 'Average order value' | 'Refunds'): Promise<string> {
    return (await this.page.getByRole('listitem', { name: label }).innerText()).replace(/\s+/g, ' ').trim();
  }

  async choosePreset(days: 7 | 30 | 90): Promise<void> {
    await this.page
      .getByRole('group', { name: 'Period' })
      .getByRole('button', { name: `Last ${days} days` })
      .click();
    await this.page.waitForURL((url) => url.searchParams.get('days') === String(days));
    await this.loaded();
  }

  /** Opens the custom period, types the days and applies them (the error shown, if any, is answered). */
  async customPeriod(from: string, to: string): Promise<string> {
    await this.page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Custom' }).click();
    const form = this.page.getByRole('form', { name: 'Custom period' });
    await form.getByLabel('From').fill(from);
    await form.getByLabel('To').fill(to);
    await form.getByRole('button', { name: 'Apply' }).click();
    const alert = form.getByRole('alert');
    return (await alert.count()) > 0 ? (await alert.innerText()).trim() : '';
  }

  /** A chart's table of figures, unfolded: its rows' cells. */
  async figures(section: string): Promise<string[][]> {
    const region = this.page.getByRole('region', { name: section });
    const details = region.locator('details').first();
    if (!(await details.evaluate((el) => (el as HTMLDetailsElement).open))) await details.locator('summary').click();
    const rows = await details.locator('tbody tr').all();
    return Promise.all(rows.map(async (row) => (await row.locator('th, td').allInnerTexts()).map((t) => t.trim())));
  }
}
