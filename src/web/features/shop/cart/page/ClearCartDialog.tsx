import { FormattedMessage } from 'react-intl';
import { Button } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';

export interface ClearCartDialogProps {
  isOpen: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** cc §4, §8: clearing the cart asks first ('this will remove all items'). */
export function ClearCartDialog({ isOpen, busy, onConfirm, onCancel }: ClearCartDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      size="sm"
      title={<FormattedMessage id="cart.clear.title" />}
      actions={() => (
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <FormattedMessage id="cart.clear.cancel" />
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            <FormattedMessage id="cart.clear.confirm" />
          </Button>
        </>
      )}
    >
      <p>
        <FormattedMessage id="cart.clear.text" />
      </p>
    </Modal>
  );
}
