import type { GeoPoint } from './distance';

/** A latitude/longitude box: the area a region's drawn map covers. */
export interface GeoBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * Issue 12 store locator map: the box each region's map draws (the contiguous United States; southern Canada, where
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
