import { COLOR_SWATCHES } from '@store/core/enums';
import { colorFromSlug } from '@store/core/filter-segment';
import { drawingFor } from './drawings';
import type { MediaRequest } from './media-path';

/** SPEC: an unknown colour still draws, in neutral grey. */
export const FALLBACK_FILL = '#9a9a9a';
const VIEW = { width: 400, height: 300 };

/** The swatch of a colour slug ('black-and-white', 'walnut'), grey when it names no colour. */
export function fillFor(color: string): string {
  const key = colorFromSlug(color);
  return key === null ? FALLBACK_FILL : COLOR_SWATCHES[key];
}

/** 'luxe-hybrid-mattress' -> 'Luxe Hybrid Mattress', shortened to fit under the drawing. */
export function labelFor(style: string): string {
  const words = style
    .split('-')
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  const text = words.join(' ');
  return text.length > 34 ? `${text.slice(0, 33)}…` : text;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function backdrop(angle: MediaRequest['angle']): string {
  if (angle === 'lifestyle')
    return '<rect width="400" height="300" fill="#ebe5da"/><rect y="228" width="400" height="72" fill="#d6cab6"/>';
  return '<rect width="400" height="300" fill="#f4f2ee"/><ellipse cx="200" cy="236" rx="170" ry="10" fill="#000" fill-opacity=".08"/>';
}

/** architecture.md: product imagery is generated SVG (nothing fetched from outside), small and cacheable forever. */
export function buildProductSvg(request: MediaRequest): string {
  const width = request.width ?? 800;
  const height = Math.round((width * VIEW.height) / VIEW.width);
  const viewBox = request.angle === 'detail' ? '90 80 220 165' : `0 0 ${VIEW.width} ${VIEW.height}`;
  let body = drawingFor(request.group, request.style, fillFor(request.color));
  if (request.angle === 'side') body = `<g transform="matrix(-1 0 0 1 400 0)">${body}</g>`;
  const label =
    request.angle === 'detail' || (request.width !== undefined && request.width < 200)
      ? ''
      : `<text x="200" y="276" text-anchor="middle" font-family="system-ui,sans-serif" font-size="18" fill="#333">${escapeXml(labelFor(request.style))}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${backdrop(request.angle)}${body}${label}</svg>`;
}
