import type { Product } from '../product';

/**
 * Comparison: how firm a mattress feels, from its own catalogue data. A Firmness property (a choice of feel)
 * wins; otherwise the feel its highlights state ("Medium-firm feel (6.5/10)"). Nothing stated: null, never a guess.
 */

/** Feels from softest to firmest: the order "firmest" compares by. */
export const FEEL_ORDER = ['soft', 'plush', 'plush-medium', 'medium', 'medium-firm', 'luxury-firm', 'firm'] as const;
export type Feel = (typeof FEEL_ORDER)[number];

export const FEEL_LABELS: Readonly<Record<Feel, string>> = {
  soft: 'Soft',
  plush: 'Plush',
  'plush-medium': 'Plush-medium',
  medium: 'Medium',
  'medium-firm': 'Medium-firm',
  'luxury-firm': 'Luxury Firm',
  firm: 'Firm',
};

export interface FeelFacts {
  /** The feels the shopper can have: one stated feel, or every option of a Firmness property, softest first. */
  feels: Feel[];
  /** The stated score out of 10 when the copy gives one ("(6.5/10)"). */
  score: number | null;
  /** True when the feel is a choice (a Firmness property). */
  choice: boolean;
}

type FeelSource = Pick<Product, 'properties' | 'content'>;

function isFeel(value: string): value is Feel {
  return (FEEL_ORDER as readonly string[]).includes(value);
}

const STATED_FEEL = /\b(plush-medium|medium-firm|luxury-firm|medium|firm|soft|plush)\s+feel\b(?:\s*\((\d+(?:\.\d+)?)\/10\))?/i;

/** The feel a product offers (its Firmness options, else the feel its highlights state); null when it states none. */
export function feelOf(product: FeelSource): FeelFacts | null {
  const firmness = product.properties.find((p) => p.name === 'Firmness');
  if (firmness !== undefined) {
    const feels = firmness.options.map((o) => o.value).filter(isFeel);
    if (feels.length > 0) return { feels: sortFeels(feels), score: null, choice: true };
  }
  for (const line of product.content.highlights) {
    const match = STATED_FEEL.exec(line);
    const feel = match?.[1]?.toLowerCase();
    if (feel !== undefined && isFeel(feel)) {
      return { feels: [feel], score: match?.[2] === undefined ? null : Number(match[2]), choice: false };
    }
  }
  return null;
}

function sortFeels(feels: readonly Feel[]): Feel[] {
  return [...feels].sort((a, b) => FEEL_ORDER.indexOf(a) - FEEL_ORDER.indexOf(b));
}

/** How a feel reads in a table cell: "Medium-firm (6.5/10)", or a choice "Soft, Luxury Firm or Firm". */
export function feelText(facts: FeelFacts | null): string {
  if (facts === null) return 'Not stated';
  const labels = facts.feels.map((feel) => FEEL_LABELS[feel]);
  const text = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
  return facts.score === null ? text : `${text} (${facts.score}/10)`;
}

/** The firmest feel a product offers as a sortable key: the feel's rank, then the stated score; null when unstated. */
export function firmnessKey(facts: FeelFacts | null): number | null {
  const firmest = facts?.feels.at(-1);
  if (facts === null || firmest === undefined) return null;
  return FEEL_ORDER.indexOf(firmest) * 100 + (facts.score ?? 0);
}
