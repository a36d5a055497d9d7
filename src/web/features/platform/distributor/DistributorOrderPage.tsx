import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { DISTRIBUTOR_ROUTES, type DistributorLine, type DistributorOrderDetail } from '../../../../contracts/distributor';
import { CARRIERS } from '../../../../domain/carriers';
import { isApiError } from '../../../api/errors';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { distributorKeys, takeDistributorStep, useDistributorOrder, type StepRequest } from './distributor.api';
import { DistributorLayout } from './DistributorLayout';
import './distributor.css';

type Outcome = { type: 'Success' | 'Error'; id: string; values?: Record<string, string> };

function Steps({ detail }: { detail: DistributorOrderDetail }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const ids = { carrier: useId(), tracking: useId(), error: useId() };
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [missing, setMissing] = useState(false);
  const [split, setSplit] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { actions, lines } = detail;
  const ships = actions.includes('confirm') || actions.includes('split');

  async function run(request: StepRequest) {
    setBusy(request.step);
    setOutcome(null);
    try {
      const result = await takeDistributorStep(detail.order.id, request);
      setOutcome({ type: 'Success', id: `distributor.step.done.${result.storeOutcome}`, values: { status: intl.formatMessage({ id: `distributor.status.${result.detail.order.status}` }) } });
      queryClient.setQueryData(distributorKeys.order(detail.order.id), result.detail);
      setSplit({});
    } catch (error) {
      setOutcome({ type: 'Error', id: 'distributor.step.refused', values: { message: isApiError(error) ? error.message : intl.formatMessage({ id: 'distributor.loadFailed' }) } });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: distributorKeys.all });
    }
  }

  const shipping = () => {
    if (!carrier || !tracking.trim()) {
      setMissing(true);
      return null;
    }
    return { carrier, trackingNumber: tracking.trim() };
  };
  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    const body = shipping();
    if (body) void run({ step: 'confirm', body });
  };
  const onSplit = () => {
    const body = shipping();
    if (body) void run({ step: 'split', body: { ...body, lines: lines.map((l) => ({ lineId: l.lineId, quantity: Number.parseInt(split[l.lineId] ?? '0', 10) || 0 })) } });
  };

  return (
    <section className="portal-section card distributor-steps" aria-labelledby="distributor-steps">
      <h2 id="distributor-steps"><FormattedMessage id="distributor.step.heading" /></h2>
      <div role="status">{outcome && <Notice type={outcome.type}><FormattedMessage id={outcome.id} values={outcome.values} /></Notice>}</div>
      {actions.length === 0 && <p className="muted"><FormattedMessage id="distributor.step.none" /></p>}
      {(actions.includes('send_to_shipping') || actions.includes('backorder')) && (
        <div className="button-row">
          {actions.includes('send_to_shipping') && (
            <Button variant="secondary" busy={busy === 'send-to-shipping'} disabled={busy !== null} onClick={() => void run({ step: 'send-to-shipping' })}>
              <FormattedMessage id="distributor.step.sendToShipping" />
            </Button>
          )}
          {actions.includes('backorder') && (
            <Button variant="secondary" busy={busy === 'backorder'} disabled={busy !== null} onClick={() => void run({ step: 'backorder' })}>
              <FormattedMessage id="distributor.step.backorder" />
            </Button>
          )}
        </div>
      )}
      {ships && (
        <form onSubmit={onConfirm} noValidate>
          <div className="platform-form-row">
            <div className="field">
              <label htmlFor={ids.carrier}><FormattedMessage id="distributor.step.carrier" /></label>
              <select id={ids.carrier} value={carrier} onChange={(e) => { setCarrier(e.target.value); setMissing(false); }}
                aria-invalid={missing && !carrier} aria-describedby={missing ? ids.error : undefined}>
                <option value="">{intl.formatMessage({ id: 'distributor.step.chooseCarrier' })}</option>
                {Object.entries(CARRIERS).map(([code, c]) => <option key={code} value={code}>{c.name}</option>)}
              </select>
            </div>
            <div className="field">
              <label htmlFor={ids.tracking}><FormattedMessage id="distributor.step.tracking" /></label>
              <input id={ids.tracking} maxLength={60} value={tracking} onChange={(e) => { setTracking(e.target.value); setMissing(false); }}
                aria-invalid={missing && !tracking.trim()} aria-describedby={missing ? ids.error : undefined} />
            </div>
          </div>
          {missing && <p id={ids.error} className="field__error"><FormattedMessage id="distributor.step.trackingRequired" /></p>}
          {actions.includes('confirm') && (
            <p><Button type="submit" busy={busy === 'confirm'} disabled={busy !== null}><FormattedMessage id="distributor.step.confirm" /></Button></p>
          )}
          {actions.includes('split') && (
            <fieldset className="platform-fieldset">
              <legend><FormattedMessage id="distributor.step.splitLegend" /></legend>
              <p className="muted"><FormattedMessage id="distributor.step.splitHint" /></p>
              {lines.filter((l) => l.quantity > l.shipped).map((l) => (
                <div className="field" key={l.lineId}>
                  <label htmlFor={`${ids.carrier}-line-${l.lineId}`}>
                    <FormattedMessage id="distributor.step.splitLine" values={{ name: l.name, left: l.quantity - l.shipped }} />
                  </label>
                  <input id={`${ids.carrier}-line-${l.lineId}`} type="number" inputMode="numeric" min={0} max={l.quantity - l.shipped} className="platform-narrow-input"
                    value={split[l.lineId] ?? ''} onChange={(e) => setSplit((s) => ({ ...s, [l.lineId]: e.target.value }))} />
                </div>
              ))}
              <Button variant="secondary" busy={busy === 'split'} disabled={busy !== null} onClick={onSplit}>
                <FormattedMessage id="distributor.step.split" />
              </Button>
            </fieldset>
          )}
        </form>
      )}
    </section>
  );
}

