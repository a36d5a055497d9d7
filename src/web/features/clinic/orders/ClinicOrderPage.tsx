import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CLINIC_ROUTES, clinicClientPath, clinicOrderPath, type OrderDetail } from '../../../../contracts/clinic';
import { CARRIERS, carrierName } from '../../../../domain/carriers';
import type { OrderMove } from '../../../../domain/clinic-order-moves';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { useClinicAction } from '../use-clinic-action';
import { AuditLog } from '../AuditLog';
import { clinicOrderReturnPath } from '../../../../contracts/returns';
import { ClinicRecordPage } from '../ClinicRecordPage';
import { useStaffMe } from '../staff-me';
import { moveOrder, useOrder } from './orders.api';
import { ClinicOrderCancel } from './ClinicOrderCancel';
import { ClinicOrderReinstate } from './ClinicOrderReinstate';
import { ClinicShipments } from './ClinicShipments';

function Moves({ detail }: { detail: OrderDetail }) {
  const intl = useIntl();
  const ids = { carrier: useId(), tracking: useId() };
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [missing, setMissing] = useState(false);
  const { busy, outcome, setOutcome, run: act } = useClinicAction<OrderMove>();

  const needsTracking = (move: OrderMove) => move === 'ship' || move === 'ship_ready_items';
  const buttons = detail.moves.filter((move) => move !== 'cancel');

  async function run(move: OrderMove) {
    if (needsTracking(move) && (!carrier.trim() || !tracking.trim())) {
      setMissing(true);
      return;
    }
    await act(move, async () => {
      const result = await moveOrder(detail.order.id, { move, ...(needsTracking(move) ? { carrier: carrier.trim(), trackingNumber: tracking.trim() } : {}) });
      return intl.formatMessage({ id: 'clinic.orders.moved' }, { status: intl.formatMessage({ id: `clinic.orderStatus.${result.status}` }) });
    });
  }

  return (
    <section className="portal-section card clinic-card" aria-labelledby="clinic-order-moves">
      <h2 id="clinic-order-moves"><FormattedMessage id="clinic.orders.moves" /></h2>
      {outcome && <Notice type={outcome.type} dismissible onDismiss={() => setOutcome(null)}>{outcome.message}</Notice>}
      {buttons.length === 0 && <p className="muted"><FormattedMessage id="clinic.orders.noMoves" /></p>}
      {buttons.includes('ship_ready_items') && <p className="muted"><FormattedMessage id="clinic.orders.splitHint" /></p>}
      {buttons.some(needsTracking) && (
        <div className="clinic-decision__row">
          <div className="field">
            <label htmlFor={ids.carrier}><FormattedMessage id="clinic.orders.carrier" /></label>
            <select id={ids.carrier} value={carrier} onChange={(e) => { setCarrier(e.target.value); setMissing(false); }}
              aria-invalid={missing && !carrier.trim()} aria-describedby={missing ? `${ids.carrier}-error` : undefined}>
              <option value="">{intl.formatMessage({ id: 'clinic.orders.chooseCarrier' })}</option>
              {Object.entries(CARRIERS).map(([code, c]) => <option key={code} value={code}>{c.name}</option>)}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.tracking}><FormattedMessage id="clinic.orders.tracking" /></label>
            <input id={ids.tracking} maxLength={60} value={tracking} onChange={(e) => { setTracking(e.target.value); setMissing(false); }}
              aria-invalid={missing && !tracking.trim()} aria-describedby={missing ? `${ids.carrier}-error` : undefined} />
          </div>
          {missing && <p id={`${ids.carrier}-error`} className="field__error"><FormattedMessage id="clinic.orders.trackingRequired" /></p>}
        </div>
      )}
      <div className="button-row">
        {buttons.map((move) => (
          <Button key={move} variant={move === 'mark_lost' || move === 'back_to_validated' ? 'secondary' : 'primary'} busy={busy === move} disabled={busy !== null} onClick={() => void run(move)}>
            <FormattedMessage id={`clinic.orders.move.${move}`} />
          </Button>
        ))}
      </div>
    </section>
  );
}

type OrderItem = OrderDetail['items'][number];

function itemColumns(f: ReturnType<typeof useFormatters>): DataColumn<OrderItem>[] {
  return [
    {
      id: 'product',
      header: <FormattedMessage id="clinic.rx.product" />,
      cell: (item) => <>{item.name}{item.requiresApproval && <> · <FormattedMessage id="clinic.orders.rxItem" /></>}</>,
    },
    { id: 'sku', header: <FormattedMessage id="clinic.rx.sku" />, className: 'portal-nowrap', cell: (item) => item.sku },
    { id: 'pet', header: <FormattedMessage id="clinic.rx.pet" />, cell: (item) => item.petName || '—' },
    { id: 'quantity', header: <FormattedMessage id="clinic.orders.quantity" />, cell: (item) => item.quantity },
    { id: 'total', header: <FormattedMessage id="clinic.order.total" />, cell: (item) => f.money(item.netPriceCents) },
  ];
}

