import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SavedAddress } from '../../../../contracts/addresses';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { savedToAddressLike } from '../api/addresses';
import { shownAddresses } from '../lib/saved-lists';
import { AddressText } from './AddressText';

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
  const intl = useIntl();
  const id = useId();
  const [makeDefault, setMakeDefault] = useState(false);
  if (!addresses) return <Spinner label={intl.formatMessage({ id: 'checkout.loading' })} />;
  const shown = shownAddresses(addresses);
  if (shown.length === 0) {
    return (
      <p className="muted">
        <FormattedMessage id="checkout.address.noneSaved" />
      </p>
    );
  }
  return (
    <div className="saved-picker">
      <ul className="saved-picker__list" aria-label={intl.formatMessage({ id: 'checkout.address.savedList' })}>
        {shown.map((address) => {
          const textId = `${id}-${address.id}`;
          const current = address.id === currentId;
          return (
            <li key={address.id} className="saved-option" data-current={current || undefined}>
              <div id={textId} className="saved-option__text">
                <AddressText address={savedToAddressLike(address)} showName />
                {current && (
                  <span className="tag tag--brand">
                    <FormattedMessage id="checkout.current" />
                  </span>
                )}
              </div>
              <div className="saved-option__actions">
                <Button size="sm" variant={current ? 'secondary' : 'primary'} aria-describedby={textId} onClick={() => onChoose(address, makeDefault)} disabled={busy}>
                  <FormattedMessage id={purpose === 'shipping' ? 'checkout.address.shipHere' : 'checkout.address.billHere'} />
                </Button>
                {onDelete && !current && (
                  <Button size="sm" variant="ghost" aria-describedby={textId} onClick={() => onDelete(address)} disabled={busy}>
                    <FormattedMessage id="checkout.address.delete" />
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {purpose === 'shipping' && (
        <div className="field--checkbox">
          <input id={`${id}-default`} type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />
          <label htmlFor={`${id}-default`}>
            <FormattedMessage id="checkout.address.makeDefault" />
          </label>
        </div>
      )}
    </div>
  );
}
