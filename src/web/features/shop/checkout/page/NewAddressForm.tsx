import type { SavedAddress } from '../../../../../contracts/addresses';
import { AddressForm } from '../../../../ui/address-card/AddressForm';
import { addCartShippingAddress } from '../api/addresses';
import { reportCheckoutError } from '../api/checkout-errors';

export interface NewAddressFormProps {
  /** The address is saved and is now the cart's shipping address (cc §4). */
  onSaved: (address: SavedAddress) => void;
  /** Absent when there is no saved address to go back to. */
  onCancel?: () => void;
}

/** cc §2, §4, §5: the add-address form (src/web/ui/address-card, shared with the address book), saved as the cart's shipping address. */
export function NewAddressForm({ onSaved, onCancel }: NewAddressFormProps) {
  return <AddressForm save={addCartShippingAddress} onSaved={onSaved} onError={reportCheckoutError} {...(onCancel ? { onCancel } : {})} />;
}
