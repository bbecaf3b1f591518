import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutSnapshot, initialCheckoutState, updateCheckout } from '../checkout-store';
import { billingAfterShipping, settledCheckout, shippingSubmitBlocked, submitShipping, type SubmitDeps } from './submit-shipping';

const values = {
  fullName: 'Ann Lee',
  line1: '1 Main St',
  line2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '(555) 123-4567',
  email: 'ann@example.com',
  sendEmail: true,
  sendSMS: true,
};
const { sendEmail: _e, sendSMS: _s, ...address } = values;

function deps(returning = false) {
  return {
    subscribe: vi.fn(() => Promise.resolve({ ok: true as const })),
    isReturning: vi.fn(() => Promise.resolve(returning)),
    reloadCart: vi.fn(() => Promise.resolve()),
    dd: () => 'device',
  } satisfies SubmitDeps;
}

afterEach(() => updateCheckout({ ...initialCheckoutState }));

describe('shippingSubmitBlocked (Shipping submit)', () => {
  const clear = { isValidationPending: false, isZipMismatched: false, isRegionBlacklisted: false, wgsUnavailable: false };
  it.each([
    ['validation pending', { isValidationPending: true }, true],
    ['ZIP mismatched', { isZipMismatched: true }, true],
    ['region blacklisted', { isRegionBlacklisted: true }, true],
    ["WGS unavailable ('WGS is not available for this state.')", { wgsUnavailable: true }, true],
    ['nothing pending', {}, false],
  ])('%s -> blocked %s', (_name, flags, blocked) => expect(shippingSubmitBlocked({ ...clear, ...flags })).toBe(blocked));
});

describe('billingAfterShipping (billing pre-filled from shipping when billing has no phone)', () => {
  it.each([
    ['no billing yet', null, { ...address, email: undefined }],
    ['billing without phone', { ...address, fullName: 'Bo Kim', phone: '' }, { ...address, email: undefined }],
  ])('%s: takes the shipping address without email', (_name, billing, expected) => {
    const result = billingAfterShipping(address, billing);
    expect({ ...result, email: undefined }).toEqual(expected);
    expect('email' in result).toBe(false);
  });
  it('a billing address with a phone stays', () => {
    const billing = { ...address, fullName: 'Bo Kim', email: undefined };
    expect(billingAfterShipping(address, billing)).toBe(billing);
  });
});

describe('submitShipping (Shipping submit)', () => {
  it('is ignored while the region is blocked', async () => {
    updateCheckout({ isRegionBlacklisted: true });
    const d = deps();
    await expect(submitShipping(values, { messaging: true }, d)).resolves.toBeNull();
    expect(checkoutSnapshot().shippingAddress).toBeNull();
    expect(d.isReturning).not.toHaveBeenCalled();
  });

  it('pressed while the address is being checked, goes on to billing once the check answers', async () => {
    updateCheckout({ isValidationPending: true });
    const submitted = submitShipping(values, { messaging: false }, deps());
    await Promise.resolve();
    expect(checkoutSnapshot().shippingAddress).toBeNull();
    updateCheckout({ isValidationPending: false });
    await expect(submitted).resolves.toBe('billing');
    expect(checkoutSnapshot().shippingAddress).toEqual(address);
  });

  it('pressed while the address is being checked, is ignored when the check refuses the ZIP', async () => {
    updateCheckout({ isValidationPending: true });
    const submitted = submitShipping(values, { messaging: false }, deps());
    updateCheckout({ isValidationPending: false, isZipMismatched: true });
    await expect(submitted).resolves.toBeNull();
    expect(checkoutSnapshot().shippingAddress).toBeNull();
  });

  it('an address check that never answers drops the press after the wait', async () => {
    vi.useFakeTimers();
    try {
      updateCheckout({ isValidationPending: true });
      const settled = settledCheckout(15_000);
      vi.advanceTimersByTime(14_999);
      updateCheckout({ taxesUpdated: true }); // another change: still pending
      vi.advanceTimersByTime(1);
      expect((await settled).isValidationPending).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stores the address, pre-fills billing, records consent, hands SMS consent to messaging and moves to billing', async () => {
    const d = deps();
    await expect(submitShipping(values, { messaging: true }, d)).resolves.toBe('billing');
    const state = checkoutSnapshot();
    expect(state.shippingAddress).toEqual(address);
    expect(state.billingAddress?.line1).toBe('1 Main St');
    expect(state.permissions).toEqual({ sendEmail: true, sendSMS: true });
    expect(state.submitted.shipping).toBe(true);
    expect(d.subscribe).toHaveBeenCalledWith({ email: 'ann@example.com', phone: '5551234567', clientUserId: null });
    expect(d.isReturning).toHaveBeenCalledWith({ dd: 'device', email: 'ann@example.com', phone: '5551234567', zip: '78701' });
    expect(d.reloadCart).not.toHaveBeenCalled();
  });

  it('a signed-in shopper’s consent hand-off carries the user id (externalIdentifiers.clientUserId)', async () => {
    const d = deps();
    await submitShipping(values, { messaging: true, clientUserId: 'user-7' }, d);
    expect(d.subscribe).toHaveBeenCalledWith({ email: 'ann@example.com', phone: '5551234567', clientUserId: 'user-7' });
  });

  it.each([
    ['a storefront without messaging', { messaging: false }, true],
    ['no SMS consent', { messaging: true }, false],
  ])('does not post to /api/attentive on %s', async (_name, options, sendSMS) => {
    const d = deps();
    await submitShipping({ ...values, sendSMS: sendSMS && options.messaging }, options, d);
    expect(d.subscribe).not.toHaveBeenCalled();
  });

  it('re-reads the cart when the returning-customer check answers exist: true (the server applied the coupon)', async () => {
    const d = deps(true);
    await submitShipping(values, { messaging: false }, d);
    expect(d.reloadCart).toHaveBeenCalledOnce();
  });

  it('goes to review when billing was already submitted (the shopper came back to edit)', async () => {
    updateCheckout({ submitted: { shipping: true, billing: true } });
    await expect(submitShipping(values, { messaging: false }, deps())).resolves.toBe('review');
  });
});
