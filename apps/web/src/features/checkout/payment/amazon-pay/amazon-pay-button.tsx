'use client';

import { useEffect, useRef, useState } from 'react';
import { amazonPayButtonAttributes } from '@store/core/payments/amazon-pay-button';
import { walletRedirect } from '@store/core/payments/amazon-pay-session';
import { createWalletSession } from '../../../../lib/api/amazon-pay';
import { userFacingMessage } from '../../../../lib/api/errors';
import { updateCheckout } from '../../checkout-store';
import { AMAZON_PAY_BUTTON_ID, takeAmazonPayClick } from './amazon-pay-trigger';

/** Where Amazon's sign-in page returns the buyer: review (the wallet return then picks review or shipping by width). */
const REVIEW_RETURN_URL = '/checkout/review';

/**
 * The Amazon Pay button of the shipping step ("Amazon Pay goes to shipping and clicks the button"): creates a
 * wallet session (the newer API when the brand's flag is on), stores its id (storage: the wallet session id)
 * and sends the buyer to Amazon's sign-in page. The address comes back with the buyer.
 */
export function AmazonPayButton({ v2 }: { v2: boolean }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const start = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const session = await createWalletSession(v2, REVIEW_RETURN_URL);
      const redirect = walletRedirect(session.webCheckoutDetails.amazonPayRedirectUrl);
      if (!redirect.ok) {
        setError(redirect.message);
        setBusy(false);
        return;
      }
      updateCheckout({ walletSessionId: session.checkoutSessionId, paymentProvider: 'amazonPay' });
      window.location.assign(redirect.url);
    } catch (failure) {
      setError(userFacingMessage(failure));
      setBusy(false);
    }
  };

  useEffect(() => {
    if (takeAmazonPayClick()) button.current?.click();
  }, []);

  return (
    <section aria-labelledby="amazon-pay-heading" className="flex flex-col gap-2 rounded-brand border border-muted/30 p-4">
      <h2 id="amazon-pay-heading" className="text-lg font-bold">
        Amazon Pay
      </h2>
      <button
        ref={button}
        id={AMAZON_PAY_BUTTON_ID}
        {...amazonPayButtonAttributes()}
        type="button"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy}
        className="min-h-12 rounded-full border border-[#fcd200] bg-[#ffd814] px-6 font-semibold text-[#0f1111] disabled:opacity-60"
      >
        {busy ? 'Opening Amazon Pay…' : 'Pay with Amazon Pay'}
      </button>
      <p className="text-sm text-muted">Use the address and payment method in your Amazon account.</p>
      <p role="alert" className="text-sm font-semibold text-red-700">
        {error ?? ''}
      </p>
    </section>
  );
}
