import { FormattedMessage } from 'react-intl';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { useCountdown } from './countdown';
import './address-card.css';

export interface StreetConfirmModalProps {
  /** The street typed, shown back to the shopper; null keeps the modal closed. */
  street: string | null;
  onEdit: () => void;
  onConfirm: () => void;
}

/**
 * cc §2, §5: a street 1 that does not start with a number asks for confirmation; Save enables after
 * a 5-second countdown (4 to 0), announced in a live region.
 */
export function StreetConfirmModal({ street, onEdit, onConfirm }: StreetConfirmModalProps) {
  return (
    <Modal isOpen={street !== null} onOpenChange={(open) => (open ? undefined : onEdit())} size="sm" title={<FormattedMessage id="checkout.street.title" />}>
      {street !== null && <Confirmation street={street} onEdit={onEdit} onConfirm={onConfirm} />}
    </Modal>
  );
}

/** Mounts with the modal, so the countdown starts each time it opens. */
function Confirmation({ street, onEdit, onConfirm }: { street: string; onEdit: () => void; onConfirm: () => void }) {
  const seconds = useCountdown();
  const waiting = seconds !== null;
  return (
    <>
      <p>
        <FormattedMessage id="checkout.street.text" values={{ street: <strong>{street}</strong> }} />
      </p>
      <p className="street-countdown" role="status" aria-live="polite" aria-atomic="true">
        {waiting ? <FormattedMessage id="checkout.street.countdown" values={{ seconds }} /> : <FormattedMessage id="checkout.street.ready" />}
      </p>
      <div className="button-row modal-buttons">
        <Button variant="secondary" onClick={onEdit} autoFocus>
          <FormattedMessage id="checkout.street.edit" />
        </Button>
        <Button onClick={onConfirm} disabled={waiting}>
          <FormattedMessage id="checkout.street.save" />
          {waiting && <span aria-hidden="true"> ({seconds})</span>}
        </Button>
      </div>
    </>
  );
}
