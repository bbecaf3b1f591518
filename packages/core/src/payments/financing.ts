import type { PaymentProvider } from '../enums';
import { DEFAULT_INSTALMENT_COUNT, instalmentPlan } from './redirect-rules';
import { formatMoney, type Money } from '../money';

/** The instalment providers whose offer is shown before checkout ("Financing messages"). */
export type FinancingProvider = 'splitIt' | 'affirm';

export interface FinancingTerms {
  provider: FinancingProvider;
  /** Number of monthly payments the message quotes: Splitit's plan length, Affirm's longest term. */
  months: number;
  /** The APR the message quotes, in basis points (0 = interest-free). */
  aprBasisPoints: number;
  /** The smallest and largest order total (minor units, either currency) the provider finances. */
  minAmount: number;
  maxAmount: number;
  /** Where these numbers come from. */
  source: string;
  /** Always true here: these are the sandbox's terms, not a live offer from the provider. */
  sandbox: true;
}

/**
 * The one place the financing terms live. They are SANDBOX terms modelled on what each provider publishes, not live
 * offers: a live merchant account gets its own terms from the provider (plan lengths, APRs, limits) and replaces these
 * numbers, never the code.
 */
export const SANDBOX_FINANCING_TERMS: Readonly<Record<FinancingProvider, FinancingTerms>> = {
  splitIt: {
    provider: 'splitIt',
    months: DEFAULT_INSTALMENT_COUNT,
    aprBasisPoints: 0,
    minAmount: 50_000,
    maxAmount: 2_000_000,
    source:
      'Splitit publishes interest-free monthly instalments on the shopper’s own credit card (no loan, no credit check); the ' +
      'merchant sets the number of payments: the order’s splitItNumberOfPayments, 12 by default. ' +
      'The $500 minimum and $20,000 maximum are sandbox choices (a live merchant configures its own).',
    sandbox: true,
  },
  affirm: {
    provider: 'affirm',
    months: 36,
    aprBasisPoints: 0,
    minAmount: 5_000,
    maxAmount: 3_000_000,
    source:
      'Affirm publishes "as low as" messaging: the lowest monthly payment, at the best APR over the longest term offered ' +
      'for the amount (rates 0-36% APR, subject to an eligibility check), purchases from $50 to $30,000. The sandbox ' +
      'offers a merchant-funded 0% APR over 36 months, as mattress stores commonly promote.',
    sandbox: true,
  },
};

/** The order the messages are shown in. */
const FINANCING_ORDER: readonly FinancingProvider[] = ['splitIt', 'affirm'];

/**
 * One monthly payment of `total` over `months` at `aprBasisPoints`, in minor units, ROUNDED UP: the shopper never pays
 * less than the total over the instalments. Interest-free, `months` payments sum to at least the total and exceed it by
 * less than `months` minor units. With interest it is the standard amortised payment, rounded up to the minor unit.
 */
export function monthlyPayment(total: number, months: number, aprBasisPoints: number): number {
  if (aprBasisPoints === 0) return Math.ceil(total / months);
  const rate = aprBasisPoints / 10_000 / 12;
  return Math.ceil((total * rate) / (1 - (1 + rate) ** -months));
}

/** Eligibility: the brand enables the provider (brand registry paymentProviders) and the total is within its limits. */
export function financingEligible(provider: FinancingProvider, total: Money, enabled: readonly PaymentProvider[]): boolean {
  const terms = SANDBOX_FINANCING_TERMS[provider];
  return enabled.includes(provider) && total.amount >= terms.minAmount && total.amount <= terms.maxAmount;
}

/** Splitit's message for an order total: "or 12 payments of $X with Splitit", or null when not eligible. */
export function splititMessage(total: Money, enabled: readonly PaymentProvider[]): string | null {
  if (!financingEligible('splitIt', total, enabled)) return null;
  const { months } = SANDBOX_FINANCING_TERMS.splitIt;
  // The plan the sandbox Splitit charges (redirect-rules.ts): the quoted amount is what each payment is, at most.
  const payment = formatMoney({ amount: instalmentPlan(total.amount, months).each, currency: total.currency });
  return `or ${months} payments of ${payment} with Splitit`;
}

/** Affirm's message for an order total: "as low as $X/mo with Affirm", or null when not eligible. */
export function affirmMessage(total: Money, enabled: readonly PaymentProvider[]): string | null {
  if (!financingEligible('affirm', total, enabled)) return null;
  const { months, aprBasisPoints } = SANDBOX_FINANCING_TERMS.affirm;
  const payment = formatMoney({ amount: monthlyPayment(total.amount, months, aprBasisPoints), currency: total.currency });
  return `as low as ${payment}/mo with Affirm`;
}

export interface FinancingMessage {
  provider: FinancingProvider;
  text: string;
}

const MESSAGE_OF: Readonly<Record<FinancingProvider, typeof splititMessage>> = {
  splitIt: splititMessage,
  affirm: affirmMessage,
};

/** Every financing message a shopper of this brand sees for a total, Splitit first; empty when none applies. */
export function financingMessages(total: Money, enabled: readonly PaymentProvider[]): FinancingMessage[] {
  return FINANCING_ORDER.flatMap((provider) => {
    const text = MESSAGE_OF[provider](total, enabled);
    return text === null ? [] : [{ provider, text }];
  });
}
