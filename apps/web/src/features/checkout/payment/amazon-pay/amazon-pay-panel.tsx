'use client';

import { useStepNavigation } from '../../use-step-navigation';
import type { ProviderPanelProps } from '../provider-panels';
import { triggerAmazonPay } from './amazon-pay-trigger';

/**
 * The billing panel for Amazon Pay: the instalment trigger "Amazon Pay goes to shipping and clicks the button"
 * (the wallet session starts from the shipping step, where Amazon's address comes back).
 */
export function AmazonPayPanel(_props: ProviderPanelProps) {
  const goTo = useStepNavigation();
  return (
    <div className="flex flex-col gap-2">
      <p>Amazon Pay uses the address and payment method in your Amazon account.</p>
      <button
        type="button"
        className="min-h-12 rounded-full border border-[#fcd200] bg-[#ffd814] px-6 font-semibold text-[#0f1111] sm:self-start"
        onClick={() => triggerAmazonPay(goTo)}
      >
        Continue with Amazon Pay
      </button>
    </div>
  );
}
