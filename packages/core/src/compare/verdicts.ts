import type { SizeKey } from '../enums';
import { firmnessKey } from './feel';
import { rangeIn, type ComparedProduct } from './compare-facts';

/** The "best for" verdicts of a comparison, each derived from the compared data, never written by hand. */
export const VERDICT_KINDS = ['best-value', 'firmest', 'coolest', 'tallest', 'best-rated'] as const;
export type VerdictKind = (typeof VERDICT_KINDS)[number];

export const VERDICT_LABELS: Readonly<Record<VerdictKind, string>> = {
  'best-value': 'Best value',
  firmest: 'Firmest feel',
  coolest: 'Most cooling materials',
  tallest: 'Tallest profile',
  'best-rated': 'Best rated',
};

export interface Verdict {
  kind: VerdictKind;
  /** The winners' ids (several on a tie), in the comparison's order. */
  winners: string[];
}

/** The measure each verdict maximises; null leaves a product out (no price in the size, no stated feel, no reviews). */
function measure(kind: VerdictKind, product: ComparedProduct, size: SizeKey | null): number | null {
  switch (kind) {
    case 'best-value': {
      const range = rangeIn(product, size);
      return range === null ? null : -range.from.price;
    }
    case 'firmest':
      return firmnessKey(product.feel);
    case 'coolest':
      return product.cooling > 0 ? product.cooling : null;
    case 'tallest':
      return product.height;
    case 'best-rated':
      return product.rating === null ? null : product.rating.averageScore * 1_000_000 + product.rating.totalReviews;
  }
}

/**
 * The verdicts of a comparison in a size: best value is the lowest "from" price in that size; firmest the firmest feel
 * offered (then the stated score); coolest the most cooling materials; tallest the greatest height; best rated the
 * highest average (then the most reviews). A verdict needs two measured products and must not crown all of them.
 */
export function verdicts(products: readonly ComparedProduct[], size: SizeKey | null): Verdict[] {
  return VERDICT_KINDS.flatMap((kind) => {
    const measured = products.flatMap((product) => {
      const value = measure(kind, product, size);
      return value === null ? [] : [{ id: product.id, value }];
    });
    if (measured.length < 2) return [];
    const best = Math.max(...measured.map((m) => m.value));
    const winners = measured.filter((m) => m.value === best).map((m) => m.id);
    return winners.length === products.length ? [] : [{ kind, winners }];
  });
}
