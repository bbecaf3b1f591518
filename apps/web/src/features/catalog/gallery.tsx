'use client';

import { useState } from 'react';
import { photosForColor, photoUrl } from '@store/core/media/photo-rules';
import type { ProductPhoto } from '@store/core/media/photo-wire';
import { variantMedia } from '@store/core/variant-media';
import { PhotoPicture } from './photo-picture';
import { useProductSelection } from './product-selection';

export interface GalleryImage {
  url: string;
  thumbUrl: string;
  alt: string;
  /** mediaCollection tags: which colour or material the image shows (`Color=navy`). */
  tags: readonly string[];
}

/** Gallery thumbnail width. */
export const THUMB_WIDTH = 77;
const THUMB_HEIGHT = 58;

/** How wide the gallery's main image is drawn: the page's left column from 768 px, the whole width below. */
const MAIN_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';

/**
 * Product gallery of the chosen variant (its colour and material, from the page's selection): the main image plus
 * 77-px thumbnails; choosing a thumbnail swaps the main image, choosing another colour keeps the same view of it.
 * Staff photos come first: the chosen colour's photos, else the photos for all colours (core photosForColor); a
 * colour with neither shows the drawings.
 */
export function Gallery({ media, photos = [] }: { media: readonly GalleryImage[]; photos?: readonly ProductPhoto[] }) {
  const { selection } = useProductSelection();
  const [chosenIndex, setIndex] = useState(0);
  const shown = photosForColor(photos, selection.Color);
  if (shown.length > 0) return <PhotoGallery photos={shown} chosenIndex={chosenIndex} choose={setIndex} />;
  return <DrawingGallery media={media} chosenIndex={chosenIndex} choose={setIndex} />;
}

function DrawingGallery({
  media,
  chosenIndex,
  choose: setIndex,
}: {
  media: readonly GalleryImage[];
  chosenIndex: number;
  choose: (index: number) => void;
}) {
  const { selection } = useProductSelection();
  const images = variantMedia(media, selection);
  const index = Math.min(chosenIndex, images.length - 1);
  const current = images[index] ?? images[0];
  if (current === undefined) return null;
  return (
    <div className="flex flex-col gap-3">
      <img
        src={current.url}
        alt={current.alt}
        width={800}
        height={600}
        fetchPriority="high"
        className="h-auto w-full rounded-brand bg-surface"
        data-testid="gallery-main"
        data-variant={current.tags.filter((tag) => tag.includes('=')).join(' ')}
      />
      {images.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Product images">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={`Show image ${i + 1} of ${images.length}: ${image.alt}`}
                className={`block rounded-brand border-2 p-0 ${i === index ? 'border-brand' : 'border-transparent'}`}
              >
                <img
                  src={image.thumbUrl}
                  alt=""
                  width={THUMB_WIDTH}
                  height={THUMB_HEIGHT}
                  loading="lazy"
                  decoding="async"
                  className="block h-auto w-[77px] rounded-brand"
                  data-testid="gallery-thumb"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function PhotoGallery({
  photos,
  chosenIndex,
  choose,
}: {
  photos: readonly ProductPhoto[];
  chosenIndex: number;
  choose: (index: number) => void;
}) {
  const index = Math.min(chosenIndex, photos.length - 1);
  const current = photos[index] ?? photos[0];
  if (current === undefined) return null;
  return (
    <div className="flex flex-col gap-3">
      <PhotoPicture
        key={current.id}
        photo={current}
        sizes={MAIN_SIZES}
        fallbackWidth={800}
        priority
        className="h-auto w-full rounded-brand bg-surface object-cover"
        testId="gallery-main"
        dataVariant={current.color === null ? 'photo' : `photo Color=${current.color}`}
      />
      {photos.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Product images">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => choose(i)}
                aria-pressed={i === index}
                aria-label={`Show image ${i + 1} of ${photos.length}: ${photo.alt}`}
                className={`block rounded-brand border-2 p-0 ${i === index ? 'border-brand' : 'border-transparent'}`}
              >
                <img
                  src={photoUrl(photo.src, 160, 'webp')}
                  alt=""
                  width={THUMB_WIDTH}
                  height={Math.round((THUMB_WIDTH * photo.height) / photo.width)}
                  loading="lazy"
                  decoding="async"
                  className="block h-auto w-[77px] rounded-brand"
                  data-testid="gallery-thumb"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
