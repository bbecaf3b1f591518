'use client';

import { AUTOFOCUS, ModalDialog, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../modals/modal-dialog';
import { useCheckoutState } from '../use-checkout';
import { closeLeaseFallback, leaseFallbackMessage } from './lease-fallback';

/**
 * "lease provider fallback": back from a declined or cancelled lease, the shopper is offered another payment
 * method (the picker, with the brand's default selected) instead of a dead end.
 */
export function LeaseFallbackDialog({ onChooseAnother }: { onChooseAnother: () => void }) {
  const { modals } = useCheckoutState();
  return (
    <ModalDialog
      open={modals.leaseProviderFallback}
      title="Your lease was not approved"
      onClose={closeLeaseFallback}
      testId="lease-fallback-dialog"
      actions={
        <>
          <button
            type="button"
            className={PRIMARY_BUTTON}
            onClick={() => {
              closeLeaseFallback();
              onChooseAnother();
            }}
            {...AUTOFOCUS}
          >
            Choose another payment method
          </button>
          <button type="button" className={SECONDARY_BUTTON} onClick={closeLeaseFallback}>
            Close
          </button>
        </>
      }
    >
      <p>{leaseFallbackMessage()}</p>
      <p>The lease was not approved and nothing was charged. You can pay another way.</p>
    </ModalDialog>
  );
}
