import type { Availability } from '../product';
import { formatClock, WEEKDAY_LABELS, type Weekday } from '../store-locator/hours';
import { SAME_DAY_ESTIMATE } from './delivery-names';
import type { SameDayService, SameDayZone } from './same-day-data';

/** Why same-day delivery is not offered, in the order the rule asks. */
export const SAME_DAY_REASONS = [
  'not-offered',
  'no-postal-code',
  'outside-zone',
  'empty-cart',
  'ineligible-line',
  'no-delivery-today',
  'after-cutoff',
] as const;
export type SameDayReason = (typeof SAME_DAY_REASONS)[number];

/**
 * The checkout's sddInfo: whether same-day delivery is offered for this cart, address and moment. When it is, the zone,
 * the cut-off in the brand's words, the fee (minor units) and the estimate ('Today'); when not, why (a reason for code,
 * a message for people) and nothing else.
 */
export interface SddInfo {
  available: boolean;
  reason: SameDayReason | null;
  message: string | null;
  zone: string | null;
  cutoff: string | null;
  fee: number | null;
  estimate: string | null;
}

/** A cart line as the rule reads it: its title (for the message), group and the sku's availability. */
export interface SameDayLine {
  title: string;
  group: string;
  availability: Availability;
}

export interface SameDayInput {
  /** The brand's same-day data; absent: the brand does not offer it. */
  service: SameDayService | undefined;
  /** The shipping postal code (ZIP), when known. */
  postalCode: string | null;
  /** The cart's merchandise lines (service lines say nothing about what the van carries). */
  lines: readonly SameDayLine[];
  now: Date;
}

/** Lines with nothing to carry (a coverage plan, a service): they neither need nor block the van. */
const NOTHING_TO_CARRY: ReadonlySet<string> = new Set(['warranty', 'service']);

/** '12:00' -> '12 pm', '11:30' -> '11:30 am': the cut-off as the labels say it. */
export function cutoffClock(cutoff: string): string {
  return formatClock(cutoff).toLowerCase();
}

/** The postal code as the zone lists compare it: upper case, without spaces. */
function normalized(postalCode: string): string {
  return postalCode.replace(/\s+/g, '').toUpperCase();
}

/** The zone whose prefixes the postal code starts with, if any. */
export function sameDayZoneOf(service: SameDayService, postalCode: string): SameDayZone | null {
  const code = normalized(postalCode);
  if (code === '') return null;
  return service.zones.find((zone) => zone.postalPrefixes.some((prefix) => code.startsWith(normalized(prefix)))) ?? null;
}

/** Whether the van can take the line: in stock and active, ready within the service's days, of an eligible group. */
export function sameDayEligible(service: SameDayService, line: SameDayLine): boolean {
  const a = line.availability;
  return (
    a.isActive &&
    a.isInStock &&
    a.shippingTo <= service.eligible.maxShippingDays &&
    (service.eligible.groups as readonly string[]).includes(line.group)
  );
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The weekday and the minutes since midnight on the zone's clock (summer time as the time zone has it). */
export function localClock(now: Date, timeZone: string): { day: Weekday; minutes: number } {
  let clock = clocks.get(timeZone);
  if (clock === undefined) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('weekday').toLowerCase() as Weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

const minutesOf = (clock: string): number => {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return h * 60 + m;
};

const unavailable = (reason: SameDayReason, message: string): SddInfo => ({
  available: false,
  reason,
  message,
  zone: null,
  cutoff: null,
  fee: null,
  estimate: null,
});

/**
 * Same-day delivery for a cart: offered when the brand runs it, the shipping postal code is in one of its zones, every
 * line the van must carry is eligible (nothing else to carry: not offered), the vans run today on the zone's clock, and
 * it is before the cut-off there (11:59 is in time for a 12:00 cut-off, 12:00 is not).
 */
export function sameDayInfo(input: SameDayInput): SddInfo {
  const { service } = input;
  if (service === undefined) return unavailable('not-offered', 'Same-day delivery is not offered on this store.');
  const postalCode = input.postalCode?.trim() ?? '';
  if (postalCode === '')
    return unavailable('no-postal-code', 'Enter your shipping ZIP code to see whether same-day delivery reaches you.');
  const zone = sameDayZoneOf(service, postalCode);
  if (zone === null) return unavailable('outside-zone', `Same-day delivery does not reach ${postalCode.toUpperCase()}.`);
  const carried = input.lines.filter((line) => !NOTHING_TO_CARRY.has(line.group));
  if (carried.length === 0) return unavailable('empty-cart', 'Add an item to your cart to see same-day delivery.');
  const ineligible = [...new Set(carried.filter((line) => !sameDayEligible(service, line)).map((line) => line.title))];
  if (ineligible.length > 0)
    return unavailable('ineligible-line', `Same-day delivery is not available for ${ineligible.join(', ')}.`);
  const clock = localClock(input.now, zone.timeZone);
  const time = cutoffClock(service.cutoff);
  if (!service.days.includes(clock.day))
    return unavailable('no-delivery-today', `Same-day delivery does not run on ${WEEKDAY_LABELS[clock.day]}s in ${zone.name}.`);
  if (clock.minutes >= minutesOf(service.cutoff))
    return unavailable('after-cutoff', `Same-day orders in ${zone.name} close at ${time}; it is no longer available today.`);
  return {
    available: true,
    reason: null,
    message: null,
    zone: zone.name,
    cutoff: service.cutoffLabel.replace('{time}', time),
    fee: service.fee,
    estimate: SAME_DAY_ESTIMATE,
  };
}

/** What POST /orders answers when the cart's same-day choice no longer holds (the cut-off passed, another ZIP). */
export function sameDayRefusal(info: SddInfo): string {
  return `${info.message ?? 'Same-day delivery is no longer available.'} Please choose another delivery option.`;
}
