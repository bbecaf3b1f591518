import {
  ANCHORED_WEIGHTS,
  defaultSku,
  isRecommendable,
  ok,
  preferredGroups,
  productsOfSkus,
  rankRecommendations,
  RECOMMENDATION_STRATEGIES,
  rewriteBundleBoxSku,
  UNANCHORED_WEIGHTS,
  type RecommendationContext,
  type RecommendationResult,
  type Result,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { listProducts } from '../../db/repositories/products';
import { readPairCounts, readPopularity } from '../../db/repositories/recommendation-signals';
import { listUpsells } from '../../db/repositories/upsells';

export interface RecommendInput {
  type: RecommendationContext;
  cartSkus: readonly string[];
  productId?: string;
  category?: string;
  limit: number;
}

/**
 * GET /recommendations/v3/{type}: the brand's catalogue ranked from its region's signals (core rankRecommendations).
 * Anchors: the cart's products (cart) or the viewed product (product; an unknown id anchors nothing). The cart's products
 * are excluded in every context; a bundle box slot carries the sku of the cart's size.
 */
export async function recommendProducts(
  ctx: RequestContext,
  input: RecommendInput,
  deps: Pick<Deps, 'db'>,
): Promise<Result<RecommendationResult>> {
  const strategy = RECOMMENDATION_STRATEGIES[input.type];
  const scope = { brand: ctx.brand, region: ctx.brandConfig.region };
  const [catalogue, upsells, popularity] = await Promise.all([
    listProducts(deps.db, ctx.brand),
    listUpsells(deps.db, ctx.brand),
    readPopularity(deps.db, scope),
  ]);
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const cart = productsOfSkus(catalogue, input.cartSkus);
  const anchorIds = !strategy.anchored ? [] : input.type === 'cart' ? cart.productIds : [input.productId ?? ''];
  const anchors = anchorIds.flatMap((id) => {
    const product = byId.get(id);
    return product ? [{ id, group: product.attributes.group }] : [];
  });
  const pairs = await readPairCounts(
    deps.db,
    scope,
    anchors.map((a) => a.id),
  );
  const ranked = rankRecommendations({
    anchors,
    excluded: new Set(cart.productIds),
    candidates: catalogue.map((p, position) => ({
      id: p.id,
      group: p.attributes.group,
      position,
      recommendable: isRecommendable(p),
    })),
    pairs,
    popularity,
    rules: upsells.map((u) => ({ productId: u.productId, sellsWith: u.sellsWith })),
    preferredGroups: input.type === 'category' ? preferredGroups(input.category) : [],
    weights: anchors.length > 0 ? ANCHORED_WEIGHTS : UNANCHORED_WEIGHTS,
    limit: input.limit,
  });
  const products = ranked.map(({ id, score }) => ({
    key: id,
    sku: rewriteBundleBoxSku(defaultSku(byId.get(id)!), cart.sizes),
    score,
    strId: strategy.strId,
  }));
  return ok({ name: strategy.name, products });
}
