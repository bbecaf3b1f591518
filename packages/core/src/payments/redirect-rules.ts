import type { PaymentProvider } from '../enums';

/**
 * Issue 9: what the shopper reads when a redirect provider refuses the payment on its own page (a credit or lease
 * application declined, a bank debit refused). Card providers keep the card's decline ('Your card was declined.').
 * None contains 'insufficient' (SPEC §8 keeps that word for the insufficient-funds notice).
 */
export const PROVIDER_DECLINED_MESSAGES: Readonly<Partial<Record<PaymentProvider, string>>> = {
  affirm: 'Your Affirm application was declined.',
  afterPay: 'Afterpay declined this payment. Please choose another payment method.',
  splitIt: 'Your Splitit installment plan was declined.',
  acima: 'Your Acima lease application was declined.',
  bank: 'Your bank declined this payment.',
  link: 'Link declined this payment. Please choose another payment method.',
};

/** SPEC §9: the default instalment count (Splitit, SPEC §3 splitItNumberOfPayments default 12). */
export const DEFAULT_INSTALMENT_COUNT = 12;
/** The plans the sandbox Splitit offers: more than one payment, at most three years of monthly payments. */
const MIN_INSTALMENTS = 2;
const MAX_INSTALMENTS = 36;

/**
 * SPEC §3 extraData.numberOfPayments as Splitit uses it: the order's count when it is a whole number of payments
 * Splitit offers, else the default 12 (the field is the client's; a 0 or a million never divides the total).
 */
export function instalmentCount(requested: number | undefined): number {
  if (requested === undefined || !Number.isInteger(requested)) return DEFAULT_INSTALMENT_COUNT;
  return requested >= MIN_INSTALMENTS && requested <= MAX_INSTALMENTS ? requested : DEFAULT_INSTALMENT_COUNT;
}

/**
 * An instalment plan in minor units: `count` payments of `each`, the first one carrying the remainder, so the
 * payments always add up to the total exactly (never a float share).
 */
export function instalmentPlan(total: number, count: number): { count: number; each: number; first: number } {
  const each = Math.floor(total / count);
  return { count, each, first: total - each * (count - 1) };
}
