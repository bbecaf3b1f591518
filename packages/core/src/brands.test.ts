import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS, brandTakesOrders, FONT_KEYS, systemStackOf } from './brands';

describe('brands', () => {
  it('every brand has its key, a name and a theme', () => {
    for (const key of BRAND_KEYS) {
      const b = BRANDS[key];
      expect(b.key).toBe(key);
      expect(b.name.length).toBeGreaterThan(0);
      expect(b.theme.primary).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('Canadian variants price in CAD and default to the Canada card provider', () => {
    for (const key of ['nestwood-ca', 'driftvale-ca'] as const) {
      expect(BRANDS[key]).toMatchObject({ region: 'CA', currency: 'CAD', defaultPaymentProvider: 'stripeCanada' });
    }
    expect(BRANDS.nestwood.defaultPaymentProvider).toBe('stripeDirect');
  });

  it('default consents are email on, SMS off for three brands', () => {
    const emailOn = BRAND_KEYS.filter((k) => BRANDS[k].defaultConsents.sendEmail);
    expect(emailOn).toHaveLength(3);
    expect(BRAND_KEYS.every((k) => BRANDS[k].defaultConsents.sendSMS === false)).toBe(true);
  });

  it('the discontinued brand takes no orders and points to a current brand', () => {
    expect(brandTakesOrders('hushly')).toBe(false);
    expect(BRANDS.hushly.successor).toBe('nestwood');
    expect(BRAND_KEYS.filter((k) => !brandTakesOrders(k))).toEqual(['hushly']);
  });

  it('the partner storefront ships through partners in 2-3 business days', () => {
    expect(BRANDS.harbor.shipping).toEqual({ carrier: 'partner', from: 2, to: 3 });
  });

  it.each([
    ['inter', 'sans-serif'],
    ['manrope', 'sans-serif'],
    ['nunito-sans', 'sans-serif'],
    ['work-sans', 'sans-serif'],
    ['outfit', 'sans-serif'],
    ['fraunces', 'serif'],
    ['lora', 'serif'],
    ['playfair-display', 'serif'],
    ['source-serif-4', 'serif'],
  ] as const)('brand looks: %s falls back to a system stack ending in %s', (key, generic) => {
    expect(systemStackOf(key).split(', ').at(-1)).toBe(generic);
  });

  it('every shipped face has a fallback kind, and each brand body face keeps its kind whatever the brand stack', () => {
    expect(FONT_KEYS.map((key) => systemStackOf(key).length > 0)).toEqual(FONT_KEYS.map(() => true));
    // nestwood: a serif brand whose body face (Inter) is sans: its body falls back to sans, not to the brand's serif stack.
    expect(BRANDS.nestwood.theme.fontFamily).toMatch(/serif$/);
    expect(systemStackOf(BRANDS.nestwood.theme.bodyFont)).toMatch(/sans-serif$/);
  });
});
