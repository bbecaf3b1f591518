/** A stored cart line as far as a merge is concerned (the API's cart_lines row has these and more). */
export interface MergeableLine {
  itemIdentifier: string;
  productId: string;
  properties: ReadonlyArray<{ name: string; value: string }>;
  quantity: number;
  /** The parent line's itemIdentifier (gifts, coverage and other add-ons), null for a product line. */
  forItem: string | null;
  /** The bundle page a product line was added as the base of; an added copy keeps it. */
  bundleId?: string | null;
}

export interface MergeLimits {
  /** The most units one line holds (a merge caps the sum of two same lines at it). */
  maxLineQuantity: number;
  /** The most lines a cart holds: families that would take the cart over it are not added (reported as skipped). */
  maxLines: number;
  /** A new itemIdentifier for an added line (the caller's CSPRNG). */
  newId: () => string;
}

export interface LineMerge {
  /** Lines of `into` whose quantity rises (the new quantity). */
  raised: Array<{ itemIdentifier: string; quantity: number }>;
  /** Lines added to `into`, with new ids; a child's forItem names its parent in `into` (existing or added). */
  added: MergeableLine[];
  /** Lines of `from` not merged: children without their parent in `from`, or families that did not fit. */
  skipped: MergeableLine[];
}

const propertyKey = (props: MergeableLine['properties']) =>
  JSON.stringify([...props].sort((x, y) => x.name.localeCompare(y.name)).map((p) => [p.name, p.value]));

/** Two lines are the same line when product, properties (in any order) and parent match. */
export const lineKey = (line: Pick<MergeableLine, 'productId' | 'properties'>, forItem: string | null): string =>
  JSON.stringify([line.productId, propertyKey(line.properties), forItem]);

/**
 * Cart rules applied to a merge of two carts' lines (a shared cart into mine, a guest cart into the
 * account's at sign-in): a line equal to one already there raises its quantity (capped at the line maximum), any
 * other line is added; a child (gift, coverage, add-on) comes with its parent and under the parent's copy; a child
 * whose parent is not in `from` is skipped (a child never stands alone). Lines are added a family (parent with its
 * children) at a time while the cart has room, so nothing is half-merged. Pure: the caller writes the result.
 */
export function mergeLineLists(into: readonly MergeableLine[], from: readonly MergeableLine[], limits: MergeLimits): LineMerge {
  const byKey = new Map(into.map((l) => [lineKey(l, l.forItem), { ...l }]));
  const raised = new Map<string, number>();
  const added: MergeableLine[] = [];
  const skipped: MergeableLine[] = [];
  let lineCount = into.length;
  const parentsInFrom = new Set(from.filter((l) => l.forItem === null).map((l) => l.itemIdentifier));
  for (const line of from) if (line.forItem !== null && !parentsInFrom.has(line.forItem)) skipped.push(line);

  const place = (line: MergeableLine, forItem: string | null): string => {
    const key = lineKey(line, forItem);
    const match = byKey.get(key);
    if (match) {
      match.quantity = Math.min(limits.maxLineQuantity, match.quantity + line.quantity);
      if (into.some((l) => l.itemIdentifier === match.itemIdentifier)) raised.set(match.itemIdentifier, match.quantity);
      return match.itemIdentifier;
    }
    const copy = { ...line, itemIdentifier: limits.newId(), forItem, quantity: Math.min(limits.maxLineQuantity, line.quantity) };
    byKey.set(key, copy);
    added.push(copy);
    lineCount += 1;
    return copy.itemIdentifier;
  };

  for (const parent of from.filter((l) => l.forItem === null)) {
    const children = from.filter((l) => l.forItem === parent.itemIdentifier);
    const family = [parent, ...children];
    if (lineCount + newLinesOf(family, byKey, parent) > limits.maxLines) {
      skipped.push(...family);
      continue;
    }
    const parentId = place(parent, null);
    for (const child of children) place(child, parentId);
  }
  return { raised: [...raised].map(([itemIdentifier, quantity]) => ({ itemIdentifier, quantity })), added, skipped };
}

/** How many new lines a family would add (its lines that match none already there). */
function newLinesOf(family: readonly MergeableLine[], byKey: Map<string, MergeableLine>, parent: MergeableLine): number {
  const parentMatch = byKey.get(lineKey(parent, null));
  if (!parentMatch) return family.length;
  const children = family.slice(1);
  return children.filter((c) => !byKey.has(lineKey(c, parentMatch.itemIdentifier))).length;
}
