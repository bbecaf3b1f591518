'use client';

import { useId, useState } from 'react';
import type { BillingForm as BillingValues } from '@store/core/checkout/address-form';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import { skipsCardValidation } from '@store/core/checkout/card-validation';
import { ZERO_TOTAL_PAYMENT_TOKEN } from '@store/core/checkout/payment-token';
import type { PaymentProvider } from '@store/core/enums';
import { formatMoney } from '@store/core/money';
import { providerFlow } from '@store/core/payments/provider-flows';
import { useCartState } from '../../cart/use-cart';
import { BillingForm } from '../address/billing-form';
import { checkoutSnapshot, updateCheckout } from '../checkout-store';
import { CardField } from '../payment/card-field';
import { rememberCard } from '../payment/paid-card';
import { PaymentErrorDialogs } from '../payment/payment-error-dialogs';
import { ProviderChoice, ProviderPanel } from '../payment/provider-choice';
import { useCardField } from '../payment/use-card-field';
import { useCheckoutState } from '../use-checkout';
import { useStepNavigation } from '../use-step-navigation';

const STEP_ID = 'billing-step';
const SUBMIT_LABEL = 'Continue to review';

/** SPEC §4 billing submit failure: the page scrolls to the billing step (its card message is announced there). */
function scrollToBillingStep(): void {
  document.getElementById(STEP_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * SPEC §4 billing step: the card field and, with "different billing" on, the billing form (otherwise billing is the
 * shipping address). Submit saves the address, then runs the card validation (SPEC §5): success sets isStripeValid,
 * keeps the single-use token for Place order and moves to review; failure sets it invalid, shows the joined message and
 * scrolls to the step. A zero total needs no card: the placeholder token is used.
 */
export function BillingStep({ region, providers = [] }: { region: AddressRegion; providers?: readonly PaymentProvider[] }) {
  const checkout = useCheckoutState();
  const { cart } = useCartState();
  const card = useCardField();
  const goTo = useStepNavigation();
  const toggleId = useId();
  const [cardError, setCardError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const zeroTotal = cart !== null && skipsCardValidation(cart.totalPrice.amount);
  const provider = checkout.paymentProvider ?? providers[0] ?? 'stripeDirect';
  // Providers that are not a card pay on their own page after Place order: billing needs no card from them.
  const withCard = providerFlow(provider).flow === 'card';

  const refuse = (message: string) => {
    setCardError(message);
    updateCheckout({ isStripeValid: false, paymentToken: null });
    scrollToBillingStep();
  };

  const submit = async (values: BillingValues | null) => {
    if (busy) return;
    if (values !== null) updateCheckout({ billingAddress: values });
    const pass = (paymentToken: string, last4: string | null) => {
      rememberCard(last4);
      setCardError(null);
      updateCheckout({ isStripeValid: true, paymentToken, submitted: { ...checkoutSnapshot().submitted, billing: true } });
      goTo('review');
    };
    if (zeroTotal) return pass(ZERO_TOTAL_PAYMENT_TOKEN, null);
    if (!withCard) {
      updateCheckout({ paymentToken: null, submitted: { ...checkoutSnapshot().submitted, billing: true } });
      goTo('review');
      return;
    }
    const message = card.validationMessage;
    if (message !== null) return refuse(message);
    setBusy(true);
    try {
      const token = await card.tokenize();
      pass(token.token, token.last4);
    } catch (error) {
      // SPEC §8: the card provider's token error is shown as it is.
      refuse(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div id={STEP_ID} className="flex scroll-mt-4 flex-col gap-5">
      <h1 className="text-3xl font-bold">Billing</h1>
      <section aria-labelledby={`${toggleId}-payment`} className="flex flex-col gap-3">
        <h2 id={`${toggleId}-payment`} className="text-lg font-bold">
          Payment
        </h2>
        <ProviderChoice
          providers={providers}
          value={provider}
          onChange={(paymentProvider) => updateCheckout({ paymentProvider })}
        />
        {zeroTotal && cart !== null ? (
          <p data-testid="zero-total-note">
            Your order total is {formatMoney({ amount: 0, currency: cart.currency })}: no card is needed.
          </p>
        ) : withCard ? (
          <CardField field={card} error={cardError} />
        ) : (
          <ProviderPanel
            provider={provider}
            total={cart === null ? null : { amount: cart.totalPrice.amount, currency: cart.currency }}
          />
        )}
      </section>
      <section aria-labelledby={`${toggleId}-address`} className="flex flex-col gap-3">
        <h2 id={`${toggleId}-address`} className="text-lg font-bold">
          Billing address
        </h2>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5"
            checked={checkout.differentBilling}
            onChange={(event) => updateCheckout({ differentBilling: event.target.checked })}
          />
          <span>Use a different billing address</span>
        </label>
        {checkout.differentBilling ? (
          <BillingForm
            region={region}
            defaultValues={checkout.billingAddress ?? undefined}
            onSubmit={submit}
            submitLabel={SUBMIT_LABEL}
            pending={busy}
          />
        ) : (
          <>
            <p className="text-muted" data-testid="billing-same-as-shipping">
              Same as the shipping address
              {checkout.shippingAddress === null ? '' : `: ${checkout.shippingAddress.line1}, ${checkout.shippingAddress.city}`}
            </p>
            <button
              type="button"
              className="min-h-12 w-full rounded-brand bg-brand px-4 font-semibold text-brand-text disabled:opacity-60 sm:w-auto sm:self-end"
              disabled={busy}
              onClick={() => void submit(null)}
            >
              {SUBMIT_LABEL}
            </button>
          </>
        )}
      </section>
      <PaymentErrorDialogs />
    </div>
  );
}
