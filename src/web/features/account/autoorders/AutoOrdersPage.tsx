import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { accountAutoOrderPath } from '../../../../contracts/account-routes';
import { useFormatters } from '../../../i18n/format';
import { AccountLayout } from '../AccountLayout';
import { Spinner } from '../../../ui/Spinner';
import { autoOrderKeys, fetchAutoOrders } from './api';
import { AutoOrderSummary, autoOrderPets } from './AutoOrderSummary';
import './autoorders.css';

/** /account/autoorders (issue 15): the upcoming orders, then every subscription with its state and what to do. */
export function Component() {
  const { money, date } = useFormatters();
  const { data } = useQuery({ queryKey: autoOrderKeys.list, queryFn: fetchAutoOrders });
  return (
    <AccountLayout section="autoOrders" title={<FormattedMessage id="pages.autoOrders.title" />}>
      {!data ? (
        <Spinner />
      ) : data.autoOrders.length === 0 ? (
        <p>
          <FormattedMessage id="autoorders.empty" />
        </p>
      ) : (
        <div className="autoorders">
          <section className="autoorders__upcoming card" aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading">
              <FormattedMessage id="autoorders.upcoming.heading" />
            </h2>
            {data.upcoming.length === 0 ? (
              <p><FormattedMessage id="autoorders.upcoming.none" /></p>
            ) : (
              <ol>
                {data.upcoming.map((u) => (
                  <li key={u.id}>
                    <Link to={accountAutoOrderPath(u.id)}>
                      <FormattedMessage id="autoorders.upcoming.item" values={{ date: date(`${u.date}T12:00:00Z`), total: money(u.total) }} />
                    </Link>
                    {u.petNames.length > 0 && ` (${u.petNames.join(', ')})`}
                  </li>
                ))}
              </ol>
            )}
          </section>
          <h2 className="autoorders__all-heading">
            <FormattedMessage id="autoorders.all.heading" />
          </h2>
          <ul className="autoorders__list">
            {data.autoOrders.map((a) => (
              <li key={a.id} className={`autoorder card autoorder--${a.status}`} data-testid="autoorder">
                <h3 className="autoorder__title">
                  {autoOrderPets(a) ? <FormattedMessage id="autoorders.card.title" values={{ pets: autoOrderPets(a) }} /> : <FormattedMessage id="autoorders.card.titleNoPet" />}
                </h3>
                <AutoOrderSummary autoOrder={a} />
                <Link to={accountAutoOrderPath(a.id)} className="btn btn--secondary btn--sm">
                  <FormattedMessage id="autoorders.manage" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </AccountLayout>
  );
}
