import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** Asks before deleting a saved address or card; what is deleted is shown back. */
export function ConfirmDelete({ what, busy, onConfirm, onCancel }: { what: ReactNode | null; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal isOpen={what !== null} onOpenChange={(open) => (open ? undefined : onCancel())} size="sm" title={<FormattedMessage id="account.delete.title" />}>
      {what}
      <div className="button-row modal-buttons">
        <Button variant="secondary" onClick={onCancel} autoFocus>
          <FormattedMessage id="account.cancel" />
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy}>
          <FormattedMessage id="account.delete.confirm" />
        </Button>
      </div>
    </Modal>
  );
}
