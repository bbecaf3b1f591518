'use client';

import { useCallback } from 'react';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import type { ExpressWallet } from '@store/core/payments/express-wallets';
import type { WalletToken } from '@store/core/payments/sandbox-wallet';
import type { CheckoutDefaults } from '../checkout-store';
import type { CheckoutAddress } from '../checkout-storage';
import { useStepNavigation } from '../use-step-navigation';

export interface ExpressPayContext {
  brand: string;
  region: AddressRegion;
  defaults: CheckoutDefaults;
  /** Called with the payer's address when the payment failed and the shopper stays on the fallback step. */
  onFailed?: (address: CheckoutAddress) => void;
}

/**
 * Payment for an express wallet from the page its button is on (`payWithExpressWallet`: the order created and paid,
 * then success, or the error shown on the fallback step). The payment code (orders, handlers) is fetched when a sheet
 * hands back its token, never with the page.
 */
export function useExpressPay({ brand, region, defaults, onFailed }: ExpressPayContext) {
  const goTo = useStepNavigation();
  return useCallback(
    async (wallet: ExpressWallet, sheet: WalletToken) => {
      const { payWithExpressWallet } = await import('./express-payment');
      await payWithExpressWallet(wallet, sheet, { brand, region, defaults, onFailed }, goTo);
    },
    [brand, region, defaults, onFailed, goTo],
  );
}
