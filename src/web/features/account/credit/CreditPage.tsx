import { queryOptions, useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { accountOrderPath } from '../../../../contracts/account-routes';
import { creditHistorySchema } from '../../../../contracts/credit';
import { apiGet } from '../../../api/client';
import { useFormatters } from '../../../i18n/format';
import { AccountLayout } from '../AccountLayout';
import { Spinner } from '../../../ui/Spinner';
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
  return (
    <AccountLayout section="credit" title={<FormattedMessage id="pages.accountCredit.title" />}>
      {!data ? <Spinner label={intl.formatMessage({ id: 'pages.accountCredit.title' })} /> : (
        <div className="account-credit">
          <p className="account-credit__balance">
            <FormattedMessage id="accountCredit.balance" values={{ amount: <strong>{money(data.balanceCents)}</strong> }} />
          </p>
          <p className="muted"><FormattedMessage id="accountCredit.explain" /></p>
          <h2><FormattedMessage id="accountCredit.history" /></h2>
          {data.entries.length === 0 ? <p><FormattedMessage id="accountCredit.none" /></p> : (
            <table className="account-credit__table">
              <thead>
                <tr>
                  <th scope="col"><FormattedMessage id="accountCredit.date" /></th>
                  <th scope="col"><FormattedMessage id="accountCredit.what" /></th>
                  <th scope="col" className="account-credit__amount"><FormattedMessage id="accountCredit.amount" /></th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((e) => (
                  <tr key={e.id}>
                    <td>{date(e.createdAt)}</td>
                    <td>
                      <FormattedMessage id={`accountCredit.kind.${e.kind}`} />
                      {e.orderId !== null && e.orderNumber && (
                        <> — <Link to={accountOrderPath(e.orderId)}><FormattedMessage id="accountCredit.order" values={{ number: e.orderNumber }} /></Link></>
                      )}
                    </td>
                    <td className="account-credit__amount">{e.amountCents > 0 ? `+${money(e.amountCents)}` : `−${money(-e.amountCents)}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </AccountLayout>
  );
}
