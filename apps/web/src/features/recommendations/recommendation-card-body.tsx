import { IntentLink } from '../../components/intent-link';
import { PriceTag } from '../../components/ui/price-tag';
import { RatingSummary } from '../reviews/rating-summary';
import { PhotoPicture } from '../catalog/photo-picture';
import type { RecommendationCard } from './recommendation-card';

/** A card is 224 css px wide less its padding, at every viewport width. */
const PHOTO_SIZES = '200px';

/** The card's picture, title (linked to the product), stars and price: the same in the server's preview and the loaded row. */
export function RecommendationCardBody({ card }: { card: RecommendationCard }) {
  return (
    <>
      <IntentLink href={card.href} className="flex flex-col gap-2 no-underline hover:underline">
        {card.photo ? (
          <PhotoPicture
            photo={card.photo}
            sizes={PHOTO_SIZES}
            fallbackWidth={200}
            className="h-[150px] w-full rounded-brand object-cover"
          />
        ) : card.image ? (
          <img
            src={card.image}
            alt=""
            width={200}
            height={150}
            loading="lazy"
            decoding="async"
            className="h-[150px] w-full rounded-brand object-cover"
          />
        ) : (
          <span className="h-[150px] w-full rounded-brand bg-page" />
        )}
        <h3 className="line-clamp-2 h-12 font-semibold">{card.title}</h3>
      </IntentLink>
      {/* The stars' line is reserved in the preview too, so the loaded row's stars move nothing. */}
      <div className="h-5">
        {card.rating ? <RatingSummary averageScore={card.rating.averageScore} totalReviews={card.rating.totalReviews} /> : null}
      </div>
      <div className="h-[4.25rem]">
        <PriceTag price={card.price} listPrice={card.listPrice} discount={card.discount} currency={card.currency} />
      </div>
    </>
  );
}

export const CARD_CLASS = 'relative flex h-[25.5rem] w-56 shrink-0 snap-start flex-col gap-2 rounded-brand bg-surface p-3';
