import { PROVIDER_MANIFESTS, SCRIPT_ORIGIN, type CspOrigins, type PaymentFlow } from '@store/core/payments/provider-manifests';
import { mergeSources, type PaymentSources } from '../security-headers';
import type { StorefrontPayments } from './storefront-providers';

/** A manifest's CSP origins as a page's sources, SCRIPT_ORIGIN replaced by the origin of the script it loads. */
export function sourcesOf(origins: CspOrigins, scriptUrl: string): PaymentSources {
  const scriptOrigin = new URL(scriptUrl).origin;
  const resolve = (list: readonly string[] = []) => list.map((origin) => (origin === SCRIPT_ORIGIN ? scriptOrigin : origin));
  return { script: resolve(origins.script), frame: resolve(origins.frame), connect: resolve(origins.connect) };
}

/** The origins the manifests of one flow's providers need, their script loaded from `scriptUrl`. */
const flowSources = (flow: PaymentFlow, scriptUrl: string): PaymentSources =>
  mergeSources(
    ...PROVIDER_MANIFESTS.flatMap((manifest) =>
      manifest.flow === flow && 'cspOrigins' in manifest ? [sourcesOf(manifest.cspOrigins, scriptUrl)] : [],
    ),
  );

/** Live card payments: what Stripe.js needs (the card providers' manifests), loaded from `scriptUrl`. */
export const stripeSources = (scriptUrl: string): PaymentSources => flowSources('card', scriptUrl);

/** Live PayPal: what Braintree's client SDK and the PayPal JS SDK it loads need (PayPal's manifests). */
export const braintreeSources = (scriptBase: string): PaymentSources => flowSources('braintree', scriptBase);

/**
 * The CSP additions of the live client pieces this storefront takes a brand's payments with (Stripe.js for the card,
 * Braintree's scripts for PayPal), read from the providers' manifests; undefined without any (the sandbox).
 */
export function livePaymentSources({ liveCard, livePaypal }: StorefrontPayments): PaymentSources | undefined {
  const sources = [
    ...(liveCard ? [stripeSources(liveCard.scriptUrl)] : []),
    ...(livePaypal ? [braintreeSources(livePaypal.scriptBase)] : []),
  ];
  return sources.length === 0 ? undefined : mergeSources(...sources);
}
