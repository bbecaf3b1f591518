import { PRODUCT_NOT_FOUND } from '../cart/resolve-line';
import type { Product } from '../product';
import { err, ok, type Result } from '../result';
import type { Selection } from '../variant';
import type { CollectionItem } from './collection-schema';
import type { PartDeal } from './part-price';
import { askedColorProblem, pieceMatches, pieceSelection, type PieceMismatch } from './piece-selection';

/** A piece the shopper asked for with the main product: its product (undefined when the brand has none), how many, a colour. */
export interface CollectionChoice<P extends PieceProduct = Product> {
  product: P | undefined;
  quantity: number;
  /** Only read for a shopper-choice piece. */
  color?: string;
}

/** A piece as it goes into the cart, bound to the main product's line. */
export interface ChosenPiece<P extends PieceProduct = Product> {
  item: CollectionItem;
  product: P;
  selection: Selection;
  quantity: number;
}

type Main = Pick<Product, 'title' | 'properties' | 'collectionItems'>;

/** What the collection rules read of a piece's product (a product page has no more of it in the browser). */
export type PieceProduct = Pick<Product, 'name' | 'title' | 'properties'>;

/** The collection item naming this product, if the main product's collection has one. */
export function collectionItemOf(main: Pick<Product, 'collectionItems'>, productName: string): CollectionItem | undefined {
  return main.collectionItems?.find((item) => item.productName === productName);
}

/** The most units of a piece that come with `mainQuantity` units of the main product. */
export function collectionLimit(item: Pick<CollectionItem, 'maximumQuantity'>, mainQuantity: number): number {
  return item.maximumQuantity * mainQuantity;
}

const titleOf = (product: Pick<Product, 'properties'>, mismatch: PieceMismatch) =>
  product.properties.find((p) => p.name === mismatch.property)?.options.find((o) => o.value === mismatch.value)?.title ??
  mismatch.value;

/** What a shopper reads when a piece does not come in the main product's size or colour. */
export function mismatchMessage(
  piece: Pick<Product, 'title'>,
  main: Pick<Product, 'properties'>,
  mismatch: PieceMismatch,
): string {
  return `${piece.title} does not come in ${titleOf(main, mismatch)}`;
}

/**
 * The collection rules on what a shopper asked to add with the main product: each piece must be one of the main
 * product's collection items (once), at most its maximumQuantity per main unit, in the variant its colour rule gives
 * (the main product's size and colour, its own default, or the shopper's choice; a colour asked for that the rule does
 * not give is refused). Any bad piece refuses them all.
 */
export function resolveCollectionChoices<P extends PieceProduct>(
  main: Main,
  mainSelection: Selection,
  mainQuantity: number,
  choices: readonly CollectionChoice<P>[],
): Result<ChosenPiece<P>[]> {
  if (main.collectionItems === undefined) return err('BAD_REQUEST', `${main.title} has no collection`);
  const chosen: ChosenPiece<P>[] = [];
  for (const choice of choices) {
    const { product } = choice;
    if (product === undefined) return err('NOT_FOUND', PRODUCT_NOT_FOUND, 'product-not-found');
    const item = collectionItemOf(main, product.name);
    if (item === undefined) return err('BAD_REQUEST', `${product.title} is not part of the ${main.title} collection`);
    if (chosen.some((c) => c.item === item)) return err('BAD_REQUEST', 'Each collection item may be given once');
    const limit = collectionLimit(item, mainQuantity);
    if (choice.quantity > limit) {
      return err('BAD_REQUEST', `At most ${limit} × ${product.title} can come with ${main.title}`);
    }
    const variant = pieceSelection(item.colorRule, product, mainSelection, choice.color);
    if (!variant.ok) return err('BAD_REQUEST', mismatchMessage(product, main, variant.mismatch));
    const asked = askedColorProblem(product, choice.color, variant.selection, main.title);
    if (asked !== null) return err('BAD_REQUEST', asked);
    chosen.push({ item, product, selection: variant.selection, quantity: choice.quantity });
  }
  return ok(chosen);
}

/**
 * The saving a cart line of `piece` gets under a line of `main`: its collection item's percent off, on up to
 * maximumQuantity units per main unit, when the line is the variant its colour rule gives; null otherwise.
 */
export function collectionDeal(
  main: Pick<Product, 'collectionItems'>,
  mainSelection: Selection,
  piece: Pick<Product, 'name' | 'properties'>,
  pieceChoice: Selection,
): { percentOff: number; unitsPerSet: number } | null {
  const item = collectionItemOf(main, piece.name);
  if (item === undefined || !pieceMatches(item.colorRule, piece, pieceChoice, mainSelection)) return null;
  return { percentOff: item.percentOff, unitsPerSet: item.maximumQuantity };
}

/** The deal a page prices `quantity` units of a collection piece with (the cart's, for one main unit). */
export function collectionPieceDeal(item: Pick<CollectionItem, 'percentOff' | 'maximumQuantity'>, quantity: number): PartDeal {
  return { percentOff: item.percentOff, units: Math.min(quantity, item.maximumQuantity) };
}
