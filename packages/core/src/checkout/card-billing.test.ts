import { describe, expect, it } from 'vitest';
import { cardBillingOf, stripeBillingDetails } from './card-billing';

const form = { fullName: ' Ann Lee ', line1: '1 Congress Ave', line2: '', city: 'Austin', state: 'TX', zip: '78701 ' };

describe('the card’s billing name and address (the token is made from the card and them)', () => {
  it('from the billing form, trimmed, with the store’s country', () => {
    expect(cardBillingOf(form, 'US')).toEqual({
      name: 'Ann Lee',
      line1: '1 Congress Ave',
      line2: '',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
    });
  });

  it.each([
    ['no second line: null', '', null],
    ['a second line', 'Suite 200', 'Suite 200'],
  ])('as Stripe’s billing_details, %s', (_name, line2, expected) => {
    expect(stripeBillingDetails(cardBillingOf({ ...form, line2 }, 'US'))).toEqual({
      name: 'Ann Lee',
      address: { line1: '1 Congress Ave', line2: expected, city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
    });
  });
});
