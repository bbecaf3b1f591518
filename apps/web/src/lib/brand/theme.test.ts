import { describe, expect, it } from 'vitest';
import { BRANDS } from '@store/core/brands';
import { themeStyle } from './theme';

describe('themeStyle', () => {
  it('exposes every token as a --brand-* variable', () => {
    const style = themeStyle(BRANDS.nestwood.theme) as Record<string, string>;
    expect(style['--brand-primary']).toBe('#1d3557');
    expect(style['--brand-font']).toContain('system-ui');
    expect(Object.keys(style).every((key) => key.startsWith('--brand-'))).toBe(true);
  });
});
