import { createFontStack, type FontMetrics } from '@capsizecss/core';
import { fontKindOf, type FontKey } from '@store/core/brands';
import { FACE_METRICS, SANS_FALLBACKS, SERIF_FALLBACKS, type Fallback } from './face-metrics';

/**
 * The weight ranges a fallback family is split into, each with the face's average width at that weight and the
 * fallback font drawn for it: regular and medium text with the fallback's regular; semibold (labels, prices) and bold
 * (headings) with its bold, each scaled to the face's own width at 600 or 700.
 */
const RANGES = [
  { fontWeight: '1 549', width: (face: FaceWidths) => face.xWidthAvg, font: (f: Fallback) => f.regular },
  { fontWeight: '550 649', width: (face: FaceWidths) => face.xWidthAvgSemibold, font: (f: Fallback) => f.bold },
  { fontWeight: '650 1000', width: (face: FaceWidths) => face.xWidthAvgBold, font: (f: Fallback) => f.bold },
] as const;

type FaceWidths = (typeof FACE_METRICS)[FontKey];

/**
 * A shipped face's font-family stack and the @font-face rules of its fallbacks: each fallback is a system font (Arial,
 * Liberation Sans, ... by the face's kind) scaled and given the face's ascent, descent and line gap
 * (@capsizecss/core's createFontStack), so text shown before the face arrives takes the room it will take after, and
 * the swap (`font-display: swap`) moves nothing. `family` is the face's own family name (next/font's). `fallbackFamily`
 * is the same stack without the face.
 */
export function fallbackStack(key: FontKey, family: string): { fontFamily: string; fallbackFamily: string; fontFaces: string } {
  const fallbacks = fontKindOf(key) === 'sans' ? SANS_FALLBACKS : SERIF_FALLBACKS;
  const face = FACE_METRICS[key];
  // One rule per fallback family and weight range: the same family names, the range's font and scale.
  const stackFor = ({ fontWeight, width, font }: (typeof RANGES)[number]) => {
    const metrics: FontMetrics = { ...face, familyName: family, xWidthAvg: width(face) };
    return createFontStack([metrics, ...fallbacks.map(font)], { fontFaceProperties: { fontWeight } });
  };
  const [regular, ...heavier] = RANGES;
  const { fontFamily, fontFaces } = stackFor(regular);
  // The stack less its first family (the face): what text is drawn in before the face is asked for.
  const lead = `${family}, `;
  if (!fontFamily.startsWith(lead)) throw new Error(`The font stack of ${key} does not start with ${family}: ${fontFamily}`);
  return {
    fontFamily,
    fallbackFamily: fontFamily.slice(lead.length),
    fontFaces: [fontFaces, ...heavier.map((range) => stackFor(range).fontFaces)].join('\n'),
  };
}
