/** Shared outline and shade attributes so every drawing reads on a white or coloured fill. */
export const LINE = 'stroke="#2b2b2b" stroke-opacity=".55" stroke-width="2"';
export const THIN = 'stroke="#2b2b2b" stroke-opacity=".4" stroke-width="1.2" fill="none"';
export const SHADE = 'fill="#000" fill-opacity=".14"';

/** A translucent dark band that shades part of a shape. */
export function shade(x: number, y: number, width: number, height: number): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" ${SHADE}/>`;
}

/** Rounded numbers keep the SVG short and its bytes stable. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function rect(x: number, y: number, width: number, height: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}" ${extra}/>`;
}

export function path(d: string, extra: string): string {
  return `<path d="${d}" ${extra}/>`;
}

export function scaled(body: string, scale: number, dx: number, dy: number): string {
  return `<g transform="translate(${dx} ${dy}) scale(${scale})">${body}</g>`;
}

/** `count` evenly spaced positions from `from` to `to` (exclusive of the ends). */
export function spaced(from: number, to: number, count: number): number[] {
  const step = (to - from) / (count + 1);
  return Array.from({ length: count }, (_, i) => from + step * (i + 1));
}

/** A small stable number from a word, to vary details (handles, legs) between collections. */
export function pick<T>(word: string, options: readonly T[]): T {
  let hash = 0;
  for (const char of word) hash = (hash * 31 + char.charCodeAt(0)) % 9973;
  return options[hash % options.length] as T;
}
