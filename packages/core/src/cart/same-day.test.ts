import { describe, expect, it } from 'vitest';
import type { Availability } from '../product';
import { SAME_DAY_SERVICES } from './same-day-data';
import { localClock, sameDayInfo, sameDayRefusal, type SameDayLine, type SddInfo } from './same-day';

const stock = (over: Partial<Availability> = {}): Availability => ({
  isActive: true,
  isInStock: true,
  isBackOrderAllowed: false,
  shippingFrom: 1,
  shippingTo: 1,
  wgsShippingFrom: 7,
  wgsShippingTo: 14,
  ...over,
});
const mattress: SameDayLine = { title: 'Classic Memory Foam Mattress', group: 'mattress', availability: stock() };
const pillow: SameDayLine = { title: 'Gel Pillow', group: 'bedding', availability: stock() };
const frame: SameDayLine = {
  title: 'Modern Platform Bed',
  group: 'bed-frame',
  availability: stock({ shippingFrom: 2, shippingTo: 5 }),
};
const dresser: SameDayLine = { title: 'Oak Dresser', group: 'furniture', availability: stock() };
const soldOut: SameDayLine = {
  title: 'Linen Sheet Set',
  group: 'bedding',
  availability: stock({ isInStock: false, isBackOrderAllowed: true }),
};
const warranty: SameDayLine = { title: 'Extended Warranty', group: 'warranty', availability: stock({ shippingTo: 3 }) };

const nestwoodToday: SddInfo = {
  available: true,
  reason: null,
  message: null,
  zone: 'New York City',
  cutoff: 'Order by 12 pm for delivery today',
  fee: 4900,
  estimate: 'Today',
};
const no = (reason: SddInfo['reason'], message: string): SddInfo => ({
  available: false,
  reason,
  message,
  zone: null,
  cutoff: null,
  fee: null,
  estimate: null,
});
const NYC_CLOSED = no('after-cutoff', 'Same-day orders in New York City close at 12 pm; it is no longer available today.');

