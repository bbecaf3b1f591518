import { describe, expect, it } from 'vitest';
import { billingFormSchema } from './address-form';
import { orderAddressSchema, toOrderAddress, WRONG_COUNTRY_MESSAGE } from './order-address';

const order = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '(555) 123-4567',
  address: { line1: '12 Main St', line2: '', zip: '78701', city: 'Austin', state: 'TX', country: 'US' },
};

const firstMessage = (value: unknown, region: 'US' | 'CA' = 'US') =>
  orderAddressSchema(region).safeParse(value).error?.issues[0]?.message ?? null;

describe('order address re-checked with the address form rules', () => {
  it('a valid address parses, phone as 10 digits', () => {
    expect(orderAddressSchema('US').parse(order)).toEqual({ ...order, phone: '5551234567' });
  });

  it.each([
    ['first name missing', { ...order, firstName: undefined }, 'Please enter your full name'],
    ['digits in the name', { ...order, lastName: 'L0velace' }, 'Please enter valid full name'],
    ['a last name of two words', { ...order, lastName: 'de Cruz' }, 'Please enter valid full name'],
    ['name over 50', { ...order, firstName: 'A'.repeat(45) }, 'Please enter valid full name'],
    ['short phone', { ...order, phone: '12345' }, 'Please enter a valid phone number'],
    ['PO Box', { ...order, address: { ...order.address, line1: 'PO Box 1' } }, 'We do not currently ship to PO Boxes'],
    ['bad zip', { ...order, address: { ...order.address, zip: '00001' } }, 'Please enter a valid zip code'],
    ['unknown state', { ...order, address: { ...order.address, state: 'XX' } }, 'Please select a state'],
    ['wrong country', { ...order, address: { ...order.address, country: 'CA' } }, WRONG_COUNTRY_MESSAGE],
    ['a price field', { ...order, price: 0 }, expect.any(String)],
  ])('%s is refused', (_case, value, message) => expect(firstMessage(value)).toEqual(message));

  it('line2 may be left out (it is optional)', () => {
    const { line2: _line2, ...address } = order.address;
    expect(orderAddressSchema('US').parse({ ...order, address }).address.line2).toBe('');
  });
});

describe('toOrderAddress: the form as the order address, last word = last name', () => {
  it('splits the name and sends phone digits; the result passes the order schema', () => {
    const form = billingFormSchema('CA').parse({
      fullName: 'Anne Marie Cruz',
      line1: '1 Rue Principale',
      line2: '',
      city: 'Montréal',
      state: 'Quebec',
      zip: 'h2x 1y4',
      phone: '514-555-0199',
    });
    const address = toOrderAddress(form, 'CA');
    expect(address).toEqual({
      firstName: 'Anne Marie',
      lastName: 'Cruz',
      phone: '5145550199',
      address: { line1: '1 Rue Principale', line2: '', zip: 'H2X 1Y4', city: 'Montréal', state: 'QC', country: 'CA' },
    });
    expect(orderAddressSchema('CA', 'billing').parse(address)).toEqual(address);
  });
});
