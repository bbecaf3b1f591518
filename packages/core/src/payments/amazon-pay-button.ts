/**
 * Amazon Pay's button configuration, the options Amazon's renderButton takes: the ledger currency (USD), the
 * checkout language (en_US), the product type (pay and ship: Amazon collects the shipping address) and the placement
 * (the cart). The sandbox's button carries them as data attributes, where a live button would be rendered with them.
 */
export const AMAZON_PAY_BUTTON_CONFIG = {
  ledgerCurrency: 'USD',
  checkoutLanguage: 'en_US',
  productType: 'PayAndShip',
  placement: 'Cart',
} as const;

/** The button's configuration as `data-*` attributes (data-ledger-currency="USD", ...). */
export function amazonPayButtonAttributes(): Record<`data-${string}`, string> {
  return Object.fromEntries(
    Object.entries(AMAZON_PAY_BUTTON_CONFIG).map(([key, value]) => [
      `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      value,
    ]),
  ) as Record<`data-${string}`, string>;
}
