import type { Locator, Page } from 'playwright-core';

/** What every signed-in page has: the sections, the brand switcher and the person menu (account security, sign out). */
export class StaffShell {
  readonly sections: Locator;

  constructor(private readonly page: Page) {
    this.sections = page.getByRole('navigation', { name: 'Sections' });
  }

  async waitSignedIn(): Promise<void> {
    await this.sections.waitFor();
  }

  async sectionNames(): Promise<string[]> {
    return (await this.sections.getByRole('link').allInnerTexts()).map((t) => t.trim());
  }

  private async openPersonMenu(): Promise<void> {
    await this.page.getByRole('button', { name: /account menu/ }).click();
  }

  /** The person menu's button: name, role and brands of the signed-in member. */
  async person(): Promise<string> {
    return (await this.page.getByRole('button', { name: /account menu/ }).innerText()).replace(/\s+/g, ' ').trim();
  }

  async openAccountSecurity(): Promise<void> {
    await this.openPersonMenu();
    await this.page.getByRole('menuitem', { name: 'Account security' }).click();
    await this.page.getByRole('heading', { level: 1, name: 'Account security' }).waitFor();
  }

  async signOut(): Promise<void> {
    await this.openPersonMenu();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await this.page.waitForURL((url) => url.pathname === '/sign-in');
  }
}
