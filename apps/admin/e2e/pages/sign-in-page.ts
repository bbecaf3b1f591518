import type { Locator, Page } from 'playwright-core';
import { adminUrl } from '../support/stack';

/** /sign-in: email and password, then (two-step sign-in on) the authentication code. */
export class SignInPage {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.locator('form');
  }

  async goto(next?: string): Promise<void> {
    await this.page.goto(`${adminUrl()}/sign-in${next ? `?next=${encodeURIComponent(next)}` : ''}`);
    await this.heading().waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** Sends the password step; answers where it led: the code step, a signed-in page, or the error shown. */
  async signIn(email: string, password: string): Promise<'code' | 'signed-in' | { error: string }> {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const code = this.page.getByLabel('Authentication code');
    const alert = this.page.getByRole('alert');
    const signedIn = this.page.getByRole('navigation', { name: 'Sections' });
    await code.or(alert).or(signedIn).first().waitFor();
    if (await code.isVisible()) return 'code';
    if (await signedIn.isVisible()) return 'signed-in';
    return { error: (await alert.innerText()).trim() };
  }

  async enterCode(code: string): Promise<void> {
    await this.page.getByLabel('Authentication code').fill(code);
    await this.page.getByRole('button', { name: 'Verify', exact: true }).click();
  }
}

/** /set-password?token=: the one-time link `npm run staff:add` prints. */
export class SetPasswordPage {
  constructor(private readonly page: Page) {}

  async open(link: string): Promise<void> {
    await this.page.goto(link);
    await this.page.getByRole('heading', { name: 'Set your password' }).waitFor();
  }

  async setPassword(password: string): Promise<void> {
    await this.page.getByLabel('New password').fill(password);
    await this.page.getByLabel('Confirm password').fill(password);
    await this.page.getByRole('button', { name: 'Set password' }).click();
    await this.page.getByText('Your password is set.').waitFor();
  }
}
