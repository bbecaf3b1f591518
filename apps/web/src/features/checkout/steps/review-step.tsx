'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { isZeroTotalPaymentToken } from '@store/core/checkout/payment-token';
import { deliveryTitle, MATTRESS_REMOVAL } from '@store/core/cart/delivery-names';
import { PAYMENT_PROVIDER_LABELS, type PaymentProvider } from '@store/core/enums';
import { formatMoney } from '@store/core/money';
import { readReviewReturn } from '@store/core/payments/billing-choices';
import { providerFlow } from '@store/core/payments/provider-flows';
import { useCartState } from '../../cart/use-cart';
import type { CheckoutAddress } from '../checkout-storage';
import { useWalletReturn } from '../payment/amazon-pay/use-wallet-return';
import { takePayOnArrival } from '../payment/pay-on-arrival';
import { HealthSavingsFrame } from '../payment/health-savings-frame';
import { PaymentErrorDialogs } from '../payment/payment-error-dialogs';
import { usePlaceOrder, type PlaceOrderContext } from '../payment/use-place-order';
import { useCheckoutState } from '../use-checkout';
import { useStepNavigation } from '../use-step-navigation';

function ReviewBlock({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-brand border border-muted/30 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{title}</h2>
        <button type="button" className="min-h-11 px-2 font-semibold underline" onClick={onEdit} aria-label={`Edit ${title}`}>
          Edit
        </button>
      </div>
      {children}
    </div>
  );
}

function AddressLines({ address }: { address: CheckoutAddress | null }) {
  if (address === null) return <p>Not given yet.</p>;
  return (
    <address className="not-italic">
      {address.fullName}
      <br />
      {address.line1}
      {address.line2 === '' ? null : <>, {address.line2}</>}
      <br />
      {address.city}, {address.state} {address.zip}
      {address.email === undefined ? null : (
        <>
          <br />
          {address.email}
        </>
      )}
    </address>
  );
}

/** The Payment block's line: nothing to pay, the card's last digits, or the provider's payment method label. */
function paymentLine(provider: PaymentProvider, token: string | null, card: string | null, payments: number): string {
  if (token !== null && isZeroTotalPaymentToken(token)) return 'Nothing to pay';
  if (providerFlow(provider).flow === 'card') return card === null ? 'Card' : `Card ending in ${card}`;
  const label = PAYMENT_PROVIDER_LABELS[provider];
  return provider === 'splitIt' ? `${label}, ${payments} payments` : label;
}

/**
 * Review: what the shopper is about to order (addresses, delivery, payment; the lines, extras, coupon and
 * totals are the order summary beside it) with Edit links, and Place order. Back from 3-D Secure or a redirect
 * provider with its return markers (Amazon Pay's aside: the wallet flow completes its session), the payment completes
 * by itself with the marker's value, once. Arriving from an instalment trigger, it pays at once.
 */
export function ReviewStep({ amazonPayV2 = false, ...context }: PlaceOrderContext & { amazonPayV2?: boolean }) {
  const checkout = useCheckoutState();
  const { cart } = useCartState();
  const goTo = useStepNavigation();
  const query = useSearchParams();
  const { place, completeReturn } = usePlaceOrder(context);
  const returning = readReviewReturn(new URLSearchParams(query.toString()));
  const completed = useRef<string | null>(null);
  const walletReturn = useWalletReturn({
    storeCountry: context.region,
    v2: amazonPayV2,
    defaultPaymentProvider: context.defaults.paymentProvider,
    completeReturn,
  });

  useEffect(() => {
    if (returning === null || completed.current === returning.providerRef) return;
    completed.current = returning.providerRef;
    void completeReturn(returning.orderId, returning.providerRef);
  }, [returning, completeReturn]);

  useEffect(() => {
    if (returning === null && takePayOnArrival()) void place();
  }, [returning, place]);

  const card = checkout.cardLast4;
  const billing = checkout.differentBilling ? checkout.billingAddress : checkout.shippingAddress;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">Review</h1>
      {returning === null && walletReturn === null ? null : (
        <p role="status" aria-live="polite" className="rounded-brand bg-surface p-3 font-semibold">
          {checkout.loading
            ? 'Completing your payment…'
            : returning === null
              ? 'Back from Amazon Pay.'
              : 'Your payment provider answered.'}
        </p>
      )}
      <ReviewBlock title="Shipping to" onEdit={() => goTo('shipping')}>
        <AddressLines address={checkout.shippingAddress} />
      </ReviewBlock>
      <ReviewBlock title="Delivery" onEdit={() => goTo('shipping')}>
        <p>{deliveryTitle(checkout.deliveryOption)}</p>
        {checkout.withMattressRemoval ? <p>{deliveryTitle(MATTRESS_REMOVAL)}</p> : null}
      </ReviewBlock>
      <ReviewBlock title="Billing" onEdit={() => goTo('billing')}>
        {checkout.differentBilling ? null : <p className="text-muted">Same as the shipping address</p>}
        <AddressLines address={billing === null ? null : { ...billing, email: undefined }} />
      </ReviewBlock>
      <ReviewBlock title="Payment" onEdit={() => goTo('billing')}>
        <p data-testid="review-payment">
          {paymentLine(
            checkout.paymentProvider ?? context.defaults.paymentProvider,
            checkout.paymentToken,
            card,
            checkout.splitItNumberOfPayments,
          )}
        </p>
      </ReviewBlock>
      <div className="flex flex-col gap-3 rounded-brand bg-surface/60 p-4 sm:flex-row sm:items-center sm:justify-between">
        {cart === null ? null : (
          <p className="text-lg">
            Total{' '}
            <strong data-testid="review-total">{formatMoney({ amount: cart.totalPrice.amount, currency: cart.currency })}</strong>
          </p>
        )}
        <button
          type="button"
          className="min-h-12 w-full rounded-brand bg-brand px-6 font-semibold text-brand-text disabled:opacity-60 sm:w-auto"
          disabled={checkout.loading}
          aria-busy={checkout.loading}
          onClick={() => void place()}
          data-testid="place-order"
        >
          {checkout.loading ? 'Placing your order…' : 'Place order'}
        </button>
      </div>
      <PaymentErrorDialogs />
      <HealthSavingsFrame />
    </div>
  );
}
