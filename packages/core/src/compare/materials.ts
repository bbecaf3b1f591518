import type { Product } from '../product';

/**
 * Comparison: the materials and layers a product is made of, found in its own catalogue copy (title, summary,
 * description, highlights) with one table of terms, so the comparison never types them by hand. `cooling` marks the
 * materials the copy sells as cooling or breathable; the "coolest" verdict counts them.
 */
interface MaterialTerm {
  label: string;
  pattern: RegExp;
  cooling: boolean;
}

export const MATERIAL_TERMS: readonly MaterialTerm[] = [
  { label: 'Pocketed coils', pattern: /\bcoils?\b|coil-on-coil/, cooling: true },
  { label: 'Micro-coils', pattern: /micro-coil/, cooling: true },
  { label: 'Natural latex', pattern: /\blatex\b/, cooling: true },
  { label: 'Memory foam', pattern: /(?<!than )memory foam/, cooling: false },
  { label: 'Gel-infused foam', pattern: /\bgel\b/, cooling: true },
  { label: 'Copper-infused foam', pattern: /\bcopper\b/, cooling: true },
  { label: 'Graphite-infused foam', pattern: /\bgraphite\b/, cooling: true },
  { label: 'Phase-change material', pattern: /phase-change/, cooling: true },
  {
    label: 'Cooling cover',
    pattern: /cool(?:ing|-touch|-to-the-touch)? (?:cover|fabric)|active-cooling|heat-wicking/,
    cooling: true,
  },
  { label: 'Zoned support', pattern: /\bzoned\b|-zone\b|\bzones\b/, cooling: false },
  { label: 'Pillow top', pattern: /pillow top|euro top|pillow-soft/, cooling: false },
  { label: 'Cashmere blend', pattern: /cashmere/, cooling: false },
  { label: 'Organic cotton', pattern: /organic cotton/, cooling: false },
  { label: 'Wool', pattern: /\bwool\b/, cooling: false },
  { label: 'Down', pattern: /fill power down|\bdown (?:pillow|fill|feathers?)\b/, cooling: false },
  { label: 'Down-alternative fill', pattern: /down-alternative|down-like|microfiber/, cooling: false },
  { label: 'Shredded fill', pattern: /\bshredded\b/, cooling: false },
  { label: 'Breathable mesh', pattern: /\bmesh\b|ventilated/, cooling: true },
];

type CopySource = Pick<Product, 'title' | 'content'>;

/** The product's own words, lowercased; its trial and warranty line is a claim, not a material, so it is left out. */
function copyText(product: CopySource): string {
  const claim = product.content.coverage;
  const highlights = product.content.highlights.filter((line) => {
    const lower = line.toLowerCase();
    return (
      !(claim?.trial && lower.includes(claim.trial.toLowerCase())) &&
      !(claim?.warranty && lower.includes(claim.warranty.toLowerCase()))
    );
  });
  return [product.title, product.content.summary, product.content.description, ...highlights].join(' \n ').toLowerCase();
}

/** The materials and layers the product's copy names, in the table's order. */
export function materialsOf(product: CopySource): string[] {
  const text = copyText(product);
  return MATERIAL_TERMS.filter((term) => term.pattern.test(text)).map((term) => term.label);
}

/** How many cooling or breathable materials the product has (the "coolest" verdict's measure). */
export function coolingScore(materials: readonly string[]): number {
  return MATERIAL_TERMS.filter((term) => term.cooling && materials.includes(term.label)).length;
}

/**
 * A mattress's construction (other products have none: null): the Material property's choices when the product has one ("Hybrid or Memory Foam"), else hybrid
 * with coils, latex with latex and no coils, all foam otherwise.
 */
export function constructionOf(
  product: CopySource & Pick<Product, 'properties' | 'attributes'>,
  materials: readonly string[],
): string | null {
  if (product.attributes.group !== 'mattress') return null;
  const material = product.properties.find((p) => p.name === 'Material');
  if (material !== undefined && material.options.length > 0) return material.options.map((o) => o.title).join(' or ');
  if (materials.includes('Pocketed coils')) return materials.includes('Natural latex') ? 'Latex hybrid' : 'Hybrid';
  if (materials.includes('Natural latex')) return 'Latex';
  return 'All foam';
}