const lineColumns: DataColumn<DistributorLine>[] = [
  { id: 'name', header: <FormattedMessage id="distributor.line.product" />, rowHeader: true, cell: (l) => l.name },
  { id: 'sku', header: <FormattedMessage id="distributor.line.sku" />, cell: (l) => <span className="portal-nowrap">{l.sku}</span> },
  { id: 'ordered', header: <FormattedMessage id="distributor.line.ordered" />, cell: (l) => l.quantity },
  { id: 'shipped', header: <FormattedMessage id="distributor.line.shipped" />, cell: (l) => l.shipped },
  { id: 'backordered', header: <FormattedMessage id="distributor.line.backordered" />, cell: (l) => l.backordered },
];

function OrderView({ id }: { id: number }) {
  const intl = useIntl();
  const f = useFormatters();
  const order = useDistributorOrder(id);
  if (order.isPending) return <Spinner />;
  if (!order.data) return <Notice type="Error"><FormattedMessage id="distributor.order.notFound" /></Notice>;
  const { order: o, lines } = order.data;
  return (
    <>
      <p><Link to={DISTRIBUTOR_ROUTES.orders}><FormattedMessage id="distributor.order.back" /></Link></p>
      <dl className="portal-facts card distributor-facts">
        <dt><FormattedMessage id="distributor.col.status" /></dt><dd><FormattedMessage id={`distributor.status.${o.status}`} /></dd>
        <dt><FormattedMessage id="distributor.col.ref" /></dt><dd>{o.distributorRef}</dd>
        <dt><FormattedMessage id="distributor.col.clinic" /></dt><dd>{o.clinicName}</dd>
        <dt><FormattedMessage id="distributor.col.shipTo" /></dt><dd><FormattedMessage id={o.isClinicPickup ? 'distributor.toClinic' : 'distributor.toClient'} /> · {o.shipTo}</dd>
        <dt><FormattedMessage id="distributor.col.received" /></dt><dd>{f.dateTime(o.receivedAt)}</dd>
      </dl>
      <DataTable
        columns={lineColumns}
        rows={lines}
        rowKey={(l) => l.lineId}
        caption={intl.formatMessage({ id: 'distributor.order.lines' })}
        empty={null}
        className="portal-table distributor-table distributor-lines"
        regionClassName="card"
      />
      <Steps detail={order.data} />
    </>
  );
}

/** /platform/distributor/orders/:distributorOrderId: one order the distributor received and its answers (issue 25). */
export function Component() {
  const params = useParams();
  const id = Number.parseInt(params.distributorOrderId ?? '', 10);
  const valid = Number.isSafeInteger(id) && id > 0;
  const title = useDistributorOrder(valid ? id : 0, valid).data?.order.orderNumber;
  return (
    <DistributorLayout title={title ? <FormattedMessage id="distributor.order.heading" values={{ number: title }} /> : <FormattedMessage id="distributor.order.title" />}>
      {() => (valid ? <OrderView id={id} /> : <Notice type="Error"><FormattedMessage id="distributor.order.notFound" /></Notice>)}
    </DistributorLayout>
  );
}
