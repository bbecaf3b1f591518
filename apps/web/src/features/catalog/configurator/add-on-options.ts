import type { BrandConfig } from '@store/core/brands';
import { addedChildPrices } from '@store/core/cart/gift';
import type { Product, ProductGroup } from '@store/core/product';
import { sortProperties } from '@store/core/properties';
// Types only: core's upsell module carries zod schemas, which the product page must not ship (light pages).
import type { PairedUpsellItem, UpsellItem, UpsellKind } from '@store/core/upsell';
import { offerFitsCatalogue } from '@store/core/upsell-fit';
import { buildVariantSku, defaultSelection, variantPrice, type Selection } from '@store/core/variant';
import type { NewCartLine } from '../../../lib/api/cart-schema';
import { isSellable, mergeValidSelection, type ConfigurableProduct } from '../variant-options';

/** A line the cart takes, with the variant sku it becomes (to find the product line in the answer). */
export type SkuLine = NewCartLine & { sku: string };

export interface AddOnOption {
  name: string;
  kind: UpsellKind;
  title: string;
  description: string;
  /** A short badge: the catalogue's label, else 'Free gift' / 'N% off' for a discounted item. */
  label: string | null;
  /** A combo offered with a mattress says so ('Add Mattress & Get Serenity Bundle for FREE!'; Premier under its experiment). */
  comboLabel: string | null;
  thumb: string;
  /** What choosing it adds to the order, minor units (for an upgrade: the difference). */
  price: number;
  /** The struck list price when the add-on costs less (a gift discount or a sale); null otherwise. */
  listPrice: number | null;
  preselected: boolean;
  /** Child lines added with the product (the item and its paired item); an upgrade adds none. */
  lines: SkuLine[];
  /** An upgrade replaces the product line with this one. */
  replacement: SkuLine | null;
  /** Every line it puts in the cart, named with its quantity and options ("2 × Gel Pillow, Standard"), for the card. */
  contents: string[];
  /** Options it cannot be taken with (both ways: the catalogue's `excludes` of either side); choosing it unchooses them. */
  excludes: string[];
}

export interface PurchaseContext {
  product: ConfigurableProduct & { group: ProductGroup; needsCoverage: boolean };
  /** The brand's pricing data the cart prices lines with (the Split King second-base surcharge). */
  brand: Pick<BrandConfig, 'splitKingSecondBaseSurcharge'>;
  selection: Selection;
  /** "Other": the shipping-protection item stays hidden unless its test flag is on. */
  shippingProtection: boolean;
}

/** A product line for a variant: the full set of properties, sorted ("a product line needs ... the full set of properties"). */
export function skuLine(
  product: Pick<Product, 'id' | 'inventoryKey' | 'properties'>,
  selection: Selection,
  quantity = 1,
): SkuLine {
  const full = mergeValidSelection(product, defaultSelection(product), selection);
  const properties = sortProperties(Object.entries(full).map(([name, value]) => ({ name, value })));
  return { productID: product.id, quantity, properties, sku: buildVariantSku(product.inventoryKey, product.properties, full) };
}

/** How the card names a line: quantity when more than one, the product title, then each option's title. */
function describeLine(product: Product, line: SkuLine): string {
  const titles = line.properties.map(
    (p) => product.properties.find((q) => q.name === p.name)?.options.find((o) => o.value === p.value)?.title ?? p.value,
  );
  return [`${line.quantity > 1 ? `${line.quantity} × ` : ''}${product.title}`, ...titles].join(', ');
}

/** The item's variant: its product's defaults under the catalogue's default properties (the API already applied the size). */
function itemSelection(item: Pick<UpsellItem, 'defaultProperties'>, product: Product): Selection {
  const defaults = Object.fromEntries(item.defaultProperties.map((p) => [p.type, p.defaultValue]));
  return mergeValidSelection(product, defaultSelection(product), defaults);
}

