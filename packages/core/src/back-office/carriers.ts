import { z } from 'zod';
import { err, ok, type Result } from '../result';

/**
 * The carriers staff ship with, as data: each one's name, the page where a shopper follows a parcel (`{number}` is
 * replaced by the tracking number, percent-encoded) and what its tracking numbers look like. White glove deliveries
 * are made by the brand's crews, who call to book a time: they have no tracking page. `other` is any carrier not
 * listed: its number is kept as typed and no link is made.
 */
export const CARRIER_KEYS = ['ups', 'fedex', 'usps', 'canada-post', 'purolator', 'white-glove', 'other'] as const;
export type CarrierKey = (typeof CARRIER_KEYS)[number];

export interface Carrier {
  key: CarrierKey;
  name: string;
  /** The carrier's tracking page with `{number}` where the encoded number goes; null: no page to link to. */
  trackingUrl: string | null;
  /** A tracking number of this carrier once spaces and hyphens are taken out and letters upper-cased; null: any. */
  pattern: RegExp | null;
  /** The pattern as a person reads it, for the error message. */
  looksLike: string | null;
}

export const CARRIERS: { readonly [K in CarrierKey]: Carrier } = {
  ups: {
    key: 'ups',
    name: 'UPS',
    trackingUrl: 'https://www.ups.com/track?tracknum={number}',
    pattern: /^(1Z[0-9A-Z]{16}|T\d{10}|\d{9}|\d{26})$/,
    looksLike: '1Z followed by 16 letters or digits',
  },
  fedex: {
    key: 'fedex',
    name: 'FedEx',
    trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}',
    pattern: /^(\d{12}|\d{15}|\d{20}|\d{22})$/,
    looksLike: '12, 15, 20 or 22 digits',
  },
  usps: {
    key: 'usps',
    name: 'USPS',
    trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}',
    pattern: /^(\d{20,22}|\d{26}|\d{30}|[A-Z]{2}\d{9}US)$/,
    looksLike: '20 to 22, 26 or 30 digits, or two letters, 9 digits and US',
  },
  'canada-post': {
    key: 'canada-post',
    name: 'Canada Post',
    trackingUrl: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor={number}',
    pattern: /^(\d{12}|\d{16}|[A-Z]{2}\d{9}[A-Z]{2})$/,
    looksLike: '12 or 16 digits, or two letters, 9 digits and two letters',
  },
  purolator: {
    key: 'purolator',
    name: 'Purolator',
    trackingUrl: 'https://www.purolator.com/en/shipping/tracker?pin={number}',
    pattern: /^(\d{12}|[A-Z]{3}\d{9})$/,
    looksLike: '12 digits, or three letters and 9 digits',
  },
  'white-glove': {
    key: 'white-glove',
    name: 'White glove delivery',
    trackingUrl: null,
    pattern: null,
    looksLike: null,
  },
  other: { key: 'other', name: 'Other carrier', trackingUrl: null, pattern: null, looksLike: null },
};

/** A tracking number as staff may type it: 1 to 40 letters, digits, hyphens and spaces. */
export const trackingNumberSchema = z
  .string()
  .trim()
  .min(1, { message: 'Enter the tracking number', abort: true })
  .max(40, 'A tracking number has at most 40 characters')
  .regex(/^[A-Za-z0-9\- ]+$/, 'A tracking number has only letters, digits, hyphens and spaces');

/** The carrier's name for a key as stored (a key no longer listed reads as itself). */
export function carrierName(key: string): string {
  return (CARRIERS as Partial<Record<string, Carrier>>)[key]?.name ?? key;
}

/**
 * The tracking number as kept: for a carrier with a pattern, without spaces or hyphens and upper-cased, and refused
 * unless it looks like one of that carrier's (a number typed under the wrong carrier would link nowhere); for a
 * carrier without one, as typed (trimmed).
 */
export function carrierTrackingNumber(key: CarrierKey, typed: string): Result<string> {
  const carrier = CARRIERS[key];
  const trimmed = typed.trim();
  if (carrier.pattern === null) return ok(trimmed);
  const compact = trimmed.replace(/[\s-]/g, '').toUpperCase();
  return carrier.pattern.test(compact)
    ? ok(compact)
    : err('BAD_REQUEST', `That is not a ${carrier.name} tracking number (${carrier.looksLike})`);
}

/** The carrier's tracking page for a number, the number percent-encoded into it; null for a carrier without a page. */
export function trackingUrl(key: string, trackingNumber: string): string | null {
  const template = (CARRIERS as Partial<Record<string, Carrier>>)[key]?.trackingUrl ?? null;
  return template === null ? null : template.replace('{number}', () => encodeURIComponent(trackingNumber));
}
