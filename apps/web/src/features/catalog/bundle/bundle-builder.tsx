'use client';

import { useState } from 'react';
import {
  bundleBody,
  bundleSlots,
  bundleSummary,
  fittedChoice,
  partOptions,
  type BundleChoice,
  type BundleOffer,
  type PartOption,
} from '@store/core/collections/bundle-offer';
import { BUNDLE_SLOT_TITLES } from '@store/core/collections/bundle-rules';
import type { BundlePartSlot } from '@store/core/collections/collection-kinds';
import { formatMoney, type Currency } from '@store/core/money';
import { OptionGroup } from '../configurator/option-group';
import { useViewItemReport } from '../configurator/use-view-item-report';
import { useProductSelection } from '../product-selection';
import { optionTitle, type PieceProduct } from '../pieces/piece-product';
import { PieceThumb } from '../pieces/piece-thumb';
import { BoundAddButton } from '../pieces/bound-add-button';
import { useAddBound } from '../pieces/use-add-bound';
import { useHydrated } from '../../../lib/use-hydrated';

export interface BundleBuilderProps {
  offer: BundleOffer<PieceProduct>;
  currency: Currency;
}

interface SlotProps {
  offer: BundleOffer<PieceProduct>;
  slot: BundlePartSlot;
  options: PartOption<PieceProduct>[];
  chosen: string | undefined;
  currency: Currency;
  onPick: (name: string | undefined) => void;
  onColor: (color: string) => void;
  /** Until the page's scripts run, a pick would be undone by them: the controls wait, looking as usual. */
  waiting: boolean;
}

function OptionText({ option, currency }: { option: PartOption<PieceProduct>; currency: Currency }) {
  const money = (amount: number) => formatMoney({ amount, currency });
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <span className="font-semibold">{option.piece.title}</span>
      {option.price ? (
        <span className="text-sm" data-testid="bundle-option-price">
          <span className="font-semibold">{money(option.price.finalPrice)}</span>
          {option.price.totalValue > option.price.finalPrice ? (
            <>
              <span className="sr-only">, regular price</span> <s className="text-muted">{money(option.price.totalValue)}</s>
            </>
          ) : null}
        </span>
      ) : null}
      {option.unavailable ? <span className="text-sm font-semibold">{option.unavailable}</span> : null}
    </span>
  );
}

/**
 * One part of the bundle as a native control group: a single optional product is a checkbox, several (or a required
 * part) are radio buttons, with "None" when the part is optional; a shopper-choice part shows its finishes.
 */
function SlotChoice({ offer, slot, options, chosen, currency, onPick, onColor, waiting }: SlotProps) {
  const definition = offer.bundle.bundlePage[slot]!;
  const title = BUNDLE_SLOT_TITLES[slot];
  const saving = definition.percentOff > 0 ? ` (${definition.percentOff}% off in the bundle)` : '';
  const picked = options.find((o) => o.piece.name === chosen);
  // An option that cannot be sold is dimmed by its flag, not by :disabled, which every option is until the scripts run.
  const card =
    'flex cursor-pointer items-center gap-3 rounded-brand border-2 border-muted/30 p-2 has-[:checked]:border-brand data-[unavailable]:cursor-not-allowed data-[unavailable]:opacity-70 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent';
  const unavailable = (option: PartOption<PieceProduct>) => (option.selection === null ? '' : undefined);
  const thumb = (option: PartOption<PieceProduct>) => <PieceThumb piece={option.piece} color={option.selection?.Color} />;
  const single = !definition.required && options.length === 1 ? options[0]! : null;
  const colors =
    definition.colorRule === 'shopper-choice' && picked
      ? (picked.piece.properties.find((p) => p.name === 'Color')?.options ?? [])
      : [];
  return (
    <fieldset className="flex flex-col gap-2" data-testid="bundle-part" data-slot={slot}>
      <legend className="mb-1 font-semibold">
        {title}
        <span className="font-normal text-muted">{saving}</span>
      </legend>
      {single ? (
        <label className={card} data-testid="bundle-option" data-name={single.piece.name} data-unavailable={unavailable(single)}>
          <input
            type="checkbox"
            className="choice-box"
            checked={chosen === single.piece.name}
            disabled={single.selection === null || waiting}
            onChange={(event) => onPick(event.target.checked ? single.piece.name : undefined)}
          />
          {thumb(single)}
          <span className="sr-only">Add </span>
          <OptionText option={single} currency={currency} />
        </label>
      ) : (
        <>
          {definition.required ? null : (
            <label className={card} data-testid="bundle-option" data-name="">
              <input
                type="radio"
                className="choice-box"
                name={`bundle-${slot}`}
                checked={chosen === undefined}
                disabled={waiting}
                onChange={() => onPick(undefined)}
              />
              <span className="font-semibold">No {title.toLowerCase()}</span>
            </label>
          )}
          {options.map((option) => (
            <label
              key={option.piece.name}
              className={card}
              data-testid="bundle-option"
              data-name={option.piece.name}
              data-unavailable={unavailable(option)}
            >
              <input
                type="radio"
                className="choice-box"
                name={`bundle-${slot}`}
                checked={chosen === option.piece.name}
                disabled={option.selection === null || waiting}
                onChange={() => onPick(option.piece.name)}
              />
              {thumb(option)}
              <OptionText option={option} currency={currency} />
            </label>
          ))}
        </>
      )}
      {picked && colors.length > 1 ? (
        <OptionGroup
          property={{
            name: 'Color',
            title: `${picked.piece.title} finish`,
            options: colors.map((o) => ({ value: o.value, title: o.title, disabled: o.outOfStock })),
          }}
          value={picked.selection?.Color ?? ''}
          idPrefix={`bundle-${slot}`}
          waiting={waiting}
          onChange={(_, value) => onColor(value)}
        />
      ) : null}
    </fieldset>
  );
}

