import { useIntl } from 'react-intl';
import { isAddressName, isProvince } from '../../../domain/validation/address';
import type { AddressLike } from './address-form';
import './address-card.css';


/** The province's name in the shopper's language ('Ontario'), or the code as it came. */
export function useProvinceName(): (code: string) => string {
  const intl = useIntl();
  return (code) => (isProvince(code) ? intl.formatMessage({ id: `checkout.province.${code}` }) : code);
}

/** A saved address's name: Home, Office and Other are said in the shopper's language. */
export function useAddressName(): (name: string) => string {
  const intl = useIntl();
  return (name) => (isAddressName(name) ? intl.formatMessage({ id: `ui.addressName.${name}` }) : name);
}

/** An address as a postal block: street, street 2, 'City, Province  Postal code'. */
export function AddressText({ address, showName = false, highlight }: { address: AddressLike; showName?: boolean; highlight?: ReadonlySet<string> }) {
  const provinceName = useProvinceName();
  const addressName = useAddressName();
  const mark = (field: string, text: string) => (highlight?.has(field) ? <mark>{text}</mark> : text);
  return (
    <address className="address-text">
      {showName && address.locationName && <span className="address-text__name">{addressName(address.locationName)}</span>}
      <span>{mark('street1', address.street1)}</span>
      {address.street2 && <span>{mark('street2', address.street2)}</span>}
      <span>
        {mark('city', address.city)}, {mark('province', provinceName(address.province))} {mark('postalCode', address.postalCode)}
      </span>
    </address>
  );
}
