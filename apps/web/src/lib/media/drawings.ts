import { drawnAsMattress } from '@store/core/media/mattress-layers';
import type { ProductGroup } from '@store/core/product';
import { frameDrawing, kidsBedDrawing } from './frame-drawing';
import { mattressDrawing } from './mattress-drawing';
import { LINE, THIN, n, path, pick, rect, scaled, shade, spaced } from './svg-parts';

function pillow(fill: string, style: string): string {
  const puffy = /(down|cloud)/.test(style);
  const rise = puffy ? 40 : 26;
  const body = path(
    `M80 120Q200 ${120 - rise} 320 120Q${344 + rise / 4} 175 320 230Q200 ${230 + rise} 80 230Q${56 - rise / 4} 175 80 120Z`,
    `fill="${fill}" ${LINE}`,
  );
  if (style.includes('gel'))
    return body + path('M74 175Q200 190 326 175', 'fill="none" stroke="#5aa7c8" stroke-width="8" stroke-opacity=".7"');
  if (style.includes('latex'))
    return (
      body +
      spaced(100, 300, 7)
        .flatMap((x) => [150, 200].map((y) => `<circle cx="${n(x)}" cy="${y}" r="4" fill="#fff" ${LINE}/>`))
        .join('')
    );
  if (style.includes('shredded'))
    return (
      body +
      spaced(100, 300, 9)
        .map((x, i) => `<circle cx="${n(x)}" cy="${160 + (i % 3) * 18}" r="2.5" fill="#2b2b2b" fill-opacity=".3"/>`)
        .join('')
    );
  return body + path(`M96 132Q200 ${132 - rise / 2} 304 132`, THIN);
}

function sheets(fill: string, style: string): string {
  return [0, 1, 2]
    .map((i) => {
      const y = 180 - i * 38;
      const x = 90 + i * 8;
      const w = 220 - i * 16;
      const detail = style.includes('linen')
        ? path(`M${x + 16} ${y + 14}q10 4 20 0t20 0t20 0t20 0t20 0t20 0t20 0`, THIN)
        : style.includes('percale')
          ? path(`M${x + 12} ${y + 12}H${x + w - 12}M${x + 12} ${y + 28}H${x + w - 12}`, THIN)
          : path(`M${x + 20} ${y + 20}H${x + w - 20}`, THIN);
      return rect(x, y, w, 40, fill, `rx="${style.includes('percale') ? 3 : 8}" ${LINE}`) + detail;
    })
    .join('');
}

function blanket(fill: string, style: string): string {
  const outline = path('M70 90H330L345 225H55Z', `fill="${fill}" ${LINE}`);
  if (style.includes('quilt'))
    return (
      outline +
      spaced(95, 225, 4)
        .flatMap((y) => spaced(70, 330, 7).map((x) => path(`M${n(x)} ${n(y - 7)}l7 7-7 7-7-7Z`, THIN)))
        .join('')
    );
  if (style.includes('weighted'))
    return (
      outline +
      path(
        spaced(55, 345, 9)
          .map((x) => `M${n(x)} 92V222`)
          .join('') +
          spaced(90, 225, 5)
            .map((y) => `M58 ${n(y)}H342`)
            .join(''),
        THIN,
      )
    );
  if (style.includes('insert'))
    return (
      outline +
      spaced(90, 225, 3)
        .flatMap((y) =>
          spaced(60, 340, 4).map((x) => `<circle cx="${n(x)}" cy="${n(y)}" r="3" fill="#2b2b2b" fill-opacity=".35"/>`),
        )
        .join('')
    );
  if (style.includes('cover'))
    return (
      outline + path('M135 90 128 225M200 90V225M265 90 272 225', THIN) + rect(62, 200, 276, 6, '#2b2b2b', 'fill-opacity=".25"')
    );
  return outline + path('M64 135H336M60 180H340', THIN);
}

function slab(fill: string, style: string): string {
  const thick = style.includes('soft') ? 34 : style.includes('firm') ? 22 : 28;
  const top = 190 - thick;
  const body =
    path(`M60 ${top} 94 ${top - 30}H360L326 ${top}Z`, `fill="${fill}" ${LINE}`) +
    rect(60, top, 266, thick, fill, LINE) +
    path(`M326 ${top} 360 ${top - 30}V${190 - 30}L326 190Z`, `fill="${fill}" ${LINE}`);
  if (style.includes('wool'))
    return body + path(`M70 ${top + thick / 2}q10 -6 20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0`, THIN);
  if (style.includes('encasement'))
    return body + path(`M64 ${top + thick - 6}H322`, 'stroke="#2b2b2b" stroke-width="2" stroke-dasharray="3 2"');
  if (style.includes('protector')) return body + rect(60, top + thick - 8, 266, 8, '#2b2b2b', 'fill-opacity=".25"');
  return body + path(`M70 ${top + thick / 2}H316`, THIN);
}

function bedding(fill: string, style: string): string {
  if (style.includes('pillow') && !style.includes('bundle')) return pillow(fill, style);
  if (style.includes('bundle')) return sheets(fill, style) + scaled(pillow(fill, style), 0.45, 170, 10);
  if (/(duvet|quilt|blanket|insert|comforter)/.test(style)) return blanket(fill, style);
  if (/(protector|encasement|topper)/.test(style)) return slab(fill, style);
  return sheets(fill, style);
}

