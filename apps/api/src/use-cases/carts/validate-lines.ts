import { err, ok, PRODUCT_NOT_FOUND, resolveLine, type AddLine, type Product, type Result, selectionOf } from '@store/core';
import type { RequestContext } from '../../context';
import type { CartLineRow } from '../../db/repositories/carts';
import type { ProductLoader } from './product-loader';

export const MAX_LINE_QUANTITY = 20;

/**
 * A product line needs an active product, the full set of properties and valid values; a child line needs
 * its parent in the cart. Any bad line refuses the whole request, so nothing changes.
 */
export async function validateLines(
  ctx: RequestContext,
  products: ProductLoader,
  lines: readonly AddLine[],
  existing: readonly CartLineRow[],
): Promise<Result<Map<string, Product>>> {
  // The status the brand's channel serves it with (a channel may discontinue a brand the registry still sells).
  if (ctx.brandConfig.status !== 'active') return err('BRAND_DISCONTINUED', `${ctx.brandConfig.name} no longer takes orders`);
  const parentOf = (line: AddLine) =>
    line.forItem ? existing.find((e) => e.itemIdentifier === line.forItem && e.forItem === null) : undefined;
  const parents = lines.map(parentOf).filter((p) => p !== undefined);
  const found = await products.load([...lines.map((l) => l.productID), ...parents.map((p) => p.productId)]);
  for (const line of lines) {
    const selection = selectionOf(line.properties);
    const product = found.get(line.productID);
    if (!product) return err('NOT_FOUND', PRODUCT_NOT_FOUND, 'product-not-found');
    const resolved = resolveLine(ctx.brandConfig, product, selection);
    if (!resolved.ok) return err('BAD_REQUEST', resolved.problem);
    const parent = parentOf(line);
    if (line.forItem && (!parent || found.get(parent.productId)?.attributes.group === 'service')) {
      return err('BAD_REQUEST', 'forItem must be the itemIdentifier of a product line in this cart');
    }
  }
  return ok(found);
}

/** Two lines are the same when product, properties and parent match; adding again raises the quantity. */
export function sameLine(
  a: { productId: string; properties: Array<{ name: string; value: string }>; forItem: string | null },
  b: AddLine,
): boolean {
  const key = (props: Array<{ name: string; value: string }>) =>
    JSON.stringify([...props].sort((x, y) => x.name.localeCompare(y.name)));
  return a.productId === b.productID && (a.forItem ?? null) === (b.forItem ?? null) && key(a.properties) === key(b.properties);
}
