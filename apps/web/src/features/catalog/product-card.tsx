import { IntentLink } from '../../components/intent-link';
import { photosForColor } from '@store/core/media/photo-rules';
import type { ProductPhoto } from '@store/core/media/photo-wire';
import type { Product } from '@store/core/product';
import type { BottomlineSummary } from '@store/core/reviews/wire';
import { variantPrice, type Selection } from '@store/core/variant';
import { PriceTag } from '../../components/ui/price-tag';
import { sizedMediaUrl } from '../../lib/media/media-url';
import { RatingSummary } from '../reviews/rating-summary';
import { PhotoPicture } from './photo-picture';
import { productCurrency } from './product-pricing';

/** How wide a card is drawn: three columns from 1024 px, two from 640 px, one below. */
const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export interface ProductCardProps {
  /** The product, with its staff photos when it has some (the first of the card's colour shows instead of the drawing). */
  product: Product & { photos?: readonly ProductPhoto[] };
  /** Where the card links; defaults to the product's page path. */
  href?: string;
  /** The variant whose price is shown (a size landing page shows that size). */
  selection: Selection;
  showPrice: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The first cards of a page load eagerly (they are in the first screen). */
  eager?: boolean;
  /** The first card's image is the listing's largest paint on a phone (one column): fetched at high priority. */
  highPriority?: boolean;
  /** The product's stars and review count (the listing's one batch bottomlines call); none shows no stars. */
  rating?: BottomlineSummary;
  /** A card past the first screen: rendered only as it comes near the viewport (globals.css render-when-near). */
  renderWhenNear?: boolean;
}

/** A listing tile: image, title, stars, summary and the variant's sale price linking to the product page. */
export function ProductCard({
  product,
  href,
  selection,
  showPrice,
  headingLevel = 'h2',
  eager = false,
  highPriority = false,
  rating,
  renderWhenNear = false,
}: ProductCardProps) {
  const Heading = headingLevel;
  const image = product.mediaCollection[0];
  const photo = photosForColor(product.photos ?? [], selection.Color)[0];
  const price = variantPrice(product, selection);
  return (
    <li
      className={`flex flex-col overflow-hidden rounded-brand bg-surface ${renderWhenNear ? 'render-when-near [--near-height:25rem]' : ''}`}
      data-testid="product-card"
    >
      <IntentLink href={href ?? product.metadata.url} className="flex h-full flex-col gap-2 p-3 no-underline hover:underline">
        {photo ? (
          <PhotoPicture
            photo={photo}
            sizes={CARD_SIZES}
            fallbackWidth={400}
            priority={highPriority}
            eager={eager}
            className="h-auto w-full rounded-brand object-cover"
          />
        ) : image ? (
          <img
            src={sizedMediaUrl(image.url, 400)}
            alt={image.alt}
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={highPriority ? 'high' : undefined}
            decoding="async"
            className="h-auto w-full rounded-brand"
          />
        ) : null}
        <Heading className="text-lg font-semibold">{product.title}</Heading>
        {rating ? <RatingSummary averageScore={rating.averageScore} totalReviews={rating.totalReviews} /> : null}
        <span className="text-sm text-muted">{product.content.summary}</span>
        {showPrice ? (
          <span className="mt-auto">
            <PriceTag
              price={price.price}
              listPrice={price.listPrice}
              discount={price.discount}
              currency={productCurrency(product)}
              testId="card-price"
            />
          </span>
        ) : null}
      </IntentLink>
    </li>
  );
}
