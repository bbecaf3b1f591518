import { SIZE_DIMENSIONS, type ParcelDimensions, type Selection, type SizeKey } from '@store/core';

const QUEEN_AREA = 60 * 80;

function sizeOf(selection: Selection): SizeKey {
  return (selection.Size ?? 'queen') as SizeKey;
}

/** A boxed (compressed, rolled) mattress: the box grows with the size, the weight with area and height. */
export function mattressParcel(heightIn: number): (selection: Selection) => ParcelDimensions {
  return (selection) => {
    const size = sizeOf(selection);
    const dims = SIZE_DIMENSIONS[size] ?? { width: 60, length: 80, height: heightIn };
    const wide = dims.width >= 60;
    return {
      width: wide ? 19 : 16,
      height: wide ? 19 : 16,
      length: dims.width >= 72 ? 46 : 42,
      weight: Math.round(dims.width * dims.length * heightIn * 0.0013),
    };
  };
}

/** A sized good whose box keeps its shape and whose weight scales with the sleeping area (queen = `queen`). */
export function parcelBySize(queen: ParcelDimensions): (selection: Selection) => ParcelDimensions {
  return (selection) => {
    const dims = SIZE_DIMENSIONS[sizeOf(selection)];
    const ratio = dims ? (dims.width * dims.length) / QUEEN_AREA : 1;
    return { ...queen, weight: Math.round(queen.weight * ratio * 10) / 10 };
  };
}

/** A parcel that does not depend on the variant. */
export function fixedParcel(width: number, height: number, length: number, weight: number): ParcelDimensions {
  return { width, height, length, weight };
}
