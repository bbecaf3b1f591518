import { createFontStack } from '@capsizecss/core';
import { fontKindOf, type FontKey } from '@store/core/brands';
import { FACE_METRICS, SANS_FALLBACKS, SERIF_FALLBACKS } from './face-metrics';

/**
 * A shipped face's font-family stack and the @font-face rules of its fallbacks: each fallback is a system font (Arial,
 * Liberation Sans, ... by the face's kind) scaled and given the face's ascent, descent and line gap
 * (@capsizecss/core's createFontStack), so text shown before the face arrives takes the room it will take after, and
 * the swap (`font-display: swap`) moves nothing. `family` is the face's own family name (next/font's).
 */
export function fallbackStack(key: FontKey, family: string): { fontFamily: string; fontFaces: string } {
  const fallbacks = fontKindOf(key) === 'sans' ? SANS_FALLBACKS : SERIF_FALLBACKS;
  const metrics = { ...FACE_METRICS[key], familyName: family };
  // Two rules per fallback family, one per weight range: the same names and scale, the regular or the bold font.
  const regular = createFontStack([metrics, ...fallbacks.map((f) => f.regular)], {
    fontFaceProperties: { fontWeight: '1 549' },
  });
  const bold = createFontStack([metrics, ...fallbacks.map((f) => f.bold)], { fontFaceProperties: { fontWeight: '550 1000' } });
  return { fontFamily: regular.fontFamily, fontFaces: `${regular.fontFaces}\n${bold.fontFaces}` };
}
