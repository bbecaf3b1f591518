import type { FontMetrics } from '@capsizecss/core';
import type { FontKey } from '@store/core/brands';

/*
 * The vertical and average-width metrics of each shipped face and of the system fonts it falls back to, as published by
 * @capsizecss/metrics 4.3 (read from the fonts themselves; the average width is of English text, each letter weighted by
 * its frequency). They are copied here rather than installed: that package carries every Google font's metrics (169 MB
 * unpacked) for the thirteen used here.
 *
 * A face grows wider with its weight, and not as its fallback's bold does (Lora's bold is 3 % wider than its regular,
 * Times New Roman's 6.5 %), so the average widths at 600 and 700 are kept as well: with the regular's scale, a fallback's
 * bold drew "Your Arbor Latex account" on two lines at 412 px where Lora's bold takes one.
 */
export const FACE_METRICS: Record<FontKey, FaceMetrics> = {
  inter: face('Inter', 'Inter Regular', 'Inter-Regular', {
    capHeight: 1490,
    ascent: 1984,
    descent: -494,
    lineGap: 0,
    unitsPerEm: 2048,
    xHeight: 1118,
    xWidthAvg: 978,
    xWidthAvgSemibold: 998,
    xWidthAvgBold: 1008,
  }),
  fraunces: face('Fraunces', 'Fraunces Regular', 'Fraunces-Regular', {
    capHeight: 1400,
    ascent: 1956,
    descent: -510,
    lineGap: 0,
    unitsPerEm: 2000,
    xHeight: 964,
    xWidthAvg: 938,
    xWidthAvgSemibold: 969,
    xWidthAvgBold: 1000,
  }),
  lora: face('Lora', 'Lora Regular', 'Lora-Regular', {
    capHeight: 700,
    ascent: 1006,
    descent: -274,
    lineGap: 0,
    unitsPerEm: 1000,
    xHeight: 500,
    xWidthAvg: 468,
    xWidthAvgSemibold: 478,
    xWidthAvgBold: 482,
  }),
  manrope: face('Manrope', 'Manrope Regular', 'Manrope-Regular', {
    capHeight: 1440,
    ascent: 2132,
    descent: -600,
    lineGap: 0,
    unitsPerEm: 2000,
    xHeight: 1080,
    xWidthAvg: 920,
    xWidthAvgSemibold: 954,
    xWidthAvgBold: 971,
  }),
  'nunito-sans': face('Nunito Sans', 'Nunito Sans Regular', 'NunitoSans-Regular', {
    capHeight: 705,
    ascent: 1011,
    descent: -353,
    lineGap: 0,
    unitsPerEm: 1000,
    xHeight: 486,
    xWidthAvg: 452,
    xWidthAvgSemibold: 460,
    xWidthAvgBold: 470,
  }),
  'work-sans': face('Work Sans', 'Work Sans Regular', 'WorkSans-Regular', {
    capHeight: 660,
    ascent: 930,
    descent: -243,
    lineGap: 0,
    unitsPerEm: 1000,
    xHeight: 500,
    xWidthAvg: 499,
    xWidthAvgSemibold: 501,
    xWidthAvgBold: 502,
  }),
  'playfair-display': face('Playfair Display', 'Playfair Display Regular', 'PlayfairDisplay-Regular', {
    capHeight: 708,
    ascent: 1082,
    descent: -251,
    lineGap: 0,
    unitsPerEm: 1000,
    xHeight: 514,
    xWidthAvg: 452,
    xWidthAvgSemibold: 459,
    xWidthAvgBold: 463,
  }),
  outfit: face('Outfit', 'Outfit Regular', 'Outfit-Regular', {
    capHeight: 694,
    ascent: 1000,
    descent: -260,
    lineGap: 0,
    unitsPerEm: 1000,
    xHeight: 475,
    xWidthAvg: 445,
    xWidthAvgSemibold: 454,
    xWidthAvgBold: 461,
  }),
  'source-serif-4': face('Source Serif 4', 'Source Serif 4 Regular', 'SourceSerif4-Regular', {
    capHeight: 670,
    ascent: 1036,
    descent: -335,
    lineGap: 0,
    unitsPerEm: 1000,
    xHeight: 475,
    xWidthAvg: 479,
    xWidthAvgSemibold: 486,
    xWidthAvgBold: 494,
  }),
};

