/** "Modal flags": which checkout dialog is open, and the buy-more-save-more acknowledgement. */
export interface CheckoutModals {
  wrongSize: boolean;
  extendedWarrantyService: boolean;
  leaseProviderFallback: boolean;
  healthSavingsProviderFrame: boolean;
  buyMoreSaveMore: boolean;
  buyMoreSaveMoreAcknowledged: boolean;
}

export const initialModals: CheckoutModals = {
  wrongSize: false,
  extendedWarrantyService: false,
  leaseProviderFallback: false,
  healthSavingsProviderFrame: false,
  buyMoreSaveMore: false,
  buyMoreSaveMoreAcknowledged: false,
};
