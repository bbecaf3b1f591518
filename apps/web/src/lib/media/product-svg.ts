import { COLOR_SWATCHES } from '@store/core/enums';
import { colorFromSlug } from '@store/core/filter-segment';
import { drawingFor } from './drawings';
import type { MediaRequest } from './media-path';

/** An unknown colour still draws, in neutral grey. */
export const FALLBACK_FILL = '#9a9a9a';
const VIEW = { width: 400, height: 300 };

/** The swatch of a colour slug ('black-and-white', 'walnut'), grey when it names no colour. */
export function fillFor(color: string): string {
  const key = colorFromSlug(color);
  return key === null ? FALLBACK_FILL : COLOR_SWATCHES[key];
}

/** The setting: a studio floor with a soft shadow, or (lifestyle) a bedroom wall with a window, floor and rug. */
function backdrop(angle: MediaRequest['angle']): string {
  if (angle === 'lifestyle')
    return (
      '<rect width="400" height="300" fill="#ebe5da"/><rect x="250" y="24" width="110" height="80" fill="#f8f6f1" stroke="#cdbfa8" stroke-width="4"/>' +
      '<path d="M305 24V104M250 64H360" stroke="#cdbfa8" stroke-width="3"/><rect y="236" width="400" height="64" fill="#d6cab6"/>' +
      '<ellipse cx="200" cy="262" rx="150" ry="16" fill="#b9a88c" fill-opacity=".6"/>'
    );
  return '<rect width="400" height="300" fill="#f4f2ee"/><ellipse cx="200" cy="240" rx="170" ry="10" fill="#000" fill-opacity=".08"/>';
}

/**
 * architecture.md: product imagery is generated SVG (nothing fetched from outside), small and cacheable forever, drawn
 * from the product's own data (drawings.ts) and without any text: what it shows is said by the image's alt.
 */
export function buildProductSvg(request: MediaRequest): string {
  const width = request.width ?? 800;
  const height = Math.round((width * VIEW.height) / VIEW.width);
  const viewBox = request.angle === 'detail' ? '170 60 220 165' : `0 0 ${VIEW.width} ${VIEW.height}`;
  let body = drawingFor(request.group, request.style, fillFor(request.color));
  if (request.angle === 'side') body = `<g transform="matrix(-1 0 0 1 400 0)">${body}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${backdrop(request.angle)}${body}</svg>`;
}
