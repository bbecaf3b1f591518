import { describe, expect, it } from 'vitest';
import { BRANDS } from '@store/core/brands';
import { themeStyle } from './theme';

describe('themeStyle', () => {
  it('exposes every token and both font stacks as --brand-* variables', () => {
    const fonts = {
      heading: { face: "'fraunces', 'fraunces Fallback: Times', serif", fallback: "'fraunces Fallback: Times', serif" },
      body: { face: "'inter', 'inter Fallback: Arial', sans-serif", fallback: "'inter Fallback: Arial', sans-serif" },
    };
    const style = themeStyle(BRANDS.nestwood.theme, fonts) as Record<string, string>;
    expect(style['--brand-primary']).toBe(BRANDS.nestwood.theme.primary);
    expect(style['--brand-font-face']).toBe("'inter', 'inter Fallback: Arial', sans-serif");
    expect(style['--brand-font-fallback']).toBe("'inter Fallback: Arial', sans-serif");
    expect(style['--brand-heading-font-face']).toBe("'fraunces', 'fraunces Fallback: Times', serif");
    expect(style['--brand-heading-font-fallback']).toBe("'fraunces Fallback: Times', serif");
    expect(Object.keys(style).every((key) => key.startsWith('--brand-'))).toBe(true);
  });
});
