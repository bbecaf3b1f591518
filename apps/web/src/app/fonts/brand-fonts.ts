import localFont from 'next/font/local';
import { systemStackOf, type BrandTheme, type FontKey } from '@store/core/brands';
import type { BrandFontStacks } from '../../lib/brand/theme';
import { fallbackStack } from './fallback-faces';

/*
 * architecture.md "Brand looks": the nine variable fonts the brands use, shipped from npm (@fontsource-variable/*, latin
 * subset, one woff2 each) through next/font/local, so the files are served from /_next/static with the app and nothing is
 * fetched from a font CDN. next/font needs a literal call per font at module scope, hence one line each.
 * display 'swap': text is shown at once in the face's fallback and takes the face when it arrives. The fallbacks are
 * system fonts given the face's metrics (fallback-faces.ts), found on every platform the store is measured and used on
 * (Arial, Liberation Sans on Debian's Chromium, Roboto on Android), so the swap moves nothing; next/font's own fallback
 * is Arial alone, missing on Debian and Android, which is why these pages once used 'optional' (CLS 0.14 on /faq). With
 * 'optional' the first paint of text waited for the font (its block period) wherever it came fast, and so carried the
 * font files. No preload: next/font preloads per route file, and one layout serves every brand, so it would send all
 * nine files to every brand. Each page downloads only the faces its brand's CSS uses, and on a first visit only after
 * its first paint (brand-faces.tsx): the first layout is drawn in the fallbacks alone, so the 37-48 KB files do not
 * take the network or the paint from the document and the hero image. A returning visitor has them from the start.
 */
const inter = localFont({
  src: '../../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  display: 'swap',
  preload: false,
  weight: '100 900',
  adjustFontFallback: false,
});
const fraunces = localFont({
  src: '../../../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  display: 'swap',
  preload: false,
  weight: '100 900',
  adjustFontFallback: false,
});
const lora = localFont({
  src: '../../../../../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2',
  display: 'swap',
  preload: false,
  weight: '400 700',
  adjustFontFallback: false,
});
const manrope = localFont({
  src: '../../../../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  display: 'swap',
  preload: false,
  weight: '200 800',
  adjustFontFallback: false,
});
const nunitoSans = localFont({
  src: '../../../../../node_modules/@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2',
  display: 'swap',
  preload: false,
  weight: '200 1000',
  adjustFontFallback: false,
});
const workSans = localFont({
  src: '../../../../../node_modules/@fontsource-variable/work-sans/files/work-sans-latin-wght-normal.woff2',
  display: 'swap',
  preload: false,
  weight: '100 900',
  adjustFontFallback: false,
});
const playfairDisplay = localFont({
  src: '../../../../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  display: 'swap',
  preload: false,
  weight: '400 900',
  adjustFontFallback: false,
});
const outfit = localFont({
  src: '../../../../../node_modules/@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2',
  display: 'swap',
  preload: false,
  weight: '100 900',
  adjustFontFallback: false,
});
const sourceSerif4 = localFont({
  src: '../../../../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  display: 'swap',
  preload: false,
  weight: '200 900',
  adjustFontFallback: false,
});

const FONTS: Record<FontKey, { style: { fontFamily: string } }> = {
  inter,
  fraunces,
  lora,
  manrope,
  'nunito-sans': nunitoSans,
  'work-sans': workSans,
  'playfair-display': playfairDisplay,
  outfit,
  'source-serif-4': sourceSerif4,
};

const STACKS = new Map<FontKey, { face: string; fallback: string; fontFaces: string }>();

/**
 * A face's stacks: the face, its metric-matched fallbacks (fallback-faces.ts), then a system stack of its own kind; and
 * the same without the face. Built once per face: every page render (the layout renders per request) asks for its
 * brand's two.
 */
function stackOf(key: FontKey): { face: string; fallback: string; fontFaces: string } {
  let stack = STACKS.get(key);
  if (stack === undefined) {
    const { fontFamily, fallbackFamily, fontFaces } = fallbackStack(key, FONTS[key].style.fontFamily.replace(/['"]/g, ''));
    const system = systemStackOf(key);
    stack = { face: `${fontFamily}, ${system}`, fallback: `${fallbackFamily}, ${system}`, fontFaces };
    STACKS.set(key, stack);
  }
  return stack;
}

/** A brand's heading and body font-family, each with its face and without it (before the faces are asked for). */
export function brandFontStacks(theme: BrandTheme): BrandFontStacks {
  const heading = stackOf(theme.headingFont);
  const body = stackOf(theme.bodyFont);
  return {
    heading: { face: heading.face, fallback: heading.fallback },
    body: { face: body.face, fallback: body.fallback },
  };
}

/** The @font-face rules of the brand's fallbacks (a page carries only its brand's two faces' rules). */
export function brandFallbackFaces(theme: BrandTheme): string {
  const keys = [...new Set([theme.headingFont, theme.bodyFont])];
  return keys.map((key) => stackOf(key).fontFaces).join('\n');
}
