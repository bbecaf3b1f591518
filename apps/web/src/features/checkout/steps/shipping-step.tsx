'use client';

import { checkoutSnapshot, updateCheckout } from '../checkout-store';
import { useCheckoutState } from '../use-checkout';
import { useStepNavigation } from '../use-step-navigation';
import { EMPTY_ADDRESS, PlaceholderAddressForm } from './placeholder-address-form';

/**
 * The shipping step's slot. The lead wires the "forms" ShippingForm here at merge (its SPEC §4 shipping submit: region
 * checks, consent, returning-customer coupon); until then a placeholder form saves the address and moves to billing.
 */
export function ShippingStep() {
  const checkout = useCheckoutState();
  const goTo = useStepNavigation();
  const submit = () => {
    const state = checkoutSnapshot();
    const address = state.shippingAddress ?? EMPTY_ADDRESS;
    // SPEC §4: billing is pre-filled from shipping when billing has no phone.
    const { email: _email, ...withoutEmail } = address;
    const billing = (state.billingAddress?.phone ?? '') === '' ? withoutEmail : state.billingAddress;
    updateCheckout({ billingAddress: billing, submitted: { ...state.submitted, shipping: true } });
    goTo('billing');
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">Shipping</h1>
      <PlaceholderAddressForm
        kind="shipping"
        values={checkout.shippingAddress ?? EMPTY_ADDRESS}
        onChange={(shippingAddress) => updateCheckout({ shippingAddress })}
        onSubmit={submit}
        submitLabel="Continue to billing"
      />
    </div>
  );
}
