import type { Env } from '../env';
import type { PaymentProviders } from './registry';

/**
 * PAYMENTS_FAULT, for the payment crash tests (honoured only in sandbox mode; main.ts ignores it in live mode).
 * `hang-after-charge`: every charge reaches the provider, then the request holds forever before the store writes the
 * answer, as a process that dies at the worst moment would leave it (the attempt `processing`, the provider charged).
 * The test kills the process there and checks that the reconciliation settles the payment exactly once.
 * `slow-provider`: every charge answers after SLOW_PROVIDER_MS (or `slowMs`), past the payment's provider budget.
 */
/** How slow the `slow-provider` fault makes each charge ("a slow provider sandbox (5 s)"). */
export const SLOW_PROVIDER_MS = 5_000;

export function withPaymentsFault(
  providers: PaymentProviders,
  fault: NonNullable<Env['PAYMENTS_FAULT']>,
  onFault: (message: string) => void,
  slowMs = SLOW_PROVIDER_MS,
): PaymentProviders {
  switch (fault) {
    case 'hang-after-charge':
      return Object.fromEntries(
        Object.entries(providers).map(([name, adapter]) => [
          name,
          {
            ...adapter,
            async charge(request) {
              await adapter.charge(request);
              onFault(`PAYMENTS_FAULT=hang-after-charge: order ${request.orderId} charged, holding`);
              return new Promise(() => undefined);
            },
          } satisfies typeof adapter,
        ]),
      );
    case 'slow-provider':
      return Object.fromEntries(
        Object.entries(providers).map(([name, adapter]) => [
          name,
          {
            ...adapter,
            async charge(request) {
              onFault(`PAYMENTS_FAULT=slow-provider: order ${request.orderId} answers in ${slowMs} ms`);
              await new Promise((resolve) => setTimeout(resolve, slowMs));
              return adapter.charge(request);
            },
          } satisfies typeof adapter,
        ]),
      );
  }
}
