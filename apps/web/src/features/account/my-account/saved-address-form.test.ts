import { describe, expect, it } from 'vitest';
import { billingFormSchema } from '@store/core/checkout/address-form';
import type { SavedAddress } from '../../../lib/api/my-account';
import { addressSummary, defaultFirst, savedAddressFormValues, savedAddressFromForm } from './saved-address-form';

const saved: SavedAddress = {
  id: 'addr_1',
  isDefault: false,
  firstName: 'Ann Marie',
  lastName: 'Lee',
  phone: '5125550100',
  address: { line1: '1 Main St', line2: 'Apt 2', zip: '78701', city: 'Austin', state: 'TX', country: 'US' },
};

describe('saved addresses in the checkout address form (/my-account)', () => {
  it('a saved address fills the form: first and last name joined into Full name', () => {
    expect(savedAddressFormValues(saved)).toEqual({
      fullName: 'Ann Marie Lee',
      line1: '1 Main St',
      line2: 'Apt 2',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phone: '5125550100',
    });
  });

  it('the form, validated by the checkout rules, gives back the same order address (last word = last name, phone digits)', () => {
    const values = billingFormSchema('US').parse(savedAddressFormValues(saved));
    const { id: _id, isDefault: _default, ...address } = saved;
    expect(savedAddressFromForm(values, 'US')).toEqual(address);
  });

  it('the checkout rules refuse what the checkout refuses (a missing city)', () => {
    const parsed = billingFormSchema('US').safeParse({ ...savedAddressFormValues(saved), city: '' });
    expect(parsed.success).toBe(false);
  });

  it('under the shipping rules a saved address asks for a shipping address (not a billing one) and refuses a PO box', () => {
    const schema = billingFormSchema('US', 'shipping');
    const empty = schema.safeParse({ ...savedAddressFormValues(saved), line1: '' });
    expect(empty.error?.issues[0]?.message).toBe('Please enter a shipping address');
    const poBox = schema.safeParse({ ...savedAddressFormValues(saved), line1: 'PO Box 12' });
    expect(poBox.error?.issues[0]?.message).toBe('We do not currently ship to PO Boxes');
  });

  it('an address reads as one line; an empty apartment is left out', () => {
    expect(addressSummary(saved)).toBe('Ann Marie Lee, 1 Main St, Apt 2, Austin, TX 78701');
    expect(addressSummary({ ...saved, address: { ...saved.address, line2: '' } })).toBe(
      'Ann Marie Lee, 1 Main St, Austin, TX 78701',
    );
  });

  it('the default address is listed first, the rest keep their order', () => {
    const list = [
      { ...saved, id: 'a' },
      { ...saved, id: 'b', isDefault: true },
      { ...saved, id: 'c' },
    ];
    expect(defaultFirst(list).map((a) => a.id)).toEqual(['b', 'a', 'c']);
  });
});
