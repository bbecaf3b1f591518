import { describe, expect, it } from 'vitest';
import { billingFormSchema, emptyBillingForm, emptyShippingForm, shippingFormSchema } from './address-form';

const shipping = {
  fullName: ' Ada  Lovelace ',
  line1: '12 Main St',
  line2: 'Apt 4',
  city: 'Austin',
  state: 'texas',
  zip: '78701',
  phone: '555.123.4567',
  email: 'ada@example.com',
  sendEmail: true,
  sendSMS: false,
};
const { email: _email, sendEmail: _e, sendSMS: _s, ...billing } = shipping;

/** The first message per field of a failed parse. */
function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('shipping form schema', () => {
  it('a valid form is trimmed and normalised: name spaces, state code, phone (xxx) xxx-xxxx', () => {
    expect(shippingFormSchema('US').parse(shipping)).toEqual({
      ...shipping,
      fullName: 'Ada Lovelace',
      state: 'TX',
      phone: '(555) 123-4567',
    });
  });

  it('an empty form gives the required message of every required field', () => {
    expect(messages(shippingFormSchema('US').safeParse(emptyShippingForm()))).toEqual({
      fullName: 'Please enter your full name',
      line1: 'Please enter a shipping address',
      city: 'Please enter your city',
      state: 'Please select a state',
      zip: 'Please enter a zip code',
      phone: 'Please enter a valid phone number',
      email: 'Please enter an e-mail address',
    });
  });

  it.each([
    ['fullName', 'Ada', 'Please enter valid full name'],
    ['line1', 'PO Box 7', 'We do not currently ship to PO Boxes'],
    ['line2', 'PO Box 7', 'We do not currently ship to PO Boxes'],
    ['city', 'APO', 'We do not currently ship to PO Boxes'],
    ['city', '123', 'Please enter a valid city'],
    ['state', 'Ontario', 'Please select a state'],
    ['zip', '00123', 'Please enter a valid zip code'],
    ['phone', '555-1234', 'Please enter a valid phone number'],
    ['email', 'ada@', 'A valid email address is required'],
  ])('field %s with %j gives %j', (field, value, message) => {
    expect(messages(shippingFormSchema('US').safeParse({ ...shipping, [field]: value }))).toEqual({ [field]: message });
  });

  it('Canada: provinces and Canadian postal codes on a Canadian store', () => {
    const ca = { ...shipping, city: 'Ottawa', state: 'ON', zip: 'k1a0b1' };
    expect(shippingFormSchema('CA').parse(ca)).toMatchObject({ state: 'ON', zip: 'K1A 0B1' });
    expect(messages(shippingFormSchema('CA').safeParse(shipping))).toEqual({
      state: 'Please select a state',
      zip: 'Please enter a valid zip code',
    });
  });

  it('a field the form does not have is refused', () => {
    expect(shippingFormSchema('US').safeParse({ ...shipping, price: 1 }).success).toBe(false);
  });
});

describe('billing form schema: the shipping form without email', () => {
  it('parses a billing form and refuses an email field', () => {
    expect(billingFormSchema('US').parse(billing)).toMatchObject({ state: 'TX', phone: '(555) 123-4567' });
    expect(billingFormSchema('US').safeParse({ ...billing, email: 'ada@example.com' }).success).toBe(false);
  });

  it("line 1 says 'Please enter a billing address'", () => {
    expect(messages(billingFormSchema('US').safeParse(emptyBillingForm()))).toMatchObject({
      line1: 'Please enter a billing address',
    });
  });
});
