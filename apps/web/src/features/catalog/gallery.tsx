'use client';

import { useState } from 'react';
import { variantMedia } from '@store/core/variant-media';
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

/**
 * Product gallery of the chosen variant (its colour and material, from the page's selection): the main image plus
 * 77-px thumbnails; choosing a thumbnail swaps the main image, choosing another colour keeps the same view of it.
 */
export function Gallery({ media }: { media: readonly GalleryImage[] }) {
  const { selection } = useProductSelection();
  const images = variantMedia(media, selection);
  const [chosenIndex, setIndex] = useState(0);
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
