import { z } from 'zod';
import { isBrandKey, type BrandKey } from '@store/core/brands';
import { feedItems, type FeedItem, type FeedPhoto } from '@store/core/feeds/feed-items';
import { photoUrl, photoWidths } from '@store/core/media/photo-rules';
import { productWireSchema } from '@store/core/media/photo-wire';
import { apiGet } from '../api/client';
import { brandOrigin } from '../brand/brand-param';
import { channels } from '../channels/served-channels';

const feedProducts = z.array(productWireSchema);

/** A feed's picture of a photo: its largest JPEG (the format every feed reader takes), never larger than the original. */
export function feedPhotoImage(photo: FeedPhoto): string {
  const widths = photoWidths(photo.width);
  return photoUrl(photo.src, widths[widths.length - 1] ?? 1600, 'jpg');
}

export interface BrandFeed {
  brand: BrandKey;
  name: string;
  tagline: string;
  origin: string;
  items: FeedItem[];
}

/**
 * The brand's feed items, from GET /products as every storefront read: cached with the brand's tag, so a catalogue
 * change (announceCatalogChange) expires it and the next fetch of a feed lists the change. Null for a path segment that
 * is not a brand.
 */
export async function loadBrandFeed(param: string, now: Date): Promise<BrandFeed | null> {
  if (!isBrandKey(param)) return null;
  const config = channels().brandConfigOf(param);
  const origin = brandOrigin(param);
  const products = await apiGet(param, '/products', feedProducts);
  return {
    brand: param,
    name: config.name,
    tagline: config.tagline,
    origin,
    items: feedItems({ brand: config, products, origin, now, photoImage: feedPhotoImage }),
  };
}

/** When the catalogue cannot be read: a 503 the feed readers retry, never an empty feed (that would delist every product). */
export function feedUnavailable(brand: string, error: unknown): Response {
  console.error(`The product feed of ${brand} could not be built`, error);
  return new Response('The product feed is briefly unavailable; try again later\n', {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '300', 'cache-control': 'no-store' },
  });
}
