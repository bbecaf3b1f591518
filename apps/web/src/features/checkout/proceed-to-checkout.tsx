'use client';

import type { Product } from '@store/core/product';
import type { Cart } from '../../lib/api/cart-schema';
import { cartHasSizeMismatch, offersBuyMoreSaveMore } from './cart-fit';
import { checkoutSnapshot, updateCheckout } from './checkout-store';
import type { CheckoutModals } from './checkout-modals-state';
import { BuyMoreSaveMoreDialog } from './modals/buy-more-save-more-dialog';
import { WrongSizeDialog } from './modals/wrong-size-dialog';
import { useCheckoutState } from './use-checkout';
import { useStepNavigation } from './use-step-navigation';
import { useHydrated } from '../../lib/use-hydrated';

function setModals(change: Partial<CheckoutModals>): void {
  updateCheckout({ modals: { ...checkoutSnapshot().modals, ...change } });
}

/**
 * "Proceed to checkout": mismatched sizes or properties show the wrong-size modal (confirming closes it and goes
 * to shipping); a lone mattress is first offered buy-more-save-more until acknowledged; otherwise straight to shipping.
 */
export function ProceedToCheckout({ cart, products, busy }: { cart: Cart; products: readonly Product[]; busy: boolean }) {
  const { modals } = useCheckoutState();
  const goTo = useStepNavigation();
  // The cart page is rendered on the server: a press before its scripts run would be lost.
  const hydrated = useHydrated();
  const proceed = () => {
    if (cartHasSizeMismatch(cart, products)) return setModals({ wrongSize: true });
    if (!checkoutSnapshot().modals.buyMoreSaveMoreAcknowledged && offersBuyMoreSaveMore(cart, products))
      return setModals({ buyMoreSaveMore: true });
    goTo('shipping');
  };
  return (
    <>
      <button
        type="button"
        onClick={proceed}
        disabled={busy || !hydrated}
        className="flex min-h-12 items-center justify-center rounded-brand bg-brand px-4 font-semibold text-brand-text disabled:opacity-60"
        data-testid="proceed-to-checkout"
      >
        Proceed to checkout
      </button>
      <WrongSizeDialog
        open={modals.wrongSize}
        onClose={() => setModals({ wrongSize: false })}
        onConfirm={() => {
          setModals({ wrongSize: false });
          goTo('shipping');
        }}
      />
      <BuyMoreSaveMoreDialog
        open={modals.buyMoreSaveMore}
        onClose={() => setModals({ buyMoreSaveMore: false })}
        onAcknowledge={() => {
          setModals({ buyMoreSaveMore: false, buyMoreSaveMoreAcknowledged: true });
          goTo('shipping');
        }}
      />
    </>
  );
}
