import type { CSSProperties } from 'react';
import type { BrandTheme } from '@store/core/brands';

/** The CSS font-family of the brand's two shipped faces (app/fonts/brand-fonts.ts), each ending in its fallbacks. */
export interface BrandFontStacks {
  heading: string;
  body: string;
}

/** Brand tokens become CSS variables on <html>, so one component set is themed per brand. */
export function themeStyle(theme: BrandTheme, fonts: BrandFontStacks): CSSProperties {
  const vars: Record<string, string> = {
    '--brand-primary': theme.primary,
    '--brand-primary-text': theme.primaryText,
    '--brand-accent': theme.accent,
    '--brand-background': theme.background,
    '--brand-surface': theme.surface,
    '--brand-text': theme.text,
    '--brand-muted': theme.muted,
    '--brand-radius': theme.radius,
    '--brand-font': fonts.body,
    '--brand-heading-font': fonts.heading,
  };
  return vars;
}