/** "Process a return", or why the clinic cannot: the platform has not approved it to create returns (rr §6, issue 25). */
function ProcessReturnLink({ orderId }: { orderId: number }) {
  const me = useStaffMe();
  const reasonId = useId();
  if (me.data && !me.data.clinic.isApprovedForReturns) {
    return (
      <p>
        <Button variant="secondary" disabled aria-describedby={reasonId}><FormattedMessage id="clinic.orders.processReturn" /></Button>{' '}
        <span id={reasonId}><FormattedMessage id="clinic.orders.returnsNotApproved" /></span>
      </p>
    );
  }
  return <p><Link className="btn btn--secondary" to={clinicOrderReturnPath(orderId)}><FormattedMessage id="clinic.orders.processReturn" /></Link></p>;
}

function OrderView({ id }: { id: number }) {
  const intl = useIntl();
  const f = useFormatters();
  const order = useOrder(id);
  if (order.isPending) return <Spinner />;
  if (!order.data) return null;
  const { order: o, items, history, audit } = order.data;
  return (
    <>
      <section className="portal-section card clinic-card" aria-labelledby="clinic-order-facts">
        <h2 id="clinic-order-facts"><FormattedMessage id="clinic.orders.orderNumber" values={{ number: o.orderNumber }} /></h2>
        <dl className="portal-facts">
          <dt><FormattedMessage id="clinic.order.status" /></dt>
          <dd><strong><FormattedMessage id={`clinic.orderStatus.${o.status}`} /></strong></dd>
          <dt><FormattedMessage id="clinic.rx.client" /></dt>
          <dd><Link to={clinicClientPath(o.clientId)}>{o.clientName}</Link> ({o.clientEmail})</dd>
          <dt><FormattedMessage id="clinic.order.date" /></dt>
          <dd>{f.dateTime(o.createdAt)}</dd>
          <dt><FormattedMessage id="clinic.order.fulfilment" /></dt>
          <dd><FormattedMessage id={o.isClinicPickup ? 'clinic.order.pickup' : 'clinic.order.delivery'} />{!o.isClinicPickup && ` — ${o.shipTo}`}</dd>
          {o.trackingNumber && (<><dt><FormattedMessage id="clinic.orders.tracking" /></dt><dd>{o.carrier ? carrierName(o.carrier) : ''} {o.trackingNumber}</dd></>)}
          <dt><FormattedMessage id="clinic.order.total" /></dt>
          <dd>{f.money(o.totalCents)}</dd>
          {o.reinstatedFrom && (
            <>
              <dt><FormattedMessage id="clinic.orders.reinstatedFrom" /></dt>
              <dd><Link to={clinicOrderPath(o.reinstatedFrom.id)}><FormattedMessage id="clinic.orders.orderLink" values={{ number: o.reinstatedFrom.orderNumber }} /></Link></dd>
            </>
          )}
          {o.reinstatedAs && (
            <>
              <dt><FormattedMessage id="clinic.orders.reinstatedAs" /></dt>
              <dd><Link to={clinicOrderPath(o.reinstatedAs.id)}><FormattedMessage id="clinic.orders.orderLink" values={{ number: o.reinstatedAs.orderNumber }} /></Link></dd>
            </>
          )}
        </dl>
      </section>
      {(o.status === 'shipped' || o.status === 'picked_up') && <ProcessReturnLink orderId={o.id} />}
      <Moves detail={order.data} />
      <ClinicShipments detail={order.data} />
      <section className="portal-section" aria-labelledby="clinic-order-items">
        <h2 id="clinic-order-items"><FormattedMessage id="clinic.orders.items" /></h2>
        <DataTable
          columns={itemColumns(f)}
          rows={items}
          rowKey={(_item, index) => index}
          caption={intl.formatMessage({ id: 'clinic.orders.items' })}
          empty={null}
          className="portal-table"
          regionClassName="card"
        />
      </section>
      <section className="portal-section" aria-labelledby="clinic-order-history">
        <h2 id="clinic-order-history"><FormattedMessage id="clinic.orders.history" /></h2>
        {history.length === 0 ? <p className="muted"><FormattedMessage id="clinic.orders.noHistory" /></p> : (
          <ul className="clinic-audit card clinic-card">
            {history.map((h, index) => (
              <li key={index}>
                {f.dateTime(h.createdAt)} — <FormattedMessage id={`clinic.orderStatus.${h.status}`} />{' '}
                <span className="muted">({h.actorName || intl.formatMessage({ id: `clinic.orders.actor.${h.actor}`, defaultMessage: h.actor })}{h.note ? ` · ${h.note}` : ''})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ClinicOrderCancel detail={order.data} />
      <ClinicOrderReinstate detail={order.data} />
      <AuditLog events={audit} headingId="clinic-order-audit" />
    </>
  );
}

/** /clinic/orders/:orderId: the order, its history and the staff's moves (issue 16). */
export function Component() {
  return (
    <ClinicRecordPage
      section="orders"
      title={<FormattedMessage id="clinic.orders.orderHeading" />}
      param="orderId"
      backTo={CLINIC_ROUTES.orders}
      backLabel="clinic.orders.back"
      notFound="clinic.error.order_not_found"
    >
      {(id) => <OrderView key={id} id={id} />}
    </ClinicRecordPage>
  );
}
