import { SIZE_DIMENSIONS, type SizeKey } from '@store/core';
import type { SizeGuideSpec } from '../spec-types';

function mattressSize(size: string | null): { width: number; length: number } {
  const dims = size === null ? undefined : SIZE_DIMENSIONS[size as SizeKey];
  if (dims === undefined) throw new Error(`No mattress dimensions for size ${size}`);
  return { width: dims.width, length: dims.length };
}

/** A mattress (or a topper): the standard width and length of each size, at this model's own height from its copy. */
export function mattressGuide(height: number): SizeGuideSpec {
  return { measures: 'outer', of: (size) => ({ ...mattressSize(size), height }) };
}

/** A frame is wider and longer than the mattress it holds (rails and headboard); its height is the frame's own. */
const FRAME_ALLOWANCE = { width: 4, length: 6 };

export function frameGuide(height: number): SizeGuideSpec {
  return {
    measures: 'outer',
    of: (size) => {
      const { width, length } = mattressSize(size);
      return { width: width + FRAME_ALLOWANCE.width, length: length + FRAME_ALLOWANCE.length, height };
    },
  };
}

/** Fitted bedding (sheets, protectors): the mattress size it fits and the deepest mattress its pockets take. */
export function fittedGuide(pocketDepth: number): SizeGuideSpec {
  return { measures: 'fits', of: (size) => ({ ...mattressSize(size), height: pocketDepth }) };
}

/** Pillow cases' sizes: standard 20 x 26, king 20 x 36 (and the kids' standard). */
const PILLOW_DIMENSIONS: Partial<Record<SizeKey, { width: number; length: number }>> = {
  standard: { width: 20, length: 26 },
  king: { width: 20, length: 36 },
};

export const PILLOW_GUIDE: SizeGuideSpec = {
  measures: 'outer',
  of: (size) => {
    const dims = PILLOW_DIMENSIONS[(size ?? 'standard') as SizeKey];
    if (dims === undefined) throw new Error(`No pillow dimensions for size ${size}`);
    return { ...dims, height: null };
  },
};

/** Duvets, inserts and quilts drape over the sides: twin 68 x 90, full and queen 90 x 92, king and cal king 104 x 92. */
const DUVET_DIMENSIONS: Partial<Record<SizeKey, { width: number; length: number }>> = {
  twin: { width: 68, length: 90 },
  full: { width: 90, length: 92 },
  queen: { width: 90, length: 92 },
  king: { width: 104, length: 92 },
  calKing: { width: 104, length: 92 },
};

export const DUVET_GUIDE: SizeGuideSpec = {
  measures: 'outer',
  of: (size) => {
    const dims = DUVET_DIMENSIONS[size as SizeKey];
    if (dims === undefined) throw new Error(`No duvet dimensions for size ${size}`);
    return { ...dims, height: null };
  },
};

/** An unsized piece (a dresser, a blanket): fixed measurements. */
export function pieceGuide(width: number, length: number, height: number | null): SizeGuideSpec {
  return { measures: 'outer', of: () => ({ width, length, height }) };
}
