import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AutoOrderPreviewRequest } from '../../../../contracts/autoorders';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import * as api from './api';
import { useAutoOrderErrorText } from './autoorder-errors';

/** An action the detail page asks about before doing it. */
export type PendingAction =
  | { kind: 'change' | 'skip' | 'undoSkip' | 'snooze' | 'removeItem' | 'orderNow'; request: AutoOrderPreviewRequest; values?: Record<string, ReactNode> }
  | { kind: 'cancel' | 'delete'; request?: undefined; values?: undefined };

/**
 * Why a shopper cancels (no list in the spec: docs/decisions/074-autoorder-confirm-dialogs.md);
 * 'other' asks for their words.
 */
const CANCEL_REASONS = ['tooMuch', 'noLongerNeeded', 'vetChanged', 'price', 'moving', 'petPassed', 'other'] as const;
type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * The confirm dialog of every AutoOrder action (issue 15: "each change shows the new next date and
 * expected total before it is saved"): the server's preview of the action, then Confirm or go back.
 * Cancelling asks why; deleting says it cannot be undone. `onConfirm` gets the cancel reason.
 */
export function ConfirmAutoOrderAction({ autoOrderId, action, busy, onConfirm, onClose }: {
  autoOrderId: number;
  action: PendingAction | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      isOpen={action !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={action && <FormattedMessage id={`autoorders.confirm.${action.kind}.title`} values={action.values} />}
    >
      {action && <ConfirmBody autoOrderId={autoOrderId} action={action} busy={busy} onConfirm={onConfirm} onClose={onClose} />}
    </Modal>
  );
}

function ConfirmBody({ autoOrderId, action, busy, onConfirm, onClose }: { autoOrderId: number; action: PendingAction; busy: boolean; onConfirm: (reason: string) => void; onClose: () => void }) {
  const intl = useIntl();
  const errorText = useAutoOrderErrorText();
  const { money, date } = useFormatters();
  const day = (iso: string) => date(`${iso}T12:00:00Z`);
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [otherReason, setOtherReason] = useState('');
  const request = action.request;
  const preview = useQuery({
    queryKey: [...api.autoOrderKeys.one(autoOrderId), 'preview', request],
    queryFn: () => api.previewAction(autoOrderId, request!),
    enabled: request !== undefined,
    retry: false,
    gcTime: 0,
  });
  const reasonText = reason === 'other' ? otherReason.trim() : reason ? intl.formatMessage({ id: `autoorders.cancelReason.${reason}` }) : '';
  const ready = request ? preview.isSuccess : action.kind === 'delete' || reasonText !== '';
  const danger = action.kind === 'cancel' || action.kind === 'delete' || action.kind === 'removeItem';
  return (
    <form
      className="autoorder-confirm"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onConfirm(reasonText);
      }}
    >
      {request && (
        <div aria-live="polite" aria-busy={preview.isPending}>
          {preview.isPending && (
            <p className="autoorder-confirm__working">
              <Spinner size="sm" decorative /> <FormattedMessage id="autoorders.confirm.working" />
            </p>
          )}
          {preview.isError && <Notice type="Error"><p>{errorText(preview.error)}</p></Notice>}
          {preview.data && (
            <dl className="autoorder-confirm__facts">
              {preview.data.placedToday && (
                <div>
                  <dt><FormattedMessage id="autoorders.confirm.placedToday" /></dt>
                  <dd>{money(preview.data.placedToday.total)}</dd>
                </div>
              )}
              <div>
                <dt><FormattedMessage id="autoorders.confirm.nextDate" /></dt>
                <dd>{day(preview.data.nextOrderDate)}</dd>
              </div>
              <div>
                <dt><FormattedMessage id="autoorders.confirm.expected" /></dt>
                <dd>{money(preview.data.expected.total)}</dd>
              </div>
            </dl>
          )}
        </div>
      )}
      {action.kind === 'cancel' && (
        <fieldset className="autoorder-confirm__reasons">
          <legend><FormattedMessage id="autoorders.detail.cancelReason" /></legend>
          {CANCEL_REASONS.map((r) => (
            <label key={r}>
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} required />
              <FormattedMessage id={`autoorders.cancelReason.${r}`} />
            </label>
          ))}
          {reason === 'other' && (
            <label className="autoorder-confirm__other">
              <FormattedMessage id="autoorders.cancelReason.otherText" />
              <input type="text" required maxLength={500} value={otherReason} onChange={(e) => setOtherReason(e.target.value)} name="otherReason" />
            </label>
          )}
        </fieldset>
      )}
      <p className="autoorder-confirm__note">
        <FormattedMessage id={`autoorders.confirm.${action.kind}.note`} values={action.values} />
      </p>
      <div className="button-row modal-buttons">
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="autoorders.confirm.back" />
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy} disabled={!ready}>
          <FormattedMessage id={`autoorders.confirm.${action.kind}.confirm`} values={action.values} />
        </Button>
      </div>
    </form>
  );
}
