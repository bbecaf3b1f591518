import { IntentLink } from '../../components/intent-link';
import { CATEGORY_TITLES, type CategoryKey } from '@store/core/pages';

const SHOP: readonly CategoryKey[] = ['mattresses', 'bedding', 'bed-frames', 'furniture'];

/** The empty cart: says so and links to the categories to shop. */
export function EmptyCart({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex flex-col gap-3 py-6" data-testid="empty-cart">
      <p className="text-lg font-semibold">Your cart is empty.</p>
      <p>Find something you will love:</p>
      <ul className="flex flex-wrap gap-2">
        {SHOP.map((key) => (
          <li key={key}>
            <IntentLink
              href={`/${key}`}
              onClick={onNavigate}
              className="inline-flex min-h-11 items-center rounded-brand border border-muted/40 px-4 no-underline hover:border-brand"
            >
              Shop {CATEGORY_TITLES[key]}
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
