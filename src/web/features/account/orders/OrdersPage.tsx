import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { ORDER_PERIODS, type OrderPeriod } from '../../../../contracts/account-orders';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { AccountLayout } from '../AccountLayout';
import { OrderSummaryItem } from '../OrderSummaryItem';
import { Spinner } from '../../../ui/Spinner';
import { orderListQuery } from './api/account-orders';
import './orders.css';

const isPeriod = (value: string | null): value is OrderPeriod => (ORDER_PERIODS as readonly string[]).includes(value ?? '');

/**
 * /account/orders (issue 14): the shopper's past orders, newest first, ORDER_PAGE_SIZE a page,
 * filtered by period. The period and page live in the address, so back and reload keep them.
 */
export function Component() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const period: OrderPeriod = isPeriod(params.get('period')) ? (params.get('period') as OrderPeriod) : 'all';
  const pg = Math.max(1, Number.parseInt(params.get('pg') ?? '1', 10) || 1);
  const { data, isPending } = useQuery({ ...orderListQuery(period, pg), placeholderData: keepPreviousData });
  const periodId = useId();

  const go = (next: { period?: OrderPeriod; pg?: number }) => {
    const search = new URLSearchParams();
    const p = next.period ?? period;
    if (p !== 'all') search.set('period', p);
    const page = next.pg ?? 1;
    if (page > 1) search.set('pg', String(page));
    setParams(search);
  };

  return (
    <AccountLayout section="orders" title={<FormattedMessage id="pages.accountOrders.title" />}>
      <div className="orders-toolbar">
        <div className="field orders-toolbar__period">
          <label htmlFor={periodId}>
            <FormattedMessage id="orders.period.label" />
          </label>
          <select id={periodId} value={period} onChange={(e) => go({ period: e.target.value as OrderPeriod })}>
            {ORDER_PERIODS.map((p) => (
              <option key={p} value={p}>{intl.formatMessage({ id: `orders.period.${p}` })}</option>
            ))}
          </select>
        </div>
        {data && (
          <p className="orders-toolbar__count" aria-live="polite">
            <FormattedMessage id="orders.list.count" values={{ count: data.totalCount }} />
          </p>
        )}
      </div>
      {isPending || !data ? (
        <Spinner label={intl.formatMessage({ id: 'pages.accountOrders.title' })} />
      ) : data.orders.length === 0 ? (
        <div className="orders-empty">
          <p>
            <FormattedMessage id={period === 'all' ? 'orders.list.emptyAll' : 'orders.list.empty'} />
          </p>
          <Link to={PAGE_ROUTES.products} className="btn btn--primary">
            <FormattedMessage id="orders.list.shop" />
          </Link>
        </div>
      ) : (
        <>
          <ul className="orders-list" aria-label={intl.formatMessage({ id: 'orders.list.label' })}>
            {data.orders.map((order) => (
              <li key={order.orderId}>
                <OrderSummaryItem order={order} imagesBaseUrl={data.imagesBaseUrl} />
              </li>
            ))}
          </ul>
          {data.pageCount > 1 && (
            <nav className="orders-pager" aria-label={intl.formatMessage({ id: 'orders.pager.label' })}>
              <button type="button" className="btn btn--secondary" disabled={data.page <= 1} onClick={() => go({ pg: data.page - 1 })}>
                <FormattedMessage id="orders.pager.previous" />
              </button>
              <span aria-current="page">
                <FormattedMessage id="orders.pager.page" values={{ page: data.page, count: data.pageCount }} />
              </span>
              <button type="button" className="btn btn--secondary" disabled={data.page >= data.pageCount} onClick={() => go({ pg: data.page + 1 })}>
                <FormattedMessage id="orders.pager.next" />
              </button>
            </nav>
          )}
        </>
      )}
    </AccountLayout>
  );
}
