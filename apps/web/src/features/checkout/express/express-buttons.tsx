'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import type { PaymentProvider } from '@store/core/enums';
import {
  EXPRESS_BUTTON_LABELS,
  expressWalletsShown,
  type ExpressWallet,
  type WalletCapabilities,
} from '@store/core/payments/express-wallets';
import type { WalletToken } from '@store/core/payments/sandbox-wallet';
import { useCartState } from '../../cart/use-cart';
import { hydrateCheckout, type CheckoutDefaults } from '../checkout-store';
import type { CheckoutAddress } from '../checkout-storage';
import { useCheckoutState } from '../use-checkout';
import type { ExpressSheetProps } from './express-sheet';
import { useExpressPay } from './use-express-pay';
import { sandboxCanMakePayment, walletCapabilities, type CanMakePayment } from './wallet-capability';

/** Where the buttons are: above the shipping form (a note points at the form below) or on the cart page, in its narrow column. */
export type ExpressPlacement = 'shipping' | 'cart';

const PLACEMENTS: Readonly<Record<ExpressPlacement, { grid: string; note: string | null }>> = {
  shipping: { grid: 'grid-cols-1 sm:grid-cols-3', note: 'or enter your address below' },
  cart: { grid: 'grid-cols-2', note: null },
};

export interface ExpressButtonsProps {
  brand: string;
  region: AddressRegion;
  /** The brand's enabled providers (brand registry `paymentProviders`). */
  providers: readonly PaymentProvider[];
  defaults: CheckoutDefaults;
  onFailed?: (address: CheckoutAddress) => void;
  /** The browser's capability check; the sandbox's by default. */
  canMakePayment?: CanMakePayment;
  /** Above the shipping form by default. */
  placement?: ExpressPlacement;
}

/**
 * The express wallet buttons, above the shipping form or on the cart page, shown only where the brand enables the
 * wallet, the browser can pay with it and the cart has something to pay for (core `expressWalletsShown`). The sheet's
 * code is fetched only when a button is pressed, the payment's when the sheet hands back its token.
 */
export function ExpressButtons({
  brand,
  region,
  providers,
  defaults,
  onFailed,
  canMakePayment = sandboxCanMakePayment,
  placement = 'shipping',
}: ExpressButtonsProps) {
  const checkout = useCheckoutState();
  const { cart } = useCartState();
  const [capabilities, setCapabilities] = useState<WalletCapabilities>({});
  const [open, setOpen] = useState<{ wallet: ExpressWallet; Sheet: ComponentType<ExpressSheetProps> } | null>(null);
  const pay = useExpressPay({ brand, region, defaults, onFailed });

  useEffect(() => {
    let current = true;
    void walletCapabilities(canMakePayment).then((answers) => {
      if (current) setCapabilities(answers);
    });
    return () => {
      current = false;
    };
  }, [canMakePayment]);

  const wallets = expressWalletsShown({
    enabled: providers,
    capabilities,
    unavailable: checkout.unavailablePaymentProviders,
    cartItemCount: cart?.items.length ?? 0,
  });
  // The page shows the payment error dialogs (once for the page: on shipping, Amazon Pay's and the wallets' errors).
  if (wallets.length === 0 || cart === null) return null;
  const { grid, note } = PLACEMENTS[placement];

  const openSheet = async (wallet: ExpressWallet) => {
    // The saved checkout is read first (the steps' frame already did; the cart page has not), so the sheet's Cancel
    // gives back the saved address's region and the payer's address is saved like one typed on shipping.
    hydrateCheckout(defaults);
    const { ExpressSheet } = await import('./express-sheet');
    setOpen({ wallet, Sheet: ExpressSheet });
  };
  const onToken = (wallet: ExpressWallet) => (sheet: WalletToken) => {
    setOpen(null);
    void pay(wallet, sheet);
  };

  return (
    <section aria-labelledby="express-heading" className="flex flex-col gap-3" data-testid="express-checkout">
      <h2 id="express-heading" className="text-xl font-bold">
        Express checkout
      </h2>
      <div className={`grid gap-2 ${grid}`}>
        {wallets.map((wallet) => (
          <button
            key={wallet}
            type="button"
            disabled={checkout.loading}
            onClick={() => void openSheet(wallet)}
            className="flex min-h-12 items-center justify-center rounded-brand bg-black px-4 font-semibold text-white disabled:opacity-60"
            data-testid={`express-${wallet}`}
          >
            {EXPRESS_BUTTON_LABELS[wallet]}
          </button>
        ))}
      </div>
      {note === null ? null : (
        <p className="text-center text-sm text-muted" aria-hidden="true">
          {note}
        </p>
      )}
      <p role="status" className="sr-only">
        {checkout.loading ? 'Paying…' : ''}
      </p>
      {open === null ? null : (
        <open.Sheet
          wallet={open.wallet}
          region={region}
          total={{ amount: cart.totalPrice.amount, currency: cart.currency }}
          onToken={onToken(open.wallet)}
          onCancel={() => setOpen(null)}
        />
      )}
    </section>
  );
}
