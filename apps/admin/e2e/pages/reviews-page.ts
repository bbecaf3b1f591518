import type { Locator, Page } from 'playwright-core';
import { adminUrl } from '../support/stack';
import { submitDialog } from './order-page';

type Tab = 'Held' | 'Published' | 'Rejected';

/** /reviews: the moderation queue by state, each review a card with why it was held and its actions. */
export class ReviewsPage {
  constructor(private readonly page: Page) {}

  async goto(search = ''): Promise<void> {
    await this.page.goto(`${adminUrl()}/reviews${search}`);
    await this.page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    await this.waitLoaded();
  }

  private async waitLoaded(): Promise<void> {
    await this.page
      .getByRole('status')
      .filter({ hasText: /review/ })
      .filter({ hasNotText: 'Loading' })
      .first()
      .waitFor();
  }

  async tab(name: Tab): Promise<void> {
    await this.page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
    await this.page.getByRole('tab', { name: new RegExp(`^${name}`), selected: true }).waitFor();
    await this.waitLoaded();
  }

  async search(words: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search reviews' }).fill(words);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
    await this.page.waitForURL((url) => url.searchParams.get('q') === words);
    await this.waitLoaded();
  }

  /** The card of the review with this title. */
  card(title: string): Locator {
    return this.page.getByTestId('staff-review').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  async heldBecause(title: string): Promise<{ text: string; marked: string[] }> {
    const box = this.card(title).getByTestId('held-because');
    return {
      text: (await box.innerText()).replace(/\s+/g, ' ').trim(),
      marked: await box.locator('mark').allInnerTexts(),
    };
  }

  async approve(title: string): Promise<void> {
    await this.card(title).getByRole('button', { name: 'Approve', exact: true }).click();
    await this.page.getByRole('status').filter({ hasText: 'Review approved and published' }).waitFor();
  }

  async openDialog(title: string, button: 'Reject' | 'Reply' | 'Edit reply' | 'Take down'): Promise<Locator> {
    await this.card(title).getByRole('button', { name: button, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  /** Rejects with a reason; answers the dialog's error, if it showed one instead of closing. */
  async reject(title: string, reason: string): Promise<string | null> {
    const dialog = await this.openDialog(title, 'Reject');
    await dialog.getByLabel('Reason (emailed to the writer)').fill(reason);
    return submitDialog(dialog, 'Reject review');
  }

  /** Writes the public reply; the dialog then shows the reply as saved (answered), and is left open. */
  async reply(title: string, text: string): Promise<{ dialog: Locator; saved: string }> {
    const dialog = await this.openDialog(title, 'Reply');
    await dialog.getByLabel('Reply', { exact: true }).fill(text);
    await dialog.getByRole('button', { name: 'Publish reply', exact: true }).click();
    const saved = dialog.getByTestId('saved-reply');
    await saved.waitFor();
    return { dialog, saved: (await saved.innerText()).trim() };
  }

  async closeDialog(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'detached' });
  }
}
