import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { CLINIC_ROUTES, type OrderSummary } from '../../../../contracts/clinic';
import { ORDER_QUEUE_NAMES, ORDER_QUEUES, type OrderQueue } from '../../../../domain/clinic-order-moves';
import { ORDER_STATUSES } from '../../../../domain/order-status';
import { isIsoDate } from '../../../../domain/time';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { PageCount } from '../../../ui/data-table/PageCount';
import { ClinicLayout } from '../ClinicLayout';
import { orderColumns } from '../order-columns';
import { useOrders } from './orders.api';
import { usePageParam } from '../../../ui/use-page-param';

const FILTERS = ['status', 'fulfilment', 'from', 'to', 'q'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const SHOWN_STATUSES = ORDER_STATUSES.filter((s) => s !== 'pending_payment');
const asQueue = (value: string | null): OrderQueue | null => ((ORDER_QUEUE_NAMES as readonly string[]).includes(value ?? '') ? (value as OrderQueue) : null);

/** The dashboard's tile this list was opened from: which statuses it shows, and a way back to every order. */
function QueueNote({ queue }: { queue: OrderQueue }) {
  const intl = useIntl();
  const statuses = ORDER_QUEUES[queue].map((s) => intl.formatMessage({ id: `clinic.orderStatus.${s}` }));
  return (
    <p className="clinic-queue-note" role="status">
      <FormattedMessage id={`clinic.orders.queue.${queue}`} values={{ statuses: intl.formatList(statuses, { type: 'disjunction' }) }} />{' '}
      <Link to={CLINIC_ROUTES.orders}><FormattedMessage id="clinic.orders.queue.all" /></Link>
    </p>
  );
}

function OrderList() {
  const intl = useIntl();
  const f = useFormatters();
  const [params, setParams] = useSearchParams();
  const current = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])) as Filters;
  const [draft, setDraft] = useState<Filters>(current);
  const ids = { status: useId(), fulfilment: useId(), from: useId(), to: useId(), q: useId() };
  const queue = asQueue(params.get('queue'));
  // The list pages (issue 24); the page is in the address.
  const [page, toPage] = usePageParam();
  const query = {
    ...Object.fromEntries(Object.entries(current).filter(([, v]) => v)), ...(queue ? { queue } : {}), ...(page > 1 ? { page: String(page) } : {}),
  } as Record<string, string>;
  // A date typed into the address that is not on the calendar is said in place, never sent (issue 24).
  const badDates = new Set((['from', 'to'] as const).filter((k) => current[k] !== '' && !isIsoDate(current[k])));
  const orders = useOrders(query, { enabled: badDates.size === 0 });
  const [numberColumn, ...otherColumns] = orderColumns<OrderSummary>(f);
  const columns: DataColumn<OrderSummary>[] = [
    numberColumn!,
    { id: 'client', header: <FormattedMessage id="clinic.rx.client" />, cell: (o) => o.clientName },
    ...otherColumns,
  ];
  const dateError = (key: 'from' | 'to') => (badDates.has(key) ? { 'aria-invalid': true, 'aria-describedby': `${ids[key]}-error` } : {});
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A date the address held that is not on the calendar (the date field shows it empty) is dropped.
    const kept = Object.entries(draft).filter(([k, v]) => v.trim() && !((k === 'from' || k === 'to') && !isIsoDate(v.trim())));
    const next = new URLSearchParams(kept.map(([k, v]) => [k, v.trim()]));
    // A chosen status replaces the dashboard's queue; other filters narrow it.
    if (queue && !draft.status) next.set('queue', queue);
    setParams(next);
  };

  return (
    <>
      <form className="portal-search card" role="search" aria-label={intl.formatMessage({ id: 'clinic.orders.filters' })} onSubmit={onSubmit}>
        <div className="field portal-search__q">
          <label htmlFor={ids.q}><FormattedMessage id="clinic.orders.q" /></label>
          <input id={ids.q} type="search" maxLength={100} value={draft.q} onChange={set('q')} />
        </div>
        <div className="field">
          <label htmlFor={ids.status}><FormattedMessage id="clinic.order.status" /></label>
          <select id={ids.status} value={draft.status} onChange={set('status')}>
            <option value="">{intl.formatMessage({ id: 'clinic.clients.anyStatus' })}</option>
            {SHOWN_STATUSES.map((s) => <option key={s} value={s}>{intl.formatMessage({ id: `clinic.orderStatus.${s}` })}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.fulfilment}><FormattedMessage id="clinic.order.fulfilment" /></label>
          <select id={ids.fulfilment} value={draft.fulfilment} onChange={set('fulfilment')}>
            <option value="">{intl.formatMessage({ id: 'clinic.orders.anyFulfilment' })}</option>
            <option value="pickup">{intl.formatMessage({ id: 'clinic.order.pickup' })}</option>
            <option value="delivery">{intl.formatMessage({ id: 'clinic.order.delivery' })}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.from}><FormattedMessage id="clinic.orders.from" /></label>
          <input id={ids.from} type="date" value={draft.from} onChange={set('from')} {...dateError('from')} />
          {badDates.has('from') && <p id={`${ids.from}-error`} className="field__error"><FormattedMessage id="clinic.orders.dateInvalid" /></p>}
        </div>
        <div className="field">
          <label htmlFor={ids.to}><FormattedMessage id="clinic.orders.to" /></label>
          <input id={ids.to} type="date" value={draft.to} onChange={set('to')} {...dateError('to')} />
          {badDates.has('to') && <p id={`${ids.to}-error`} className="field__error"><FormattedMessage id="clinic.orders.dateInvalid" /></p>}
        </div>
        <Button type="submit"><FormattedMessage id="clinic.orders.apply" /></Button>
      </form>
      {queue && <QueueNote queue={queue} />}
      {badDates.size === 0 && orders.data && <PageCount messageId="clinic.orders.count" list={orders.data} shown={orders.data.orders.length} />}
      <DataTable
        columns={columns}
        rows={badDates.size > 0 ? undefined : orders.data?.orders}
        rowKey={(o) => o.id}
        loading={badDates.size === 0 && (orders.isPending || orders.isPlaceholderData)}
        paging={orders.data ? { page: orders.data.page, pageCount: orders.data.pageCount, onPage: toPage } : undefined}
        caption={intl.formatMessage({ id: 'clinic.orders.heading' })}
        empty={<FormattedMessage id="clinic.orders.none" />}
        className="portal-table"
        regionClassName="card"
      />
    </>
  );
}

/** /clinic/orders: the clinic's orders with filters (issue 16). */
export function Component() {
  return (
    <ClinicLayout section="orders" title={<FormattedMessage id="clinic.orders.heading" />}>
      {() => <OrderList />}
    </ClinicLayout>
  );
}
