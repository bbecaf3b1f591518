import { IntentLink } from '../../components/intent-link';
import type { BrandKey } from '@store/core/brands';
import { CATEGORY_GROUPS, CATEGORY_KEYS, CATEGORY_TITLES } from '@store/core/pages';
import { mediaUrl } from '../../lib/media/media-url';
import { loadBrandCategories } from '../layout/brand-categories';

const TILE_COLORS = ['white', 'walnut', 'linen', 'oak', 'grey', 'sage'] as const;

/** Home page tiles linking to each category list the brand has products in, illustrated with a generated drawing of the category. */
export async function CategoryTiles({ brand }: { brand: BrandKey }) {
  const categories = await loadBrandCategories(brand);
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3" data-testid="category-tiles">
      {categories.map((key) => {
        const group = CATEGORY_GROUPS[key][0] ?? 'mattress';
        // The colour follows the category, not its position, so a tile looks the same on every brand.
        const color = TILE_COLORS[CATEGORY_KEYS.indexOf(key) % TILE_COLORS.length] ?? 'white';
        return (
          <li key={key}>
            <IntentLink
              href={`/${key}`}
              className="flex flex-col gap-1 rounded-brand bg-surface p-3 font-semibold no-underline hover:underline"
            >
              <img
                src={`${mediaUrl(group, key, color)}?w=240`}
                alt=""
                width={240}
                height={180}
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded-brand"
              />
              {CATEGORY_TITLES[key]}
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}
