'use client';

import { useSyncExternalStore } from 'react';
import { paymentErrorKind, type PaymentErrorKind } from '@store/core/checkout/payment-error';

/** The failed order or payment being shown (SPEC §8), kept outside the steps so it survives the move back to billing. */
export interface PaymentErrorView {
  kind: PaymentErrorKind;
  message: string;
}

let current: PaymentErrorView | null = null;
const listeners = new Set<() => void>();

function publish(next: PaymentErrorView | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** SPEC §8: 'insufficient' in the text opens the insufficient-funds notice, anything else the checkout error modal. */
export function showPaymentError(message: string): void {
  publish({ kind: paymentErrorKind(message), message });
}

/** Closes whichever payment dialog is open. */
export function dismissPaymentError(): void {
  publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The payment error to show, for the dialogs. */
export function usePaymentError(): PaymentErrorView | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
