import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ACCOUNT_ROUTES, accountOrderPath } from '../../../../contracts/account-routes';
import { cancelRefusal } from '../../../../domain/order-status';
import { useFormatters } from '../../../i18n/format';
import { AccountLayout } from '../AccountLayout';
import { Spinner } from '../../../ui/Spinner';
import { orderDetailQuery } from './api/account-orders';
import { addToAutoOrderPath } from './lib/order-view';
import { BuyAgainButton, CancelOrderButton, type ActionNotice } from './page/OrderActions';
import { OrderDelivery, OrderItems, OrderTimeline, OrderTotals } from './page/OrderSections';
import { OrderReturns } from './page/OrderReturns';
import { OrderShipments } from './page/OrderShipments';
import { Notice } from '../../../ui/Notice';
import '../order-summary.css';
import './orders.css';

/**
 * /account/orders/{orderId} (issue 14): one order as it was charged, its delivery, payment, totals
 * and status history; buy again, cancel while it may be, print the receipt, start an AutoOrder.
 * Another shopper's order (or none) answers 404: the call layer shows the not-found page.
 */
export function Component() {
  const params = useParams();
  const orderId = Number.parseInt(params.orderId ?? '', 10);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const { data: order } = useQuery({ ...orderDetailQuery(valid ? orderId : 0), enabled: valid });
  const { date, clinic } = useFormatters();
  const [notice, setNotice] = useState<ActionNotice | null>(null);

  if (!order) {
    return (
      <AccountLayout section="orders" title={<FormattedMessage id="pages.accountOrder.title" />}>
        <Spinner label="" decorative />
      </AccountLayout>
    );
  }
  const cancelled = order.status === 'cancelled';
  return (
    <AccountLayout
      section="orders"
      title={<FormattedMessage id="orders.detail.title" values={{ number: order.orderNumber }} />}
      actions={
        <button type="button" className="btn btn--secondary btn--sm order-print" onClick={() => window.print()}>
          <FormattedMessage id="orders.actions.print" />
        </button>
      }
    >
      <div className="order-page">
        <p className="order-receipt-from">
          <FormattedMessage id="orders.detail.receiptFrom" values={{ clinic: clinic(order.clinic.name) }} />
        </p>
        <div className="order-head">
          <p className="order-head__placed">
            <FormattedMessage id="orders.detail.placed" values={{ date: date(order.createdAt) }} />
          </p>
          <p>
            <span className={`order-status order-status--${order.shopperStatus}`}>
              <FormattedMessage
                id="orders.detail.status"
                values={{ status: <FormattedMessage id={`order.shopperStatus.${order.shopperStatus}`} /> }}
              />
            </span>
          </p>
        </div>
        {cancelled && order.cancelledAt && (
          <p className="order-cancelled">
            <FormattedMessage id="orders.detail.cancelled" values={{ date: date(order.cancelledAt) }} />
            {order.cancelReason && <> <FormattedMessage id="orders.detail.cancelReason" values={{ reason: order.cancelReason }} /></>}
          </p>
        )}
        {order.reinstatedAs && (
          <p className="order-reinstated">
            <FormattedMessage id="orders.detail.reinstatedAs" values={{ link: <Link to={accountOrderPath(order.reinstatedAs.orderId)}>{order.reinstatedAs.orderNumber}</Link> }} />
          </p>
        )}
        {order.reinstatedFrom && (
          <p className="order-reinstated">
            <FormattedMessage id="orders.detail.reinstatedFrom" values={{ link: <Link to={accountOrderPath(order.reinstatedFrom.orderId)}>{order.reinstatedFrom.orderNumber}</Link> }} />
          </p>
        )}
        {!cancelled && !order.canCancel && (
          <p className="muted order-not-revertable">
            {/* A pickup order never goes to the distributor: what stops it is that it was handed over (issue 24). */}
            <FormattedMessage id={cancelRefusal({ status: order.status, sentToDistributorAt: null }) === 'handed_over' ? 'orders.detail.handedOver' : 'orders.detail.notRevertable'} />
          </p>
        )}

        <div className="order-actions">
          <BuyAgainButton orderId={order.orderId} onResult={setNotice} />
          {!cancelled && (
            <Link to={addToAutoOrderPath(order.orderId)} className="btn btn--secondary">
              <FormattedMessage id="orders.actions.autoOrder" />
            </Link>
          )}
          {order.canCancel && <CancelOrderButton order={order} onResult={setNotice} />}
        </div>
        {notice && (
          <Notice type={notice.type} dismissible onDismiss={() => setNotice(null)} className="order-notice">
            {notice.content}
          </Notice>
        )}

        <OrderItems order={order} />
        <OrderShipments order={order} />
        <div className="order-columns">
          <OrderDelivery order={order} />
          <OrderTotals order={order} />
        </div>
        <OrderReturns orderId={order.orderId} />
        <OrderTimeline order={order} />
        <p className="order-back">
          <Link to={ACCOUNT_ROUTES.orders}>
            <FormattedMessage id="orders.actions.backToList" />
          </Link>
        </p>
      </div>
    </AccountLayout>
  );
}
