import Link from 'next/link';
import { CATEGORY_GROUPS, CATEGORY_KEYS, CATEGORY_TITLES } from '@store/core/pages';
import { mediaUrl } from '../../lib/media/media-url';

const TILE_COLORS = ['white', 'walnut', 'linen', 'oak', 'grey', 'sage'] as const;

/** Home page tiles linking to each SPEC §2 category list, illustrated with a generated drawing of the category. */
export function CategoryTiles() {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
      {CATEGORY_KEYS.map((key, index) => {
        const group = CATEGORY_GROUPS[key][0] ?? 'mattress';
        return (
          <li key={key}>
            <Link
              href={`/${key}`}
              className="flex flex-col gap-1 rounded-brand bg-surface p-3 font-semibold no-underline hover:underline"
            >
              <img
                src={`${mediaUrl(group, key, TILE_COLORS[index % TILE_COLORS.length] ?? 'white')}?w=240`}
                alt=""
                width={240}
                height={180}
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded-brand"
              />
              {CATEGORY_TITLES[key]}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
