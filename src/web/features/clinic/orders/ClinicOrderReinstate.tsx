import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { clinicOrderPath, type OrderDetail } from '../../../../contracts/clinic';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Notice } from '../../../ui/Notice';
import { useClinicAction } from '../use-clinic-action';
import { reinstateOrder } from './orders.api';

/**
 * "Reinstate order" on a cancelled order (issue 25): a confirm dialog, then a NEW order for the same
 * client, delivery and items at the same prices (the cancelled order never changes); the page moves
 * to the new order. A refusal (stock, limits, card, prescription) says why and nothing is created.
 */
export function ClinicOrderReinstate({ detail }: { detail: OrderDetail }) {
  const intl = useIntl();
  const f = useFormatters();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { busy, outcome, setOutcome, run } = useClinicAction<'reinstate'>();
  const { order } = detail;
  if (!order.canReinstate && !outcome) return null;

  async function confirm() {
    let newOrderId: number | null = null;
    await run('reinstate', async () => {
      const reinstated = await reinstateOrder(order.id);
      newOrderId = reinstated.orderId;
      return intl.formatMessage({ id: 'clinic.orders.reinstate.done' }, { number: reinstated.orderNumber });
    });
    setOpen(false);
    if (newOrderId !== null) void navigate(clinicOrderPath(newOrderId));
  }

  return (
    <section className="portal-section card clinic-card" aria-labelledby="clinic-order-reinstate">
      <h2 id="clinic-order-reinstate"><FormattedMessage id="clinic.orders.reinstate.heading" /></h2>
      {outcome && <Notice type={outcome.type} dismissible onDismiss={() => setOutcome(null)}>{outcome.message}</Notice>}
      {order.canReinstate && (
        <>
          <p className="muted"><FormattedMessage id="clinic.orders.reinstate.intro" /></p>
          <div className="button-row">
            <Button variant="primary" onClick={() => setOpen(true)} disabled={busy !== null}>
              <FormattedMessage id="clinic.orders.reinstate.button" />
            </Button>
          </div>
        </>
      )}
      <Modal
        isOpen={open}
        onOpenChange={(isOpen) => { if (!isOpen && busy === null) setOpen(false); }}
        size="sm"
        title={<FormattedMessage id="clinic.orders.reinstate.confirmTitle" values={{ number: order.orderNumber }} />}
        actions={(close) => (
          <>
            <Button variant="secondary" onClick={close} disabled={busy !== null}><FormattedMessage id="clinic.orders.reinstate.back" /></Button>
            <Button variant="primary" busy={busy !== null} disabled={busy !== null} onClick={() => void confirm()}>
              <FormattedMessage id="clinic.orders.reinstate.button" />
            </Button>
          </>
        )}
      >
        <p>
          <FormattedMessage id="clinic.orders.reinstate.confirmBody" values={{ number: order.orderNumber, total: f.money(order.totalCents), client: order.clientName }} />
        </p>
      </Modal>
    </section>
  );
}
