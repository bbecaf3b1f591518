import type { Cart, CartItem, NewCartLine } from '../../lib/api/cart-schema';

export interface LineGroup {
  line: CartItem;
  /** Gifts, protection and other lines attached to this one (forItem), shown indented under it. */
  children: CartItem[];
}

/** Cart lines as the shopper reads them: each top-level line with its child lines; a child whose parent is gone stands alone. */
export function lineGroups(items: readonly CartItem[]): LineGroup[] {
  const parents = new Set(items.filter((i) => i.forItem === null).map((i) => i.itemIdentifier));
  const groups: LineGroup[] = [];
  for (const item of items) {
    if (item.forItem !== null && parents.has(item.forItem)) continue;
    groups.push({ line: item, children: items.filter((c) => c.forItem === item.itemIdentifier && item.forItem === null) });
  }
  return groups;
}

export interface LinePrice {
  /** What the line costs before the coupon (sale prices and gifts included), minor units. */
  price: number;
  /** The list value, struck through, when the line is discounted; null otherwise. */
  listValue: number | null;
  /** A gift with purchase that costs nothing. */
  free: boolean;
}

/**
 * A line's price as every order summary prints it: before the coupon, which is its own summary row (taking it off the
 * line as well would count it twice), with its struck list value when on sale or a gift.
 */
export function linePrice(line: CartItem): LinePrice {
  const list = line.pricing.profilePrice.amount;
  const price = line.pricing.price.amount;
  return { price, listValue: list > price ? list : null, free: price === 0 && list > 0 };
}

const propertyKey = (properties: ReadonlyArray<{ name: string; value: string }>) =>
  JSON.stringify([...properties].sort((a, b) => a.name.localeCompare(b.name)).map((p) => [p.name, p.value]));

/**
 * The top-level line the server made (or grew) for a line just added: same product and properties (the server's own
 * identity rule; a split king's sku is its twin XL one, so the sku cannot tell), a new line first, else the existing one.
 */
export function addedLine(
  before: Cart | null,
  after: Cart,
  added: Pick<NewCartLine, 'productID' | 'properties'>,
): CartItem | undefined {
  const known = new Set(before?.items.map((i) => i.itemIdentifier) ?? []);
  const key = propertyKey(added.properties);
  const matches = after.items.filter(
    (i) => i.forItem === null && i.product.id === added.productID && propertyKey(i.properties) === key,
  );
  return matches.find((i) => !known.has(i.itemIdentifier)) ?? matches.at(-1);
}