/** A line of an option as the cart will take it: its product, choice and quantity, and the sku line it sends. */
interface OptionLine {
  product: Product;
  selection: Selection;
  quantity: number;
  line: SkuLine;
}

function pairedLine(item: PairedUpsellItem | undefined, byId: ReadonlyMap<string, Product>): OptionLine | null {
  const product = item === undefined ? undefined : byId.get(item.productId);
  if (item === undefined || product === undefined) return null;
  const selection = itemSelection(item, product);
  const quantity = item.quantity ?? 1;
  const line = skuLine(product, selection, quantity);
  if (!isSellable(product.availability[line.sku])) return null;
  return { product, selection, quantity, line };
}

/**
 * What the option's lines cost under the product, exactly as the cart will charge them (core addedChildPrices: the gift
 * rules' best offer, per-unit cap in the mattress size, units per parent set, clamp and exclusions), and their list value.
 */
function priceUnder(
  lines: readonly OptionLine[],
  upsells: readonly UpsellItem[],
  context: PurchaseContext,
): { price: number; listPrice: number } | null {
  const parent = { attributes: { group: context.product.group, markers: [] }, properties: context.product.properties };
  const prices = addedChildPrices(context.brand, { product: parent, selection: context.selection, quantity: 1 }, lines, upsells);
  if (prices.some((p) => p === null)) return null;
  return prices.reduce<{ price: number; listPrice: number }>(
    (sum, p) => ({ price: sum.price + (p?.price ?? 0), listPrice: sum.listPrice + (p?.listPrice ?? 0) }),
    { price: 0, listPrice: 0 },
  );
}

function labelOf(item: UpsellItem, discount: number): string | null {
  // The catalogue's own discount names the offer; what the cart charges is the option's price.
  if (item.dataV2.labelData.label !== '') return item.dataV2.labelData.label;
  if (discount >= 100) return 'Free gift';
  return discount > 0 ? `${discount}% off` : null;
}

function comboLabelOf(item: UpsellItem, parentGroup: ProductGroup): string | null {
  const combo = item.isComboWithBaseProduct;
  return combo.show && combo.sellsWithMattess && parentGroup === 'mattress' && combo.label !== '' ? combo.label : null;
}

function optionFor(
  item: UpsellItem,
  upsells: readonly UpsellItem[],
  byId: ReadonlyMap<string, Product>,
  context: PurchaseContext,
): AddOnOption | null {
  const { product: parent, selection } = context;
  if (!item.sellsWith.includes(parent.group)) return null;
  if (item.kind === 'shipping-protection' && !context.shippingProtection) return null;
  if (item.kind === 'coverage' && !parent.needsCoverage) return null;
  const product = byId.get(item.productId);
  if (product === undefined || product.id === parent.id) return null;
  const upgrade = item.kind === 'upgrade';
  // An add-on comes as the catalogue describes it (the mattress's size) or not at all, never a stand-in.
  if (!upgrade && !offerFitsCatalogue(item, byId)) return null;
  if (upgrade && !sellsSelection(product, selection)) return null;
  const chosen = upgrade ? mergeValidSelection(product, defaultSelection(product), selection) : itemSelection(item, product);
  const quantity = upgrade ? 1 : (item.quantity ?? 1);
  const line = skuLine(product, chosen, quantity);
  if (!isSellable(product.availability[line.sku])) return null;
  const paired = upgrade ? null : pairedLine(item.pairedItem, byId);
  if (item.pairedItem !== undefined && !upgrade && paired === null) return null;
  const lines: OptionLine[] = [{ product, selection: chosen, quantity, line }, ...(paired ? [paired] : [])];
  // An upgrade replaces the product line: it costs the difference. Anything else is priced as the cart will charge it.
  const priced = upgrade
    ? { price: variantPrice(product, chosen).price - variantPrice(parent, selection).price, listPrice: 0 }
    : priceUnder(lines, upsells, context);
  if (priced === null || (upgrade && priced.price <= 0)) return null;
  const contents = lines.map((l) => describeLine(l.product, l.line));
  return {
    name: item.name,
    kind: item.kind,
    title: item.shortTitle,
    description: item.shortDescription,
    label: labelOf(item, upgrade ? 0 : item.discount),
    comboLabel: comboLabelOf(item, parent.group),
    thumb: item.thumbnail,
    price: priced.price,
    listPrice: !upgrade && priced.listPrice > priced.price ? priced.listPrice : null,
    preselected: item.preselected,
    lines: upgrade ? [] : lines.map((l) => l.line),
    replacement: upgrade ? line : null,
    contents,
    excludes: item.excludes ?? [],
  };
}

