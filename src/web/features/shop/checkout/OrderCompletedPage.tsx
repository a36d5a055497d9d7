import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { trackPurchase } from '../../../analytics/data-layer';
import { useFormatters } from '../../../i18n/format';
import { Breadcrumb } from '../../../ui/Breadcrumb';
import { Notice } from '../../../ui/Notice';
import { PageTitle } from '../../../ui/PageTitle';
import { useAddressName } from '../../../ui/address-card/AddressText';
import { markTracked, orderDetailsPath, purchaseOf, readOrderResult } from './lib/order-result';
import './checkout.css';

/**
 * The order-submitted page (cc §2; issue 5): breadcrumb and success banner; per order its number,
 * total, where it ships or when it can be picked up, its products and a link to its details; a
 * continue-shopping button. The orders come from session storage; each sends its purchase event once.
 */
export function Component() {
  const intl = useIntl();
  const { money } = useFormatters();
  const addressName = useAddressName();
  const [result] = useState(() => readOrderResult());

  useEffect(() => {
    if (!result) return;
    const untracked = result.orders.filter((order) => !result.trackedOrderIds.includes(order.orderId));
    untracked.forEach((order) => trackPurchase(purchaseOf(order)));
    if (untracked.length > 0) markTracked(untracked.map((order) => order.orderId));
  }, [result]);

  const crumbs = [{ label: intl.formatMessage({ id: 'checkout.breadcrumb.home' }), to: PAGE_ROUTES.homeAlias }, { label: intl.formatMessage({ id: 'pages.orderCompleted.title' }) }];
  const orders = result?.orders ?? [];
  return (
    <div className="order-completed">
      <Breadcrumb items={crumbs} label={intl.formatMessage({ id: 'checkout.breadcrumb.label' })} />
      <PageTitle>
        <FormattedMessage id="pages.orderCompleted.title" />
      </PageTitle>
      {orders.length > 0 ? (
        <>
          <Notice type="Success" title={<FormattedMessage id="checkout.completed.bannerTitle" />}>
            <p>
              <FormattedMessage id="checkout.completed.bannerText" values={{ count: orders.length }} />
            </p>
          </Notice>
          <ul className="completed-orders">
            {orders.map((order) => (
              <li key={order.orderId} className="completed-order card">
                <h2 className="completed-order__title">
                  <FormattedMessage id="checkout.completed.orderNumber" values={{ number: order.orderNumber }} />
                </h2>
                <p className="completed-order__total">
                  <FormattedMessage id="checkout.completed.total" values={{ total: <strong>{money(order.orderTotal)}</strong> }} />
                </p>
                <p className="completed-order__delivery">
                  {order.isClinicPickup ? (
                    <FormattedMessage id="checkout.completed.pickup" values={{ location: order.shippingAddressLocationName }} />
                  ) : (
                    <FormattedMessage id="checkout.completed.shipsTo" values={{ location: addressName(order.shippingAddressLocationName) }} />
                  )}
                </p>
                <h3 className="completed-order__products-title">
                  <FormattedMessage id="checkout.completed.products" />
                </h3>
                <ul className="completed-order__products">
                  {order.productNames.map((name, index) => (
                    <li key={`${name}-${index}`}>{name}</li>
                  ))}
                </ul>
                <Link to={orderDetailsPath(order.orderId)} className="completed-order__details">
                  <FormattedMessage id="checkout.completed.details" values={{ number: order.orderNumber }} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Notice type="info">
          <p>
            <FormattedMessage id="checkout.completed.none" />
          </p>
        </Notice>
      )}
      <Link to={PAGE_ROUTES.products} className="btn btn--primary">
        <FormattedMessage id="checkout.continueShopping" />
      </Link>
    </div>
  );
}
