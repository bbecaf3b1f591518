'use client';

import { useCallback, useRef, useState } from 'react';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import type { ShippingForm as ShippingValues, ShippingFormInput } from '@store/core/checkout/address-form';
import { useCartState } from '../../cart/use-cart';
import { ShippingForm } from '../address/shipping-form';
import type { CheckoutAddress } from '../checkout-storage';
import { ExpressButtons, type ExpressButtonsProps } from '../express/express-buttons';
import { checkoutSnapshot, updateCheckout } from '../checkout-store';
import { AmazonPayButton } from '../payment/amazon-pay/amazon-pay-button';
import { PaymentErrorDialogs } from '../payment/payment-error-dialogs';
import { DeliveryOptions } from '../shipping/delivery-options';
import { regionRequest } from '../shipping/region-request';
import { submitShipping } from '../shipping/submit-shipping';
import { useAccountPrefill } from '../shipping/use-account-prefill';
import { useRegionSet } from '../shipping/use-region-set';
import { useCheckoutState } from '../use-checkout';
import { useStepNavigation } from '../use-step-navigation';

export interface ShippingStepProps {
  region: AddressRegion;
  /** The brand hands SMS consents to the messaging service (brand registry `messaging`: four storefronts). */
  messaging: boolean;
  /** The page request carried the account cookie, so the checkout pre-fills from the account. */
  signedIn?: boolean;
  /** The brand takes Amazon Pay (brand registry `paymentProviders`), and with the newer API (`amazonPayV2`); null: no button. */
  amazonPay?: { v2: boolean } | null;
  /** The express wallets' buttons above the form (the brand's providers and defaults). */
  express: Pick<ExpressButtonsProps, 'brand' | 'providers' | 'defaults'>;
}

/**
 * Shipping step: the shipping form (values from CheckoutDataV2, consents from the brand's defaults unless
 * stored), saved as typed, pre-filled for a signed-in shopper; the region set prices the cart's taxes; the delivery options; then the shipping submit.
 */
export function ShippingStep({ region, messaging, signedIn = false, amazonPay = null, express }: ShippingStepProps) {
  const checkout = useCheckoutState();
  const { cart } = useCartState();
  const goTo = useStepNavigation();
  const [initial, setInitial] = useState<Partial<ShippingFormInput>>(() => {
    const state = checkoutSnapshot();
    return { ...state.shippingAddress, ...state.permissions };
  });
  // A failed express payment leaves the wallet's payer address in the form (a new form, so its defaults apply).
  const [formKey, setFormKey] = useState(0);
  const redrawForm = useCallback((address: CheckoutAddress) => {
    setInitial({ ...address, ...checkoutSnapshot().permissions });
    setFormKey((key) => key + 1);
  }, []);
  // A signed-in shopper's empty fields are filled from the account in place (never what was typed: a new form here
  // could drop a field typed while the account was on its way).
  const [accountValues, setAccountValues] = useState<CheckoutAddress | null>(null);
  const userId = useAccountPrefill(region, signedIn, setAccountValues);
  const [typed, setTyped] = useState(initial);
  const lastTyped = useRef('');
  const onValuesChange = useCallback((values: ShippingFormInput) => {
    const text = JSON.stringify(values);
    if (text === lastTyped.current) return;
    lastTyped.current = text;
    const { sendEmail: _e, sendSMS: _s, ...address } = values;
    // CheckoutDataV2: what is typed is kept, so a reload shows it again.
    updateCheckout({ shippingAddress: { ...address, line2: address.line2 ?? '' } });
    setTyped(values);
  }, []);

  const request = regionRequest(
    region,
    {
      state: typed.state ?? '',
      zip: typed.zip ?? '',
      city: typed.city ?? '',
      line1: typed.line1 ?? '',
      line2: typed.line2 ?? '',
    },
    checkout.billingAddress,
    checkout.differentBilling,
  );
  const blocked = useRegionSet(region, request);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: ShippingValues) => {
    setSubmitting(true);
    try {
      const next = await submitShipping(values, { messaging, clientUserId: userId });
      if (next !== null) goTo(next);
    } finally {
      setSubmitting(false);
    }
  };

  const pending = checkout.isValidationPending;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Shipping</h1>
      {amazonPay === null ? null : <AmazonPayButton v2={amazonPay.v2} />}
      <ExpressButtons {...express} region={region} onFailed={redrawForm} />
      <ShippingForm
        key={formKey}
        region={region}
        defaultValues={initial}
        onValuesChange={onValuesChange}
        accountValues={accountValues}
        blocked={blocked}
        onSubmit={submit}
        submitLabel={checkout.submitted.billing ? 'Continue to review' : 'Continue to billing'}
        pending={submitting || pending}
      >
        {cart !== null && cart.items.length > 0 ? <DeliveryOptions cart={cart} state={request?.state ?? ''} /> : null}
      </ShippingForm>
      <p role="status" className="sr-only">
        {pending ? 'Checking your address…' : ''}
      </p>
      <PaymentErrorDialogs />
    </div>
  );
}
