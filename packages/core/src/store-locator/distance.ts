/** A point on the globe in decimal degrees (north and east positive). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), in kilometres and in statute miles. */
const EARTH_RADIUS = { km: 6371.0088, mi: 3958.7613 } as const;
export type DistanceUnit = keyof typeof EARTH_RADIUS;

/** Store locator: the unit a region's shoppers read distances in (miles in the US, kilometres in Canada). */
export function distanceUnitFor(region: 'US' | 'CA'): DistanceUnit {
  return region === 'CA' ? 'km' : 'mi';
}

/** Great-circle distance between two points (haversine formula), in the unit asked for. */
export function greatCircleDistance(a: GeoPoint, b: GeoPoint, unit: DistanceUnit): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  // min(1, ...) keeps rounding from pushing asin out of its domain for antipodal points.
  return 2 * EARTH_RADIUS[unit] * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as the locator shows it: one decimal place. */
export function roundDistance(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * The places sorted nearest first from the origin, each with its distance rounded to one decimal; equal distances keep
 * their input order (a stable sort), so the answer is deterministic.
 */
export function sortByDistance<T extends GeoPoint>(
  origin: GeoPoint,
  places: readonly T[],
  unit: DistanceUnit,
): Array<T & { distance: number }> {
  return places
    .map((place) => ({ place, exact: greatCircleDistance(origin, place, unit) }))
    .sort((x, y) => x.exact - y.exact)
    .map(({ place, exact }) => ({ ...place, distance: roundDistance(exact) }));
}
