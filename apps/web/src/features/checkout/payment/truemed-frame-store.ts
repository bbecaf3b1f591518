import { TRUEMED_FRAME_CLOSED_MESSAGE } from '@store/core/payments/truemed';
import { checkoutSnapshot, updateCheckout } from '../checkout-store';
import type { PaymentOutcome } from './place-order';

interface OpenFrame {
  /** The sandbox Truemed page, on the storefront's origin. */
  url: string;
  /** The Truemed session the answers go to (the page's last path segment). */
  sessionId: string;
}

let frame: OpenFrame | null = null;
let settle: ((outcome: PaymentOutcome) => void) | null = null;

const setFlag = (open: boolean) => updateCheckout({ modals: { ...checkoutSnapshot().modals, healthSavingsProviderFrame: open } });

/**
 * Modal flag "health-savings provider frame": opens the Truemed modal on the session's page. The promise ends
 * only when the modal closes without an answer (the failure to show); approving or cancelling inside the frame
 * navigates the whole window to review instead.
 */
export function openHealthSavingsFrame(url: string): Promise<PaymentOutcome> {
  settle?.({ kind: 'failed', message: TRUEMED_FRAME_CLOSED_MESSAGE });
  frame = { url, sessionId: decodeURIComponent(url.split('/').pop() ?? '') };
  setFlag(true);
  return new Promise((resolve) => {
    settle = resolve;
  });
}

/** The open frame, or null. */
export const healthSavingsFrame = (): OpenFrame | null => frame;

/** Closes the modal: the waiting payment attempt ends with `message`. */
export function closeHealthSavingsFrame(message = TRUEMED_FRAME_CLOSED_MESSAGE): void {
  frame = null;
  setFlag(false);
  settle?.({ kind: 'failed', message });
  settle = null;
}
