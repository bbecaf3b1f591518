import type { Locator, Page } from 'playwright-core';

/** /login: the Sign in section (password, sign-in link or reset form), Create account and Find an order. */
export class LoginPage {
  readonly signIn: Locator;
  readonly createAccount: Locator;
  readonly findOrder: Locator;

  constructor(private readonly page: Page) {
    this.signIn = page.getByTestId('sign-in-panel');
    this.createAccount = page.getByRole('region', { name: 'Create account' });
    this.findOrder = page.getByRole('region', { name: 'Find an order' });
  }

  async goto(base: string, query = ''): Promise<void> {
    await this.page.goto(`${base}/login${query}`);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  async createAnAccount(values: { name: string; email: string; password: string }): Promise<string> {
    await this.createAccount.getByLabel('Name').fill(values.name);
    await this.createAccount.getByLabel('Email').fill(values.email);
    await this.createAccount.getByLabel('Password').fill(values.password);
    await this.createAccount.getByRole('button', { name: 'Create account' }).click();
    return this.outcome('create-account-outcome');
  }

  async signInWithPassword(email: string, password: string): Promise<void> {
    await this.signIn.getByLabel('Email').fill(email);
    await this.signIn.getByLabel('Password').fill(password);
    await this.signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  /** Switches the Sign in section to one of its email forms, sends it, and answers the confirmation or error shown. */
  async emailMe(kind: 'link' | 'forgot', email: string): Promise<string> {
    const [switchLabel, submitLabel, testId] =
      kind === 'link'
        ? ['Email me a sign-in link', 'Email me a sign-in link', 'sign-in-link-outcome']
        : ['Forgot password?', 'Email me a reset link', 'password-reset-outcome'];
    await this.signIn.getByRole('button', { name: switchLabel }).click();
    await this.page.waitForSelector(`[data-testid="sign-in-panel"][data-mode="${kind}"]`);
    await this.signIn.getByLabel('Email').fill(email);
    await this.signIn.getByRole('button', { name: submitLabel }).click();
    return this.outcome(testId);
  }

  /** The text of a form's answer once there is one. */
  async outcome(testId: string): Promise<string> {
    const region = this.page.getByTestId(testId);
    await this.page.waitForSelector(`[data-testid="${testId}"]:not([data-kind="none"])`);
    return (await region.textContent()) ?? '';
  }
}
