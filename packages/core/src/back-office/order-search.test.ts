import { describe, expect, it } from 'vitest';
import { orderSearchTerms, type OrderSearchTerms } from './order-search';

const none: OrderSearchTerms = { shortId: null, email: null, phone: null, zip: null, name: null };

describe('orderSearchTerms', () => {
  it.each([
    ['a short id as printed', 'K7QM4XPA', { ...none, shortId: 'K7QM4XPA', name: 'k7qm4xpa', email: 'k7qm4xpa' }],
    [
      'a short id typed in lower case with a #',
      '#k7qm4xpa',
      { ...none, shortId: 'K7QM4XPA', name: 'k7qm4xpa', email: 'k7qm4xpa' },
    ],
    ['an email, any case', ' Ann.Lee@Example.com ', { ...none, email: 'ann.lee@example.com' }],
    ['a partial email', 'ann.lee@', { ...none, email: 'ann.lee@' }],
    ['a phone as typed', '(415) 555-0100', { ...none, phone: '4155550100' }],
    ['a phone with the country code', '+1 415 555 0100', { ...none, phone: '4155550100' }],
    ['the start of a phone', '415 555', { ...none, phone: '415555' }],
    ['a ZIP is also the start of a phone and a short id', '94105', { ...none, shortId: '94105', phone: '94105', zip: '94105' }],
    ['a ZIP+4', '94105-1234', { ...none, phone: '941051234', zip: '94105' }],
    ['a Canadian postal code', 'm5v 2t6', { ...none, zip: 'M5V2T6' }],
    ['a partial postal code', 'M5V', { ...none, zip: 'M5V' }],
    ['a first and last name', '  Ann   Lee ', { ...none, name: 'ann lee' }],
    ['a partial name', 'kowal', { ...none, shortId: 'KOWAL', name: 'kowal', email: 'kowal' }],
    ['a short name', 'al', { ...none, name: 'al', email: 'al' }],
    ['an accented name', 'Zoë', { ...none, name: 'zoë', email: 'zoë' }],
    ["LIKE's wildcards are text", '100%_', { ...none, name: '100%_', email: '100%_' }],
    ['two digits are no order field: nothing matches', '12', none],
    ['blank', '   ', null],
  ] as const)('%s', (_case, q, expected) => {
    expect(orderSearchTerms(q)).toEqual(expected);
  });
});
