import type { BrandConfig } from '@store/core/brands';

/**
 * The words a content file may insert with `{{name}}`: the brand's name, contacts, currency and country, its shipping
 * window and carrier (SPEC §9: ground carrier, or partners on partner storefronts, 2-3 business days) and its SPEC §9
 * copy claims (trial and warranty per product type).
 */
export function brandPlaceholders(brand: BrandConfig): Readonly<Record<string, string>> {
  return {
    brandName: brand.name,
    tagline: brand.tagline,
    supportEmail: brand.supportEmail,
    supportPhone: brand.supportPhone,
    currency: brand.currency,
    country: brand.region === 'CA' ? 'Canada' : 'the United States',
    shippingWindow: `${brand.shipping.from}-${brand.shipping.to} business days`,
    shippingCarrier: brand.shipping.carrier === 'partner' ? 'through our delivery partners' : 'by ground carrier',
    ...brand.copy,
  };
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

/** Replaces every `{{name}}`; an unknown name is an error, so a typo in copy fails the content test instead of shipping. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`unknown placeholder {{${name}}}`);
    return value;
  });
}
