import { z } from 'zod';
import type { PaymentProvider } from '../enums';
import { PAYMENT_PROVIDER_LABELS, PAYMENT_PROVIDERS } from '../enums';
import { stepAfterPaymentError } from '../checkout/payment-error';
import { manifestOf } from './provider-manifests';
import { providerFlow, readReturn } from './provider-flows';

/** One option of the billing step's payment method picker: the provider and its label. */
export interface PaymentChoice {
  provider: PaymentProvider;
  label: string;
  /** The card field is shown for card providers only; the others show their panel or a sentence. */
  card: boolean;
}

/** GET /payments/providers' result: the brand's providers the API can charge now, in registry order. */
export const chargeableProvidersSchema = z.object({ providers: z.array(z.enum(PAYMENT_PROVIDERS)) });

/**
 * Live mode: the brand's enabled providers (registry order) that the API can charge, as it answers them
 * (GET /payments/providers). `chargeable` null means not known (the API did not answer): every enabled provider, as
 * in sandbox mode, where the API charges them all; Place order still refuses one it cannot charge.
 */
export function offeredProviders(enabled: readonly PaymentProvider[], chargeable: readonly string[] | null): PaymentProvider[] {
  return chargeable === null ? [...enabled] : enabled.filter((provider) => chargeable.includes(provider));
}

/**
 * Billing: the picker lists the brand's enabled providers (brand registry data, in its order) except the
 * express sheets (Google Pay, Apple Pay, the payment request button), which are buttons of their own on shipping, and
 * the gateway PayPal is paid through, not a choice (its manifest's `offeredAsChoice`). Amazon Pay is a choice: its panel is the
 * instalment trigger ("goes to shipping and clicks the button"), where Amazon's session starts. In live mode only the
 * providers the API can charge (`chargeable`, see offeredProviders) are offered.
 */
export function paymentChoices(
  enabled: readonly PaymentProvider[],
  chargeable: readonly string[] | null = null,
): PaymentChoice[] {
  return offeredProviders(enabled, chargeable)
    .filter((provider) => {
      const { flow } = providerFlow(provider);
      return flow !== 'express' && manifestOf(provider).offeredAsChoice !== false;
    })
    .map((provider) => ({ provider, label: PAYMENT_PROVIDER_LABELS[provider], card: providerFlow(provider).flow === 'card' }));
}

/**
 * The picker's selection: the chosen provider when the picker offers it, else the brand's default (the direct
 * card provider, or the Canada variant). A saved Amazon Pay or wallet choice is not a picker choice.
 */
export function selectedChoice(
  choices: readonly PaymentChoice[],
  chosen: PaymentProvider | null,
  fallback: PaymentProvider,
): PaymentProvider {
  return chosen !== null && choices.some((choice) => choice.provider === chosen) ? chosen : fallback;
}

/** What the billing step knows when it decides whether to show the billing address form. */
export interface BillingFormContext {
  provider: PaymentProvider;
  /** Amazon Pay's checkout session: its service is ready and holds the buyer's details. */
  walletSessionId: string | null;
  /** A payment confirmation token exists: an express sheet already gave a token with the payer's details. */
  confirmationToken: boolean;
}

/**
 * Billing submit: there is no billing form when Amazon Pay is active and its service ready (a wallet session),
 * the linked express provider (Link) is chosen, or a payment confirmation token exists. Each of those providers holds
 * the billing details itself (`holdsBillingDetails` in the flow table); a wallet needs its session first.
 */
export function billingFormHidden(ctx: BillingFormContext): boolean {
  if (ctx.confirmationToken) return true;
  const flow = providerFlow(ctx.provider);
  if (flow.holdsBillingDetails !== true) return false;
  return flow.flow === 'wallet' ? ctx.walletSessionId !== null && ctx.walletSessionId !== '' : true;
}

/** What the billing step says instead of the form: the provider holds the billing details. */
export function billingDetailsHeldSentence(provider: PaymentProvider): string {
  const label = PAYMENT_PROVIDER_LABELS[provider];
  return `You are paying with ${label}: the payment method and billing details come from your ${label} account.`;
}

/** The sentence a provider without a panel shows under the picker (ours; the providers give none). */
export function approvalSentence(provider: PaymentProvider): string {
  return `You will approve the payment with ${PAYMENT_PROVIDER_LABELS[provider]} after Place order.`;
}

/**
 * Returns to review, read for the review step: every marker but Amazon Pay's (its checkout session is the
 * wallet flow, which completes the session instead of paying with the marker).
 */
export function readReviewReturn(query: URLSearchParams): { orderId: string; providerRef: string } | null {
  if ((query.get('amazonCheckoutSessionId') ?? '') !== '') return null;
  return readReturn(query);
}

/**
 * Payment error: on the billing or review route the shopper returns to billing, or, for an express provider,
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
