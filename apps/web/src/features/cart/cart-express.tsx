'use client';

import { ExpressButtons, type ExpressButtonsProps } from '../checkout/express/express-buttons';
import { PaymentErrorDialogs } from '../checkout/payment/payment-error-dialogs';

/** What the cart page passes for its express buttons: the brand, its address region, providers and checkout defaults. */
export type CartExpressProps = Pick<ExpressButtonsProps, 'brand' | 'region' | 'providers' | 'defaults' | 'canMakePayment'>;

/**
 * The express wallet buttons on the cart page: the shipping step's buttons, sheet and payment, so a shopper pays in
 * one step from the cart (the sheet supplies the address and contact and prices the cart for it; a paid order lands on
 * success). A declined or cancelled payment leaves the shopper on the cart, the error shown in the payment dialog.
 */
export function CartExpress(props: CartExpressProps) {
  return (
    <>
      <ExpressButtons {...props} placement="cart" />
      <PaymentErrorDialogs />
    </>
  );
}
