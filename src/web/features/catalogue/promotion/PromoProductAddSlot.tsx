// eslint-disable-next-line import-x/no-restricted-paths -- the cart's plug-in for this slot (issue 4)
import { PromoPopupAddToCart } from '../../cart';
import type { ProductListItem, Promotion } from '../../../../contracts/catalogue';

export interface PromoProductAddSlotProps {
  /** The product of the promotion group (productId is the child product to add). */
  product: ProductListItem;
  /** The promotion the pop-up shows; its id goes in acceptedSpecialOfferPromoIds. */
  promotion: Promotion;
  /** The product group the shopper chooses from ('please choose x from the following products'). */
  groupId: number;
  /** Closes the pop-up (cat §4: 'Please click here to Add a Pet first.' closes it, then adds a pet after 500 ms). */
  onClose: () => void;
}

/**
 * SLOT for the cart feature: the promotion pop-up's add-to-cart control (cat §4, §8: quantity 1,
 * pet handling, 'item added to cart' toasts). The catalogue renders nothing here yet; the cart
 * engineer replaces this body.
 */
export function PromoProductAddSlot(props: PromoProductAddSlotProps) {
  return <PromoPopupAddToCart product={props.product} promotion={props.promotion} onClosePopup={props.onClose} />;
}
