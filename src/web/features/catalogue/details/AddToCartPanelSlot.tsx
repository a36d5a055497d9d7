// eslint-disable-next-line import-x/no-restricted-paths -- the cart's plug-in for this slot (issue 4)
import { AddToCartPanel } from '../../cart';
import type { DetailProduct, ProductDetailsResponse, ProductFamilyInfo, SavedPrescription } from '../../../../contracts/catalogue-details';

export interface AddToCartPanelSlotProps {
  /** The selected child product (format); its productId is what the cart adds. */
  product: DetailProduct;
  family: ProductFamilyInfo;
  /** The signed-in shopper's pets; empty for a visitor. */
  pets: ProductDetailsResponse['viewModel']['pets'];
  savedPrescriptions: SavedPrescription[];
  /** Null until AutoOrders exist (cc §3). */
  nextValidSubscriptionInfo: ProductDetailsResponse['nextValidSubscriptionInfo'];
}

/**
 * SLOT for the cart feature (cc §2 "Add-to-cart panel on the product page"): quantity, pet choice,
 * add-to-cart, notify-me / cancel-notification, accepting buy-one-get-one offers, AutoOrder. The
 * catalogue renders nothing here yet (the favourite star next to the heading is the catalogue's);
 * the cart engineer replaces this body.
 */
export function AddToCartPanelSlot(props: AddToCartPanelSlotProps) {
  return <AddToCartPanel {...props} />;
}
