import { drawnAsMattress, mattressBuild } from '../media/mattress-layers';
import type { Product } from '../product';
import type { PathSegment } from './issues';
import type { Rows } from './references';

type Report = (path: readonly PathSegment[], message: string) => void;

/** A generated image: `/media/{group}/{style}/{color}/{angle}.svg`. */
const DRAWING_URL = /^\/media\/([a-z-]+)\/([a-z0-9-]+)\/[a-z0-9-]+\/(main|side|detail|lifestyle)\.svg$/;

/**
 * A mattress image is drawn from its url's style (`/media/mattress/hybrid-luxe-14in/white/main.svg`): a cutaway of the
 * build that style names (core `mattressBuild`), at its height. Its alt text is all a shopper using a screen reader
 * gets of it, so it must say what is drawn: the front view (`main`) "14 in, cutaway of its 7 layers", the close-up
 * (`detail`) "14 in, close-up of its top layers". An image moved to another style cannot keep the old drawing's alt.
 */
export function checkDrawingAlts(rows: Rows<Product>, report: Report): void {
  for (const { index, row: product } of rows)
    product.mediaCollection.forEach((media, i) => {
      const [, group = '', style = '', angle] = DRAWING_URL.exec(media.url) ?? [];
      if (!drawnAsMattress(group, style) || (angle !== 'main' && angle !== 'detail')) return;
      const build = mattressBuild(style);
      const view = angle === 'main' ? `cutaway of its ${build.layers.length} layers` : 'close-up of its top layers';
      const says = `${build.height} in, ${view}`;
      if (!media.alt.includes(says))
        report(
          ['products', index, 'mediaCollection', i, 'alt'],
          `"${media.alt}" does not describe the drawing of ${style}: it should say "${says}"`,
        );
    });
}
