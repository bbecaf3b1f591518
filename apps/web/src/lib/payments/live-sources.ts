import { PROVIDER_MANIFESTS, SCRIPT_ORIGIN, type CspOrigins } from '@store/core/payments/provider-manifests';
import { mergeSources, type PaymentSources } from '../security-headers';
import { LIVE_CLIENT_FLOWS, liveClientScript, type StorefrontPayments } from './storefront-providers';

/** A manifest's CSP origins as a page's sources, SCRIPT_ORIGIN replaced by the origin of the script it loads. */
export function sourcesOf(origins: CspOrigins, scriptUrl: string): PaymentSources {
  const scriptOrigin = new URL(scriptUrl).origin;
  const resolve = (list: readonly string[] = []) => list.map((origin) => (origin === SCRIPT_ORIGIN ? scriptOrigin : origin));
  return { script: resolve(origins.script), frame: resolve(origins.frame), connect: resolve(origins.connect) };
}

/**
 * The CSP additions of the live providers this storefront takes a brand's payments with (the manifests' `cspOrigins`
 * of every provider whose flow has a live client piece here); undefined in sandbox mode or without any live piece.
 */
export function livePaymentSources(payments: StorefrontPayments): PaymentSources | undefined {
  const sources = LIVE_CLIENT_FLOWS.flatMap((flow) => {
    const scriptUrl = liveClientScript(flow, payments);
    if (scriptUrl === null) return [];
    return PROVIDER_MANIFESTS.flatMap((manifest) =>
      manifest.flow === flow && 'cspOrigins' in manifest ? [sourcesOf(manifest.cspOrigins, scriptUrl)] : [],
    );
  });
  return sources.length === 0 ? undefined : mergeSources(...sources);
}
