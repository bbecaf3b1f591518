'use client';

import { useId, useState } from 'react';
import type { BillingForm as BillingValues } from '@store/core/checkout/address-form';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import { skipsCardValidation } from '@store/core/checkout/card-validation';
import { ZERO_TOTAL_PAYMENT_TOKEN } from '@store/core/checkout/payment-token';
import type { PaymentProvider } from '@store/core/enums';
import { formatMoney } from '@store/core/money';
import { cardBillingOf } from '@store/core/checkout/card-billing';
import {
  billingDetailsHeldSentence,
  billingFormHidden,
  offeredProviders,
  paymentChoices,
  selectedChoice,
} from '@store/core/payments/billing-choices';
import { providerFlow } from '@store/core/payments/provider-flows';
import { instalmentTrigger, type InstalmentTrigger } from '@store/core/payments/instalment-triggers';
import { useCartState } from '../../cart/use-cart';
import { CartFinancing } from '../../payments/cart-financing';
import { BillingForm } from '../address/billing-form';
import { smoothScrollToElement } from '../../../lib/scroll/smooth-scroll';
import { billingPassed, checkoutSnapshot, updateCheckout } from '../checkout-store';
import { AmazonPayBilling } from '../payment/amazon-pay/amazon-pay-billing';
import { triggerAmazonPay } from '../payment/amazon-pay/amazon-pay-trigger';
import { CardField } from '../payment/card-field';
import { InstalmentTriggerButton } from '../payment/instalment-trigger-buttons';
import { LeaseFallbackDialog } from '../payment/lease-fallback-dialog';
import { payOnArrival } from '../payment/pay-on-arrival';
import { PaymentPicker } from '../payment/payment-picker';
import { ProviderPanel } from '../payment/provider-panel';
import { PaymentErrorDialogs } from '../payment/payment-error-dialogs';
import { useCardField } from '../payment/use-card-field';
import { StripeCardField } from '../payment/stripe/stripe-card-field';
import { useStripeCardField } from '../payment/stripe/use-stripe-card-field';
import type { LiveCardConfig, LivePaypalConfig } from '../../../lib/env';
import { useCheckoutState } from '../use-checkout';
import { useStepNavigation } from '../use-step-navigation';

const STEP_ID = 'billing-step';
const SUBMIT_LABEL = 'Continue to review';
const SUBMIT_BUTTON =
  'min-h-12 w-full rounded-brand bg-brand px-4 font-semibold text-brand-text disabled:opacity-60 sm:w-auto sm:self-end';

/** Billing submit failure: the page scrolls (smooth scroll) to the billing step, where its card message is announced. */
function scrollToBillingStep(): void {
  const step = document.getElementById(STEP_ID);
  if (step !== null) smoothScrollToElement(step);
}

/** What the billing page passes from the brand registry (like CheckoutDefaults), and the financing messages' slot. */
export interface BillingStepProps {
  region: AddressRegion;
  /** The brand's enabled providers (brand registry `paymentProviders`). */
  providers: readonly PaymentProvider[];
  /**
   * The providers the API can charge (GET /payments/providers; in live mode only those with keys). The picker
   * and the financing messages offer only these; null (not known) offers every enabled provider, as sandbox mode does.
   */
  chargeable?: readonly PaymentProvider[] | null;
  /** The direct card provider, or the Canada variant in Canada. */
  defaultProvider: PaymentProvider;
  /** Live card payments (STRIPE_PUBLISHABLE_KEY): Stripe Elements instead of the sandbox card field. */
  liveCard?: LiveCardConfig | null;
  /** Live PayPal (storefront PAYMENTS_MODE=live): PayPal's button on billing makes the payment token. */
  livePaypal?: LivePaypalConfig | null;
  /** The storefront's PAYMENTS_MODE: live mode never shows the sandbox card field (no liveCard: no card at all). */
  paymentsMode?: 'sandbox' | 'live';
}

/** Live mode without Stripe.js (no STRIPE_PUBLISHABLE_KEY): there is no card field to type a card in. */
export const CARD_NOT_OFFERED = 'Card payments are not available. Choose another payment method.';

/** Live PayPal: billing moves on only once PayPal's window approved the payment (its nonce is the token). */
export const PAYPAL_APPROVAL_NEEDED = 'Approve the payment with PayPal first (the PayPal button above).';

