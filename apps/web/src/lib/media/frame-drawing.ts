import { LINE, THIN, shade, n, path, pick, rect, spaced } from './svg-parts';

type Headboard = 'none' | 'panel' | 'low' | 'slats' | 'channels' | 'tufted' | 'curved' | 'fluted' | 'wingback';
type Base = 'legs' | 'tall-legs' | 'tapered' | 'plinth' | 'storage' | 'adjustable' | 'box' | 'metal' | 'none';

/**
 * The shape of each bed frame of the catalogue, by its media style's words (platform, storage, upholstered, tufted,
 * adjustable, foldable metal…, and the named collections): headboard and base. Unknown styles get a headboard from
 * their name, so no two collections share a drawing by accident.
 */
const FRAME_SHAPES: Record<string, { head: Headboard; base: Base }> = {
  platform: { head: 'panel', base: 'legs' },
  contemporary: { head: 'low', base: 'plinth' },
  adjustable: { head: 'none', base: 'adjustable' },
  upholstered: { head: 'channels', base: 'legs' },
  tufted: { head: 'tufted', base: 'legs' },
  bamboo: { head: 'none', base: 'legs' },
  low: { head: 'none', base: 'plinth' },
  set: { head: 'slats', base: 'legs' },
  headboard: { head: 'slats', base: 'none' },
  foundation: { head: 'none', base: 'box' },
  metal: { head: 'none', base: 'metal' },
  socalle: { head: 'low', base: 'tapered' },
  storage: { head: 'panel', base: 'storage' },
  calverson: { head: 'slats', base: 'tapered' },
  claremont: { head: 'wingback', base: 'plinth' },
  aurora: { head: 'slats', base: 'tall-legs' },
  cielden: { head: 'curved', base: 'tapered' },
  lyncott: { head: 'channels', base: 'plinth' },
  onita: { head: 'low', base: 'storage' },
  cadmori: { head: 'fluted', base: 'plinth' },
  waverly: { head: 'tufted', base: 'plinth' },
  thalia: { head: 'curved', base: 'legs' },
  somerset: { head: 'panel', base: 'tall-legs' },
};

const VERTICAL_LINES: Partial<Record<Headboard, number>> = { slats: 9, channels: 6, fluted: 16 };

function verticalLines(from: number, to: number, count: number, top: number, bottom: number): string {
  return path(
    spaced(from, to, count)
      .map((x) => `M${n(x)} ${top}V${bottom}`)
      .join(''),
    THIN,
  );
}

const HEADBOARDS: readonly Headboard[] = ['panel', 'slats', 'channels', 'curved', 'fluted', 'wingback'];
const X = { left: 50, right: 350 };
const RAIL = { top: 170, height: 34 };

function shapeOf(style: string): { head: Headboard; base: Base } {
  const words = style.split('-');
  // The most specific word wins: the last one with a shape (upholstered-tufted is tufted).
  const known = words.filter((word) => FRAME_SHAPES[word] !== undefined);
  const last = known[known.length - 1];
  return last ? (FRAME_SHAPES[last] ?? { head: 'panel', base: 'legs' }) : { head: pick(style, HEADBOARDS), base: 'legs' };
}

function headboard(kind: Headboard, fill: string): string {
  const w = X.right - X.left;
  const { left } = X;
  switch (kind) {
    case 'none':
      return '';
    case 'low':
      return rect(left, 122, w, 56, fill, `rx="4" ${LINE}`);
    case 'curved':
      return path(`M${left} 178V110Q200 40 ${X.right} 110V178Z`, `fill="${fill}" ${LINE}`);
    case 'wingback':
      return path(
        `M${left - 8} 178V96Q${left - 8} 70 ${left + 24} 76H${X.right - 24}Q${X.right + 8} 70 ${X.right + 8} 96V178Z`,
        `fill="${fill}" ${LINE}`,
      );
    case 'panel':
    case 'slats':
    case 'channels':
    case 'fluted':
    case 'tufted': {
      const base = rect(left, 78, w, 100, fill, `rx="${kind === 'channels' ? 14 : 4}" ${LINE}`);
      // Slats, upholstered channels and flutes: evenly spaced vertical lines across the headboard.
      const lines = VERTICAL_LINES[kind];
      if (lines !== undefined) return base + verticalLines(left, X.right, lines, 84, 172);
      if (kind === 'tufted')
        return (
          base +
          [100, 126, 152]
            .flatMap((y, row) =>
              spaced(left + (row % 2) * 16, X.right, 8).map(
                (x) => `<circle cx="${n(x)}" cy="${y}" r="2.6" fill="#2b2b2b" fill-opacity=".5"/>`,
              ),
            )
            .join('')
        );
      return base + rect(left + 14, 92, w - 28, 72, 'none', LINE);
    }
  }
}

