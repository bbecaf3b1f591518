import { preload } from 'react-dom';
import { photoSrcSet, photoUrl, photoWidthFor } from '@store/core/media/photo-rules';
import type { ProductPhoto } from '@store/core/media/photo-wire';

export interface PhotoPictureProps {
  photo: Pick<ProductPhoto, 'src' | 'width' | 'height' | 'alt'>;
  /** The `sizes` of the srcsets: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The CSS width the fallback `src` is chosen for (browsers without srcset). */
  fallbackWidth: number;
  /**
   * The page's largest paint: preloaded, fetched at high priority and decoded with the first paint (`decoding="sync"`:
   * an SVG drawing is painted in the first frame, an AVIF decoded asynchronously one or more frames later, by when the
   * page's scripts may hold the main thread).
   */
  priority?: boolean;
  eager?: boolean;
  className?: string;
  testId?: string;
  dataVariant?: string;
}

/**
 * A staff photo as responsive images: AVIF, then WebP, then JPEG, each at the bounded widths the photo is worth (no
 * enlargement), with its width and height set so the page keeps its layout while it loads. The page's largest paint
 * (`priority`) skips AVIF: decoding it costs several times the CPU of WebP, on the path to the first paint, for about
 * a kilobyte saved at 800 px (6.9 against 8.1 KB for the photo `npm run lighthouse` uploads). Measured on a product
 * page, medians of 7 mobile runs: with AVIF the photo page's LCP was 2,837 ms against the drawing's 1,782 ms; with WebP
 * 2,280 ms against 2,381 ms in the same run.
 */
export function PhotoPicture({
  photo,
  sizes,
  fallbackWidth,
  priority = false,
  eager = false,
  className,
  testId,
  dataVariant,
}: PhotoPictureProps) {
  // React preloads a priority <img> on its own but not one inside <picture> (its sources choose the file): without this
  // the page's largest paint starts loading only once the parser reaches it. The WebP set, as the first <source> picks it
  // in every browser that can show WebP (`type` makes the others skip the preload and take the JPEG as before).
  if (priority) {
    preload(photoUrl(photo.src, photoWidthFor(fallbackWidth), 'webp'), {
      as: 'image',
      type: 'image/webp',
      imageSrcSet: photoSrcSet(photo, 'webp'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      {priority ? null : <source type="image/avif" srcSet={photoSrcSet(photo, 'avif')} sizes={sizes} />}
      <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={sizes} />
      <img
        src={photoUrl(photo.src, photoWidthFor(fallbackWidth), 'jpg')}
        srcSet={photoSrcSet(photo, 'jpg')}
        sizes={sizes}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        className={className}
        data-testid={testId}
        data-variant={dataVariant}
      />
    </picture>
  );
}
