'use client';

import { IntentLink } from '../../../components/intent-link';
import { AUTOFOCUS, ModalDialog, PRIMARY_BUTTON, SECONDARY_BUTTON } from './modal-dialog';

/** Buy-more-save-more modal: acknowledging it ("Continue to checkout") carries on, "Shop bedding" goes shopping. */
export function BuyMoreSaveMoreDialog({
  open,
  onAcknowledge,
  onClose,
}: {
  open: boolean;
  onAcknowledge: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      open={open}
      title="Buy more, save more"
      onClose={onClose}
      testId="buy-more-save-more-dialog"
      actions={
        <>
          <button type="button" className={PRIMARY_BUTTON} {...AUTOFOCUS} onClick={onAcknowledge}>
            Continue to checkout
          </button>
          <IntentLink href="/bedding" className={SECONDARY_BUTTON} onClick={onClose}>
            Shop bedding
          </IntentLink>
        </>
      }
    >
      <p>Your mattress comes with free or discounted bedding offers. Add sheets, pillows or a protector before you check out.</p>
    </ModalDialog>
  );
}
