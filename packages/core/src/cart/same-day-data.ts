import type { BrandKey } from '../brands';
import type { ProductGroup } from '../product';
import type { Weekday } from '../store-locator/hours';

/** One area a brand's local team delivers to the same day: around one of its showrooms (store-locator seed). */
export interface SameDayZone {
  /** The area as the shopper reads it ('New York City'). */
  name: string;
  /** The IANA time zone of the area's team: the cut-off is read on its clock, summer time included. */
  timeZone: string;
  /**
   * The postal codes reached, by their first characters: three-digit ZIP prefixes (the sectional centres around the
   * showroom), or for Canada the first letters of the postal code.
   */
  postalPrefixes: readonly string[];
}

/** A brand's same-day delivery: when it runs, what it costs, what can go, and where. */
export interface SameDayService {
  /** Orders placed before this local time (24-hour 'HH:MM') are delivered the same day; from it on, not. */
  cutoff: string;
  /** The days the vans run (local days). */
  days: readonly Weekday[];
  /** The fee, in minor units of the brand's currency. */
  fee: number;
  /** The cut-off as the brand says it; `{time}` is the local cut-off ('12 pm'). */
  cutoffLabel: string;
  /**
   * The lines the van can take: in stock, ready to leave within `maxShippingDays` (1: the items that ship in 24 hours,
   * boxed or small parcels), of these product groups (never made-to-order furniture).
   */
  eligible: { maxShippingDays: number; groups: readonly ProductGroup[] };
  zones: readonly SameDayZone[];
}

const MON_TO_SAT: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/**
 * Data, not code: the brands whose local teams deliver the same day, around their showrooms. A brand absent here does
 * not offer it (partner, discontinued and the smaller brands' stores).
 */
export const SAME_DAY_SERVICES: Readonly<Partial<Record<BrandKey, SameDayService>>> = {
  nestwood: {
    cutoff: '12:00',
    days: MON_TO_SAT,
    fee: 4900,
    cutoffLabel: 'Order by {time} for delivery today',
    eligible: { maxShippingDays: 1, groups: ['mattress', 'bedding', 'bed-frame', 'kids'] },
    zones: [
      {
        name: 'New York City',
        timeZone: 'America/New_York',
        postalPrefixes: ['100', '101', '102', '103', '104', '111', '112', '113', '114', '116'],
      },
      { name: 'Chicago', timeZone: 'America/Chicago', postalPrefixes: ['606', '607', '608'] },
      { name: 'Denver', timeZone: 'America/Denver', postalPrefixes: ['800', '802'] },
      { name: 'San Francisco', timeZone: 'America/Los_Angeles', postalPrefixes: ['941'] },
      {
        name: 'Los Angeles',
        timeZone: 'America/Los_Angeles',
        postalPrefixes: ['900', '901', '902', '903', '904', '905', '906', '907', '908', '910', '911', '912', '913', '914'],
      },
    ],
  },
  plume: {
    cutoff: '11:00',
    days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    fee: 2900,
    cutoffLabel: 'Order before {time} and sleep on it tonight',
    eligible: { maxShippingDays: 1, groups: ['mattress', 'bedding'] },
    zones: [
      { name: 'Houston', timeZone: 'America/Chicago', postalPrefixes: ['770', '772', '773', '774', '775'] },
      // Arizona keeps standard time all year: its cut-off does not move in summer.
      { name: 'Phoenix', timeZone: 'America/Phoenix', postalPrefixes: ['850', '852', '853'] },
    ],
  },
  'nestwood-ca': {
    cutoff: '12:00',
    days: MON_TO_SAT,
    fee: 5900,
    cutoffLabel: 'Order by {time} for delivery today',
    eligible: { maxShippingDays: 1, groups: ['mattress', 'bedding', 'bed-frame', 'kids'] },
    zones: [{ name: 'Toronto', timeZone: 'America/Toronto', postalPrefixes: ['M'] }],
  },
};
