import { describe, expect, it } from 'vitest';
import { CARRIER_KEYS, carrierName, carrierTrackingNumber, trackingNumberSchema, trackingUrl, type CarrierKey } from './carriers';

describe('carrier tracking numbers', () => {
  it.each([
    ['ups', '1Z999AA10123456784', '1Z999AA10123456784'],
    ['ups', '1z 999 aa1 0123 4567 84', '1Z999AA10123456784'],
    ['fedex', '1234-5678-9012', '123456789012'],
    ['fedex', '123456789012345', '123456789012345'],
    ['usps', '9400 1000 0000 0000 0000 00', '9400100000000000000000'],
    ['usps', 'ea123456789us', 'EA123456789US'],
    ['canada-post', '1234567890123456', '1234567890123456'],
    ['canada-post', 'RR123456789CA', 'RR123456789CA'],
    ['purolator', '329012345678', '329012345678'],
    ['purolator', 'abc123456789', 'ABC123456789'],
    ['white-glove', ' Crew 12 - Tuesday ', 'Crew 12 - Tuesday'],
    ['other', 'ab-12 cd', 'ab-12 cd'],
  ] as const)('%s %j is kept as %j', (carrier, typed, kept) => {
    expect(carrierTrackingNumber(carrier, typed)).toEqual({ ok: true, value: kept });
  });

  it.each([
    ['ups', '123', 'That is not a UPS tracking number (1Z followed by 16 letters or digits)'],
    ['ups', '1Z999AA1012345678', 'That is not a UPS tracking number (1Z followed by 16 letters or digits)'],
    ['fedex', '1Z999AA10123456784', 'That is not a FedEx tracking number (12, 15, 20 or 22 digits)'],
    ['usps', 'EA123456789CA', 'That is not a USPS tracking number (20 to 22, 26 or 30 digits, or two letters, 9 digits and US)'],
    [
      'canada-post',
      '12345',
      'That is not a Canada Post tracking number (12 or 16 digits, or two letters, 9 digits and two letters)',
    ],
    ['purolator', 'AB123456789', 'That is not a Purolator tracking number (12 digits, or three letters and 9 digits)'],
  ] as const)('%s refuses %j', (carrier, typed, message) => {
    expect(carrierTrackingNumber(carrier, typed)).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message } });
  });
});

describe('tracking links', () => {
  it.each([
    ['ups', '1Z999AA10123456784', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ['fedex', '123456789012', 'https://www.fedex.com/fedextrack/?trknbr=123456789012'],
    ['usps', 'EA123456789US', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=EA123456789US'],
    [
      'canada-post',
      '1234567890123456',
      'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=1234567890123456',
    ],
    ['purolator', '329012345678', 'https://www.purolator.com/en/shipping/tracker?pin=329012345678'],
    ['white-glove', 'Crew 12', null],
    ['other', 'ABC', null],
    ['a-carrier-no-longer-listed', 'ABC', null],
  ])('%s %s links to %s', (carrier, number, url) => {
    expect(trackingUrl(carrier, number)).toBe(url);
  });

  it.each([
    ['a b', 'https://www.ups.com/track?tracknum=a%20b'],
    ['x&tracknum=evil#frag', 'https://www.ups.com/track?tracknum=x%26tracknum%3Devil%23frag'],
    ['$&$1', 'https://www.ups.com/track?tracknum=%24%26%241'],
    ['"><script>', 'https://www.ups.com/track?tracknum=%22%3E%3Cscript%3E'],
    ['é/ü?', 'https://www.ups.com/track?tracknum=%C3%A9%2F%C3%BC%3F'],
  ])('encodes the odd bytes of %j into the link', (number, url) => {
    expect(trackingUrl('ups', number)).toBe(url);
  });
});

describe('the tracking number as typed', () => {
  it.each([
    ['1Z 999-AA1', true],
    ['  x  ', true],
    ['a'.repeat(40), true],
    ['a'.repeat(41), false],
    ['', false],
    ['   ', false],
    ['1Z<999>', false],
    ['12\u000034', false],
    ['1Z_999', false],
    ['ÄB12', false],
  ])('%j passes: %s', (typed, passes) => {
    expect(trackingNumberSchema.safeParse(typed).success).toBe(passes);
  });
});

describe('carrier names', () => {
  it.each([
    ['ups', 'UPS'],
    ['canada-post', 'Canada Post'],
    ['white-glove', 'White glove delivery'],
    ['other', 'Other carrier'],
    ['dhl', 'dhl'],
  ])('%s is %s', (key, name) => {
    expect(carrierName(key)).toBe(name);
  });

  it('names every listed carrier', () => {
    expect(CARRIER_KEYS.map((key: CarrierKey) => carrierName(key)).every((name, i) => name !== CARRIER_KEYS[i])).toBe(true);
  });
});
