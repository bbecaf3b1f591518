import type { Product } from '../product';
import { defaultSelection, type Selection } from '../variant';
import type { ColorRule } from './collection-kinds';

/** Why a piece cannot come with its main piece as chosen: the property and the value it lacks (for the message). */
export interface PieceMismatch {
  property: 'Color' | 'Size';
  value: string;
}

const optionsOf = (product: Pick<Product, 'properties'>, name: string) =>
  product.properties.find((p) => p.name === name)?.options.map((o) => o.value);

/**
 * The colour a piece takes under its rule: `match-main` the main piece's colour (null when the piece does not come in
 * it), `own-default` the piece's default, `shopper-choice` the colour asked when the piece has it (else its default).
 * Undefined when the piece has no colour to choose.
 */
export function ruledColor(
  rule: ColorRule,
  piece: Pick<Product, 'properties'>,
  mainColor: string | undefined,
  asked?: string,
): string | undefined | null {
  const colors = optionsOf(piece, 'Color');
  if (colors === undefined) return undefined;
  const fallback = defaultSelection(piece).Color;
  switch (rule) {
    case 'match-main':
      if (mainColor === undefined) return fallback;
      return colors.includes(mainColor) ? mainColor : null;
    case 'own-default':
      return fallback;
    case 'shopper-choice':
      return asked !== undefined && colors.includes(asked) ? asked : fallback;
  }
}

/**
 * The variant of a piece bought with a main piece: its defaults, the main piece's Size (a headboard in the bed's size)
 * and the colour its rule gives. A piece that does not come in that size or colour cannot come with it (the mismatch).
 */
export function pieceSelection(
  rule: ColorRule,
  piece: Pick<Product, 'properties'>,
  main: { Size?: string; Color?: string },
  asked?: string,
): { ok: true; selection: Selection } | { ok: false; mismatch: PieceMismatch } {
  const selection = defaultSelection(piece);
  const sizes = optionsOf(piece, 'Size');
  if (sizes !== undefined && main.Size !== undefined) {
    if (!sizes.includes(main.Size)) return { ok: false, mismatch: { property: 'Size', value: main.Size } };
    selection.Size = main.Size;
  }
  const color = ruledColor(rule, piece, main.Color, asked);
  if (color === null) return { ok: false, mismatch: { property: 'Color', value: main.Color ?? '' } };
  if (color !== undefined) selection.Color = color;
  return { ok: true, selection };
}

/**
 * True when a piece's variant is what its rule gives with this main piece (the cart's check before it grants the
 * piece's saving): the main piece's Size and the ruled colour; a shopper's own colour choice always holds.
 */
export function pieceMatches(rule: ColorRule, piece: Pick<Product, 'properties'>, chosen: Selection, main: Selection): boolean {
  const expected = pieceSelection(rule, piece, main, chosen.Color);
  if (!expected.ok) return false;
  return (
    (expected.selection.Size === undefined || expected.selection.Size === chosen.Size) &&
    expected.selection.Color === chosen.Color
  );
}

/**
 * A colour the client asked for that its piece does not take: one the piece does not come in, or another than its rule
 * gives (a matching nightstand asked in another finish). Null when none was asked or it is the one the rule gives.
 */
export function askedColorProblem(
  piece: Pick<Product, 'title' | 'properties'>,
  asked: string | undefined,
  given: Selection,
  withTitle: string,
): string | null {
  if (asked === undefined || asked === given.Color) return null;
  const option = piece.properties.find((p) => p.name === 'Color')?.options.find((o) => o.value === asked);
  if (option === undefined) return `Invalid value ${asked} for property Color`;
  const ruled = piece.properties.find((p) => p.name === 'Color')?.options.find((o) => o.value === given.Color)?.title;
  return `${piece.title} comes in ${ruled ?? given.Color ?? 'its own finish'} with ${withTitle}`;
}
