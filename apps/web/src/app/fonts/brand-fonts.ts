import localFont from 'next/font/local';
import { systemStackOf, type BrandTheme, type FontKey } from '@store/core/brands';
import type { BrandFontStacks } from '../../lib/brand/theme';

/*
 * architecture.md "Brand looks": the nine variable fonts the brands use, shipped from npm (@fontsource-variable/*, latin
 * subset, one woff2 each) through next/font/local, so the files are served from /_next/static with the app and nothing is
 * fetched from a font CDN. next/font needs a literal call per font at module scope, hence one line each.
 * display 'optional': a face is used when it is there at the first paint (cached from an earlier page), else that view
 * keeps the fallback and nothing moves; 'swap' moved text on Android and Debian Chromium, which lack the local Arial the
 * adjusted fallback is built on (CLS 0.14 on /faq). No preload: next/font preloads per route file, and one layout serves
 * every brand, so it would send all nine files to every brand; preloading only the brand's two was measured and made the
 * text wait for them (LCP worse on /faq, /compare, /store/store-locator). Each page downloads only the faces its brand's
 * CSS uses, when its first layout needs them.
 */
const inter = localFont({
  src: '../../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  display: 'optional',
  preload: false,
  weight: '100 900',
  adjustFontFallback: 'Arial',
});
const fraunces = localFont({
  src: '../../../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  display: 'optional',
  preload: false,
  weight: '100 900',
  adjustFontFallback: 'Times New Roman',
});
const lora = localFont({
  src: '../../../../../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2',
  display: 'optional',
  preload: false,
  weight: '400 700',
  adjustFontFallback: 'Times New Roman',
});
const manrope = localFont({
  src: '../../../../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  display: 'optional',
  preload: false,
  weight: '200 800',
  adjustFontFallback: 'Arial',
});
const nunitoSans = localFont({
  src: '../../../../../node_modules/@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2',
  display: 'optional',
  preload: false,
  weight: '200 1000',
  adjustFontFallback: 'Arial',
});
const workSans = localFont({
  src: '../../../../../node_modules/@fontsource-variable/work-sans/files/work-sans-latin-wght-normal.woff2',
  display: 'optional',
  preload: false,
  weight: '100 900',
  adjustFontFallback: 'Arial',
});
const playfairDisplay = localFont({
  src: '../../../../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  display: 'optional',
  preload: false,
  weight: '400 900',
  adjustFontFallback: 'Times New Roman',
});
const outfit = localFont({
  src: '../../../../../node_modules/@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2',
  display: 'optional',
  preload: false,
  weight: '100 900',
  adjustFontFallback: 'Arial',
});
const sourceSerif4 = localFont({
  src: '../../../../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  display: 'optional',
  preload: false,
  weight: '200 900',
  adjustFontFallback: 'Times New Roman',
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

/**
 * A brand's heading and body font-family: each face, its metric-adjusted fallback, then a system stack of the face's own
 * kind (a sans body on a serif brand fell to Times before its face was cached).
 */
export function brandFontStacks(theme: BrandTheme): BrandFontStacks {
  const stack = (key: FontKey) => `${FONTS[key].style.fontFamily}, ${systemStackOf(key)}`;
  return { heading: stack(theme.headingFont), body: stack(theme.bodyFont) };
}
