import { PRODUCT_GROUPS, type ProductGroup } from '@store/core/product';

export const MEDIA_ANGLES = ['main', 'side', 'detail', 'lifestyle'] as const;
export type MediaAngle = (typeof MEDIA_ANGLES)[number];

export interface MediaRequest {
  group: ProductGroup;
  style: string;
  color: string;
  angle: MediaAngle;
  /** Rendered width in CSS pixels (thumbnails ask for 77). */
  width?: number;
}

const PART = /^[a-z0-9-]{1,60}$/;

/**
 * architecture.md image convention `/media/{group}/{style}/{color}/{angle}.svg[?w=]`: every part must be
 * [a-z0-9-], the group a product group, the angle a known one, w a whole number of pixels; anything else is null (404).
 */
export function parseMediaRequest(parts: readonly string[], widthParam: string | null): MediaRequest | null {
  if (parts.length !== 4) return null;
  const [group, style, color, file] = parts;
  if (group === undefined || style === undefined || color === undefined || file === undefined) return null;
  if (!file.endsWith('.svg')) return null;
  const angle = file.slice(0, -'.svg'.length);
  if (![group, style, color, angle].every((part) => PART.test(part))) return null;
  if (!(PRODUCT_GROUPS as readonly string[]).includes(group)) return null;
  if (!(MEDIA_ANGLES as readonly string[]).includes(angle)) return null;
  let width: number | undefined;
  if (widthParam !== null) {
    if (!/^\d{1,4}$/.test(widthParam)) return null;
    width = Number(widthParam);
    if (width < 16 || width > 2400) return null;
  }
  return { group: group as ProductGroup, style, color, angle: angle as MediaAngle, ...(width === undefined ? {} : { width }) };
}
