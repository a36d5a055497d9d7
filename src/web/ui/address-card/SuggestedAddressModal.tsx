import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../Button';
import { Modal } from '../Modal';
import type { AddressLike } from './address-form';
import { differingFields } from './address-verification';
import { AddressText } from './AddressText';
import './address-card.css';

export interface SuggestedAddressModalProps {
  /** The two addresses to compare; null keeps the modal closed. */
  comparison: { entered: AddressLike; suggested: AddressLike } | null;
  onUseEntered: () => void;
  onUseSuggested: () => void;
  onCancel: () => void;
}

/** cc §2: the address verification modal comparing the entered and the suggested address; either may be used. */
export function SuggestedAddressModal({ comparison, onUseEntered, onUseSuggested, onCancel }: SuggestedAddressModalProps) {
  const intl = useIntl();
  const changed = comparison ? new Set(differingFields(comparison.entered, comparison.suggested)) : undefined;
  return (
    <Modal
      isOpen={comparison !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      size="md"
      title={<FormattedMessage id="checkout.verify.title" />}
    >
      {comparison && (
        <>
          <p>
            <FormattedMessage id="checkout.verify.text" />
          </p>
          <div className="address-compare">
            <section className="address-compare__option" aria-label={intl.formatMessage({ id: 'checkout.verify.entered' })}>
              <h3 className="address-compare__title">
                <FormattedMessage id="checkout.verify.entered" />
              </h3>
              <AddressText address={comparison.entered} />
              <Button variant="secondary" onClick={onUseEntered}>
                <FormattedMessage id="checkout.verify.useEntered" />
              </Button>
            </section>
            <section className="address-compare__option address-compare__option--suggested" aria-label={intl.formatMessage({ id: 'checkout.verify.suggested' })}>
              <h3 className="address-compare__title">
                <FormattedMessage id="checkout.verify.suggested" />
              </h3>
              <AddressText address={comparison.suggested} highlight={changed} />
              <Button onClick={onUseSuggested} autoFocus>
                <FormattedMessage id="checkout.verify.useSuggested" />
              </Button>
            </section>
          </div>
        </>
      )}
    </Modal>
  );
}
