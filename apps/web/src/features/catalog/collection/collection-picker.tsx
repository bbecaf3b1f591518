'use client';

import { useState } from 'react';
import type { CollectionItemType } from '@store/core/collections/collection-kinds';
import { formatMoney, type Currency } from '@store/core/money';
import { useProductSelection } from '../product-selection';
import { PieceThumb } from '../pieces/piece-thumb';
import { BoundAddButton } from '../pieces/bound-add-button';
import { useAddBound } from '../pieces/use-add-bound';
import { useHydrated } from '../../../lib/use-hydrated';
import { collectionBody, collectionSummary, colorNote, pieceRows, type CollectionOffer, type PieceRow } from './collection-offer';

export interface CollectionPickerProps {
  offer: CollectionOffer;
  currency: Currency;
}

const TYPE_TITLES: Readonly<Record<CollectionItemType, string>> = {
  nightstand: 'Nightstand',
  dresser: 'Dresser',
  chest: 'Chest',
  headboard: 'Headboard',
};

interface RowProps {
  row: PieceRow;
  /** Until the page's scripts run, a choice would be undone by them: the selects wait, looking as usual. */
  waiting: boolean;
  quantity: number;
  currency: Currency;
  onQuantity: (quantity: number) => void;
  onColor: (color: string) => void;
}

/** One collection item: what it is, its colour (or the shopper's pick), its price with the bed and a quantity to add. */
function PieceRowView({ row, waiting, quantity, currency, onQuantity, onColor }: RowProps) {
  const money = (amount: number) => formatMoney({ amount, currency });
  const id = `collection-${row.item.productName}`;
  const note = colorNote(row);
  const limit = row.item.maximumQuantity;
  return (
    <li
      className="flex flex-wrap items-center gap-3 border-t border-muted/30 py-3 first:border-t-0"
      data-testid="collection-item"
      data-name={row.item.productName}
      data-available={row.selection === null ? 'false' : 'true'}
    >
      <PieceThumb piece={row.piece} color={row.selection?.Color} />
      <div className="flex min-w-0 flex-1 flex-col">
        {row.piece.url ? (
          <a href={row.piece.url} className="font-semibold underline-offset-2 hover:underline" id={`${id}-title`}>
            {row.piece.title}
          </a>
        ) : (
          <span className="font-semibold" id={`${id}-title`}>
            {row.piece.title}
          </span>
        )}
        <span className="text-sm text-muted">
          {TYPE_TITLES[row.item.type]}, up to {limit}
          {note ? ` · ${note}` : ''}
        </span>
        {row.unitPrice ? (
          <span className="text-sm" data-testid="collection-item-price">
            <span className="font-semibold">{money(row.unitPrice.finalPrice)}</span>
            {limit > 1 ? ' each' : ''}
            {row.unitPrice.totalValue > row.unitPrice.finalPrice ? (
              <>
                <span className="sr-only">, regular price</span> <s className="text-muted">{money(row.unitPrice.totalValue)}</s>
              </>
            ) : null}
            {row.item.percentOff > 0 ? ` · ${row.item.percentOff}% off in the set` : ''}
          </span>
        ) : null}
        {row.unavailable ? (
          <span className="text-sm font-semibold" data-testid="collection-item-unavailable">
            {row.unavailable}
          </span>
        ) : null}
        {row.colors.length > 1 ? (
          <label className="mt-1 flex items-center gap-2 text-sm">
            <span>
              Finish<span className="sr-only"> of {row.piece.title}</span>
            </span>
            <select
              className="min-h-11 rounded-brand border border-muted/40 bg-page px-2"
              value={row.selection?.Color ?? ''}
              disabled={waiting}
              onChange={(event) => onColor(event.target.value)}
              data-testid="collection-color"
            >
              {row.colors.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.title}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <label htmlFor={`${id}-quantity`} className="flex items-center gap-2 text-sm">
        <span>
          Quantity<span className="sr-only"> of {row.piece.title}</span>
        </span>
        <select
          id={`${id}-quantity`}
          className={`min-h-11 min-w-16 rounded-brand border border-muted/40 bg-page px-2 ${row.selection === null ? 'opacity-60' : ''}`}
          value={row.selection === null ? 0 : quantity}
          disabled={row.selection === null || waiting}
          onChange={(event) => onQuantity(Number(event.target.value))}
          data-testid="collection-quantity"
        >
          {Array.from({ length: limit + 1 }, (_, n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
    </li>
  );
}

/**
 * A furniture product's collection (collectionItems) under its configurator: each piece in the variant its colour rule
 * gives with the bed as chosen, at its collection price, with a quantity up to its maximum; the total and the saving
 * of the bed with the chosen pieces (core part prices, what the cart charges); Add set to cart sends the bed and the
 * pieces in one call, bound to the bed's line.
 */
export function CollectionPicker({ offer, currency }: CollectionPickerProps) {
  const { selection } = useProductSelection();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [colors, setColors] = useState<Record<string, string>>({});
  const state = useAddBound();
  const hydrated = useHydrated();
  const rows = pieceRows(offer, selection, colors);
  const summary = collectionSummary(offer, selection, rows, quantities);
  const money = (amount: number) => formatMoney({ amount, currency });
  const disabled = summary.main === null || summary.pieces === 0 || state.working;
  const body = collectionBody(offer, selection, summary);
  const add = (opener: HTMLElement) =>
    void state.add(opener, {
      send: (calls) => calls.addCollectionLines(body),
      requested: [body.item, ...body.collectionItems],
    });
  return (
    <section
      aria-labelledby="collection-heading"
      className="flex flex-col gap-2 rounded-brand border border-muted/30 p-4"
      data-testid="collection"
      data-ready={hydrated ? 'true' : 'false'}
    >
      <h2 id="collection-heading" className="text-xl font-bold">
        Complete the collection
      </h2>
      <p className="text-sm text-muted">Matching pieces for your {offer.main.title}, priced for buying them together.</p>
      <ul className="flex flex-col">
        {rows.map((row) => (
          <PieceRowView
            key={row.item.productName}
            row={row}
            waiting={!hydrated}
            quantity={quantities[row.item.productName] ?? 0}
            currency={currency}
            onQuantity={(quantity) => setQuantities((q) => ({ ...q, [row.item.productName]: quantity }))}
            onColor={(color) => setColors((c) => ({ ...c, [row.item.productName]: color }))}
          />
        ))}
      </ul>
      <div
        className="flex flex-wrap items-baseline justify-between gap-x-2 border-t border-muted/30 pt-2"
        aria-live="polite"
        id="collection-summary"
        data-testid="collection-summary"
      >
        <span className="font-semibold">
          {summary.pieces === 0
            ? 'Choose pieces to add'
            : `${offer.main.title} + ${summary.pieces} ${summary.pieces === 1 ? 'piece' : 'pieces'}`}
        </span>
        <span className="text-xl font-bold" data-testid="collection-total">
          {money(summary.total.finalPrice)}
        </span>
        <span className="w-full text-sm text-muted" data-testid="collection-savings">
          {summary.total.discount > 0 ? `You save ${money(summary.total.discount)} on ${money(summary.total.totalValue)}` : ''}
        </span>
      </div>
      <BoundAddButton
        label="Add set to cart"
        working={state.working}
        disabled={disabled}
        message={state.message}
        describedBy="collection-summary"
        testId="add-collection"
        className="border-2 border-brand"
        onAdd={add}
      />
    </section>
  );
}
