'use client';

import { AUTOFOCUS, ModalDialog, PRIMARY_BUTTON, SECONDARY_BUTTON } from './modal-dialog';

/** Items of mismatched size or properties; confirming closes it and goes to shipping. */
export function WrongSizeDialog({ open, onConfirm, onClose }: { open: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <ModalDialog
      open={open}
      title="Do your sizes match?"
      onClose={onClose}
      testId="wrong-size-dialog"
      actions={
        <>
          <button type="button" className={PRIMARY_BUTTON} {...AUTOFOCUS} onClick={onConfirm}>
            Continue to checkout
          </button>
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            Review my cart
          </button>
        </>
      }
    >
      <p>Some items in your cart are in a different size or option from your mattress or bed frame.</p>
      <p>Please check the sizes and options before you continue, or continue if that is what you want.</p>
    </ModalDialog>
  );
}