const ARIAL = {
  capHeight: 1467,
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xHeight: 1062,
  xWidthAvg: 913,
  xWidthAvgBold: 983,
};
const TIMES = {
  capHeight: 1356,
  ascent: 1825,
  descent: -443,
  lineGap: 87,
  unitsPerEm: 2048,
  xHeight: 916,
  xWidthAvg: 832,
  xWidthAvgBold: 886,
};
const ROBOTO = {
  capHeight: 1456,
  ascent: 1900,
  descent: -500,
  lineGap: 0,
  unitsPerEm: 2048,
  xHeight: 1082,
  xWidthAvg: 911,
  xWidthAvgBold: 926,
};
const NOTO_SERIF = {
  capHeight: 714,
  ascent: 1069,
  descent: -293,
  lineGap: 0,
  unitsPerEm: 1000,
  xHeight: 536,
  xWidthAvg: 481,
  xWidthAvgBold: 512,
};

/**
 * The system fonts a sans face is imitated with until it arrives, first found first used: Arial (Windows, macOS), its
 * metric-compatible twins Liberation Sans (Linux, Debian's Chromium) and Arimo (ChromeOS), then Roboto (Android).
 */
export const SANS_FALLBACKS: Fallback[] = [
  fallback(face('Arial', 'Arial', 'ArialMT', ARIAL), 'Arial Bold', 'Arial-BoldMT'),
  fallback(face('Liberation Sans', 'Liberation Sans', 'LiberationSans', ARIAL), 'Liberation Sans Bold', 'LiberationSans-Bold'),
  fallback(face('Arimo', 'Arimo Regular', 'Arimo-Regular', ARIAL), 'Arimo Bold', 'Arimo-Bold'),
  fallback(face('Roboto', 'Roboto Regular', 'Roboto-Regular', ROBOTO), 'Roboto Bold', 'Roboto-Bold'),
];

/** The same for a serif face: Times New Roman, Liberation Serif, Tinos, then Noto Serif (Android). */
export const SERIF_FALLBACKS: Fallback[] = [
  fallback(
    face('Times New Roman', 'Times New Roman', 'TimesNewRomanPSMT', TIMES),
    'Times New Roman Bold',
    'TimesNewRomanPS-BoldMT',
  ),
  fallback(
    face('Liberation Serif', 'Liberation Serif', 'LiberationSerif', TIMES),
    'Liberation Serif Bold',
    'LiberationSerif-Bold',
  ),
  fallback(face('Tinos', 'Tinos Regular', 'Tinos-Regular', TIMES), 'Tinos Bold', 'Tinos-Bold'),
  fallback(face('Noto Serif', 'Noto Serif Regular', 'NotoSerif-Regular', NOTO_SERIF), 'Noto Serif Bold', 'NotoSerif-Bold'),
];

/** A shipped face's metrics at its regular weight, with its average width at 600 and 700. */
export type FaceMetrics = FontMetrics & { xWidthAvgSemibold: number; xWidthAvgBold: number };

/**
 * A fallback font and its bold: bold text (headings, prices) is drawn with the bold font itself, not a thickened regular
 * one, which is narrower than the face's bold and rewrapped lines when the face arrived. Each is scaled by its own
 * average width.
 */
export interface Fallback {
  regular: FontMetrics;
  bold: FontMetrics;
}

function fallback(regular: FontMetrics & { xWidthAvgBold: number }, boldFullName: string, boldPostscriptName: string): Fallback {
  const { xWidthAvgBold, ...metrics } = regular;
  return {
    regular: metrics,
    bold: { ...metrics, fullName: boldFullName, postscriptName: boldPostscriptName, xWidthAvg: xWidthAvgBold },
  };
}

function face<M extends Omit<FontMetrics, 'familyName' | 'fullName' | 'postscriptName'>>(
  familyName: string,
  fullName: string,
  postscriptName: string,
  metrics: M,
): FontMetrics & M {
  return { familyName, fullName, postscriptName, ...metrics };
}
