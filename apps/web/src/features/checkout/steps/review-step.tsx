'use client';

import type { CheckoutAddress } from '../checkout-storage';
import { useCheckoutState } from '../use-checkout';
import { useStepNavigation } from '../use-step-navigation';

function AddressBlock({ title, address, onEdit }: { title: string; address: CheckoutAddress | null; onEdit: () => void }) {
  return (
    <div className="flex flex-col gap-1 rounded-brand border border-muted/30 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{title}</h2>
        <button type="button" className="min-h-11 px-2 font-semibold underline" onClick={onEdit}>
          Edit
        </button>
      </div>
      {address === null ? (
        <p>Not given yet.</p>
      ) : (
        <address className="not-italic">
          {address.fullName}
          <br />
          {address.line1}
          {address.line2 === '' ? null : <>, {address.line2}</>}
          <br />
          {address.city}, {address.state} {address.zip}
        </address>
      )}
    </div>
  );
}

/**
 * The review step's slot: what the shopper is about to order. The lead wires the "payments" Place order control here
 * at merge (SPEC §4 Payment: create the order, pay it, then success).
 */
export function ReviewStep() {
  const checkout = useCheckoutState();
  const goTo = useStepNavigation();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">Review</h1>
      <AddressBlock title="Shipping to" address={checkout.shippingAddress} onEdit={() => goTo('shipping')} />
      <AddressBlock title="Billing" address={checkout.billingAddress} onEdit={() => goTo('billing')} />
      <div data-testid="place-order-slot" />
    </div>
  );
}
