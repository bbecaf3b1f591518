import type { CheckoutStep } from '@store/core/checkout/navigation';

/** The Amazon Pay button's element id on the shipping step. */
export const AMAZON_PAY_BUTTON_ID = 'amazon-pay-button';

let clickWhenShown = false;

/**
 * Instalment triggers: "Amazon Pay goes to shipping and clicks the button". The click waits for the button:
 * the shipping step's button takes the request when it mounts (`takeAmazonPayClick`), or at once when it is shown.
 */
export function triggerAmazonPay(goTo: (step: CheckoutStep) => unknown): void {
  const button = typeof document === 'undefined' ? null : document.getElementById(AMAZON_PAY_BUTTON_ID);
  if (button !== null) {
    button.click();
    return;
  }
  clickWhenShown = true;
  goTo('shipping');
}

/** True once after a trigger asked for a click before the button was shown. */
export function takeAmazonPayClick(): boolean {
  const pending = clickWhenShown;
  clickWhenShown = false;
  return pending;
}
