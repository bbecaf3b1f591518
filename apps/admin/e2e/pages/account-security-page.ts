import type { Locator, Page } from 'playwright-core';

/** /account/security: two-step sign-in set up with the password, the secret shown, then a code from the app. */
export class AccountSecurityPage {
  readonly section: Locator;

  constructor(private readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Two-step sign-in' });
  }

  /** Confirms the password; answers the secret key as shown (groups of four) once the QR code is drawn. */
  async startSetup(password: string): Promise<string> {
    await this.section.getByLabel('Current password').fill(password);
    await this.section.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await this.section.getByRole('img', { name: /QR code/ }).waitFor();
    return (await this.section.getByLabel('Secret key').innerText()).trim();
  }

  async backupCodes(): Promise<string[]> {
    return (await this.section.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').allInnerTexts()).map((c) =>
      c.trim(),
    );
  }

  async confirm(code: string): Promise<void> {
    await this.section.getByLabel('Authentication code').fill(code);
    await this.section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  }

  /** The notice shown once two-step sign-in is on. */
  isOn(): Locator {
    return this.section.getByText('Two-step sign-in is on');
  }
}
