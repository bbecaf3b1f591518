'use client';

import { useSyncExternalStore } from 'react';
import { paymentErrorKind, type PaymentErrorKind } from '@store/core/checkout/payment-error';
import type { PaymentProvider } from '@store/core/enums';
import { trackEvent } from '../../../lib/analytics/data-layer';

/** The failed order or payment being shown, kept outside the steps so it survives the move back to billing. */
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

/**
 * 'insufficient' in the text fires an insufficientFunds event (with the provider that declined) and opens the
 * insufficient-funds notice; anything else opens the checkout error modal.
 */
export function showPaymentError(message: string, provider: PaymentProvider): void {
  const kind = paymentErrorKind(message);
  if (kind === 'insufficientFunds') trackEvent({ event: 'insufficientFunds', provider });
  publish({ kind, message });
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
