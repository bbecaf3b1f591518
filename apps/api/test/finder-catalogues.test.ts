import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS, brandTakesOrders, buildVariantSku, formatMoney, validateSelection, variantPrice } from '@store/core';
import { recommendMattress } from '@store/core/finder/recommend';
import { BUDGET_KEYS, FEELS, FINDER_SIZES, SLEEP_POSITIONS, type FinderAnswers } from '@store/core/finder/questions';
import { demoProducts } from './support/demo-data';

/** Every combination of the finder's answers: 4 positions x 3 feels x hot x sharing x 4 budgets x 6 sizes. */
const ALL_ANSWERS: FinderAnswers[] = SLEEP_POSITIONS.flatMap((position) =>
  FEELS.flatMap((feel) =>
    [true, false].flatMap((sleepsHot) =>
      [true, false].flatMap((sharing) =>
        BUDGET_KEYS.flatMap((budget) => FINDER_SIZES.map((size) => ({ position, feel, sleepsHot, sharing, budget, size }))),
      ),
    ),
  ),
);

describe('finder over the demo catalogues: a valid recommendation for every answer combination', () => {
  it.each(BRAND_KEYS.filter(brandTakesOrders))('%s', (brand) => {
    const catalogue = demoProducts(brand);
    const chosen = new Set<string>();
    for (const answers of ALL_ANSWERS) {
      const r = recommendMattress(catalogue, answers, BRANDS[brand].currency);
      expect(r, JSON.stringify(answers)).not.toBeNull();
      if (r === null) continue;
      chosen.add(r.product.id);
      expect(r.product.attributes.group).toBe('mattress');
      expect(r.selection.Size).toBe(answers.size);
      expect(validateSelection(r.product, r.selection).ok).toBe(true);
      expect(r.product.availability[buildVariantSku(r.product.inventoryKey, r.product.properties, r.selection)]?.isActive).toBe(
        true,
      );
      expect(r.currency).toBe(BRANDS[brand].currency);
      const data = [
        ...r.product.content.highlights,
        r.product.content.summary,
        r.product.content.description,
        ...r.product.properties.flatMap((p) => p.options.map((o) => o.title)),
      ].join('\n');
      expect(r.price).toBe(variantPrice(r.product, r.selection).price);
      for (const reason of r.reasons.filter((x) => x.answer === 'budget'))
        expect(reason.fact).toContain(formatMoney({ amount: r.price, currency: r.currency }));
      for (const reason of r.reasons.filter((x) => x.answer !== 'budget'))
        expect(data, reason.text).toContain(reason.fact.replace(/ (firmness|construction)$/, ''));
      expect(r.reasons.length).toBeGreaterThan(1);
    }
    // More than one mattress in the catalogue: the answers reach more than one of them.
    const mattresses = catalogue.filter((p) => p.attributes.group === 'mattress').length;
    if (mattresses > 1) expect(chosen.size).toBeGreaterThan(1);
  });
});
