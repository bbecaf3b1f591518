import { stripeBillingDetails, type CardBilling } from '@store/core/checkout/card-billing';
import { GENERIC_ERROR_MESSAGE } from '../../../../lib/api/errors';
import { EMPTY_CARD, type CardCompleteness, type CardToken } from '../card-field-channel';
import type { StripeElement, StripeFactory } from './stripe-js';

/** Where each Stripe Element goes: the card number, expiry and CVC (checks each one's completeness). */
export interface StripeCardSlots {
  number: HTMLElement;
  expiry: HTMLElement;
  cvc: HTMLElement;
}

export interface StripeCardView {
  ready: boolean;
  complete: CardCompleteness;
}

/** A mounted live card field: tokenize() makes a Stripe PaymentMethod (`pm_...`), the payment token of the order. */
export interface StripeCard {
  tokenize(billing: CardBilling | null): Promise<CardToken>;
  destroy(): void;
}

/**
 * Live card: mounts Stripe Elements' card number, expiry and CVC fields (the card is typed only in Stripe's
 * frames) and reports readiness and completeness as the sandbox field does, so billing's card validation is the
 * same. tokenize(billing) = `createPaymentMethod({ type: 'card', card, billing_details })` (the card and the
 * billing name and address); Stripe's own error message is shown as it is
 * (like the sandbox field's token errors). 3-D Secure is the API's answer at Place order, as in the sandbox.
 */
export function mountStripeCard(
  Stripe: StripeFactory,
  publishableKey: string,
  slots: StripeCardSlots,
  onChange: (view: StripeCardView) => void,
): StripeCard {
  const stripe = Stripe(publishableKey);
  const elements = stripe.elements();
  const fields: Record<keyof CardCompleteness, StripeElement> = {
    number: elements.create('cardNumber'),
    expiry: elements.create('cardExpiry'),
    cvc: elements.create('cardCvc'),
  };
  const view: StripeCardView = { ready: false, complete: { ...EMPTY_CARD } };
  for (const key of ['number', 'expiry', 'cvc'] as const) {
    fields[key].on('change', (event) => {
      view.complete = { ...view.complete, [key]: event.complete };
      view.ready = true;
      onChange({ ...view });
    });
    fields[key].mount(slots[key]);
  }
  fields.number.on('ready', () => {
    view.ready = true;
    onChange({ ...view });
  });
  return {
    async tokenize(billing) {
      const result = await stripe.createPaymentMethod({
        type: 'card',
        card: fields.number,
        ...(billing === null ? {} : { billing_details: stripeBillingDetails(billing) }),
      });
      if (result.error || !result.paymentMethod) throw new Error(result.error?.message ?? GENERIC_ERROR_MESSAGE);
      return { token: result.paymentMethod.id, last4: result.paymentMethod.card?.last4 ?? '' };
    },
    destroy() {
      for (const field of Object.values(fields)) field.destroy();
    },
  };
}
