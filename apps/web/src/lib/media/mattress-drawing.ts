import { mattressBuild, type LayerKind } from '@store/core/media/mattress-layers';
import { LINE, THIN, n, path, rect, spaced } from './svg-parts';

/** architecture.md "Brand looks": each layer's colour in the cutaway (the cover takes the product's colour). */
const LAYER_FILL: Record<LayerKind, string> = {
  'quilted-cover': '',
  'pillow-top': '#fbf7ee',
  'cooling-foam': '#cfe6f2',
  'gel-memory-foam': '#9cc8de',
  'memory-foam': '#ead9b0',
  latex: '#f2e2a6',
  wool: '#efe6d6',
  'transition-foam': '#d8d2c7',
  'micro-coils': '#e3e7eb',
  'pocketed-coils': '#eef0f2',
  'base-foam': '#6e7781',
};

const PX_PER_INCH = 9;
const FRONT = { left: 30, cut: 150, right: 326, bottom: 238 };
const DEPTH = { dx: 44, dy: -36 };

/** The texture inside one band of the cutaway: coils, foam cells, latex pin holes, quilting. */
function texture(kind: LayerKind, x0: number, x1: number, y: number, h: number): string {
  const mid = y + h / 2;
  switch (kind) {
    case 'pocketed-coils':
    case 'micro-coils': {
      const count = kind === 'micro-coils' ? 14 : 8;
      return spaced(x0, x1, count)
        .map((x) => {
          const w = (x1 - x0) / (count + 1) / 2.6;
          const turns = kind === 'micro-coils' ? 2 : 4;
          const step = (h - 4) / turns;
          const zig = Array.from({ length: turns }, (_, i) => `L${n(x + (i % 2 ? -w : w))} ${n(y + 2 + step * (i + 0.5))}`);
          return path(`M${n(x)} ${n(y + 2)}${zig.join('')}L${n(x)} ${n(y + h - 2)}`, THIN);
        })
        .join('');
    }
    case 'latex':
      return spaced(x0, x1, 9)
        .map((x) => `<circle cx="${n(x)}" cy="${n(mid)}" r="${n(Math.min(3.5, h / 4))}" fill="#fff" fill-opacity=".7"/>`)
        .join('');
    case 'gel-memory-foam':
    case 'cooling-foam':
      return spaced(x0, x1, 12)
        .map((x, i) => `<circle cx="${n(x)}" cy="${n(mid + (i % 2 ? 2 : -2))}" r="1.6" fill="#1f5f80" fill-opacity=".45"/>`)
        .join('');
    case 'pillow-top':
      return path(
        spaced(x0, x1, 5)
          .map((x) => `M${n(x - 14)} ${n(y + h)}Q${n(x)} ${n(y - 2)} ${n(x + 14)} ${n(y + h)}`)
          .join(''),
        THIN,
      );
    case 'wool':
      return path(
        `M${x0 + 4} ${n(mid)}${spaced(x0, x1, 10)
          .map((x, i) => `Q${n(x)} ${n(mid + (i % 2 ? 3 : -3))} ${n(x + 6)} ${n(mid)}`)
          .join('')}`,
        THIN,
      );
    case 'quilted-cover':
    case 'memory-foam':
    case 'transition-foam':
    case 'base-foam':
      return '';
  }
}

/**
 * A mattress drawn as a block at its own height with its front-right corner cut away, showing its layers top to bottom
 * (mattress-layers.ts); the cover keeps the product's colour.
 */
export function mattressDrawing(style: string, fill: string): string {
  const build = mattressBuild(style);
  const total = build.height * PX_PER_INCH;
  const top = FRONT.bottom - total;
  const { left, cut, right, bottom } = FRONT;
  const parts: string[] = [
    path(
      `M${left} ${n(top)} ${left + DEPTH.dx} ${n(top + DEPTH.dy)}H${right + DEPTH.dx}L${right} ${n(top)}Z`,
      `fill="${fill}" ${LINE}`,
    ),
    path(
      `M${right} ${n(top)} ${right + DEPTH.dx} ${n(top + DEPTH.dy)}V${bottom + DEPTH.dy}L${right} ${bottom}Z`,
      `fill="${fill}" ${LINE}`,
    ),
    path(
      `M${right} ${n(top)} ${right + DEPTH.dx} ${n(top + DEPTH.dy)}V${bottom + DEPTH.dy}L${right} ${bottom}Z`,
      'fill="#000" fill-opacity=".12"',
    ),
    rect(left, top, cut - left, total, fill, LINE),
    path(
      spaced(top, bottom, Math.max(2, Math.round(build.height / 4)))
        .map((y) => `M${left + 6} ${n(y)}H${cut - 6}`)
        .join(''),
      THIN,
    ),
  ];
  let y = top;
  for (const layer of build.layers) {
    const h = layer.inches * PX_PER_INCH;
    const color = LAYER_FILL[layer.kind] || fill;
    parts.push(rect(cut, y, right - cut, h, color, LINE), texture(layer.kind, cut, right, y, h));
    y += h;
  }
  // The tier shows on the top: one stitched row per tier.
  const rows = spaced(top + DEPTH.dy, top, Math.max(1, build.tier));
  parts.push(
    path(rows.map((ry) => `M${n(left + 10 + (top - ry) * 1.22)} ${n(ry)}H${n(right + (top - ry) * 1.22 - 4)}`).join(''), THIN),
  );
  return parts.join('');
}
