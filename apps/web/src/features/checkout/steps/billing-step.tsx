'use client';

import { checkoutSnapshot, updateCheckout } from '../checkout-store';
import { useCheckoutState } from '../use-checkout';
import { useStepNavigation } from '../use-step-navigation';
import { EMPTY_ADDRESS, PlaceholderAddressForm } from './placeholder-address-form';

/**
 * The billing step's slot. The lead wires the "forms" BillingForm and the "payments" card field here at merge (SPEC §4
 * billing submit: the card check sets isStripeValid); until then a placeholder form saves the address and moves to review.
 */
export function BillingStep() {
  const checkout = useCheckoutState();
  const goTo = useStepNavigation();
  const submit = () => {
    updateCheckout({ submitted: { ...checkoutSnapshot().submitted, billing: true } });
    goTo('review');
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">Billing</h1>
      <PlaceholderAddressForm
        kind="billing"
        values={checkout.billingAddress ?? EMPTY_ADDRESS}
        onChange={(billingAddress) => updateCheckout({ billingAddress })}
        onSubmit={submit}
        submitLabel="Continue to review"
      />
    </div>
  );
}
