import { describe, expect, it, vi } from 'vitest';
import { PROVIDER_PANELS } from '../provider-panels';
import { takeAmazonPayClick, triggerAmazonPay } from './amazon-pay-trigger';

describe('instalment trigger: "Amazon Pay goes to shipping and clicks the button"', () => {
  it('goes to shipping and leaves one click for the button to take when it is shown', () => {
    const goTo = vi.fn();
    triggerAmazonPay(goTo);
    expect(goTo).toHaveBeenCalledWith('shipping');
    expect(takeAmazonPayClick()).toBe(true);
    expect(takeAmazonPayClick()).toBe(false);
  });

  it('is offered from the billing step as the Amazon Pay panel', () => {
    expect(PROVIDER_PANELS.amazonPay).toBeTypeOf('function');
  });
});
