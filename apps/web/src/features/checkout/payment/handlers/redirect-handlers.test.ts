import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_START_TOKEN } from '@store/core/payments/provider-flows';
import { TRUEMED_FRAME_CLOSED_MESSAGE } from '@store/core/payments/truemed';
import { ApiError } from '../../../../lib/api/errors';
import type { Order, PaymentResult } from '../../../../lib/api/orders';
import { checkoutSnapshot } from '../../checkout-store';
import { closeHealthSavingsFrame, healthSavingsFrame } from '../truemed-frame-store';
import { loadPaymentHandler } from './registry';

const fetchClientToken = vi.hoisted(() => vi.fn<() => Promise<string>>());
vi.mock('../../../../lib/api/braintree', () => ({ fetchClientToken }));

const order = { id: 'ord_1' } as Order;
const requiresAction = (redirectUrl: string) =>
  ({ paymentStatus: 'requires_action', redirectUrl, order, message: null }) as PaymentResult;

async function pay(
  provider: 'paypal' | 'paypalCredit' | 'truemed',
  payOrder: (id: string, token: string) => Promise<PaymentResult>,
) {
  const handler = await loadPaymentHandler(provider);
  if (handler === null) throw new Error(`no handler for ${provider}`);
  return handler.pay({ provider, express: false, order, paymentToken: null, deps: { payOrder } });
}

afterEach(() => {
  fetchClientToken.mockReset();
});

describe('client handlers: PayPal via braintree, Truemed in the health-savings frame', () => {
  it.each(['paypal', 'paypalCredit'] as const)(
    '%s pays with a fresh client token and follows PayPal’s page',
    async (provider) => {
      fetchClientToken.mockResolvedValue('bt1.token');
      const payOrder = vi.fn(async () => requiresAction('/api/sandbox/paypal/pi_1'));
      expect(await pay(provider, payOrder)).toEqual({ kind: 'redirect', url: '/api/sandbox/paypal/pi_1' });
      expect(payOrder).toHaveBeenCalledWith('ord_1', 'bt1.token', expect.any(String));
    },
  );

  it("live mode: the nonce billing's PayPal button made pays the order; no sandbox client token is fetched", async () => {
    const handler = await loadPaymentHandler('paypal');
    const payOrder = vi.fn(async () => ({ paymentStatus: 'succeeded', order, message: null }) as PaymentResult);
    const outcome = await handler!.pay({
      provider: 'paypal',
      express: false,
      order,
      paymentToken: 'nonce-from-paypal',
      deps: { payOrder },
    });
    expect(outcome.kind).toBe('paid');
    expect(payOrder).toHaveBeenCalledWith('ord_1', 'nonce-from-paypal', expect.any(String));
    expect(fetchClientToken).not.toHaveBeenCalled();
  });

  it('a client token that cannot be fetched fails with the server message and pays nothing', async () => {
    fetchClientToken.mockRejectedValue(new ApiError(429, 'RATE_LIMITED', 'Too many requests'));
    const payOrder = vi.fn();
    expect(await pay('paypal', payOrder)).toEqual({ kind: 'failed', message: 'Too many requests' });
    expect(payOrder).not.toHaveBeenCalled();
  });

  it('Truemed starts its session and opens the frame instead of leaving; closing it ends the attempt', async () => {
    const payOrder = vi.fn(async () => requiresAction('/api/sandbox/truemed/pi_abc'));
    const outcome = pay('truemed', payOrder);
    await vi.waitFor(() => expect(healthSavingsFrame()).toEqual({ url: '/api/sandbox/truemed/pi_abc', sessionId: 'pi_abc' }));
    expect(payOrder).toHaveBeenCalledWith('ord_1', REDIRECT_START_TOKEN, expect.any(String));
    expect(checkoutSnapshot().modals.healthSavingsProviderFrame).toBe(true);
    closeHealthSavingsFrame();
    expect(await outcome).toEqual({ kind: 'failed', message: TRUEMED_FRAME_CLOSED_MESSAGE });
    expect(checkoutSnapshot().modals.healthSavingsProviderFrame).toBe(false);
    expect(healthSavingsFrame()).toBeNull();
  });
});

describe('Link pays both ways', () => {
  const paid = { paymentStatus: 'succeeded', order, message: null } as PaymentResult;

  it('one click: the express sheet’s token pays the order at once', async () => {
    const handler = await loadPaymentHandler('link');
    const payOrder = vi.fn(async () => paid);
    const outcome = await handler!.pay({
      provider: 'link',
      express: true,
      order,
      paymentToken: 'wtok_sheet',
      deps: { payOrder },
    });
    expect(outcome.kind).toBe('paid');
    expect(payOrder).toHaveBeenCalledWith('ord_1', 'wtok_sheet', 'pay-ord_1-wtok_sheet');
  });

  it('chosen on billing (no token): Place order starts Link’s page', async () => {
    const handler = await loadPaymentHandler('link');
    const payOrder = vi.fn(async () => requiresAction('/api/sandbox/pay/link/pi_1'));
    const outcome = await handler!.pay({ provider: 'link', express: true, order, paymentToken: null, deps: { payOrder } });
    expect(outcome).toEqual({ kind: 'redirect', url: '/api/sandbox/pay/link/pi_1' });
    expect(payOrder).toHaveBeenCalledWith(
      'ord_1',
      REDIRECT_START_TOKEN,
      expect.stringMatching(/^pay-ord_1-redirect-start-[0-9a-f]{16}$/),
    );
  });
});
