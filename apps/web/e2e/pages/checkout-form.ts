import type { FrameLocator, Locator, Page } from 'playwright-core';

/** An address as a shopper types it (labels); `state` is the code, `email` only on shipping. */
export interface TypedAddress {
  fullName: string;
  line1: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email?: string;
}

/** A valid address in each store's country (US ZIP or Canadian postal code). */
export const ADDRESSES = {
  US: {
    fullName: 'Ann Lee',
    line1: '1 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phone: '5125551234',
    email: 'ann@example.com',
  },
  CA: {
    fullName: 'Ann Lee',
    line1: '290 Bremner Blvd',
    city: 'Toronto',
    state: 'ON',
    zip: 'M5V 3L9',
    phone: '4165551234',
    email: 'ann@example.com',
  },
} as const satisfies Record<'US' | 'CA', TypedAddress>;

/** The sandbox test cards. */
export const CARDS = {
  success: '4242 4242 4242 4242',
  insufficientFunds: '4000 0000 0000 9995',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
} as const;

/**
 * The checkout's address forms and card field, found by their visible labels only, so the same calls work on the
 * labelled placeholder form and on the real forms (a State select or text field; "Province (State)" and
 * "Postal code (ZIP code)" in Canada: the label match is by substring).
 */
export class CheckoutForm {
  private readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.locator('main');
  }

  async fillAddress(address: TypedAddress, scope: Locator = this.main): Promise<void> {
    await scope.getByLabel('Full name', { exact: true }).fill(address.fullName);
    await scope.getByLabel('Address', { exact: true }).fill(address.line1);
    await scope.getByLabel('City', { exact: true }).fill(address.city);
    const state = scope.getByLabel('State');
    if ((await state.evaluate((el) => el.tagName)) === 'SELECT') await state.selectOption(address.state);
    else await state.fill(address.state);
    await scope.getByLabel('ZIP code').fill(address.zip);
    await scope.getByLabel('Phone', { exact: true }).fill(address.phone);
    if (address.email !== undefined) await scope.getByLabel('Email', { exact: true }).fill(address.email);
  }

  /** The hosted card field's frame (the card is typed only there). */
  cardFrame(): FrameLocator {
    return this.page.frameLocator('iframe[src="/api/sandbox/card/field"]');
  }

  async fillCard(number: string, expiry = '12 / 39', cvc = '123'): Promise<void> {
    const frame = this.cardFrame();
    await frame.getByLabel('Card number').fill(number);
    await frame.getByLabel('Expiry').fill(expiry);
    await frame.getByLabel('CVC').fill(cvc);
    // The frame reports completeness by postMessage; let that message land before the page acts on it.
    await this.page.waitForTimeout(150);
  }

  /** The card field's message line (card validation). */
  cardError(): Locator {
    return this.main.getByRole('group', { name: 'Card' }).getByRole('alert');
  }

  async continueTo(step: 'billing' | 'review'): Promise<void> {
    await this.main.getByRole('button', { name: `Continue to ${step}`, exact: true }).click();
  }
}
