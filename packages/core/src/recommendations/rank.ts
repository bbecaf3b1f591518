import type { ProductGroup } from '../product';

/** A product the row may show, as the catalogue has it. */
export interface RankCandidate {
  id: string;
  group: ProductGroup;
  /** Catalogue order: the tie-break, so equal scores keep the merchandiser's order. */
  position: number;
  /** recommendable(): active, sellable in its default variant, with its own page, not a warranty or service. */
  recommendable: boolean;
}

/** What the ranking starts from: the cart's products (cart) or the viewed product (product). */
export interface RankAnchor {
  id: string;
  group: ProductGroup;
}

/** Co-purchase count from paid orders: how many paid orders held both `anchor` and `other`. */
export interface PairCount {
  anchor: string;
  other: string;
  count: number;
}

/** The upsell catalogue's sellsWith rule: `productId` is offered with products of these groups. */
export interface SellsWithRule {
  productId: string;
  sellsWith: readonly ProductGroup[];
}

export interface SignalWeights {
  coPurchase: number;
  sellsWith: number;
  popularity: number;
}

/**
 * Why these weights (docs/architecture.md "Recommendations"): bought-together counts are the shoppers' own evidence, so
 * they lead; sellsWith is the merchandiser's rule and carries a store with few orders; popularity only breaks ties
 * between equally related products. Without anchors there is nothing to relate to, so popularity is the whole score.
 */
export const ANCHORED_WEIGHTS: SignalWeights = { coPurchase: 0.6, sellsWith: 0.25, popularity: 0.15 };
export const UNANCHORED_WEIGHTS: SignalWeights = { coPurchase: 0, sellsWith: 0, popularity: 1 };

/** A product of an anchor's own group that was never bought with it is a substitute (a second mattress), not a complement. */
export const SUBSTITUTE_FACTOR = 0.5;

export interface RankInput {
  anchors: readonly RankAnchor[];
  /** Products already in the cart: never recommended. */
  excluded: ReadonlySet<string>;
  candidates: readonly RankCandidate[];
  pairs: readonly PairCount[];
  /** Paid line counts per product id. */
  popularity: ReadonlyMap<string, number>;
  rules: readonly SellsWithRule[];
  /** Category context: products of these groups come first. */
  preferredGroups: readonly ProductGroup[];
  weights: SignalWeights;
  limit: number;
}

export interface RankedProduct {
  id: string;
  /** 0..1, four decimals. */
  score: number;
}

/**
 * Ranks the candidates: excluded are the anchors, the cart's products and anything not recommendable; each
 * remaining product scores the weighted sum of its co-purchase count with the anchors (normalised by the best one),
 * the share of anchors whose group a sellsWith rule offers it with, and its popularity (log-scaled, normalised);
 * substitutes are halved (and follow complements of equal score); preferred groups come first, then score, then
 * catalogue order.
 */
export function rankRecommendations(input: RankInput): RankedProduct[] {
  const anchorIds = new Set(input.anchors.map((a) => a.id));
  const eligible = input.candidates.filter((c) => c.recommendable && !anchorIds.has(c.id) && !input.excluded.has(c.id));
  const co = coPurchaseTotals(input.pairs, anchorIds);
  const maxCo = Math.max(0, ...eligible.map((c) => co.get(c.id) ?? 0));
  const maxPop = Math.max(0, ...eligible.map((c) => input.popularity.get(c.id) ?? 0));
  const anchorGroups = new Set(input.anchors.map((a) => a.group));
  const preferred = new Set(input.preferredGroups);
  const scored = eligible.map((c) => {
    const coCount = co.get(c.id) ?? 0;
    const coScore = maxCo > 0 ? coCount / maxCo : 0;
    const ruleScore = sellsWithShare(c.id, input.anchors, input.rules);
    const pop = input.popularity.get(c.id) ?? 0;
    const popScore = maxPop > 0 ? Math.log1p(pop) / Math.log1p(maxPop) : 0;
    const w = input.weights;
    const raw = w.coPurchase * coScore + w.sellsWith * ruleScore + w.popularity * popScore;
    const substitute = anchorGroups.has(c.group) && coCount === 0;
    return { candidate: c, substitute, score: round4(substitute ? raw * SUBSTITUTE_FACTOR : raw) };
  });
  scored.sort(
    (a, b) =>
      Number(preferred.has(b.candidate.group)) - Number(preferred.has(a.candidate.group)) ||
      b.score - a.score ||
      Number(a.substitute) - Number(b.substitute) ||
      a.candidate.position - b.candidate.position ||
      a.candidate.id.localeCompare(b.candidate.id),
  );
  return scored.slice(0, Math.max(0, input.limit)).map(({ candidate, score }) => ({ id: candidate.id, score }));
}

/** Sum of each product's counts with every anchor (a product bought with two cart items counts both). */
function coPurchaseTotals(pairs: readonly PairCount[], anchors: ReadonlySet<string>): Map<string, number> {
  const totals = new Map<string, number>();
  for (const pair of pairs)
    if (anchors.has(pair.anchor) && pair.count > 0) totals.set(pair.other, (totals.get(pair.other) ?? 0) + pair.count);
  return totals;
}

/** The share of anchors that a sellsWith rule offers the product with (0 without anchors). */
function sellsWithShare(id: string, anchors: readonly RankAnchor[], rules: readonly SellsWithRule[]): number {
  if (anchors.length === 0) return 0;
  const groups = new Set(rules.filter((r) => r.productId === id).flatMap((r) => r.sellsWith));
  return anchors.filter((a) => groups.has(a.group)).length / anchors.length;
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