/** Focuses the picker's checked radio (the lease fallback's "choose another payment method"). */
function focusPicker(): void {
  document.querySelector<HTMLInputElement>('#payment-method-picker input:checked')?.focus();
}

/**
 * Billing step: the payment method picker (the brand's providers, the default preselected), then the card field
 * for a card provider or the chosen provider's panel; the instalment triggers; the card field and, with "different billing" on, the billing form (otherwise billing is the
 * shipping address). Submit saves the address, then runs the card validation: success sets isStripeValid,
 * keeps the single-use token for Place order and moves to review; failure sets it invalid, shows the joined message and
 * scrolls to the step. A zero total needs no card: the placeholder token is used. Another provider needs no
 * check: submit saves the address and the provider and moves to review, where Place order sends the shopper to it.
 */
export function BillingStep({
  region,
  providers,
  chargeable = null,
  defaultProvider,
  liveCard = null,
  livePaypal = null,
  paymentsMode = 'sandbox',
}: BillingStepProps) {
  const checkout = useCheckoutState();
  const { cart } = useCartState();
  const sandboxCard = useCardField();
  const stripeCard = useStripeCardField(liveCard);
  // Both answer the card's completeness and tokenize(); live mode's token is a Stripe PaymentMethod (pm_...).
  const card = liveCard ? stripeCard : sandboxCard;
  // The sandbox's card field is a sandbox page: in live mode only Stripe Elements takes a card.
  const cardField = liveCard ? 'stripe' : paymentsMode === 'sandbox' ? 'sandbox' : null;
  const goTo = useStepNavigation();
  const toggleId = useId();
  const [cardError, setCardError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const zeroTotal = cart !== null && skipsCardValidation(cart.totalPrice.amount);
  const choices = paymentChoices(providers, chargeable);
  // A zero total is paid with the placeholder token, which only the card flow sends.
  // The brand's default when offered, else the first offered choice (live mode may offer no card).
  const fallback = choices.some((choice) => choice.provider === defaultProvider)
    ? defaultProvider
    : (choices[0]?.provider ?? defaultProvider);
  const selected = zeroTotal ? defaultProvider : selectedChoice(choices, checkout.paymentProvider, fallback);
  const cardChosen = choices.find((choice) => choice.provider === selected)?.card ?? true;

  const refuse = (message: string) => {
    setCardError(message);
    updateCheckout({ isStripeValid: false, paymentToken: null });
    scrollToBillingStep();
  };

  const submit = async (values: BillingValues | null) => {
    if (busy) return;
    if (values !== null) updateCheckout({ billingAddress: values });
    const pass = (token: string, last4: string | null, tokenExpiresAt: number | null) => {
      setCardError(null);
      billingPassed({ provider: selected, token, last4, tokenExpiresAt }, { isStripeValid: true });
      goTo('review');
    };
    if (zeroTotal) return pass(ZERO_TOTAL_PAYMENT_TOKEN, null, null);
    // Instalment trigger: Amazon Pay goes to shipping and clicks its button (its session carries the address).
    if (providerFlow(selected).flow === 'wallet') return triggerAmazonPay(goTo);
    if (!cardChosen && livePaypal !== null && providerFlow(selected).flow === 'braintree') {
      // Live PayPal: the button's approval left a one-time nonce in the checkout; without one there is nothing to pay with.
      const nonce = checkoutSnapshot().paymentToken;
      if (nonce === null) return refuse(PAYPAL_APPROVAL_NEEDED);
      setCardError(null);
      billingPassed({ provider: selected, token: nonce, last4: null, tokenExpiresAt: null });
      goTo('review');
      return;
    }
    if (!cardChosen) {
      // The provider's own page approves the payment after Place order: nothing to check here.
      setCardError(null);
      billingPassed({ provider: selected, token: null, last4: null, tokenExpiresAt: null });
      goTo('review');
      return;
    }
    if (cardField === null) return refuse(CARD_NOT_OFFERED);
    const message = card.validate();
    if (message !== null) return refuse(message);
    setBusy(true);
    try {
      // The token is made from the card and the billing name and address (the shipping address unless different).
      const address = values ?? checkoutSnapshot().shippingAddress;
      const token = await card.tokenize(address === null ? null : cardBillingOf(address, region));
      pass(token.token, token.last4, token.expiresAt ?? null);
    } catch (error) {
      // The card provider's token error is shown as it is.
      refuse(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  /** Instalment triggers: set the provider (Splitit: 12 payments), move to review, which pays on arrival. */
  const trigger = (which: InstalmentTrigger) => {
    if (busy) return;
    const action = instalmentTrigger(which);
    setCardError(null);
    updateCheckout({
      paymentProvider: action.paymentProvider,
      ...(action.splitItNumberOfPayments === undefined ? {} : { splitItNumberOfPayments: action.splitItNumberOfPayments }),
      paymentToken: null,
      submitted: { ...checkoutSnapshot().submitted, billing: true },
    });
    payOnArrival();
    goTo(action.step);
  };

  if (checkout.paymentProvider === 'amazonPay' && checkout.walletSessionId !== null) return <AmazonPayBilling />;
  const formHidden = billingFormHidden({
    provider: selected,
    walletSessionId: checkout.walletSessionId,
    confirmationToken: checkout.isExpressPaymentSuccess && checkout.paymentToken !== null,
  });
  return (
    <div id={STEP_ID} className="flex scroll-mt-4 flex-col gap-5">
      <h1 className="text-3xl font-bold">Billing</h1>
      <section aria-labelledby={`${toggleId}-payment`} className="flex flex-col gap-3">
        <h2 id={`${toggleId}-payment`} className="text-lg font-bold">
          Payment
        </h2>
        {zeroTotal && cart !== null ? (
          <p data-testid="zero-total-note">
            Your order total is {formatMoney({ amount: 0, currency: cart.currency })}: no card is needed.
          </p>
        ) : (
          <>
            <PaymentPicker
              choices={choices}
              selected={selected}
              onSelect={(provider) => {
                // A refusal belongs to the method it was about.
                setCardError(null);
                updateCheckout({ paymentProvider: provider });
              }}
            />
            {cardChosen ? (
              cardField === 'stripe' ? (
                <StripeCardField field={stripeCard} error={cardError} />
              ) : cardField === 'sandbox' ? (
                <CardField field={sandboxCard} error={cardError} />
              ) : (
                <p role="alert" className="text-sm text-red-700" data-testid="card-not-offered">
                  {CARD_NOT_OFFERED}
                </p>
              )
            ) : (
              <>
                <ProviderPanel
                  provider={selected}
                  total={cart === null ? null : { amount: cart.totalPrice.amount, currency: cart.currency }}
                  livePaypal={livePaypal}
                />
                {/* A refusal stands until the provider gives a token (live PayPal's approval), which answers it. */}
                {cardError === null || checkout.paymentToken !== null ? null : (
                  <p role="alert" className="text-sm text-red-700" data-testid="billing-payment-error">
                    {cardError}
                  </p>
                )}
              </>
            )}
            {/* Each financing message (eligible totals only) with its instalment trigger beside it. */}
            <CartFinancing
              providers={offeredProviders(providers, chargeable)}
              action={(provider) => <InstalmentTriggerButton trigger={provider} disabled={busy} onTrigger={trigger} />}
            />
          </>
        )}
      </section>
      <section aria-labelledby={`${toggleId}-address`} className="flex flex-col gap-3">
        <h2 id={`${toggleId}-address`} className="text-lg font-bold">
          Billing address
        </h2>
        {formHidden ? (
          <>
            <p className="text-muted" data-testid="billing-details-held">
              {billingDetailsHeldSentence(selected)}
            </p>
            <button
              type="button"
              className={SUBMIT_BUTTON}
              disabled={busy}
              onClick={() => {
                // The provider's own details are the billing details: an address typed for another method is not sent.
                updateCheckout({ differentBilling: false });
                void submit(null);
              }}
            >
              {SUBMIT_LABEL}
            </button>
          </>
        ) : (
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5"
              checked={checkout.differentBilling}
              onChange={(event) => updateCheckout({ differentBilling: event.target.checked })}
            />
            <span>Use a different billing address</span>
          </label>
        )}
        {formHidden ? null : checkout.differentBilling ? (
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
            <button type="button" className={SUBMIT_BUTTON} disabled={busy} onClick={() => void submit(null)}>
              {SUBMIT_LABEL}
            </button>
          </>
        )}
      </section>
      <PaymentErrorDialogs />
      <LeaseFallbackDialog
        onChooseAnother={() => {
          updateCheckout({ paymentProvider: defaultProvider });
          // After the re-render (the default checked) and the dialog's own focus return.
          requestAnimationFrame(focusPicker);
        }}
      />
    </div>
  );
}
