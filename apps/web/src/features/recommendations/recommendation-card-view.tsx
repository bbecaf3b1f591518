'use client';

import Link from 'next/link';
import { PriceTag } from '../../components/ui/price-tag';
import { useAddToCart, warmCartStore } from '../catalog/configurator/use-add-to-cart';
import type { RecommendationCard } from './recommendation-card';

/** A recommendation card: image, title and price link to the product; Add to cart adds its variant and opens the drawer. */
export function RecommendationCardView({ card }: { card: RecommendationCard }) {
  const state = useAddToCart(async () => ({ parent: card.line, children: [] }));
  return (
    <li
      className="relative flex h-96 w-56 shrink-0 snap-start flex-col gap-2 rounded-brand bg-surface p-3"
      data-testid="recommendation-card"
    >
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
      <button
        type="button"
        className="mt-auto flex min-h-11 items-center justify-center rounded-brand bg-brand px-4 font-semibold text-brand-text disabled:opacity-60"
        disabled={state.working}
        aria-busy={state.working}
        aria-label={`Add ${card.title} to cart`}
        onPointerEnter={warmCartStore}
        onFocus={warmCartStore}
        onClick={(event) => void state.add(event.currentTarget)}
        data-testid="recommendation-add"
      >
        {state.working ? 'Adding…' : 'Add to cart'}
      </button>
      <p role="alert" className="h-5 text-xs font-semibold">
        {state.message ?? ''}
      </p>
    </li>
  );
}
