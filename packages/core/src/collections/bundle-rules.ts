import { PRODUCT_NOT_FOUND } from '../cart/resolve-line';
import type { Product } from '../product';
import { err, ok, type Result } from '../result';
import type { Selection } from '../variant';
import { mismatchMessage } from './collection-rules';
import { BUNDLE_PART_SLOTS, type BundlePartSlot } from './collection-kinds';
import type { BundlePage, BundleSlot } from './collection-schema';
import { askedColorProblem, pieceMatches, pieceSelection, type PieceMismatch } from './piece-selection';

/** How the page and the messages name each part of a bundle. */
export const BUNDLE_SLOT_TITLES: Readonly<Record<BundlePartSlot, string>> = {
  base: 'Mattress',
  furniture: 'Furniture',
  headboardAddon: 'Headboard',
  extend: 'Extended warranty',
};

/** The parts after the base, in the order the page offers them. */
export const BUNDLE_ADD_ON_SLOTS = BUNDLE_PART_SLOTS.filter((slot): slot is Exclude<BundlePartSlot, 'base'> => slot !== 'base');

/** What the bundle rules read of a part's product (a product page has no more of it in the browser). */
export type PartProduct = Pick<Product, 'name' | 'title' | 'properties'>;

/** A part the shopper picked: its product (undefined when the brand has none) and, for a shopper-choice part, a colour. */
export interface BundlePick<P extends PartProduct = Product> {
  product: P | undefined;
  color?: string;
}

/** A part as it goes into the cart: the base is the line the others are bound to. */
export interface ChosenPart<P extends PartProduct = Product> {
  slot: BundlePartSlot;
  product: P;
  selection: Selection;
}

type Bundle = Pick<Product, 'title' | 'properties' | 'bundlePage'>;

/**
 * The variant a part comes in: the bundle's size, and the colour its rule gives (`match-main` takes the furniture's
 * colour, so a headboard matches the bed it bolts to), or why it cannot come in the bundle as chosen.
 */
export function partSelection(
  slot: BundlePartSlot,
  rule: BundleSlot['colorRule'],
  product: Pick<Product, 'properties'>,
  size: string | undefined,
  furnitureColor: string | undefined,
  asked?: string,
): { ok: true; selection: Selection } | { ok: false; mismatch: PieceMismatch } {
  const main = slot === 'base' || slot === 'furniture' ? { Size: size } : { Size: size, Color: furnitureColor };
  return pieceSelection(rule, product, size === undefined ? {} : main, asked);
}

/**
 * The bundle rules on what a shopper picked: every part is one of its slot's products, the base and every required
 * part are there, and each comes in the bundle's size and the colour its rule gives. Any bad part refuses them all.
 * The base comes first (the cart line the others are bound to).
 */
export function resolveBundleChoice<P extends PartProduct>(
  bundle: Bundle,
  size: string | undefined,
  picks: Partial<Record<BundlePartSlot, BundlePick<P>>>,
): Result<ChosenPart<P>[]> {
  const page = bundle.bundlePage;
  if (page === undefined) return err('BAD_REQUEST', `${bundle.title} is not a bundle`);
  const sizes = bundle.properties.find((p) => p.name === 'Size')?.options.map((o) => o.value);
  if (sizes !== undefined && (size === undefined || !sizes.includes(size))) {
    return err('BAD_REQUEST', `Invalid value ${size ?? ''} for property Size`);
  }
  const chosen: ChosenPart<P>[] = [];
  for (const slot of BUNDLE_PART_SLOTS) {
    const definition = page[slot];
    const pick = picks[slot];
    if (pick === undefined) {
      if (definition?.required)
        return err('BAD_REQUEST', `Choose the ${BUNDLE_SLOT_TITLES[slot].toLowerCase()} of ${bundle.title}`);
      continue;
    }
    if (definition === undefined) return err('BAD_REQUEST', `${bundle.title} has no ${BUNDLE_SLOT_TITLES[slot].toLowerCase()}`);
    const { product } = pick;
    if (product === undefined) return err('NOT_FOUND', PRODUCT_NOT_FOUND, 'product-not-found');
    if (!definition.productNames.includes(product.name)) {
      return err('BAD_REQUEST', `${product.title} is not part of the ${bundle.title}`);
    }
    const furnitureColor = chosen.find((c) => c.slot === 'furniture')?.selection.Color;
    const variant = partSelection(slot, definition.colorRule, product, size, furnitureColor, pick.color);
    if (!variant.ok) {
      const owner = variant.mismatch.property === 'Color' ? chosen.find((c) => c.slot === 'furniture')?.product : bundle;
      return err('BAD_REQUEST', mismatchMessage(product, owner ?? bundle, variant.mismatch));
    }
    const asked = askedColorProblem(product, pick.color, variant.selection, bundle.title);
    if (asked !== null) return err('BAD_REQUEST', asked);
    chosen.push({ slot, product, selection: variant.selection });
  }
  return ok(chosen);
}

/** A child line as the bundle deals read it. */
export interface BundleDealLine {
  itemIdentifier: string;
  product: Pick<Product, 'name' | 'properties'>;
  selection: Selection;
}

/**
 * The savings of the lines bound to a base line that make up a bundle with it: for each bundle whose base options hold
 * the base's product, the first line of each part's products (in cart order) takes that part's percent off, one unit
 * per base set, when it is the variant the bundle gives (the base's size, the colour rule) and every required part is
 * there. A line that several bundles would take keeps the largest saving.
 */
export function bundlePartDeals(
  bundles: readonly BundlePage[],
  base: { product: Pick<Product, 'name'>; selection: Selection },
  children: readonly BundleDealLine[],
): Map<string, { percentOff: number; unitsPerSet: number }> {
  const deals = new Map<string, { percentOff: number; unitsPerSet: number }>();
  for (const page of bundles) {
    if (!page.base.productNames.includes(base.product.name)) continue;
    const taken = new Map<BundlePartSlot, BundleDealLine>();
    for (const child of children) {
      const slot = BUNDLE_ADD_ON_SLOTS.find((s) => !taken.has(s) && page[s]?.productNames.includes(child.product.name));
      if (slot !== undefined) taken.set(slot, child);
    }
    const furnitureColor = taken.get('furniture')?.selection.Color;
    const fits = (slot: BundlePartSlot, line: BundleDealLine) => {
      const definition = page[slot]!;
      const main = slot === 'furniture' ? { Size: base.selection.Size } : { Size: base.selection.Size, Color: furnitureColor };
      return pieceMatches(definition.colorRule, line.product, line.selection, stripUndefined(main));
    };
    const matching = [...taken].filter(([slot, line]) => fits(slot, line));
    const complete = BUNDLE_ADD_ON_SLOTS.every((slot) => !page[slot]?.required || matching.some(([s]) => s === slot));
    if (!complete) continue;
    for (const [slot, line] of matching) {
      const percentOff = page[slot]!.percentOff;
      if ((deals.get(line.itemIdentifier)?.percentOff ?? -1) < percentOff) {
        deals.set(line.itemIdentifier, { percentOff, unitsPerSet: 1 });
      }
    }
  }
  return deals;
}

function stripUndefined(selection: Record<string, string | undefined>): Selection {
  return Object.fromEntries(Object.entries(selection).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
