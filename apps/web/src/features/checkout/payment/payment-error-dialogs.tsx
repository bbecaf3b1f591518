'use client';

import { AUTOFOCUS, ModalDialog, PRIMARY_BUTTON } from '../modals/modal-dialog';
import { dismissPaymentError, usePaymentError } from './payment-error-store';

/** The insufficient-funds notice and the checkout error modal, whichever the last payment error opened. */
export function PaymentErrorDialogs() {
  const error = usePaymentError();
  const ok = (
    <button type="button" className={PRIMARY_BUTTON} onClick={dismissPaymentError} {...AUTOFOCUS}>
      Try again
    </button>
  );
  return (
    <>
      <ModalDialog
        open={error?.kind === 'insufficientFunds'}
        title="Insufficient funds"
        onClose={dismissPaymentError}
        actions={ok}
        testId="insufficient-funds-dialog"
      >
        <p>{error?.kind === 'insufficientFunds' ? error.message : ''}</p>
        <p>Nothing was charged. Please use another card or payment method.</p>
      </ModalDialog>
      <ModalDialog
        open={error?.kind === 'checkoutError'}
        title="We could not complete your order"
        onClose={dismissPaymentError}
        actions={ok}
        testId="checkout-error-dialog"
      >
        <p>{error?.kind === 'checkoutError' ? error.message : ''}</p>
      </ModalDialog>
    </>
  );
}
