import type { SavedAddress } from '../../../../../contracts/addresses';
import { savedToAddressLike } from '../api/addresses';
import { shownAddresses } from '../../../../ui/address-card/saved-lists';
import { AddressText } from '../../../../ui/address-card/AddressText';
import { SavedPicker } from './SavedPicker';

export interface AddressPickerProps {
  purpose: 'shipping' | 'billing';
  addresses: readonly SavedAddress[] | undefined;
  currentId: number | null;
  onChoose: (address: SavedAddress, makeDefault: boolean) => void;
  /** Shown in debug mode only (cc §6). */
  onDelete?: ((address: SavedAddress) => void) | undefined;
  busy: boolean;
}

/** cc §2: the saved-address picker, at most the first 6 addresses that are not deleted. */
export function AddressPicker({ purpose, addresses, currentId, onChoose, onDelete, busy }: AddressPickerProps) {
  const shipping = purpose === 'shipping';
  return (
    <SavedPicker
      items={addresses && shownAddresses(addresses)}
      currentId={currentId}
      messages={{
        list: 'checkout.address.savedList',
        none: 'checkout.address.noneSaved',
        choose: shipping ? 'checkout.address.shipHere' : 'checkout.address.billHere',
        makeDefault: shipping ? 'checkout.address.makeDefault' : undefined,
      }}
      renderText={(address) => <AddressText address={savedToAddressLike(address)} showName />}
      onChoose={onChoose}
      onDelete={onDelete}
      busy={busy}
    />
  );
}