/** An upgrade is offered only in the chosen size, never the upgrade's default size in its place. */
function sellsSelection(product: Product, selection: Selection): boolean {
  const size = product.properties.find((p) => p.name === 'Size');
  return selection.Size === undefined || size === undefined || size.options.some((o) => o.value === selection.Size);
}

const ORDER: readonly UpsellKind[] = ['gift', 'bundle', 'upgrade', 'furniture', 'accessory', 'coverage', 'shipping-protection'];

/**
 * Add-ons of a product page from the upsell catalogue and the products behind it: items that sell with the
 * product's group; gifts at their discount; one upgrade, the nearest higher tier; coverage only when the product needs
 * it; shipping protection only under its test flag. Unknown or unsellable items are dropped.
 */
export function addOnOptions(
  upsells: readonly UpsellItem[],
  products: readonly Product[],
  context: PurchaseContext,
): AddOnOption[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  const options = upsells.map((item) => optionFor(item, upsells, byId, context)).filter((o): o is AddOnOption => o !== null);
  const upgrades = options.filter((o) => o.kind === 'upgrade').sort((a, b) => a.price - b.price);
  const shown = options
    .filter((o) => o.kind !== 'upgrade' || o === upgrades[0])
    .sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  // The exclusion holds both ways and only between options on show.
  return shown.map((o) => ({
    ...o,
    excludes: shown
      .filter((other) => other !== o && (o.excludes.includes(other.name) || other.excludes.includes(o.name)))
      .map((other) => other.name),
  }));
}

/**
 * The options chosen: each one the shopper ticked, or else a preselected one, unless an option chosen before it excludes
 * it (exclusive offers are a one-of choice, like radio buttons, so two can never be chosen together).
 */
export function chosenAddOns(options: readonly AddOnOption[], toggled: Readonly<Record<string, boolean>>): AddOnOption[] {
  const chosen: AddOnOption[] = [];
  for (const option of options) {
    const on = toggled[option.name] ?? option.preselected;
    if (on && !chosen.some((c) => c.excludes.includes(option.name))) chosen.push(option);
  }
  return chosen;
}

/** Ticking an option unticks every option it excludes; unticking touches nothing else. */
export function toggleAddOn(
  options: readonly AddOnOption[],
  toggled: Readonly<Record<string, boolean>>,
  name: string,
  on: boolean,
): Record<string, boolean> {
  const excluded = on ? (options.find((o) => o.name === name)?.excludes ?? []) : [];
  return { ...toggled, ...Object.fromEntries(excluded.map((n) => [n, false])), [name]: on };
}

/** What Add to cart sends: the product line (or its upgrade) and the child lines of the chosen add-ons. */
export function purchaseLines(base: SkuLine, chosen: readonly AddOnOption[]): { parent: NewCartLine; children: NewCartLine[] } {
  // The API takes exactly productID, quantity, properties and forItem: the sku stays here.
  const strip = ({ sku: _sku, ...line }: SkuLine): NewCartLine => line;
  const upgrade = chosen.find((o) => o.replacement !== null)?.replacement ?? null;
  return { parent: strip(upgrade ?? base), children: chosen.flatMap((o) => o.lines.map(strip)) };
}
