import Link from 'next/link';
import { PriceTag } from '../../components/ui/price-tag';
import type { RecommendationCard } from './recommendation-card';

/** The card's picture, title (linked to the product) and price: the same in the server's preview and the loaded row. */
export function RecommendationCardBody({ card }: { card: RecommendationCard }) {
  return (
    <>
      <Link href={card.href} prefetch={false} className="flex flex-col gap-2 no-underline hover:underline">
        {card.image ? (
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
      </Link>
      <div className="h-[4.25rem]">
        <PriceTag price={card.price} listPrice={card.listPrice} discount={card.discount} currency={card.currency} />
      </div>
    </>
  );
}

export const CARD_CLASS = 'relative flex h-96 w-56 shrink-0 snap-start flex-col gap-2 rounded-brand bg-surface p-3';
