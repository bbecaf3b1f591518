import type { ProductGroup } from '@store/core/product';

/** A generated image URL at a given width (`?w=`); URLs outside /media are returned untouched. */
export function sizedMediaUrl(url: string, width: number): string {
  if (!url.startsWith('/media/')) return url;
  const [path] = url.split('?', 1);
  return `${path ?? url}?w=${width}`;
}

/** architecture.md convention: `/media/{group}/{style}/{color}/{angle}.svg`. */
export function mediaUrl(
  group: ProductGroup,
  style: string,
  color: string,
  angle: 'main' | 'side' | 'detail' | 'lifestyle' = 'main',
): string {
  return `/media/${group}/${style}/${color}/${angle}.svg`;
}
