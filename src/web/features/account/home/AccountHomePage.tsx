import { queryOptions, useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { accountOverviewSchema } from '../../../../contracts/account-orders';
import { ACCOUNT_NAV, ACCOUNT_ROUTES } from '../../../../contracts/account-routes';
import { apiGet } from '../../../api/client';
import { AccountLayout } from '../AccountLayout';
import { OrderSummaryItem } from '../OrderSummaryItem';
import { Spinner } from '../../../ui/Spinner';
import './account-home.css';

/** GET /api/account/overview (issue 14). */
const overviewQuery = queryOptions({
  queryKey: ['account', 'overview'] as const,
  queryFn: ({ signal }) => apiGet('/api/account/overview', { schema: accountOverviewSchema, signal }),
});

/**
 * /account (issue 14): who is signed in and at which clinic, the latest orders, the pets, and a
 * link to every page of the account. A visitor is sent to sign in by the call layer (401).
 */
export function Component() {
  const intl = useIntl();
  const { data } = useQuery(overviewQuery);
  return (
    <AccountLayout section="home" title={<FormattedMessage id="pages.accountHome.title" />}>
      {!data ? (
        <Spinner label={intl.formatMessage({ id: 'pages.accountHome.title' })} />
      ) : (
        <div className="account-home">
          <section className="account-home__card account-home__who" aria-labelledby="account-home-who">
            <h2 id="account-home-who">
              <FormattedMessage id="accountHome.welcome" values={{ firstName: data.firstName, lastName: data.lastName }} />
            </h2>
            <p className="muted"><FormattedMessage id="accountHome.email" values={{ email: data.email }} /></p>
            <h3><FormattedMessage id="accountHome.clinic" /></h3>
            <address>
              <strong>{data.clinic.name}</strong>
              <span>{data.clinic.address}</span>
              <span>{`${data.clinic.city} ${data.clinic.province}  ${data.clinic.postalCode}`}</span>
              {data.clinic.phone && <span>{data.clinic.phone}</span>}
            </address>
          </section>

          <section className="account-home__card" aria-labelledby="account-home-pets">
            <h2 id="account-home-pets"><FormattedMessage id="accountHome.pets" /></h2>
            {data.pets.length === 0 ? (
              <p><FormattedMessage id="accountHome.noPets" /></p>
            ) : (
              <ul className="account-home__pets">
                {data.pets.map((pet) => <li key={pet.id}>{pet.name}</li>)}
              </ul>
            )}
            <Link to={ACCOUNT_ROUTES.pets}><FormattedMessage id="accountHome.managePets" /></Link>
          </section>

          <section className="account-home__card account-home__orders" aria-labelledby="account-home-orders">
            <h2 id="account-home-orders"><FormattedMessage id="accountHome.recentOrders" /></h2>
            {data.recentOrders.length === 0 ? (
              <p><FormattedMessage id="accountHome.noOrders" /></p>
            ) : (
              <ul className="account-home__order-list">
                {data.recentOrders.map((order) => (
                  <li key={order.orderId}><OrderSummaryItem order={order} imagesBaseUrl={data.imagesBaseUrl} /></li>
                ))}
              </ul>
            )}
            <Link to={ACCOUNT_ROUTES.orders}><FormattedMessage id="accountHome.allOrders" /></Link>
          </section>

          <section className="account-home__card account-home__sections" aria-labelledby="account-home-sections">
            <h2 id="account-home-sections"><FormattedMessage id="accountHome.sections" /></h2>
            <ul>
              {ACCOUNT_NAV.filter((s) => s !== 'home').map((section) => (
                <li key={section}>
                  <Link to={ACCOUNT_ROUTES[section]}><FormattedMessage id={`account.nav.${section}`} /></Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </AccountLayout>
  );
}
