import { photoSrcSet, photoUrl, photoWidthFor } from '@store/core/media/photo-rules';
import type { ProductPhoto } from '@store/core/media/photo-wire';

export interface PhotoPictureProps {
  photo: Pick<ProductPhoto, 'src' | 'width' | 'height' | 'alt'>;
  /** The `sizes` of the srcsets: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The CSS width the fallback `src` is chosen for (browsers without srcset). */
  fallbackWidth: number;
  /** The page's largest paint: loaded at once at high priority, like the drawing it replaces. */
  priority?: boolean;
  eager?: boolean;
  className?: string;
  testId?: string;
  dataVariant?: string;
}

/**
 * A staff photo as responsive images: AVIF, then WebP, then JPEG, each at the bounded widths the photo is worth (no
 * enlargement), with its width and height set so the page keeps its layout while it loads.
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
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, 'avif')} sizes={sizes} />
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
        decoding={priority ? undefined : 'async'}
        className={className}
        data-testid={testId}
        data-variant={dataVariant}
      />
    </picture>
  );
}
