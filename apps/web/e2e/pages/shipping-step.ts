import type { Locator, Page } from 'playwright-core';

/** An address as the shipping form takes it (state is the select's code). */
export interface ShippingAddress {
  fullName: string;
  line1: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
}

/**
 * The shipping step's form, delivery options and order summary. Fields are found by their visible labels; State and
 * ZIP code by substring, so the Canadian "Province (State)" and "Postal code (ZIP code)" are found by the same words.
 */
export class ShippingStepPage {
  private readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.locator('main');
  }

  field(label: 'Full name' | 'Address' | 'City' | 'State' | 'ZIP code' | 'Phone' | 'Email'): Locator {
    const exact = label !== 'State' && label !== 'ZIP code';
    return this.main.getByLabel(label, { exact });
  }

  /** Fills every field, then leaves the last one (the form validates on blur). */
  async fill(address: Partial<ShippingAddress>): Promise<void> {
    if (address.fullName !== undefined) await this.field('Full name').fill(address.fullName);
    if (address.line1 !== undefined) await this.field('Address').fill(address.line1);
    if (address.city !== undefined) await this.field('City').fill(address.city);
    if (address.state !== undefined) await this.field('State').selectOption(address.state);
    if (address.zip !== undefined) await this.field('ZIP code').fill(address.zip);
    if (address.phone !== undefined) await this.field('Phone').fill(address.phone);
    if (address.email !== undefined) await this.field('Email').fill(address.email);
    await this.main.getByRole('heading', { name: 'Shipping' }).click();
  }

  /** The error line tied to a field (aria-describedby), once it shows a message. */
  async errorOf(label: Parameters<ShippingStepPage['field']>[0], text: string): Promise<void> {
    const field = this.field(label);
    await this.page.waitForFunction(
      ({ id, text: wanted }) => {
        const input = document.getElementById(id);
        const described = input?.getAttribute('aria-describedby');
        return described ? document.getElementById(described)?.textContent === wanted : false;
      },
      { id: (await field.getAttribute('id')) ?? '', text },
    );
  }

  /** Every error message currently shown in the form. */
  async errors(): Promise<string[]> {
    const texts = await this.main.locator('form p[aria-live="polite"]').allTextContents();
    return texts.map((t) => t.trim()).filter((t) => t !== '');
  }

  async submit(): Promise<void> {
    await this.main.getByRole('button', { name: /^Continue to (billing|review)$/ }).click();
  }

  /** Waits until no region set is pending (the submit button is enabled again). */
  async regionSettled(): Promise<void> {
    await this.page.waitForTimeout(600);
    await this.main.locator('form[aria-busy="false"]').waitFor();
  }

  /** The order summary's tax row: its label and value. */
  async taxRow(): Promise<{ label: string; value: string }> {
    const row = this.page.locator('[data-testid="order-summary"] [data-row="tax"]');
    return { label: (await row.locator('dt').textContent()) ?? '', value: (await row.locator('dd').textContent()) ?? '' };
  }

  /** Waits for the summary's tax row label to contain a text (the region set's answer arrived). */
  async waitForTaxLabel(text: string): Promise<void> {
    await this.page.locator('[data-testid="order-summary"] [data-row="tax"] dt', { hasText: text }).waitFor({ timeout: 15_000 });
  }

  deliveryOption(title: string): Locator {
    return this.main.getByTestId('delivery-options').getByRole('radio', { name: new RegExp(title) });
  }
}
