import type { PaymentProvider } from '../enums';
import { PAYMENT_PROVIDER_LABELS } from '../enums';
import { stepAfterPaymentError } from '../checkout/payment-error';
import { providerFlow, readReturn } from './provider-flows';

/** One option of the billing step's payment method picker: the provider and its SPEC §3 label. */
export interface PaymentChoice {
  provider: PaymentProvider;
  label: string;
  /** The card field is shown for card providers only; the others show their panel or a sentence. */
  card: boolean;
}

/**
 * SPEC §4 billing: the picker lists the brand's enabled providers (brand registry data, in its order) except the
 * express sheets (Google Pay, Apple Pay, the payment request button), which are buttons of their own on shipping, and
 * the braintree gateway, which is how PayPal is paid, not a choice. Amazon Pay is a choice: its panel is SPEC §4's
 * instalment trigger ("goes to shipping and clicks the button"), where Amazon's session starts.
 */
export function paymentChoices(enabled: readonly PaymentProvider[]): PaymentChoice[] {
  return enabled
    .filter((provider) => {
      const { flow } = providerFlow(provider);
      return flow !== 'express' && provider !== 'braintree';
    })
    .map((provider) => ({ provider, label: PAYMENT_PROVIDER_LABELS[provider], card: providerFlow(provider).flow === 'card' }));
}

/**
 * The picker's selection: the chosen provider when the picker offers it, else the brand's default (SPEC §4: the direct
 * card provider, or the Canada variant). A saved Amazon Pay or wallet choice is not a picker choice.
 */
export function selectedChoice(
  choices: readonly PaymentChoice[],
  chosen: PaymentProvider | null,
  fallback: PaymentProvider,
): PaymentProvider {
  return chosen !== null && choices.some((choice) => choice.provider === chosen) ? chosen : fallback;
}

/** The sentence a provider without a panel shows under the picker (ours; SPEC names none). */
export function approvalSentence(provider: PaymentProvider): string {
  return `You will approve the payment with ${PAYMENT_PROVIDER_LABELS[provider]} after Place order.`;
}

/**
 * SPEC §2 returns to review, read for the review step: every marker but Amazon Pay's (its checkout session is the
 * wallet flow, which completes the session instead of paying with the marker).
 */
export function readReviewReturn(query: URLSearchParams): { orderId: string; providerRef: string } | null {
  if ((query.get('amazonCheckoutSessionId') ?? '') !== '') return null;
  return readReturn(query);
}

/**
 * SPEC §4 Payment error: on the billing or review route the shopper returns to billing, or, for an express provider,
 * to the saved fallback step (default shipping: an express sheet gave the address, so billing has nothing to redo).
 * Elsewhere the step stays (null).
 */
export function stepAfterProviderError(
  path: string,
  provider: PaymentProvider | null,
  savedFallback: 'shipping' | 'billing' | 'cart' | null = null,
): 'shipping' | 'billing' | 'cart' | null {
  if (stepAfterPaymentError(path) === null) return null;
  return provider !== null && providerFlow(provider).express ? (savedFallback ?? 'shipping') : 'billing';
}
