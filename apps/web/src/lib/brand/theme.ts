import type { CSSProperties } from 'react';
import type { BrandTheme } from '@store/core/brands';

/** A CSS font-family: with the brand's shipped face first, and the same without it (its fallbacks alone). */
export interface FontStack {
  face: string;
  fallback: string;
}

/** The font-family stacks of the brand's two shipped faces (app/fonts/brand-fonts.ts). */
export interface BrandFontStacks {
  heading: FontStack;
  body: FontStack;
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
    // globals.css picks --brand-font and --brand-heading-font from these: the fallbacks until the faces are asked for.
    '--brand-font-face': fonts.body.face,
    '--brand-font-fallback': fonts.body.fallback,
    '--brand-heading-font-face': fonts.heading.face,
    '--brand-heading-font-fallback': fonts.heading.fallback,
  };
  return vars;
}
