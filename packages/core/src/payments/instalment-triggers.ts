import type { PaymentProvider } from '../enums';
import { providersWhere } from './provider-manifests';
import { DEFAULT_INSTALMENT_COUNT } from './redirect-rules';

/** The numbers of payments the Splitit panel offers (within Splitit's 2-36); the default 12 is among them. */
export const SPLITIT_PAYMENT_OPTIONS: readonly number[] = [3, 6, 10, 12, 18, 24];

/** A Splitit number of payments the store offers, else the default (a stale or tampered value never reaches the order). */
export function splitItPayments(value: unknown): number {
  return typeof value === 'number' && SPLITIT_PAYMENT_OPTIONS.includes(value) ? value : DEFAULT_INSTALMENT_COUNT;
}

/** The financing providers with a "Pay with …" trigger beside their financing message. */
export type InstalmentTrigger = 'splitIt' | 'affirm';

/** What a trigger changes in the checkout, where it goes and whether it pays on arrival. */
export interface TriggerAction {
  paymentProvider: PaymentProvider;
  /** Set only by Splitit's trigger. */
  splitItNumberOfPayments?: number;
  step: 'review';
  pay: true;
}

/**
 * Instalment triggers: Splitit sets the number of payments (default 12) and the provider, then moves to review
 * and pays; Affirm sets the provider, then moves to review and pays. (Amazon Pay's trigger, to shipping and its
 * button, belongs to the wallet flow.)
 */
export function instalmentTrigger(trigger: InstalmentTrigger, numberOfPayments?: number): TriggerAction {
  switch (trigger) {
    case 'splitIt':
      return {
        paymentProvider: 'splitIt',
        splitItNumberOfPayments: splitItPayments(numberOfPayments ?? DEFAULT_INSTALMENT_COUNT),
        step: 'review',
        pay: true,
      };
    case 'affirm':
      return { paymentProvider: 'affirm', step: 'review', pay: true };
  }
}

/** The triggers a brand shows: only for financing providers it enables. */
export function enabledTriggers(enabled: readonly PaymentProvider[]): InstalmentTrigger[] {
  return (['splitIt', 'affirm'] as const).filter((trigger) => enabled.includes(trigger));
}

/** Modal flag "lease provider fallback": the lease providers whose decline offers another payment method. */
export const LEASE_PROVIDERS: readonly PaymentProvider[] = providersWhere((manifest) => manifest.leaseFallback === true);

/** True when a failed payment of this provider opens the lease fallback modal instead of the error modal. */
export function offersLeaseFallback(provider: PaymentProvider | null): boolean {
  return provider !== null && LEASE_PROVIDERS.includes(provider);
}
