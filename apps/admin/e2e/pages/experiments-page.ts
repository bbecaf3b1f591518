import type { Locator, Page } from 'playwright-core';
import { adminUrl } from '../support/stack';

/** /experiments: one card per experiment of the brand, its split inputs, exposures, on/off switch and Save. */
export class ExperimentsPage {
  constructor(private readonly page: Page) {}

  async goto(brand: string): Promise<void> {
    await this.page.goto(`${adminUrl()}/experiments?brand=${brand}`);
    await this.page.getByRole('heading', { level: 1, name: /^Experiments/ }).waitFor();
    await this.card('premier-bundle').waitFor();
  }

  card(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  async running(name: string): Promise<boolean> {
    return (await this.card(name).getByRole('switch').getAttribute('aria-checked')) === 'true';
  }

  /** Types a split (variant -> percent) and saves it; waits for the success toast. */
  async saveSplit(name: string, weights: Record<string, number>): Promise<void> {
    const card = this.card(name);
    for (const [variant, weight] of Object.entries(weights))
      await card.getByRole('textbox', { name: `Split of ${variant} (%)` }).fill(String(weight));
    await card.getByRole('button', { name: 'Save split' }).click();
    await this.page.getByText(`Split of ${name} saved`).first().waitFor();
  }

  /** Flips the switch and confirms in the dialog; waits for the success toast. */
  async toggle(name: string, to: 'on' | 'off'): Promise<void> {
    await this.card(name).getByRole('switch').click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: to === 'off' ? 'Turn off' : 'Turn on' }).click();
    await this.page.getByText(`${name} turned ${to}`).first().waitFor();
  }

  /** A variant's row text (weights, exposures, share). */
  async row(name: string, variant: string): Promise<string> {
    const row = this.card(name)
      .getByRole('row')
      .filter({ has: this.page.getByText(variant, { exact: true }) });
    return (await row.innerText()).replace(/\s+/g, ' ').trim();
  }
}
