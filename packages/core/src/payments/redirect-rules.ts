import { PROVIDER_MANIFESTS, type PaymentProvider, type ProviderManifest } from './provider-manifests';

/**
 * What the shopper reads when a redirect provider refuses the payment on its own page (a credit or lease
 * application declined, a bank debit refused): the manifests' `declineMessage`. Card providers keep the card's decline ('Your card was declined.').
 * None contains 'insufficient' (that word opens the insufficient-funds notice).
 */
export const PROVIDER_DECLINED_MESSAGES: Readonly<Partial<Record<PaymentProvider, string>>> = Object.fromEntries(
  PROVIDER_MANIFESTS.flatMap((manifest: ProviderManifest) =>
    manifest.declineMessage === undefined ? [] : [[manifest.name, manifest.declineMessage]],
  ),
);

/** The default instalment count (Splitit's splitItNumberOfPayments when the order names none). */
export const DEFAULT_INSTALMENT_COUNT = 12;
/** The plans the sandbox Splitit offers: more than one payment, at most three years of monthly payments. */
const MIN_INSTALMENTS = 2;
const MAX_INSTALMENTS = 36;

/**
 * extraData.numberOfPayments as Splitit uses it: the order's count when it is a whole number of payments
 * Splitit offers, else the default 12 (the field is the client's; a 0 or a million never divides the total).
 */
export function instalmentCount(requested: number | undefined): number {
  if (requested === undefined || !Number.isInteger(requested)) return DEFAULT_INSTALMENT_COUNT;
  return requested >= MIN_INSTALMENTS && requested <= MAX_INSTALMENTS ? requested : DEFAULT_INSTALMENT_COUNT;
}

/**
 * An instalment plan in minor units: `count` payments of `each` (the total divided and ROUNDED UP, the amount the
 * financing message quotes), the last one smaller by the rounding, so the payments add up to the total exactly and
 * none is above the quoted amount. A total under count × (count − 1) minor units cannot round up that way: equal
 * shares rounded down, the last one carrying the remainder.
 */
export function instalmentPlan(total: number, count: number): { count: number; each: number; last: number } {
  const each = Math.ceil(total / count);
  const last = total - each * (count - 1);
  if (last > 0) return { count, each, last };
  const share = Math.floor(total / count);
  return { count, each: share, last: total - share * (count - 1) };
}
