import type { GeoPoint } from './distance';

/** A latitude/longitude box: the area a region's drawn map covers. */
export interface GeoBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * Store locator map: the box each region's map draws (the contiguous United States; southern Canada, where
 * nearly every Canadian lives). Data, not tiles: nothing is fetched to draw it.
 */
export const REGION_MAP_BOX: Readonly<Record<'US' | 'CA', GeoBox>> = {
  US: { south: 24.4, north: 49.4, west: -125, east: -66.9 },
  CA: { south: 41.7, north: 60, west: -135, east: -52.6 },
};

/** The drawing's size for a box: a fixed width, and a height that keeps the map's proportions at its middle latitude. */
export function mapSize(box: GeoBox, width: number): { width: number; height: number } {
  const midLatitude = ((box.north + box.south) / 2) * (Math.PI / 180);
  const spanX = (box.east - box.west) * Math.cos(midLatitude);
  const spanY = box.north - box.south;
  return { width, height: Math.round((width * spanY) / spanX) };
}

export interface ProjectedPoint {
  x: number;
  y: number;
  /** False when the point lies outside the box (Alaska, Hawaii): x and y are then clamped to its edge. */
  inside: boolean;
}

/**
 * An equirectangular projection of a point into a width x height drawing of the box (x east, y south, origin top left),
 * rounded to a tenth of a unit so the SVG stays small and stable.
 */
export function projectPoint(point: GeoPoint, box: GeoBox, size: { width: number; height: number }): ProjectedPoint {
  const fx = (point.longitude - box.west) / (box.east - box.west);
  const fy = (box.north - point.latitude) / (box.north - box.south);
  const inside = fx >= 0 && fx <= 1 && fy >= 0 && fy <= 1;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const round = (v: number) => Math.round(v * 10) / 10;
  return { x: round(clamp(fx) * size.width), y: round(clamp(fy) * size.height), inside };
}

/**
 * The box a map of these points draws: their bounds, widened to at least `minSpan` degrees each way and padded by a
 * share of the span, so nearby showrooms spread out instead of piling up in a corner of the country, and at least
 * `minAspect` times as wide as high once drawn. No points: the fallback (the region's box).
 */
export function fitBox(
  points: readonly GeoPoint[],
  fallback: GeoBox,
  options = { padding: 0.15, minSpan: 3, minAspect: 1.5 },
): GeoBox {
  if (points.length === 0) return fallback;
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  const widen = (low: number, high: number) => {
    const span = Math.max(high - low, options.minSpan);
    const middle = (low + high) / 2;
    const half = (span * (1 + 2 * options.padding)) / 2;
    return [middle - half, middle + half] as const;
  };
  const [south, north] = widen(Math.min(...lats), Math.max(...lats));
  const [west, east] = widen(Math.min(...lons), Math.max(...lons));
  // Wide rather than tall, so the drawing fits beside the list: widen the longitudes to at least minAspect.
  const cos = Math.cos(((north + south) / 2) * (Math.PI / 180));
  const needed = ((north - south) * options.minAspect) / cos;
  const extra = Math.max(0, needed - (east - west)) / 2;
  return { south, north, west: west - extra, east: east + extra };
}
