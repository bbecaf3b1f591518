import { readdirSync } from 'node:fs';
import path from 'node:path';
import { preload } from 'react-dom';
import type { BrandTheme, FontKey } from '@store/core/brands';

const MEDIA_URL = '/_next/static/media/';

/** The stem next/font gives the emitted copy of a font's file: `work-sans-latin-wght-normal.woff2` -> `work_sans_latin_wght_normal`. */
function stemOf(key: FontKey): string {
  return `${key}-latin-wght-normal`.replaceAll('-', '_');
}

/**
 * The URLs of a brand's own font files (heading and body face, one file when they are the same) among the build's
 * emitted files; a font whose file is not found (a dev server, a renamed file) is simply not preloaded.
 */
export function brandFontFiles(theme: Pick<BrandTheme, 'headingFont' | 'bodyFont'>, emitted: readonly string[]): string[] {
  const keys = [...new Set([theme.headingFont, theme.bodyFont])];
  return keys.flatMap((key) => {
    const file = emitted.find((name) => name.startsWith(`${stemOf(key)}-`) && name.endsWith('.woff2'));
    return file === undefined ? [] : [`${MEDIA_URL}${file}`];
  });
}

let emittedFiles: string[] | null = null;

/** The build's emitted font files, read once per server process. */
function emittedFonts(): string[] {
  if (emittedFiles === null) {
    try {
      emittedFiles = readdirSync(path.join(process.cwd(), '.next/static/media')).filter((name) => name.endsWith('.woff2'));
    } catch {
      emittedFiles = [];
    }
  }
  return emittedFiles;
}

/**
 * architecture.md "Brand looks": next/font preloads per route file, and one layout serves every brand, so its own
 * preload is off (brand-fonts.ts); the layout preloads only this brand's two faces instead.
 */
export function preloadBrandFonts(theme: Pick<BrandTheme, 'headingFont' | 'bodyFont'>): void {
  for (const href of brandFontFiles(theme, emittedFonts())) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
}
