import type { ProductGroup } from '../product';
import { drawnAsMattress, mattressBuild } from './mattress-layers';

export type ImageAngle = 'main' | 'side' | 'detail' | 'lifestyle';

const ANGLE_ALT: Record<ImageAngle, string> = {
  main: 'front view',
  side: 'side profile',
  detail: 'close-up of the materials',
  lifestyle: 'styled in a bedroom',
};

export interface ImageAltInput {
  title: string;
  group: ProductGroup;
  /** The media style; a mattress's has its height (`hybrid-luxe-14in`, `driftvale-14in-hybrid`). */
  style: string;
  angle: ImageAngle;
  /** What the image shows of the shopper's choice: ' hybrid', ' in Navy' (leading space), or ''. */
  material?: string;
  color?: string;
}

/**
 * The alt text of a generated product image, describing what the drawing shows: a mattress's height and its cutaway
 * layers ("Nestwood Luxe Hybrid Mattress, 14 in, cutaway of its 6 layers"), anything else its view and colour.
 */
export function productImageAlt({ title, group, style, angle, material = '', color = '' }: ImageAltInput): string {
  if (drawnAsMattress(group, style) && (angle === 'main' || angle === 'detail')) {
    const build = mattressBuild(style);
    const view = angle === 'main' ? `cutaway of its ${build.layers.length} layers` : 'close-up of its top layers';
    return `${title}${material}, ${build.height} in, ${view}${color}`;
  }
  return `${title}${material}, ${ANGLE_ALT[angle]}${color}`;
}