function legs(fill: string, height: number, tapered: boolean): string {
  return [X.left + 8, X.right - 22]
    .map((x) =>
      tapered
        ? path(`M${x} ${RAIL.top + RAIL.height}h14l-4 ${height}h-6Z`, `fill="${fill}" ${LINE}`)
        : rect(x, RAIL.top + RAIL.height, 14, height, fill, LINE),
    )
    .join('');
}

function base(kind: Base, fill: string): string {
  const w = X.right - X.left;
  const mattress = rect(X.left + 10, RAIL.top - 22, w - 20, 26, '#f7f6f2', `rx="6" ${LINE}`);
  const rail =
    rect(X.left - 6, RAIL.top, w + 12, RAIL.height, fill, `rx="3" ${LINE}`) + shade(X.left - 6, RAIL.top + 22, w + 12, 12);
  switch (kind) {
    case 'none':
      return legs(fill, 50, false);
    case 'legs':
      return mattress + rail + legs(fill, 16, false);
    case 'tall-legs':
      return mattress + rail + legs(fill, 30, false);
    case 'tapered':
      return mattress + rail + legs(fill, 24, true);
    case 'plinth':
      return mattress + rail + rect(X.left + 16, RAIL.top + RAIL.height, w - 32, 10, '#2b2b2b', 'fill-opacity=".35"');
    case 'storage':
      return (
        mattress +
        rect(X.left - 6, RAIL.top, w + 12, 52, fill, `rx="3" ${LINE}`) +
        [X.left + 20, 210]
          .map((x) => rect(x, RAIL.top + 10, 120, 32, 'none', LINE) + rect(x + 50, RAIL.top + 24, 20, 4, '#2b2b2b'))
          .join('')
      );
    case 'adjustable':
      return (
        path(`M${X.left} 150 ${X.left + 110} 170H${X.right}V186H${X.left + 110}L${X.left - 6} 166Z`, `fill="#f7f6f2" ${LINE}`) +
        rect(X.left + 20, 190, w - 40, 26, fill, `rx="4" ${LINE}`) +
        legs(fill, 14, false)
      );
    case 'box':
      return rect(X.left - 6, 150, w + 12, 64, fill, `rx="4" ${LINE}`) + verticalLines(X.left, X.right, 5, 156, 208);
    case 'metal':
      return (
        path(
          `M${X.left} 176H${X.right}M${X.left} 176 ${X.left + 40} 230M${X.left + 40} 176 ${X.left} 230M${X.right} 176 ${X.right - 40} 230M${X.right - 40} 176 ${X.right} 230M200 176 180 230M180 176 200 230`,
          `fill="none" stroke="${fill}" stroke-width="6" stroke-linecap="round"`,
        ) + path(`M${X.left} 176H${X.right}`, LINE)
      );
  }
}

/** A bed frame by its shape: headboard (panel, slats, channels, tufted, curved, fluted, wingback) over its base. */
export function frameDrawing(style: string, fill: string): string {
  const shape = shapeOf(style);
  return headboard(shape.head, fill) + base(shape.base, fill);
}

/** A kids' bed: stacked bunks, or a house frame with its roof. */
export function kidsBedDrawing(style: string, fill: string): string {
  if (style.includes('bunk'))
    return (
      [70, 150]
        .map((y) => rect(70, y, 260, 30, fill, `rx="4" ${LINE}`) + rect(80, y - 16, 240, 16, '#f7f6f2', `rx="5" ${LINE}`))
        .join('') +
      rect(62, 60, 10, 170, fill, LINE) +
      rect(328, 60, 10, 170, fill, LINE) +
      path('M300 100V150M316 100V150M300 114H316M300 132H316', LINE)
    );
  return (
    path('M80 130 200 60 320 130', `fill="none" stroke="${fill}" stroke-width="10" stroke-linejoin="round"`) +
    rect(84, 128, 8, 100, fill, LINE) +
    rect(308, 128, 8, 100, fill, LINE) +
    rect(80, 190, 240, 24, fill, `rx="3" ${LINE}`) +
    rect(92, 172, 216, 18, '#f7f6f2', `rx="5" ${LINE}`)
  );
}