describe('same-day delivery: zone, lines, delivery day and the local cut-off', () => {
  it.each<[string, keyof typeof SAME_DAY_SERVICES, string | null, SameDayLine[], string, SddInfo]>([
    // New York in summer (EDT, UTC-4): 15:59Z is 11:59 local, 16:00Z is 12:00.
    ['NYC, Monday 11:59 EDT', 'nestwood', '10012', [mattress], '2026-06-15T15:59:00Z', nestwoodToday],
    [
      'NYC, Monday 12:00 EDT: the cut-off itself is too late',
      'nestwood',
      '10012',
      [mattress],
      '2026-06-15T16:00:00Z',
      NYC_CLOSED,
    ],
    // New York in winter (EST, UTC-5): the same 16:59Z is 11:59 local.
    ['NYC, Friday 11:59 EST (before the spring change)', 'nestwood', '10012', [mattress], '2026-03-06T16:59:00Z', nestwoodToday],
    ['NYC, Monday 12:59 EDT (the first weekday after it)', 'nestwood', '10012', [mattress], '2026-03-09T16:59:00Z', NYC_CLOSED],
    [
      'NYC, Monday 11:59 EDT (the first weekday after it)',
      'nestwood',
      '10012',
      [mattress],
      '2026-03-09T15:59:00Z',
      nestwoodToday,
    ],
    ['NYC, Monday 11:59 EST (after the autumn change)', 'nestwood', '11201', [mattress], '2026-11-02T16:59:00Z', nestwoodToday],
    ['NYC, Tuesday 12:00 EST', 'nestwood', '10012', [mattress], '2026-01-13T17:00:00Z', NYC_CLOSED],
    [
      'Chicago, Monday 11:59 CDT',
      'nestwood',
      '60654',
      [mattress, pillow],
      '2026-06-15T16:59:00Z',
      { ...nestwoodToday, zone: 'Chicago' },
    ],
    [
      'Phoenix keeps standard time: 10:59 MST in July is before an 11 am cut-off',
      'plume',
      '85016',
      [mattress],
      '2026-07-01T17:59:00Z',
      {
        available: true,
        reason: null,
        message: null,
        zone: 'Phoenix',
        cutoff: 'Order before 11 am and sleep on it tonight',
        fee: 2900,
        estimate: 'Today',
      },
    ],
    [
      'Phoenix, 11:00 MST',
      'plume',
      '85016',
      [mattress],
      '2026-07-01T18:00:00Z',
      no('after-cutoff', 'Same-day orders in Phoenix close at 11 am; it is no longer available today.'),
    ],
    [
      'Houston at the same moment is 12:59 CDT',
      'plume',
      '77008',
      [mattress],
      '2026-07-01T17:59:00Z',
      no('after-cutoff', 'Same-day orders in Houston close at 11 am; it is no longer available today.'),
    ],
    [
      'NYC on a Sunday',
      'nestwood',
      '10012',
      [mattress],
      '2026-06-14T14:00:00Z',
      no('no-delivery-today', 'Same-day delivery does not run on Sundays in New York City.'),
    ],
    [
      'Los Angeles: Saturday 7 pm local is still Saturday there (Sunday in UTC)',
      'nestwood',
      '90046',
      [mattress],
      '2026-06-14T02:00:00Z',
      no('after-cutoff', 'Same-day orders in Los Angeles close at 12 pm; it is no longer available today.'),
    ],
    ['a ZIP+4 in the zone', 'nestwood', '10012-3456', [mattress], '2026-06-15T15:59:00Z', nestwoodToday],
    [
      'a ZIP outside every zone (Atlanta)',
      'nestwood',
      '30305',
      [mattress],
      '2026-06-15T15:59:00Z',
      no('outside-zone', 'Same-day delivery does not reach 30305.'),
    ],
    [
      'a brand without same-day delivery',
      'driftvale',
      '10011',
      [mattress],
      '2026-06-15T15:59:00Z',
      no('not-offered', 'Same-day delivery is not offered on this store.'),
    ],
    [
      'no shipping ZIP yet',
      'nestwood',
      null,
      [mattress],
      '2026-06-15T15:59:00Z',
      no('no-postal-code', 'Enter your shipping ZIP code to see whether same-day delivery reaches you.'),
    ],
    [
      'a frame that ships in 2 - 5 days',
      'nestwood',
      '10012',
      [mattress, frame],
      '2026-06-15T15:59:00Z',
      no('ineligible-line', 'Same-day delivery is not available for Modern Platform Bed.'),
    ],
    [
      'furniture, even in stock for 24 hours, and a sold-out line',
      'nestwood',
      '10012',
      [dresser, mattress, soldOut],
      '2026-06-15T15:59:00Z',
      no('ineligible-line', 'Same-day delivery is not available for Oak Dresser, Linen Sheet Set.'),
    ],
    [
      'the ineligible line decides before the clock',
      'nestwood',
      '10012',
      [frame],
      '2026-06-15T16:30:00Z',
      no('ineligible-line', 'Same-day delivery is not available for Modern Platform Bed.'),
    ],
    ['a warranty line has nothing to carry', 'nestwood', '10012', [mattress, warranty], '2026-06-15T15:59:00Z', nestwoodToday],
    [
      'nothing to carry at all',
      'nestwood',
      '10012',
      [warranty],
      '2026-06-15T15:59:00Z',
      no('empty-cart', 'Add an item to your cart to see same-day delivery.'),
    ],
    [
      'Toronto, a postal code with its space, 11:59 EDT',
      'nestwood-ca',
      'M5V 1M6',
      [mattress],
      '2026-06-15T15:59:00Z',
      { ...nestwoodToday, zone: 'Toronto', fee: 5900 },
    ],
    [
      'Toronto, lower case without the space',
      'nestwood-ca',
      'm5v1m6',
      [mattress],
      '2026-06-15T15:59:00Z',
      { ...nestwoodToday, zone: 'Toronto', fee: 5900 },
    ],
    [
      'Ottawa is not in the Toronto zone',
      'nestwood-ca',
      'K1N 9C3',
      [mattress],
      '2026-06-15T15:59:00Z',
      no('outside-zone', 'Same-day delivery does not reach K1N 9C3.'),
    ],
  ])('%s', (_case, brand, postalCode, lines, now, expected) => {
    expect(sameDayInfo({ service: SAME_DAY_SERVICES[brand], postalCode, lines, now: new Date(now) })).toEqual(expected);
  });
});

describe("the zone's clock", () => {
  it.each([
    ['2026-03-06T16:59:00Z', 'America/New_York', { day: 'fri', minutes: 11 * 60 + 59 }],
    ['2026-03-09T16:59:00Z', 'America/New_York', { day: 'mon', minutes: 12 * 60 + 59 }],
    ['2026-07-01T17:59:00Z', 'America/Phoenix', { day: 'wed', minutes: 10 * 60 + 59 }],
    ['2026-06-15T04:30:00Z', 'America/Los_Angeles', { day: 'sun', minutes: 21 * 60 + 30 }],
    ['2026-06-15T04:00:00Z', 'America/New_York', { day: 'mon', minutes: 0 }],
  ])('%s in %s', (now, zone, expected) => expect(localClock(new Date(now), zone)).toEqual(expected));
});

describe('the order refusal says why and what to do', () => {
  it('after the cut-off', () =>
    expect(sameDayRefusal(NYC_CLOSED)).toBe(
      'Same-day orders in New York City close at 12 pm; it is no longer available today. Please choose another delivery option.',
    ));
});
