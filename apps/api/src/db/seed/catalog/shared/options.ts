import {
  COLOR_LABELS,
  FIRMNESS_LABELS,
  MATERIAL_LABELS,
  SIZE_CODES,
  SIZE_LABELS,
  type ColorKey,
  type SizeKey,
} from '@store/core';
import type { PropertyName, SizeLadder } from '../spec-types';

/** Two-letter property codes used in variant skus (architecture "Catalogue conventions"). */
export const PROPERTY_CODES: Record<PropertyName, string> = {
  Size: 'SZ',
  Color: 'CL',
  Weight: 'WT',
  Leg: 'LG',
  Pillow: 'PL',
  Arm: 'AR',
  Base: 'BS',
  Material: 'MT',
  Quantity: 'QT',
  Firmness: 'FM',
};

/** Option codes of the ColorKey finishes (2-4 uppercase characters, unique). */
export const COLOR_CODES: Record<ColorKey, string> = {
  black: 'BK',
  white: 'WT',
  golden: 'GD',
  grey: 'GY',
  linen: 'LN',
  natural: 'NT',
  walnut: 'WN',
  tan: 'TN',
  navy: 'NV',
  slate: 'SL',
  blackAndWhite: 'BW',
  twoTone: 'TT',
  lightoakupholstered: 'LOU',
  walnutupholstered: 'WNU',
  green: 'GN',
  oak: 'OK',
  sand: 'SD',
  charcoal: 'CH',
  blush: 'BL',
  sage: 'SG',
};

const MATERIAL_CODES: Record<string, string> = { hybrid: 'HY', 'memory-foam': 'MF', latex: 'LX' };
const FIRMNESS_CODES: Record<string, string> = { soft: 'SF', firm: 'FR', 'luxury-firm': 'LF' };

/** Mattress sizes, with their dimensions. */
export const MATTRESS_SIZES: readonly SizeKey[] = ['twin', 'twinXL', 'full', 'queen', 'king', 'calKing', 'splitKing'];
/** Sizes without split king (frames, toppers, duvets sold as one piece). */
export const FRAME_SIZES: readonly SizeKey[] = ['twin', 'full', 'queen', 'king', 'calKing'];
/** Adjustable bases come in the sizes a split king pairs from. */
export const ADJUSTABLE_SIZES: readonly SizeKey[] = ['twinXL', 'full', 'queen', 'king', 'splitKing'];
export const PILLOW_SIZES: readonly SizeKey[] = ['standard', 'king'];
export const DUVET_SIZES: readonly SizeKey[] = ['twin', 'full', 'queen', 'king', 'calKing'];

/** List price of each size relative to queen; split king is left out so it costs two twin XL. */
export const MATTRESS_LADDER: SizeLadder = { twin: 0.62, twinXL: 0.68, full: 0.86, queen: 1, king: 1.24, calKing: 1.24 };
export const FRAME_LADDER: SizeLadder = { twin: 0.8, twinXL: 0.82, full: 0.9, queen: 1, king: 1.14, calKing: 1.14 };
export const BEDDING_LADDER: SizeLadder = { twin: 0.78, twinXL: 0.8, full: 0.9, queen: 1, king: 1.12, calKing: 1.12 };
export const PILLOW_LADDER: SizeLadder = { standard: 1, king: 1.2 };

/** The display title the enumerations give an option value. */
export function defaultOptionTitle(property: PropertyName, value: string): string {
  if (property === 'Size' && value in SIZE_LABELS) return SIZE_LABELS[value as SizeKey];
  if (property === 'Color' && value in COLOR_LABELS) return COLOR_LABELS[value as ColorKey];
  if (property === 'Material' && value in MATERIAL_LABELS) return MATERIAL_LABELS[value as keyof typeof MATERIAL_LABELS];
  if (property === 'Firmness' && value in FIRMNESS_LABELS) return FIRMNESS_LABELS[value as keyof typeof FIRMNESS_LABELS];
  if (property === 'Weight') return `${value} lbs`;
  return value.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** The sku code the enumerations give an option value; other values use their leading letters and digits. */
export function defaultOptionCode(property: PropertyName, value: string): string {
  if (property === 'Size' && value in SIZE_CODES) return SIZE_CODES[value as SizeKey];
  if (property === 'Color' && value in COLOR_CODES) return COLOR_CODES[value as ColorKey];
  if (property === 'Material' && MATERIAL_CODES[value]) return MATERIAL_CODES[value];
  if (property === 'Firmness' && FIRMNESS_CODES[value]) return FIRMNESS_CODES[value];
  if (property === 'Quantity') return `Q${value}`;
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 4);
}
