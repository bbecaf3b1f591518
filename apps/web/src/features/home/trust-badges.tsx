import type { BrandConfig } from '@store/core/brands';
import { shippingTime } from '@store/core/shipping-time';

const ICONS = {
  trial: 'M12 3a9 9 0 1 0 9 9M12 7v5l3 2M17 3h4v4',
  warranty: 'M12 3 19 6v5c0 5-3 8-7 10-4-2-7-5-7-10V6ZM9 12l2 2 4-4',
  shipping: 'M3 7h11v9H3ZM14 10h4l3 3v3h-7M7 19a1.5 1.5 0 1 0 0-.1M17 19a1.5 1.5 0 1 0 0-.1',
} as const;

/** Copy claims, from the brand registry: the mattress trial and warranty, free shipping and returns and when it ships. */
export function trustBadges(brand: BrandConfig): { icon: keyof typeof ICONS; title: string; detail: string }[] {
  return [
    { icon: 'trial', title: brand.copy.mattressTrial, detail: 'Sleep on it at home; return it if it is not for you.' },
    { icon: 'warranty', title: brand.copy.mattressWarranty, detail: 'On our mattresses.' },
    {
      icon: 'shipping',
      title: 'Free shipping and returns',
      detail: shippingTime({ shipping: brand.shipping }).text,
    },
  ];
}

/** Three badges under the hero: trial, warranty, free shipping and returns. */
export function TrustBadges({ brand }: { brand: BrandConfig }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3" data-testid="trust-badges">
      {trustBadges(brand).map((badge) => (
        <li key={badge.icon} className="flex items-start gap-3 rounded-brand border border-muted/25 bg-page p-4">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="32" height="32" className="shrink-0 text-brand">
            <path
              d={ICONS[badge.icon]}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>
            <span className="block font-heading text-lg font-bold" data-testid="trust-badge">
              {badge.title}
            </span>
            <span className="text-sm text-muted">{badge.detail}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
