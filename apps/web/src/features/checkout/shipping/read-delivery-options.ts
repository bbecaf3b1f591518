import { fetchDeliveryOptions, type DeliveryView } from '../../../lib/api/delivery';
import { updateCheckout } from '../checkout-store';

/**
 * GET /carts/my/delivery-options with the checkout store following the answer: the cart's delivery choice, old
 * mattress removal and sddInfo (same-day delivery for the shipping ZIP). An answer no longer current (the cart changed
 * again since) changes nothing and is null.
 */
export async function readDeliveryOptions(isCurrent: () => boolean = () => true): Promise<DeliveryView | null> {
  const view = await fetchDeliveryOptions();
  if (!isCurrent()) return null;
  updateCheckout({
    deliveryOption: view.selected.name,
    withMattressRemoval: view.selected.withMattressRemoval,
    sddInfo: view.sddInfo,
  });
  return view;
}
