import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { distributorOrderPath, SANDBOX_ORDER_STATUSES, type DistributorOrderSummary } from '../../../../contracts/distributor';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { useDistributorOrders } from './distributor.api';
import { DistributorLayout } from './DistributorLayout';
import './distributor.css';

function useColumns(): DataColumn<DistributorOrderSummary>[] {
  const f = useFormatters();
  return [
    {
      id: 'number', header: <FormattedMessage id="distributor.col.order" />, rowHeader: true,
      cell: (o) => <><Link className="portal-nowrap" to={distributorOrderPath(o.id)}>{o.orderNumber}</Link><br /><span className="muted portal-nowrap">{o.distributorRef}</span></>,
    },
    { id: 'clinic', header: <FormattedMessage id="distributor.col.clinic" />, cell: (o) => o.clinicName },
    { id: 'to', header: <FormattedMessage id="distributor.col.shipTo" />, cell: (o) => <FormattedMessage id={o.isClinicPickup ? 'distributor.toClinic' : 'distributor.toClient'} /> },
    { id: 'units', header: <FormattedMessage id="distributor.col.units" />, cell: (o) => o.units },
    { id: 'received', header: <FormattedMessage id="distributor.col.received" />, cell: (o) => f.dateTime(o.receivedAt) },
    { id: 'status', header: <FormattedMessage id="distributor.col.status" />, cell: (o) => <span className="portal-nowrap"><FormattedMessage id={`distributor.status.${o.status}`} /></span> },
  ];
}

function OrderList() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const [draft, setDraft] = useState(status);
  const statusId = useId();
  const orders = useDistributorOrders((SANDBOX_ORDER_STATUSES as readonly string[]).includes(status) ? status : '');
  const columns = useColumns();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft ? new URLSearchParams({ status: draft }) : new URLSearchParams());
  };
  return (
    <>
      <p><FormattedMessage id="distributor.orders.intro" /></p>
      <form className="portal-search card" role="search" aria-label={intl.formatMessage({ id: 'distributor.orders.filter' })} onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={statusId}><FormattedMessage id="distributor.col.status" /></label>
          <select id={statusId} value={draft} onChange={(e) => setDraft(e.target.value)}>
            <option value="">{intl.formatMessage({ id: 'distributor.anyStatus' })}</option>
            {SANDBOX_ORDER_STATUSES.map((s) => <option key={s} value={s}>{intl.formatMessage({ id: `distributor.status.${s}` })}</option>)}
          </select>
        </div>
        <Button type="submit"><FormattedMessage id="distributor.apply" /></Button>
      </form>
      {orders.data && <p role="status"><FormattedMessage id="distributor.orders.count" values={{ count: orders.data.orders.length }} /></p>}
      <DataTable
        columns={columns}
        rows={orders.data?.orders}
        rowKey={(o) => o.id}
        loading={orders.isFetching}
        caption={intl.formatMessage({ id: 'distributor.orders.heading' })}
        empty={<FormattedMessage id="distributor.orders.none" />}
        className="portal-table distributor-table"
        regionClassName="card"
      />
    </>
  );
}

/** /platform/distributor: the orders the signed-in person's distributor received (issue 25). */
export function Component() {
  return (
    <DistributorLayout title={<FormattedMessage id="distributor.orders.heading" />}>
      {() => <OrderList />}
    </DistributorLayout>
  );
}
