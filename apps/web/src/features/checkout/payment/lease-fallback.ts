'use client';

import { checkoutSnapshot, updateCheckout } from '../checkout-store';

/** The failed lease's message, shown in the fallback dialog; set before the flag opens it. */
let message = '';

/** Modal flag "lease provider fallback": the lease was declined or cancelled; offer another payment method. */
export function openLeaseFallback(text: string): void {
  message = text;
  updateCheckout({ modals: { ...checkoutSnapshot().modals, leaseProviderFallback: true } });
}

export function closeLeaseFallback(): void {
  updateCheckout({ modals: { ...checkoutSnapshot().modals, leaseProviderFallback: false } });
}

/** The message the dialog shows. */
export function leaseFallbackMessage(): string {
  return message;
}
