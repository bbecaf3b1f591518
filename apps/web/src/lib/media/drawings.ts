import type { ProductGroup } from '@store/core/product';

/** Shared outline and shade attributes so every drawing reads on a white or coloured fill. */
const LINE = 'stroke="#2b2b2b" stroke-opacity=".55" stroke-width="2"';
const SHADE = 'fill="#000" fill-opacity=".14"';
const FAINT = 'stroke="#2b2b2b" stroke-width="2"';

function mattress(fill: string): string {
  return (
    `<path d="M60 150 100 118H352L340 150Z" fill="${fill}" ${LINE}/>` +
    `<path d="M340 150 352 118V186L340 220Z" fill="${fill}" ${LINE}/><path d="M340 150 352 118V186L340 220Z" ${SHADE}/>` +
    `<rect x="60" y="150" width="280" height="70" rx="6" fill="${fill}" ${LINE}/>` +
    `<path d="M60 174H340M60 197H340" ${FAINT} stroke-opacity=".3"/>`
  );
}

/** What is inside a mattress, drawn on its front: coils for a hybrid, foam layers for memory foam (the Material choice). */
function core(style: string): string {
  if (style.includes('hybrid')) {
    const coils = Array.from(
      { length: 9 },
      (_, i) => `<ellipse cx="${82 + i * 30}" cy="204" rx="10" ry="8" fill="none" ${FAINT} stroke-opacity=".5"/>`,
    );
    return coils.join('');
  }
  if (style.includes('foam'))
    return `<rect x="64" y="196" width="272" height="20" rx="3" fill="#fff" fill-opacity=".45" ${FAINT} stroke-opacity=".35"/>`;
  return '';
}

function bedFrame(fill: string): string {
  return (
    `<rect x="50" y="70" width="300" height="100" rx="10" fill="${fill}" ${LINE}/>` +
    `<rect x="62" y="138" width="276" height="30" rx="6" fill="#fff" ${LINE}/>` +
    `<rect x="40" y="166" width="320" height="40" rx="4" fill="${fill}" ${LINE}/><rect x="40" y="190" width="320" height="16" ${SHADE}/>` +
    `<rect x="48" y="206" width="14" height="24" fill="${fill}" ${LINE}/><rect x="338" y="206" width="14" height="24" fill="${fill}" ${LINE}/>`
  );
}

function pillow(fill: string): string {
  return (
    `<path d="M80 120Q200 92 320 120Q344 175 320 230Q200 254 80 230Q56 175 80 120Z" fill="${fill}" ${LINE}/>` +
    `<path d="M96 132Q200 112 304 132" fill="none" ${FAINT} stroke-opacity=".25"/>`
  );
}

function sheets(fill: string): string {
  return [0, 1, 2]
    .map((i) => {
      const y = 180 - i * 38;
      return `<rect x="${90 + i * 8}" y="${y}" width="${220 - i * 16}" height="40" rx="8" fill="${fill}" ${LINE}/><path d="M${110 + i * 8} ${y + 20}H${290 - i * 8}" ${FAINT} stroke-opacity=".3"/>`;
    })
    .join('');
}

function duvet(fill: string): string {
  return (
    `<path d="M70 90H330L345 225H55Z" fill="${fill}" ${LINE}/>` +
    `<path d="M135 90 128 225M200 90V225M265 90 272 225M64 135H336M60 180H340" ${FAINT} stroke-opacity=".25"/>`
  );
}

function drawers(fill: string, x: number, y: number, width: number, rows: number, cols: number): string {
  const height = rows * 30 + 10;
  const cells: string[] = [`<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="4" fill="${fill}" ${LINE}/>`];
  const cellWidth = (width - 10) / cols;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const cx = x + 5 + c * cellWidth;
      const cy = y + 5 + r * 30;
      cells.push(
        `<rect x="${cx + 2}" y="${cy + 2}" width="${cellWidth - 4}" height="26" rx="2" fill="none" ${LINE}/><circle cx="${cx + cellWidth / 2}" cy="${cy + 15}" r="3" fill="#2b2b2b"/>`,
      );
    }
  }
  cells.push(
    `<rect x="${x + 6}" y="${y + height}" width="10" height="14" fill="${fill}" ${LINE}/><rect x="${x + width - 16}" y="${y + height}" width="10" height="14" fill="${fill}" ${LINE}/>`,
  );
  return cells.join('');
}

function furniture(fill: string, style: string): string {
  if (style.includes('nightstand') || style.includes('cabinet')) return drawers(fill, 130, 126, 140, 3, 1);
  if (style.includes('chest')) return drawers(fill, 130, 66, 140, 5, 1);
  return drawers(fill, 70, 96, 260, 4, 2);
}

function shield(fill: string): string {
  return `<path d="M200 60 290 95V150Q290 205 200 240Q110 205 110 150V95Z" fill="${fill}" ${LINE}/><path d="M160 150 190 180 245 120" fill="none" stroke="#2b2b2b" stroke-width="8"/>`;
}

function scaled(body: string, scale: number, dx: number, dy: number): string {
  return `<g transform="translate(${dx} ${dy}) scale(${scale})">${body}</g>`;
}

function bedding(fill: string, style: string): string {
  if (style.includes('pillow') && !style.includes('bundle')) return pillow(fill);
  if (style.includes('bundle')) return sheets(fill) + scaled(pillow(fill), 0.45, 170, 10);
  if (/(duvet|quilt|blanket|insert|comforter)/.test(style)) return duvet(fill);
  if (/(protector|cover|topper)/.test(style)) return mattress(fill);
  return sheets(fill);
}

/** A recognisable outline per product group (mattress layers, frame, pillow, sheets, drawers, bundles), filled with the colour. */
export function drawingFor(group: ProductGroup, style: string, fill: string): string {
  switch (group) {
    case 'mattress':
      return mattress(fill) + core(style);
    case 'bed-frame':
      return bedFrame(fill);
    case 'kids':
      return style.includes('mattress') ? mattress(fill) : scaled(bedFrame(fill), 0.8, 40, 50);
    case 'bedding':
      return bedding(fill, style);
    case 'furniture':
      return furniture(fill, style);
    case 'bundle':
      return mattress(fill) + scaled(pillow('#ffffff'), 0.4, 110, 60);
    case 'bedroom-set':
      return scaled(bedFrame(fill), 0.72, 20, 70) + scaled(drawers(fill, 0, 0, 110, 3, 1), 0.72, 282, 140);
    case 'warranty':
    case 'service':
      return shield(fill);
  }
}
