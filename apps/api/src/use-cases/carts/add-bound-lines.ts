import { ok, sortProperties, type AddLine, type Product, type Result, type Selection } from '@store/core';
import type { RequestContext } from '../../context';
import type { CartRow, Db } from '../../db/repositories/carts';
import { addLinesToCart } from './add-items';
import type { ProductLoader } from './product-loader';

/** A piece bound to the main line: its product, its variant and how many. */
export interface BoundPiece {
  product: Product;
  selection: Selection;
  quantity: number;
}

/** A line for a piece of the catalogue: the full property set, sorted, never a price. */
export const pieceLine = (piece: BoundPiece, forItem?: string): AddLine => ({
  productID: piece.product.id,
  quantity: piece.quantity,
  properties: sortProperties(Object.entries(piece.selection).map(([name, value]) => ({ name, value }))),
  ...(forItem === undefined ? {} : { forItem }),
});

/**
 * Adds a main line, checks what goes with it once the line is known to be valid (the collection or bundle rules, which
 * read its choice), then adds those pieces as its child lines, all on the locked cart: a refusal anywhere adds nothing.
 * An identical line already in the cart takes the quantities, as any add does. Answers the main line's itemIdentifier.
 */
export async function addBoundLines(
  ctx: RequestContext,
  tx: Db,
  row: CartRow,
  products: ProductLoader,
  main: AddLine,
  pieces: () => Result<BoundPiece[]>,
  known?: { lines: number },
): Promise<Result<string>> {
  const added = await addLinesToCart(ctx, tx, row, products, [main], known?.lines === 0 ? [] : undefined);
  if (!added.ok) return added;
  const bound = pieces();
  if (!bound.ok) return bound;
  const parent = added.value[0]!;
  const children = await addLinesToCart(
    ctx,
    tx,
    row,
    products,
    bound.value.map((piece) => pieceLine(piece, parent)),
  );
  return children.ok ? ok(parent) : children;
}
