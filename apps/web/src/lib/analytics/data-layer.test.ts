import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackEvent, trackUpsellError } from './data-layer';

const layer = () => (globalThis as unknown as { window: { dataLayer?: unknown[] } }).window.dataLayer;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('trackEvent pushes catalogue events onto window.dataLayer', () => {
  it('creates the dataLayer on the first event and appends the next ones in order', () => {
    vi.stubGlobal('window', {});
    trackEvent({ event: 'checkout_step', step: 'shipping' });
    trackEvent({ event: 'coupon_applied', code: 'SAVE10' });
    expect(layer()).toEqual([
      { event: 'checkout_step', step: 'shipping' },
      { event: 'coupon_applied', code: 'SAVE10' },
    ]);
  });

  it('keeps a dataLayer a tag manager installed first', () => {
    const existing: unknown[] = [{ 'gtm.start': 1 }];
    vi.stubGlobal('window', { dataLayer: existing });
    trackEvent({ event: 'insufficientFunds', provider: 'stripeDirect' });
    expect(existing).toEqual([{ 'gtm.start': 1 }, { event: 'insufficientFunds', provider: 'stripeDirect' }]);
  });

  it('a dataLayer that cannot be written is logged, never thrown', () => {
    vi.stubGlobal('window', {
      get dataLayer(): unknown[] {
        throw new Error('blocked by an extension');
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => trackEvent({ event: 'checkout_step', step: 'cart' })).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });

  it("upsell_error keeps the recommendations row's simple call: context and reason", () => {
    vi.stubGlobal('window', {});
    trackUpsellError('cart', 'HTTP error! status: 500');
    trackUpsellError('homepage', '');
    trackEvent({ event: 'upsell_error', context: 'product', reason: 'empty' });
    expect(layer()).toEqual([
      { event: 'upsell_error', context: 'cart', reason: 'HTTP error! status: 500' },
      { event: 'upsell_error', context: 'homepage', reason: 'unknown' },
      { event: 'upsell_error', context: 'product', reason: 'empty' },
    ]);
  });
});