/**
 * A bundle page composed from its parts (bundlePageProducts): the bundle's size, then each part (the base mattress,
 * furniture, a headboard in the frame's finish, the extended warranty) with its own price in the bundle, and the
 * bundle's total and savings (core part prices, what the cart charges). Add bundle to cart sends the parts in one call;
 * the server binds them to the base line.
 */
export function BundleBuilder({ offer, currency }: BundleBuilderProps) {
  const { selection, choose } = useProductSelection();
  const size = selection.Size;
  const [asked, setAsked] = useState<BundleChoice>({ picks: {}, colors: {} });
  const choice = fittedChoice(offer, size, asked);
  const summary = bundleSummary(offer, size, choice);
  const state = useAddBound();
  const hydrated = useHydrated();
  const money = (amount: number) => formatMoney({ amount, currency });
  useViewItemReport({
    productId: offer.bundle.id,
    sku: offer.bundle.id,
    title: offer.bundle.title,
    price: summary.total.finalPrice,
    currency,
  });
  const sizes = offer.bundle.properties.find((p) => p.name === 'Size');
  const body = bundleBody(offer, size, summary);
  const pick = (slot: BundlePartSlot, name: string | undefined) =>
    setAsked({ picks: { ...choice.picks, [slot]: name }, colors: choice.colors });
  const add = (opener: HTMLElement) =>
    void state.add(opener, {
      send: (calls) => calls.addBundleLines(body),
      requested: summary.parts.map((part) => ({ productID: part.piece.id, quantity: 1 })),
    });
  return (
    <section
      aria-label="Build your bundle"
      className="flex flex-col gap-4"
      data-testid="bundle-builder"
      data-ready={hydrated ? 'true' : 'false'}
    >
      <div className="flex flex-wrap items-baseline gap-x-2" aria-live="polite">
        <span className="sr-only">Bundle total</span>
        <span className="text-3xl font-bold" data-testid="bundle-total">
          {money(summary.total.finalPrice)}
        </span>
        {summary.total.totalValue > summary.total.finalPrice ? (
          <>
            <span className="sr-only">Regular price</span>
            <s className="text-muted">{money(summary.total.totalValue)}</s>
            <span
              className="rounded-brand bg-brand px-2 py-0.5 text-sm font-semibold text-brand-text"
              data-testid="bundle-savings"
            >
              You save {money(summary.total.discount)}
            </span>
          </>
        ) : null}
      </div>
      {sizes ? (
        <OptionGroup
          property={{
            name: 'Size',
            title: sizes.title,
            options: sizes.options.map((o) => ({
              value: o.value,
              title: o.title,
              disabled: !partOptions(offer, 'base', o.value, choice).some((b) => b.selection !== null),
            })),
          }}
          value={size ?? ''}
          idPrefix={offer.bundle.id}
          onChange={choose}
          waiting={!hydrated}
        />
      ) : null}
      {bundleSlots(offer).map((slot) => (
        <SlotChoice
          key={slot}
          offer={offer}
          slot={slot}
          options={partOptions(offer, slot, size, choice)}
          chosen={choice.picks[slot]}
          currency={currency}
          onPick={(name) => pick(slot, name)}
          onColor={(color) => setAsked({ picks: choice.picks, colors: { ...choice.colors, [slot]: color } })}
          waiting={!hydrated}
        />
      ))}
      <div className="flex flex-col gap-1 border-t border-muted/30 pt-2" id="bundle-summary" data-testid="bundle-summary">
        <h2 className="font-semibold">Your bundle</h2>
        <ul className="text-sm">
          {summary.parts.map((part) => (
            <li key={part.slot} className="flex justify-between gap-2" data-testid="bundle-summary-line" data-slot={part.slot}>
              <span>
                {BUNDLE_SLOT_TITLES[part.slot]}: {part.piece.title}
                {part.selection?.Color ? `, ${optionTitle(part.piece, 'Color', part.selection.Color)}` : ''}
              </span>
              <span className="font-semibold tabular-nums">{money(part.price!.finalPrice)}</span>
            </li>
          ))}
        </ul>
        {summary.blocker ? <p className="text-sm font-semibold">{summary.blocker}</p> : null}
      </div>
      <BoundAddButton
        label="Add bundle to cart"
        working={state.working}
        disabled={summary.blocker !== null || state.working}
        message={state.message}
        describedBy="bundle-summary"
        testId="add-bundle"
        className="bg-brand text-lg text-brand-text"
        onAdd={add}
      />
    </section>
  );
}