const HANDLES = ['knob', 'bar', 'cutout'] as const;
const FEET = ['tapered', 'plinth', 'block'] as const;

/** The furniture collections' hardware; another collection gets one from its name. */
const COLLECTIONS: Record<string, { handle: (typeof HANDLES)[number]; feet: (typeof FEET)[number] }> = {
  socalle: { handle: 'knob', feet: 'tapered' },
  calverson: { handle: 'bar', feet: 'plinth' },
  zadilyn: { handle: 'cutout', feet: 'block' },
  lyncott: { handle: 'bar', feet: 'tapered' },
  onita: { handle: 'cutout', feet: 'plinth' },
  cadmori: { handle: 'knob', feet: 'block' },
};

/** A case piece: rows x columns of drawers (or two doors), with its collection's handles and feet. */
function casePiece(
  fill: string,
  collection: string,
  x: number,
  y: number,
  width: number,
  rows: number,
  cols: number,
  doors = false,
): string {
  const height = rows * 30 + 10;
  const { handle, feet } = COLLECTIONS[collection] ?? {
    handle: pick(collection, HANDLES),
    feet: pick(`${collection}-feet`, FEET),
  };
  const parts = [rect(x, y, width, height, fill, `rx="${feet === 'plinth' ? 1 : 4}" ${LINE}`)];
  const cellWidth = (width - 10) / cols;
  for (let r = 0; r < (doors ? 1 : rows); r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const cx = x + 5 + c * cellWidth;
      const cy = y + 5 + r * 30;
      const cellHeight = doors ? height - 10 : 26;
      parts.push(rect(cx + 2, cy + 2, cellWidth - 4, cellHeight, 'none', LINE));
      const hx = doors ? cx + (c === 0 ? cellWidth - 12 : 12) : cx + cellWidth / 2;
      const hy = cy + (doors ? cellHeight / 2 : 15);
      if (handle === 'knob') parts.push(`<circle cx="${n(hx)}" cy="${n(hy)}" r="3" fill="#2b2b2b"/>`);
      if (handle === 'bar') parts.push(rect(hx - 12, hy - 1.5, 24, 3, '#2b2b2b'));
      if (handle === 'cutout')
        parts.push(
          path(
            `M${n(hx - 14)} ${n(cy + 4)}Q${n(hx)} ${n(cy + 12)} ${n(hx + 14)} ${n(cy + 4)}`,
            `fill="#2b2b2b" fill-opacity=".5"`,
          ),
        );
    }
  }
  const bottom = y + height;
  if (feet === 'plinth') parts.push(rect(x + 8, bottom, width - 16, 10, '#2b2b2b', 'fill-opacity=".4"'));
  else if (feet === 'tapered')
    parts.push(path(`M${x + 8} ${bottom}h10l-3 18h-4ZM${x + width - 18} ${bottom}h10l-3 18h-4Z`, `fill="${fill}" ${LINE}`));
  else parts.push(rect(x + 6, bottom, 12, 10, fill, LINE), rect(x + width - 18, bottom, 12, 10, fill, LINE));
  parts.push(shade(x, y, width, 6));
  return parts.join('');
}

function furniture(fill: string, style: string): string {
  const collection = style.split('-')[0] ?? style;
  if (style.includes('nightstand')) return casePiece(fill, collection, 130, 126, 140, 3, 1);
  if (style.includes('cabinet')) return casePiece(fill, collection, 110, 96, 180, 4, 2, true);
  if (style.includes('chest')) return casePiece(fill, collection, 130, 66, 140, 5, 1);
  return casePiece(fill, collection, 70, 96, 260, 4, 2);
}

function shield(fill: string, style: string): string {
  const mark = style.includes('glove') || style.includes('removal') ? 'M150 150h100M200 100v100' : 'M160 150 190 180 245 120';
  return (
    path('M200 60 290 95V150Q290 205 200 240Q110 205 110 150V95Z', `fill="${fill}" ${LINE}`) +
    path(mark, 'fill="none" stroke="#2b2b2b" stroke-width="8"')
  );
}

/**
 * architecture.md "Brand looks": each product drawn from its own data (the media style and colour): a mattress as a
 * cutaway of its layers at its height, a frame by its shape, bedding and furniture by type, collection and colour.
 */
export function drawingFor(group: ProductGroup, style: string, fill: string): string {
  switch (group) {
    case 'mattress':
      return mattressDrawing(style, fill);
    case 'bed-frame':
      return frameDrawing(style, fill);
    case 'kids':
      if (drawnAsMattress(group, style)) return mattressDrawing(style, fill);
      if (/(bunk|house)/.test(style)) return kidsBedDrawing(style, fill);
      return scaled(bedding(fill, style), 0.8, 40, 40);
    case 'bedding':
      return bedding(fill, style);
    case 'furniture':
      return furniture(fill, style);
    case 'bundle':
      return scaled(mattressDrawing(style, '#f7f6f2'), 0.9, 20, 20) + scaled(pillow(fill, style), 0.4, 110, 40);
    case 'bedroom-set':
      return scaled(frameDrawing(style, fill), 0.72, 20, 70) + scaled(casePiece(fill, style, 0, 0, 110, 3, 1), 0.72, 282, 140);
    case 'warranty':
    case 'service':
      return shield(fill, style);
  }
}
