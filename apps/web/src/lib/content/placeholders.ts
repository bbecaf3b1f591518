import type { BrandConfig } from '@store/core/brands';
import { shippingTime } from '@store/core/shipping-time';

/**
 * The words a content file may insert with `{{name}}`: the brand's name, contacts, currency and country, when and how
 * it ships (core shippingTime of the brand registry's window: '2 - 3 business days', 'by ground carrier' or 'through
 * our partners'; content never writes a shipping time of its own) and its copy claims (trial and warranty per
 * product type).
 */
export function brandPlaceholders(brand: BrandConfig): Readonly<Record<string, string>> {
  const time = shippingTime({ shipping: brand.shipping });
  return {
    brandName: brand.name,
    tagline: brand.tagline,
    supportEmail: brand.supportEmail,
    supportPhone: brand.supportPhone,
    currency: brand.currency,
    country: brand.region === 'CA' ? 'Canada' : 'the United States',
    shippingWindow: time.when,
    shippingCarrier: time.via,
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
