import { BRANDS, type BrandKey } from '../brands';
import type { WeeklyHours } from './hours';
import { SHOWROOM_DATA } from './showroom-data';
import { HOURS } from './showroom-hours';

/** A showroom as the seed writes it (coordinates are added by the API from the postal-code package). */
export interface ShowroomSeed {
  id: string;
  name: string;
  line1: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'US' | 'CA';
  phone: string;
  hours: WeeklyHours;
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The brand's seed showrooms, in a fixed order (none for a brand without showroom data). */
export function showroomsFor(brand: BrandKey): ShowroomSeed[] {
  const data = SHOWROOM_DATA[brand];
  if (data === undefined) return [];
  return data.rows.map(([label, line1, city, state, postalCode, areaCode, hours], index) => ({
    id: slug(label),
    name: `${data.shortName} ${label}`,
    line1,
    city,
    state,
    postalCode,
    country: BRANDS[brand].region,
    phone: `(${areaCode}) 555-01${String(data.phoneOffset + index).padStart(2, '0')}`,
    hours: HOURS[hours],
  }));
}
