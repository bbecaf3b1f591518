import { describe, expect, it } from 'vitest';
import { orderLookupKeys } from './order-lookup-keys';

describe('returning-customer check: canonical email, phone and ZIP', () => {
  it.each([
    [
      'case and spaces of the email',
      { email: ' Ann@Example.COM ', phone: '5551234567', zip: '94105' },
      'ann@example.com',
      '5551234567',
      '94105',
    ],
    ['phone punctuation and +1', { email: 'a@b.co', phone: '+1 (555) 123-4567', zip: '94105' }, 'a@b.co', '5551234567', '94105'],
    ['a ZIP+4 matches its ZIP', { email: 'a@b.co', phone: '5551234567', zip: '94105-1234' }, 'a@b.co', '5551234567', '94105'],
    [
      'a Canadian postal code without its space',
      { email: 'a@b.co', phone: '4165550000', zip: 'm5v 2t6' },
      'a@b.co',
      '4165550000',
      'M5V2T6',
    ],
  ])('%s', (_name, input, emailKey, phoneKey, zipKey) => {
    expect(orderLookupKeys(input)).toEqual({ emailKey, phoneKey, zipKey });
  });
});
