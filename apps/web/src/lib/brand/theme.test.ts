import { describe, expect, it } from 'vitest';
import { BRANDS } from '@store/core/brands';
import { themeStyle } from './theme';

describe('themeStyle', () => {
  it('exposes every token and both font stacks as --brand-* variables', () => {
    const style = themeStyle(BRANDS.nestwood.theme, { heading: "'fraunces', serif", body: "'inter', sans-serif" }) as Record<
      string,
      string
    >;
    expect(style['--brand-primary']).toBe(BRANDS.nestwood.theme.primary);
    expect(style['--brand-font']).toBe("'inter', sans-serif");
    expect(style['--brand-heading-font']).toBe("'fraunces', serif");
    expect(Object.keys(style).every((key) => key.startsWith('--brand-'))).toBe(true);
  });
});
