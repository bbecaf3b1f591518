'use client';

import { checkoutSnapshot, updateCheckout } from '../../checkout-store';
import { useStepNavigation } from '../../use-step-navigation';

/**
 * Billing submit: "There is no billing form when Amazon Pay is active". The billing step only says so and
 * moves on: the payment method and billing details are the buyer's Amazon account.
 */
export function AmazonPayBilling() {
  const goTo = useStepNavigation();
  const next = () => {
    updateCheckout({ submitted: { ...checkoutSnapshot().submitted, billing: true } });
    goTo('review');
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">Billing</h1>
      <p data-testid="amazon-pay-billing">
        You are paying with Amazon Pay: the payment method and billing details come from your Amazon account.
      </p>
      <button
        type="button"
        className="min-h-12 rounded-brand bg-brand px-6 font-semibold text-brand-text sm:self-start"
        onClick={next}
      >
        Continue to review
      </button>
    </div>
  );
}
