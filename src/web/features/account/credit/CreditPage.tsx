import { queryOptions, useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { accountOrderPath } from '../../../../contracts/account-routes';
import { creditHistorySchema, type CreditHistory } from '../../../../contracts/credit';
import { apiGet } from '../../../api/client';
import { useFormatters } from '../../../i18n/format';
import { AccountLayout } from '../AccountLayout';
import { Spinner } from '../../../ui/Spinner';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import './account-credit.css';

/** GET /api/account/credit (issue 17). */
const creditQuery = queryOptions({
  queryKey: ['account', 'credit'] as const,
  queryFn: ({ signal }) => apiGet('/api/account/credit', { schema: creditHistorySchema, signal }),
});

/**
 * /account/credit (issue 17): the account-credit balance and every entry of the ledger behind it
 * (credits from returns, spends on orders, credit given back by a cancellation), newest first.
 */
export function Component() {
  const intl = useIntl();
  const { money, date } = useFormatters();
  const { data } = useQuery(creditQuery);
  const columns: DataColumn<CreditHistory['entries'][number]>[] = [
    { id: 'date', header: <FormattedMessage id="accountCredit.date" />, cell: (e) => date(e.createdAt) },
    {
      id: 'what',
      header: <FormattedMessage id="accountCredit.what" />,
      cell: (e) => (
        <>
          <FormattedMessage id={`accountCredit.kind.${e.kind}`} />
          {e.orderId !== null && e.orderNumber && (
            <> — <Link to={accountOrderPath(e.orderId)}><FormattedMessage id="accountCredit.order" values={{ number: e.orderNumber }} /></Link></>
          )}
          {e.reason && <span className="account-credit__reason">{e.reason}</span>}
          {e.expiresOn && (
            <span className="account-credit__reason muted"><FormattedMessage id="accountCredit.expires" values={{ date: date(e.expiresOn) }} /></span>
          )}
        </>
      ),
    },
    {
      id: 'amount',
      header: <FormattedMessage id="accountCredit.amount" />,
      className: 'account-credit__amount',
      headerClassName: 'account-credit__amount',
      cell: (e) => (e.amountCents > 0 ? `+${money(e.amountCents)}` : `−${money(-e.amountCents)}`),
    },
  ];
  return (
    <AccountLayout section="credit" title={<FormattedMessage id="pages.accountCredit.title" />}>
      {!data ? <Spinner label={intl.formatMessage({ id: 'pages.accountCredit.title' })} /> : (
        <div className="account-credit">
          <p className="account-credit__balance">
            <FormattedMessage id="accountCredit.balance" values={{ amount: <strong>{money(data.balanceCents)}</strong> }} />
          </p>
          <p className="muted"><FormattedMessage id="accountCredit.explain" /></p>
          <h2><FormattedMessage id="accountCredit.history" /></h2>
          <DataTable
            columns={columns}
            rows={data.entries}
            rowKey={(e) => e.id}
            caption={intl.formatMessage({ id: 'accountCredit.history' })}
            empty={<FormattedMessage id="accountCredit.none" />}
            className="account-credit__table"
            scroll={false}
          />
        </div>
      )}
    </AccountLayout>
  );
}
