import { SIZE_DIMENSIONS, type SizeKey } from '../enums';

/**
 * How a product relates to the bed's size: a mattress (or a bundle that delivers one) sets it, a frame holds it, fitted
 * bedding (sheets, protectors) fits it. Anything else (pillows, duvets, furniture, services) has no bed size.
 */
export type BedFitRole = 'mattress' | 'frame' | 'fitted';

/** The catalogue facts the role is read from (data, never product names): mattressCount, group and the size guide. */
export interface BedFitFacts {
  attributes: { group: string; mattressCount?: number };
  content?: { sizeGuide?: { measures: 'outer' | 'fits' } };
}

/** The bed-size role of a product: mattressCount marks a mattress, the bed-frame group a frame, a 'fits' size guide fitted bedding. */
export function bedFitRole(product: BedFitFacts): BedFitRole | null {
  if ((product.attributes.mattressCount ?? 0) > 0) return 'mattress';
  if (product.attributes.group === 'bed-frame') return 'frame';
  if (product.content?.sizeGuide?.measures === 'fits') return 'fitted';
  return null;
}

/** A cart line as the wrong-size check reads it. */
export interface SizedLine {
  itemIdentifier: string;
  forItem: string | null;
  role: BedFitRole | null;
  properties: ReadonlyArray<{ name: string; value: string }>;
}

/** Sizes by the bed they make: Split King and Cal King are both 72 x 84, so they fit each other. */
function bedKey(line: SizedLine): string | null {
  const size = line.properties.find((p) => p.name === 'Size')?.value;
  const dims = size === undefined ? undefined : SIZE_DIMENSIONS[size as SizeKey];
  return dims === undefined ? null : `${dims.width}x${dims.length}`;
}

/** Properties that say how many, not what: never compared. */
const UNCOMPARED = new Set(['Size', 'Quantity']);

/**
 * An add-on fitted to its parent line (sheets chosen for that mattress, a base for that frame) matches it when the bed
 * sizes agree and every other property both lines carry has the same value (a headboard in the frame's finish).
 */
function fitsParent(line: SizedLine, parent: SizedLine): boolean {
  if (bedKey(parent) !== bedKey(line)) return false;
  const parentValues = new Map(parent.properties.map((p) => [p.name, p.value]));
  return line.properties.every((p) => UNCOMPARED.has(p.name) || (parentValues.get(p.name) ?? p.value) === p.value);
}

/**
 * "Proceed to checkout": items of mismatched size or properties. A frame or fitted bedding whose bed size matches
 * no mattress in the cart (frames stand in when there is no mattress) is a mismatch (a queen mattress with king sheets),
 * and so is an add-on whose size, or any other property it shares with its own parent line, differs from the parent's.
 * Other products in the cart may differ in colour or material from each other; pillows and unsized pieces never count.
 */
export function sizeMismatch(lines: readonly SizedLine[]): boolean {
  const sized = lines.filter((l) => l.role !== null && bedKey(l) !== null);
  const mattresses = sized.filter((l) => l.role === 'mattress');
  const anchors = mattresses.length > 0 ? mattresses : sized.filter((l) => l.role === 'frame');
  const anchorKeys = new Set(anchors.map(bedKey));
  const byId = new Map(sized.map((l) => [l.itemIdentifier, l]));
  return sized.some((line) => {
    const parent = line.forItem === null ? undefined : byId.get(line.forItem);
    if (parent !== undefined && !fitsParent(line, parent)) return true;
    return anchors.length > 0 && !anchors.includes(line) && !anchorKeys.has(bedKey(line));
  });
}
