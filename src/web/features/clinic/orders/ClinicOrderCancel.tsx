import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ORDER_CANCEL_REASON_MAX } from '../../../../contracts/account-orders';
import type { OrderDetail } from '../../../../contracts/clinic';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { useClinicAction } from '../use-clinic-action';
import { moveOrder } from './orders.api';

/**
 * Cancel an order from the portal (issue 16): a reason the client is told, then the card's hold
 * is released, the stock returned and the client emailed. Offered only while the order may be
 * cancelled; a refusal (sent to the distributor meanwhile, already cancelled) says the spec's words.
 */
export function ClinicOrderCancel({ detail }: { detail: OrderDetail }) {
  const intl = useIntl();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const { busy, outcome, setOutcome, run } = useClinicAction<'cancel'>();
  const offered = detail.moves.includes('cancel');
  if (!offered && !outcome) return null;

  async function cancel() {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    await run('cancel', async () => {
      await moveOrder(detail.order.id, { move: 'cancel', reason: reason.trim() });
      setReason('');
      return intl.formatMessage({ id: 'clinic.orders.cancel.done' });
    });
  }

  return (
    <section className="portal-section card clinic-card" aria-labelledby="clinic-order-cancel">
      <h2 id="clinic-order-cancel"><FormattedMessage id="clinic.orders.cancel.heading" /></h2>
      {outcome && <Notice type={outcome.type} dismissible onDismiss={() => setOutcome(null)}>{outcome.message}</Notice>}
      {offered && (
        <form className="form" noValidate onSubmit={(e) => { e.preventDefault(); void cancel(); }}>
          <p className="muted"><FormattedMessage id="clinic.orders.cancel.intro" /></p>
          <div className="field">
            <label htmlFor={id}><FormattedMessage id="clinic.orders.cancel.reason" /></label>
            <textarea id={id} rows={2} maxLength={ORDER_CANCEL_REASON_MAX} value={reason} aria-invalid={missing}
              aria-describedby={missing ? `${id}-error` : undefined}
              onChange={(e) => { setReason(e.target.value); setMissing(false); }} />
            {missing && <p id={`${id}-error`} className="field__error"><FormattedMessage id="clinic.orders.cancel.reasonRequired" /></p>}
          </div>
          <div className="button-row">
            <Button type="submit" variant="danger" busy={busy !== null} disabled={busy !== null}>
              <FormattedMessage id="clinic.orders.cancel.button" />
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
