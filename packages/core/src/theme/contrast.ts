import type { BrandTheme } from '../brands';

/** WCAG 2.x 1.4.3 (AA): body text needs 4.5:1 against its background; 1.4.11: focus rings and controls need 3:1. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a `#rrggbb` (or `#rgb`) colour, per WCAG 2.x. */
export function relativeLuminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(full.slice(i, i + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white), whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

export interface ThemePair {
  name: string;
  foreground: string;
  background: string;
  minimum: number;
}

/** Every foreground/background pair the storefront paints with a theme's tokens, with the ratio it must reach. */
export function themePairs(theme: BrandTheme): ThemePair[] {
  const pair = (name: string, foreground: string, background: string, minimum = AA_TEXT): ThemePair => ({
    name,
    foreground,
    background,
    minimum,
  });
  return [
    pair('text on background', theme.text, theme.background),
    pair('text on surface', theme.text, theme.surface),
    pair('muted on background', theme.muted, theme.background),
    pair('muted on surface', theme.muted, theme.surface),
    pair('primary text on primary', theme.primaryText, theme.primary),
    pair('primary (links, buttons) on background', theme.primary, theme.background),
    pair('primary on surface', theme.primary, theme.surface),
    pair('accent focus ring on background', theme.accent, theme.background, AA_NON_TEXT),
  ];
}
