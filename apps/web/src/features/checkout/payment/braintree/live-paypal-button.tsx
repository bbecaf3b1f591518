'use client';

import { useEffect, useState } from 'react';
import type { PaymentProvider } from '@store/core/enums';
import { fetchClientToken } from '../../../../lib/api/braintree';
import { ApiError, userFacingMessage } from '../../../../lib/api/errors';
import type { LivePaypalConfig } from '../../../../lib/env';
import { updateCheckout } from '../../checkout-store';

/** Said after PayPal's window was closed without approving. */
export const PAYPAL_CANCELLED_MESSAGE = 'The PayPal payment was cancelled. You can try again or choose another payment method.';

type ButtonState = { status: 'loading' | 'ready' | 'approved' | 'failed'; message: string | null };

interface LivePaypalButtonProps {
  provider: PaymentProvider;
  total: { amount: number; currency: string };
  config: LivePaypalConfig;
}

/**
 * Live PayPal on billing: PayPal's button (Braintree's client SDK, loaded only now); the approval's one-time
 * nonce becomes the checkout's payment token, which Place order sends. Showing the panel clears an earlier token (a
 * nonce is spent once, and belongs to the provider it was made for).
 */
export function LivePaypalButton({ provider, total: { amount, currency }, config: { scriptBase } }: LivePaypalButtonProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [state, setState] = useState<ButtonState>({ status: 'loading', message: null });

  useEffect(() => {
    if (container === null) return;
    let closed = false;
    let button: { close(): void } | null = null;
    updateCheckout({ paymentToken: null });
    const run = async () => {
      const clientToken = await fetchClientToken();
      const [{ loadBraintreeWeb, paypalSdkOf }, { mountPaypalButton }] = await Promise.all([
        import('./braintree-web'),
        import('./paypal-button'),
      ]);
      const braintree = await loadBraintreeWeb(scriptBase);
      if (closed) return;
      button = await mountPaypalButton(braintree, () => paypalSdkOf(document), {
        provider,
        clientToken,
        total: { amount, currency },
        container,
        onApproved: (nonce) => {
          updateCheckout({ paymentProvider: provider, paymentToken: nonce });
          setState({ status: 'approved', message: null });
        },
        onCancelled: () => setState({ status: 'ready', message: PAYPAL_CANCELLED_MESSAGE }),
        onError: (message) => setState({ status: 'ready', message }),
      });
      if (closed) button.close();
      else setState((current) => (current.status === 'loading' ? { status: 'ready', message: null } : current));
    };
    run().catch((error: unknown) => {
      if (closed) return;
      const message = error instanceof ApiError || !(error instanceof Error) ? userFacingMessage(error) : error.message;
      setState({ status: 'failed', message });
    });
    return () => {
      closed = true;
      button?.close();
    };
  }, [container, provider, amount, currency, scriptBase]);

  const approved = state.status === 'approved';
  return (
    <div className="flex flex-col gap-2 rounded-brand bg-surface p-3" data-testid={`provider-panel-${provider}`}>
      <p data-testid="paypal-status">
        {approved
          ? 'PayPal approved this payment. Continue to review to place your order.'
          : 'Approve the payment with PayPal, then continue to review to place your order.'}
      </p>
      <div ref={setContainer} className={approved ? 'hidden' : 'min-h-11'} data-testid="paypal-button" />
      <p role="alert" className="min-h-5 text-sm text-red-700">
        {state.message ?? ''}
      </p>
    </div>
  );
}
