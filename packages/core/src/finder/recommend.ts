import { SIZE_LABELS } from '../enums';
import { formatMoney, type Currency } from '../money';
import type { Product } from '../product';
import { allSelections, buildVariantSku, variantPrice, type Selection } from '../variant';
import { mattressFacts, type MattressFacts } from './mattress-facts';
import { budgetBands, type BudgetBand, type FinderAnswers } from './questions';
import type { FinderReason, Points } from './reason';
import { feelScore, positionScore } from './scores';

export interface FinderRecommendation {
  product: Product;
  /** The full variant: the chosen size plus the option values (firmness, material) that fit the answers. */
  selection: Selection;
  price: number;
  currency: Currency;
  score: number;
  reasons: FinderReason[];
}

interface Candidate {
  product: Product;
  selection: Selection;
  price: number;
  score: number;
  reasons: FinderReason[];
  order: number;
}

/** The variants of a mattress in the asked size that can be bought, one per combination of its other options. */
function variantsInSize(product: Product, size: string): Selection[] {
  if (!product.properties.some((p) => p.name === 'Size' && p.options.some((o) => o.value === size && !o.outOfStock))) return [];
  const others = product.properties.filter((p) => p.name !== 'Size');
  return allSelections(others)
    .map((s) => ({ ...s, Size: size }))
    .filter((s) => {
      const availability = product.availability[buildVariantSku(product.inventoryKey, product.properties, s)];
      return availability === undefined || (availability.isActive && (availability.isInStock || availability.isBackOrderAllowed));
    });
}

function budgetPoints(price: number, band: BudgetBand, sizeLabel: string, currency: Currency): Points {
  const shown = formatMoney({ amount: price, currency });
  if (band.max !== null && price > band.max) {
    // Further over the budget scores lower, so the nearest one wins when nothing fits.
    const over = Math.ceil(((price - band.max) * 10) / band.max);
    return { points: -3 - over, reasons: [] };
  }
  const fact = `${shown} in ${sizeLabel}`;
  if (band.min !== null && price < band.min)
    return { points: 1, reasons: [{ answer: 'budget', fact, text: `${fact}, below your ${band.label} budget` }] };
  return { points: 3, reasons: [{ answer: 'budget', fact, text: `${fact}, within your ${band.label} budget` }] };
}

function heatPoints(facts: MattressFacts, hot: boolean): Points {
  if (!hot) return { points: 0, reasons: [] };
  const parts: Points[] = [];
  if (facts.coils)
    parts.push({
      points: 2,
      reasons: [
        {
          answer: 'hot',
          fact: facts.coils.source,
          text: `Coils let air flow through, so it sleeps cooler (${facts.coils.source})`,
        },
      ],
    });
  if (facts.cooling && facts.cooling.source !== facts.coils?.source)
    parts.push({
      points: 2,
      reasons: [{ answer: 'hot', fact: facts.cooling.source, text: `Made to keep hot sleepers cool: ${facts.cooling.source}` }],
    });
  if (facts.latex && !facts.cooling)
    parts.push({
      points: 1,
      reasons: [{ answer: 'hot', fact: facts.latex.source, text: `Latex breathes better than foam: ${facts.latex.source}` }],
    });
  return { points: parts.reduce((s, p) => s + p.points, 0), reasons: parts.flatMap((p) => p.reasons) };
}

function sharingPoints(facts: MattressFacts, sharing: boolean): Points {
  if (!sharing || !facts.motionIsolation) return { points: 0, reasons: [] };
  const fact = facts.motionIsolation.source;
  return { points: 2, reasons: [{ answer: 'sharing', fact, text: `Sharing the bed: ${fact}` }] };
}

/**
 * Mattress finder: the brand's mattress that best fits the answers, in the asked size, with the option values
 * (firmness, material) that fit them, scored over the products' own data: feel (Firmness option or stated feel) for
 * the sleep position and the feel asked for, coils and cooling materials for hot sleepers, motion isolation for a
 * shared bed, and the price for the size against the budget band. Ties go to the lower price, then catalogue order.
 * Null only when no mattress of the catalogue comes in the size.
 */
export function recommendMattress(
  catalogue: readonly Product[],
  answers: FinderAnswers,
  currency: Currency,
): FinderRecommendation | null {
  const band = budgetBands(currency).find((b) => b.key === answers.budget);
  if (band === undefined) return null;
  const sizeLabel = SIZE_LABELS[answers.size];
  const candidates: Candidate[] = catalogue
    .filter((p) => p.attributes.group === 'mattress')
    .flatMap((product, order) =>
      variantsInSize(product, answers.size).map((selection) => {
        const facts = mattressFacts(product, selection);
        const price = variantPrice(product, selection).price;
        const parts = [
          positionScore(facts, answers.position),
          feelScore(facts, answers.feel),
          heatPoints(facts, answers.sleepsHot),
          sharingPoints(facts, answers.sharing),
          budgetPoints(price, band, sizeLabel, currency),
        ];
        const score = parts.reduce((sum, p) => sum + p.points, 0);
        return { product, selection, price, score, reasons: parts.flatMap((p) => p.reasons), order };
      }),
    );
  const best = candidates.sort((a, b) => b.score - a.score || a.price - b.price || a.order - b.order)[0];
  if (best === undefined) return null;
  const sizeReason: FinderReason = {
    answer: 'size',
    fact: sizeLabel,
    text:
      answers.sharing && ['twin', 'twinXL'].includes(answers.size)
        ? `${sizeLabel} as you chose (two sleepers usually pick a queen or a king)`
        : `${sizeLabel} as you chose`,
  };
  return {
    product: best.product,
    selection: best.selection,
    price: best.price,
    currency,
    score: best.score,
    reasons: [...best.reasons, sizeReason],
  };
}
