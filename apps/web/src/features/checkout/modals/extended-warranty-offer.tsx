'use client';

import { useEffect, useState } from 'react';
import { formatMoney } from '@store/core/money';
import { variantPrice } from '@store/core/variant';
import type { Product } from '@store/core/product';
import { fetchProductsByGroup } from '../../../lib/api/browser-products';
import type { Cart } from '../../../lib/api/cart-schema';
import { addToCart } from '../../cart/cart-store';
import { useCartProducts } from '../../cart/use-cart';
import { offersExtendedWarranty, sizedLines } from '../cart-fit';
import { checkoutSnapshot, updateCheckout } from '../checkout-store';
import { useCheckoutState } from '../use-checkout';
import { AUTOFOCUS, ModalDialog, PRIMARY_BUTTON, SECONDARY_BUTTON } from './modal-dialog';

function closeModal(): void {
  updateCheckout({ modals: { ...checkoutSnapshot().modals, extendedWarrantyService: false } });
}

/**
 * Extended warranty service modal, on the shipping step: offered once per browser (`checkoutExtendModalTriggered`)
 * when the cart has a mattress or frame and no protection plan; "Add protection" adds the plan under the first of them.
 */
export function ExtendedWarrantyOffer({ cart }: { cart: Cart }) {
  const checkout = useCheckoutState();
  const { products, current } = useCartProducts(cart);
  const [plan, setPlan] = useState<Product | null>(null);
  const [error, setError] = useState<string | null>(null);
  const wanted = current && !checkout.extendModalTriggered && offersExtendedWarranty(cart, products);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    fetchProductsByGroup('warranty')
      .then(([first]) => {
        if (!live || first === undefined) return;
        setPlan(first);
        updateCheckout({ extendModalTriggered: true, modals: { ...checkoutSnapshot().modals, extendedWarrantyService: true } });
      })
      .catch(() => {
        // No plan to offer: the checkout goes on without the modal.
      });
    return () => {
      live = false;
    };
  }, [wanted]);

  if (plan === null) return null;
  const parent = sizedLines(cart, products).find((l) => l.role === 'mattress' || l.role === 'frame');
  const add = async () => {
    const result = await addToCart(
      { productID: plan.id, quantity: 1, properties: [], forItem: parent?.itemIdentifier ?? null },
      [],
    );
    if (result.ok) closeModal();
    else setError(result.message);
  };
  const price = formatMoney({ amount: variantPrice(plan, {}).price, currency: cart.currency });
  return (
    <ModalDialog
      open={checkout.modals.extendedWarrantyService}
      title="Protect your purchase"
      onClose={closeModal}
      testId="extended-warranty-dialog"
      actions={
        <>
          <button type="button" className={PRIMARY_BUTTON} {...AUTOFOCUS} onClick={() => void add()}>
            Add protection for {price}
          </button>
          <button type="button" className={SECONDARY_BUTTON} onClick={closeModal}>
            No thanks
          </button>
        </>
      }
    >
      <p className="font-semibold">{plan.title}</p>
      <p>{plan.content.summary}</p>
      {error === null ? null : (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </ModalDialog>
  );
}
