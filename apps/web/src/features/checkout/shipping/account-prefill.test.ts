import { describe, expect, it } from 'vitest';
import { accountAddress, fillEmpty, prefillCheckout, sameAddress, type SavedAddress } from './account-prefill';

const saved = (overrides: Partial<SavedAddress> = {}, country = 'US'): SavedAddress => ({
  isDefault: false,
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '5551234567',
  address: { line1: '1 Market Street', line2: 'Apt 2', zip: '94105', city: 'San Francisco', state: 'CA', country },
  ...overrides,
});
const empty = { fullName: '', line1: '', line2: '', city: '', state: '', zip: '', phone: '', email: '' };

describe('checkout pre-fill for a signed-in shopper', () => {
  it('takes the default saved address (else the first) and the account email', () => {
    const home = saved({ isDefault: true, firstName: 'Home' });
    expect(accountAddress([saved({ firstName: 'Work' }), home], 'ann@example.com', 'US')).toEqual({
      fullName: 'Home Lee',
      line1: '1 Market Street',
      line2: 'Apt 2',
      city: 'San Francisco',
      state: 'CA',
      zip: '94105',
      phone: '5551234567',
      email: 'ann@example.com',
    });
    expect(accountAddress([saved({ firstName: 'Only' })], 'a@b.co', 'US').fullName).toBe('Only Lee');
  });

  it('offers only the email when there is no saved address, or the default is of another country than the store', () => {
    expect(accountAddress([], 'ann@example.com', 'US')).toEqual({ ...empty, email: 'ann@example.com' });
    expect(accountAddress([saved({ isDefault: true }, 'US')], 'ann@example.com', 'CA')).toEqual({
      ...empty,
      email: 'ann@example.com',
    });
  });

  it('fills only empty fields: what the shopper typed is never overwritten', () => {
    const from = accountAddress([saved({ isDefault: true })], 'ann@example.com', 'US');
    const typed = { ...empty, fullName: 'Bo Typed', zip: '10001', email: '  ' };
    expect(fillEmpty(typed, from)).toEqual({ ...from, fullName: 'Bo Typed', zip: '10001' });
    expect(fillEmpty(null, from)).toEqual(from);
  });

  it('billing takes the account address without the email; a billing not started stays null', () => {
    const from = accountAddress([saved({ isDefault: true })], 'ann@example.com', 'US');
    expect(prefillCheckout({ shippingAddress: null, billingAddress: null }, from)).toEqual({
      shippingAddress: from,
      billingAddress: null,
    });
    const { email: _email, ...withoutEmail } = from;
    const next = prefillCheckout({ shippingAddress: null, billingAddress: { ...empty, line1: '9 Bill St' } }, from);
    expect(next.billingAddress).toEqual({ ...withoutEmail, line1: '9 Bill St' });
  });

  it('sameAddress says when a fill changed nothing (no redraw of the form)', () => {
    const from = accountAddress([saved({ isDefault: true })], 'ann@example.com', 'US');
    expect(sameAddress(from, fillEmpty(from, from))).toBe(true);
    expect(sameAddress(null, from)).toBe(false);
  });
});
