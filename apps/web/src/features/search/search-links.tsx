import { IntentLink } from '../../components/intent-link';
import type { BrandKey } from '@store/core/brands';
import { CATEGORY_GROUPS, CATEGORY_KEYS, CATEGORY_TITLES } from '@store/core/pages';
import { getAllProducts } from '../../lib/api/products';
import { listable } from '../catalog/listing-items';

/** The search page's link to another search. */
export const searchHref = (q: string) => `/search?q=${encodeURIComponent(q)}`;

const LINK = 'font-semibold underline';

/** "Did you mean …?" when the search found products but spelled a word unlike the catalogue. */
export function DidYouMean({ suggestions }: { suggestions: readonly string[] }) {
  const [first] = suggestions;
  if (first === undefined) return null;
  return (
    <p>
      Did you mean{' '}
      <IntentLink href={searchHref(first)} className={LINK}>
        {first}
      </IntentLink>
      ?
    </p>
  );
}

/** Nothing matched: the suggestions as searches, and the brand's category pages (those with products). */
export async function NoResults({
  brand,
  query,
  suggestions,
}: {
  brand: BrandKey;
  query: string;
  suggestions: readonly string[];
}) {
  const products = listable(await getAllProducts(brand).catch(() => []));
  const groups = new Set(products.map((p) => p.attributes.group));
  const categories = CATEGORY_KEYS.filter((key) => CATEGORY_GROUPS[key].some((g) => groups.has(g)));
  return (
    <section aria-labelledby="search-none" className="flex flex-col gap-3">
      <h2 id="search-none" className="text-xl font-semibold">
        No results for “{query}”
      </h2>
      {suggestions.length > 0 ? (
        <nav aria-label="Suggested searches">
          <p>Try searching for:</p>
          <ul className="flex flex-wrap gap-3">
            {suggestions.map((s) => (
              <li key={s}>
                <IntentLink href={searchHref(s)} className={LINK}>
                  {s}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {categories.length > 0 ? (
        <nav aria-label="Shop by category">
          <p>Or browse a category:</p>
          <ul className="flex flex-wrap gap-3">
            {categories.map((key) => (
              <li key={key}>
                <IntentLink href={`/${key}`} className={LINK}>
                  {CATEGORY_TITLES[key]}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
