import type { BrandConfig } from '@store/core/brands';
import { collectionPieceDeal, mismatchMessage } from '@store/core/collections/collection-rules';
import type { CollectionItem } from '@store/core/collections/collection-schema';
import type { AddCollection } from '@store/core/collections/collection-wire';
import { partPrice, sumPartPrices, type PartPrice } from '@store/core/collections/part-price';
import { pieceSelection } from '@store/core/collections/piece-selection';
import { sortProperties } from '@store/core/properties';
import type { Selection } from '@store/core/variant';
import { optionTitle, type PieceProduct } from '../pieces/piece-product';

/** What a furniture product's page knows of its collection: the product, its collection items and their products. */
export interface CollectionOffer {
  /** The brand's pricing data the cart prices lines with (the Split King second-base surcharge). */
  pricing: Pick<BrandConfig, 'splitKingSecondBaseSurcharge'>;
  main: PieceProduct;
  items: readonly CollectionItem[];
  /** The items' products (an item whose product the brand lacks is not offered). */
  pieces: readonly PieceProduct[];
}

/** One collection item as the page lists it with the main product's current choice. */
export interface PieceRow {
  item: CollectionItem;
  piece: PieceProduct;
  /** The variant it comes in with the main product as chosen; null when it cannot come (`unavailable` says why). */
  selection: Selection | null;
  unavailable: string | null;
  /** The colours a shopper-choice piece comes in (empty for the other rules). */
  colors: Array<{ value: string; title: string }>;
  /** One unit with the main product, as the cart charges it (collection prices per item). */
  unitPrice: PartPrice | null;
}

/**
 * The collection items with the main product's choice: each in the variant its colour rule gives (the main product's
 * colour, its own, or the shopper's `colors` choice), at its collection price, or why it cannot come.
 */
export function pieceRows(
  offer: CollectionOffer,
  mainSelection: Selection,
  colors: Readonly<Record<string, string>>,
): PieceRow[] {
  return offer.items.flatMap((item): PieceRow[] => {
    const piece = offer.pieces.find((p) => p.name === item.productName);
    if (piece === undefined) return [];
    const choices =
      item.colorRule === 'shopper-choice'
        ? (piece.properties.find((p) => p.name === 'Color')?.options.map((o) => ({ value: o.value, title: o.title })) ?? [])
        : [];
    const variant = pieceSelection(item.colorRule, piece, mainSelection, colors[item.productName]);
    if (!variant.ok) {
      return [
        {
          item,
          piece,
          selection: null,
          unavailable: mismatchMessage(piece, offer.main, variant.mismatch),
          colors: choices,
          unitPrice: null,
        },
      ];
    }
    const unitPrice = partPrice(offer.pricing, piece, variant.selection, 1, collectionPieceDeal(item, 1));
    const unavailable = unitPrice === null ? `${piece.title} is sold out in this finish` : null;
    return [{ item, piece, selection: unitPrice === null ? null : variant.selection, unavailable, colors: choices, unitPrice }];
  });
}

/** What the shopper has chosen: the main product's price, each chosen piece's, and the sum (every figure adds up). */
export interface CollectionSummary {
  main: PartPrice | null;
  chosen: Array<{ row: PieceRow; quantity: number; price: PartPrice }>;
  total: PartPrice;
  /** Units of pieces chosen. */
  pieces: number;
}

export function collectionSummary(
  offer: CollectionOffer,
  mainSelection: Selection,
  rows: readonly PieceRow[],
  quantities: Readonly<Record<string, number>>,
): CollectionSummary {
  const main = partPrice(offer.pricing, offer.main, mainSelection, 1, null);
  const chosen = rows.flatMap((row) => {
    const quantity = Math.min(quantities[row.item.productName] ?? 0, row.item.maximumQuantity);
    if (quantity < 1 || row.selection === null) return [];
    const price = partPrice(offer.pricing, row.piece, row.selection, quantity, collectionPieceDeal(row.item, quantity));
    return price === null ? [] : [{ row, quantity, price }];
  });
  const total = sumPartPrices([...(main ? [main] : []), ...chosen.map((c) => c.price)]);
  return { main, chosen, total, pieces: chosen.reduce((n, c) => n + c.quantity, 0) };
}

/** The POST /carts/my/items/collection body for the choice: the main product's full selection and the chosen pieces. */
export function collectionBody(offer: CollectionOffer, mainSelection: Selection, summary: CollectionSummary): AddCollection {
  return {
    item: {
      productID: offer.main.id,
      quantity: 1,
      properties: sortProperties(Object.entries(mainSelection).map(([name, value]) => ({ name, value }))),
    },
    collectionItems: summary.chosen.map(({ row, quantity }) => ({
      productID: row.piece.id,
      quantity,
      ...(row.item.colorRule === 'shopper-choice' && row.selection?.Color ? { color: row.selection.Color } : {}),
    })),
  };
}

/** How a row says which colour the piece comes in: to match the main product, its own finish, or the shopper's pick. */
export function colorNote(row: PieceRow): string | null {
  const color = row.selection?.Color;
  if (color === undefined || row.item.colorRule === 'shopper-choice') return null;
  const title = optionTitle(row.piece, 'Color', color);
  return row.item.colorRule === 'match-main' ? `In ${title}, to match` : `In ${title}`;
}
