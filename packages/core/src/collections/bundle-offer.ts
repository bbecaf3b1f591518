import type { BrandConfig } from '../brands';
import type { ResolvableProduct } from '../cart/resolve-line';
import type { Product } from '../product';
import type { Selection } from '../variant';
import { partSelection, resolveBundleChoice } from './bundle-rules';
import { mismatchMessage } from './collection-rules';
import { BUNDLE_PART_SLOTS, type BundlePartSlot } from './collection-kinds';
import type { BundlePage } from './collection-schema';
import type { AddBundle } from './collection-wire';
import { partPrice, sumPartPrices, type PartPrice } from './part-price';

/** What the bundle page reads of a part's product: what the cart prices a line with, its name and title. */
export type BundlePiece = ResolvableProduct & Pick<Product, 'id' | 'name' | 'title'>;

/**
 * What a bundle page knows: the bundle (its title, Size choice and parts) and the products its parts name. The page,
 * the bundle's own listed price and the cart all price it from this, with the functions below.
 */
export interface BundleOffer<P extends BundlePiece = BundlePiece> {
  /** The brand's pricing data the cart prices lines with. */
  pricing: Pick<BrandConfig, 'splitKingSecondBaseSurcharge'>;
  bundle: Pick<Product, 'id' | 'title' | 'properties'> & { bundlePage: BundlePage };
  /** The products of every part (one a part names that the brand lacks is not offered). */
  parts: readonly P[];
}

/** The shopper's picks: the product name per part (absent: none) and the colour of a shopper-choice part. */
export interface BundleChoice {
  picks: Partial<Record<BundlePartSlot, string>>;
  colors: Partial<Record<BundlePartSlot, string>>;
}

/** One product a part offers, in the bundle's size and the colour its rule gives, at its bundle price, or why not. */
export interface PartOption<P extends BundlePiece = BundlePiece> {
  slot: BundlePartSlot;
  piece: P;
  selection: Selection | null;
  price: PartPrice | null;
  unavailable: string | null;
}

/** The parts the page offers, in its order (the base first). */
export function bundleSlots(offer: BundleOffer): BundlePartSlot[] {
  return BUNDLE_PART_SLOTS.filter((slot) => offer.bundle.bundlePage[slot] !== undefined);
}

function furnitureOf(offer: BundleOffer, size: string | undefined, choice: BundleChoice): Selection | undefined {
  const name = choice.picks.furniture;
  return name === undefined ? undefined : (partOption(offer, 'furniture', name, size, choice)?.selection ?? undefined);
}

function partOption<P extends BundlePiece>(
  offer: BundleOffer<P>,
  slot: BundlePartSlot,
  name: string,
  size: string | undefined,
  choice: BundleChoice,
): PartOption<P> | null {
  const definition = offer.bundle.bundlePage[slot];
  const piece = offer.parts.find((p) => p.name === name);
  if (definition === undefined || piece === undefined) return null;
  const furnitureColor = slot === 'base' || slot === 'furniture' ? undefined : furnitureOf(offer, size, choice)?.Color;
  const variant = partSelection(slot, definition.colorRule, piece, size, furnitureColor, choice.colors[slot]);
  if (!variant.ok) {
    const owner = variant.mismatch.property === 'Color' ? offer.parts.find((p) => p.name === choice.picks.furniture) : undefined;
    return {
      slot,
      piece,
      selection: null,
      price: null,
      unavailable: mismatchMessage(piece, owner ?? offer.bundle, variant.mismatch),
    };
  }
  const deal = slot === 'base' ? null : { percentOff: definition.percentOff, units: 1 };
  const price = partPrice(offer.pricing, piece, variant.selection, 1, deal);
  if (price === null)
    return { slot, piece, selection: null, price: null, unavailable: `${piece.title} is sold out in this size` };
  return { slot, piece, selection: variant.selection, price, unavailable: null };
}

/** Every product a part offers, with the bundle's size and the picks so far (a headboard follows the frame's colour). */
export function partOptions<P extends BundlePiece>(
  offer: BundleOffer<P>,
  slot: BundlePartSlot,
  size: string | undefined,
  choice: BundleChoice,
): PartOption<P>[] {
  return (offer.bundle.bundlePage[slot]?.productNames ?? []).flatMap((name) => {
    const option = partOption(offer, slot, name, size, choice);
    return option === null ? [] : [option];
  });
}

/**
 * The picks made to fit the size: a required part keeps its product when it can come, else takes the first that can;
 * an optional part that cannot come any more is dropped (the page says why next to it).
 */
export function fittedChoice(offer: BundleOffer, size: string | undefined, choice: BundleChoice): BundleChoice {
  const picks: BundleChoice['picks'] = {};
  for (const slot of bundleSlots(offer)) {
    const fitted = { ...choice, picks };
    const options = partOptions(offer, slot, size, fitted).filter((o) => o.selection !== null);
    const kept = options.find((o) => o.piece.name === choice.picks[slot]);
    const pick = kept ?? (offer.bundle.bundlePage[slot]!.required ? options[0] : undefined);
    if (pick) picks[slot] = pick.piece.name;
  }
  return { picks, colors: choice.colors };
}

/** The chosen parts, each at its bundle price, the bundle's total and savings, and what stops the bundle (a missing part), if anything. */
export interface BundleSummary<P extends BundlePiece = BundlePiece> {
  parts: PartOption<P>[];
  total: PartPrice;
  blocker: string | null;
}

export function bundleSummary<P extends BundlePiece>(
  offer: BundleOffer<P>,
  size: string | undefined,
  choice: BundleChoice,
): BundleSummary<P> {
  const parts = bundleSlots(offer).flatMap((slot) => {
    const name = choice.picks[slot];
    const option = name === undefined ? null : partOption(offer, slot, name, size, choice);
    return option?.price ? [option] : [];
  });
  // The colour each shopper-choice part resolved to (a finish picked for another frame falls back to this one's).
  const picks = Object.fromEntries(parts.map((part) => [part.slot, { product: part.piece, ...pickedColor(offer, part) }]));
  const checked = resolveBundleChoice({ ...offer.bundle }, size, picks);
  return { parts, total: sumPartPrices(parts.map((p) => p.price!)), blocker: checked.ok ? null : checked.error.message };
}

/** The colour a part sends: its resolved colour when the shopper picks it, else none (the server's rule gives it). */
function pickedColor(offer: BundleOffer, part: PartOption): { color?: string } {
  const color = offer.bundle.bundlePage[part.slot]?.colorRule === 'shopper-choice' ? part.selection?.Color : undefined;
  return color === undefined ? {} : { color };
}

/** The POST /carts/my/items/bundle body: the bundle, its size and each chosen part (bundlePageProducts). */
export function bundleBody(offer: BundleOffer, size: string | undefined, summary: BundleSummary): AddBundle {
  const pick = (part: PartOption) => ({ productID: part.piece.id, ...pickedColor(offer, part) });
  const [base, ...rest] = summary.parts;
  return {
    bundleID: offer.bundle.id,
    ...(size === undefined ? {} : { size }),
    bundlePageProducts: {
      base: base?.slot === 'base' ? pick(base) : { productID: '' },
      ...Object.fromEntries(rest.map((p) => [p.slot, pick(p)])),
    },
  };
}
